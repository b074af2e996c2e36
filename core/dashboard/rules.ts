import { DASHBOARD_FIRST_YEAR } from './schema';

/** Dashboard rules (spec 000 §2, §9). */

export const EMPTY_DASHBOARD_TITLE = 'The Dashboard Will Show Up once there is enough data';
export const EMPTY_DASHBOARD_ACTION = 'Start selling your product';
export const YEAR_PLACEHOLDER = 'Pilih tahun';

/** The year selector: every year from 2019 up to the current one, oldest first. */
export function dashboardYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = DASHBOARD_FIRST_YEAR; year <= currentYear; year++) years.push(year);
  return years;
}

/** With no product the dashboard shows only the start-selling message. */
export function isDashboardEmpty(totalProduct: number): boolean {
  return totalProduct === 0;
}
