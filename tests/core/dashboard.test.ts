import { describe, expect, it } from 'vitest';
import { dashboardYears, EMPTY_DASHBOARD_ACTION, EMPTY_DASHBOARD_TITLE, isDashboardEmpty } from '@core/dashboard/rules';

describe('dashboard (spec 000 §2, §9)', () => {
  it('years from 2019 up to the current year', () => {
    expect(dashboardYears(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(dashboardYears(2019)).toEqual([2019]);
    expect(dashboardYears(new Date().getFullYear()).at(-1)).toBe(new Date().getFullYear());
  });

  it("no product: 'The Dashboard Will Show Up once there is enough data' / 'Start selling your product'", () => {
    expect(isDashboardEmpty(0)).toBe(true);
    expect(isDashboardEmpty(3)).toBe(false);
    expect(EMPTY_DASHBOARD_TITLE).toBe('The Dashboard Will Show Up once there is enough data');
    expect(EMPTY_DASHBOARD_ACTION).toBe('Start selling your product');
  });
});
