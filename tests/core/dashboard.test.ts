import { describe, expect, it } from 'vitest';
import { fixedClock, today } from '@core/clock';
import { dashboardYears, EMPTY_DASHBOARD_ACTION, EMPTY_DASHBOARD_TITLE, isDashboardEmpty } from '@core/dashboard/rules';

describe('dashboard', () => {
  it('years from 2019 up to the current year', () => {
    expect(dashboardYears(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(dashboardYears(2019)).toEqual([2019]);
    // The seller's year: at 06:00 WIB on 1 January 2027 it is still 2026 in UTC.
    expect(dashboardYears(today(fixedClock('2027-01-01T06:00:00+07:00')).year).at(-1)).toBe(2027);
  });

  it("no product: 'The Dashboard Will Show Up once there is enough data' / 'Start selling your product'", () => {
    expect(isDashboardEmpty(0)).toBe(true);
    expect(isDashboardEmpty(3)).toBe(false);
    expect(EMPTY_DASHBOARD_TITLE).toBe('The Dashboard Will Show Up once there is enough data');
    expect(EMPTY_DASHBOARD_ACTION).toBe('Start selling your product');
  });
});
