import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * On one text box: `max + 1` characters typed stay whole (nothing is cut), the counter
 * under the box reads them against the limit, the limit's sentence is announced, and 'Kirim' waits.
 * Returns the text typed.
 */
export async function fillPastLimit(
  page: Page,
  box: Locator,
  words: string,
  max: number,
  tooLong: string,
): Promise<string> {
  const text = `${words.repeat(Math.ceil(max / words.length)).slice(0, max)}!`;
  await box.fill(text);
  expect((await box.inputValue()).length).toBe(max + 1);
  await page.getByText(`${max + 1}/${max} karakter`).waitFor();
  await page.getByRole('status').filter({ hasText: tooLong }).waitFor();
  expect(await page.getByRole('button', { name: 'Kirim', exact: true }).isDisabled()).toBe(true);
  return text;
}
