import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCsv } from '@cli/sandbox/areas/order/report';
import type { OrderState } from '@cli/sandbox/areas/order/record';
import { startSandbox, type RunningSandbox } from '../support/sandbox';

/* Issue 14 item 10: the server's order recap CSV goes through core's writer, so a cell a spreadsheet would run as a formula is inert. */
let h: RunningSandbox;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => {
  await h.stop();
});

describe('order recap CSV', () => {
  it.each(['=HYPERLINK("http://contoh.id","klik")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB'])(
    'neutralises %j in a school name with a leading quote',
    (name) => {
      const order = h.sandbox.store.get<OrderState>('order').orders[0];
      if (!order) throw new Error('the seed has no order');
      const csv = reportCsv([{ ...order, school: { ...order.school, name } }]);
      const line = csv.split('\n')[1] ?? '';
      expect(line).toContain(`'${name.replaceAll('"', '""')}`);
      expect(line.split(',').some((field) => /^"?[=+\-@\t]/.test(field))).toBe(false);
    },
  );
});
