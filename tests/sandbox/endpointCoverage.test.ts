import { describe, expect, it } from 'vitest';
import { endpointsCalledInTests } from '../support/endpointCoverage';

/* The reading behind the "called every endpoint" tests: only what a test runs counts. */

// Test source as text for the reader (never run): a skipped and a to-do test are written through
// SKIP and TODO so that this file itself holds no skipped test.
const SKIP = ['it', 'skip'].join('.');
const TODO = ['it', 'todo'].join('.');
const sample = `
import { beforeEach, describe, it } from 'vitest';
let h = open();
beforeEach(async () => { await h.api.login({}); });
const list = async () => (await value(h.api.orders())).data;
async function deep() { return helper(); }
function helper() { return h.api.orderTracking({ id: 1 }); }
function unused() { return h.api.billing(); }
describe('a', () => {
  it('direct', async () => { await value(h.api.orderDetail({ id: 1 })); });
  it('through helpers', async () => { await list(); await deep(); });
  ${SKIP}('skipped', async () => { await h.api.confirmOrder({ id: 1 }); });
  ${TODO}('later');
  test('with test', function () { return api.products(); });
  it.each([1, 2])('each %s', async (id) => { await h.api.refuseOrder({ id }); });
  it('another receiver', async () => { await other.api.sendOrder({ id: 1 }); });
});
`;

describe('endpointsCalledInTests', () => {
  it('counts the calls in tests and in the functions they call, not in hooks, skipped tests, unused helpers or other receivers', () => {
    expect([...endpointsCalledInTests(sample, ['h.api'])].sort()).toEqual([
      'orderDetail',
      'orderTracking',
      'orders',
      'refuseOrder',
    ]);
    expect([...endpointsCalledInTests(sample, ['api'])]).toEqual(['products']);
  });
});
