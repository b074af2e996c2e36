import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { complaintCategory } from '@core/complaint/rules';
import { applyOrder, type OrderAction, type OrderMachineState } from '@core/order/machine';
import { ORDER_DOCUMENTS } from '@core/order/options';
import { ORDER_MESSAGES } from '@core/order/rules';
import {
  PARTNER_TRANSFERS_AFTER_MS,
  SCHOOL_DECLARES_ARRIVAL_AFTER_MS,
  SCHOOL_PAYS_AFTER_MS,
} from '@cli/sandbox/areas/order/school';
import { modelOf, ORDER_STARTS, OrderPool, type PoolOrder } from './support/orderPool';

/*
 * Model-based test of the order against the real sandbox over HTTP: fast-check draws
 * a starting order and a sequence of actions (confirm, refuse, print, send, arrived, change request
 * accept/refuse, cancel accept/refuse, complaint, resolve, the school paying, receiving the funds);
 * core's order machine is the model. After every step the sandbox and the model must agree on
 * accepted or refused, on the message, and on the order's status and flags as the detail shows them.
 */

const pool = new OrderPool(Date.parse('2026-11-20T03:00:00.000Z'));
afterAll(() => pool.close());

interface Model {
  state: OrderMachineState;
  /** When the simulated school declares arrival (once the order is sent), pays, and the partner transfers. */
  arrivesAt: number | null;
  paysAt: number | null;
  transfersAt: number | null;
}

interface Real {
  readonly order: PoolOrder;
}

interface Answer {
  readonly httpStatus: number;
  readonly ok: boolean;
  readonly message: string;
}

async function call(real: Real, method: string, path: string, body?: unknown, multipart = false): Promise<Answer> {
  const { apiRoot, token } = real.order.sandbox;
  const init: RequestInit = { method, headers: { Authorization: token } };
  if (body !== undefined && multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, string | number>)) form.append(key, String(value));
    init.body = form;
  } else if (body !== undefined) {
    init.headers = { Authorization: token, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${apiRoot}/${path}`, init);
  const json = (await res.json()) as { status: { code: number; message: string } };
  return { httpStatus: res.status, ok: res.status === 200 && json.status.code === 200, message: json.status.message };
}

interface DetailView {
  readonly orderStatusId: string;
  readonly processing: {
    readonly data: {
      readonly isHasRequestChange: boolean;
      readonly isHasApplyCancel: boolean;
      readonly isFaktur: boolean;
      readonly isDone: boolean;
      readonly isComplaint: boolean;
    };
  };
}

async function detail(real: Real): Promise<DetailView> {
  const { apiRoot, token } = real.order.sandbox;
  const res = await fetch(`${apiRoot}/seller/order/${real.order.id}`, { headers: { Authorization: token } });
  return ((await res.json()) as { data: DetailView }).data;
}

/** The school's and partner's steps that are due at the sandbox's time, applied to the model. */
function catchUp(model: Model, now: number): void {
  if (model.arrivesAt !== null && now >= model.arrivesAt) {
    const arrived = applyOrder(model.state, { type: 'arrived' });
    if (arrived.ok) model.state = arrived.state;
  }
  if (model.paysAt !== null && now >= model.paysAt) {
    const paid = applyOrder(model.state, { type: 'pay' });
    if (paid.ok) model.state = paid.state;
  }
  if (model.transfersAt !== null && now >= model.transfersAt) {
    const transferred = applyOrder(model.state, { type: 'transfer' });
    if (transferred.ok) {
      model.state = transferred.state;
      model.arrivesAt = null;
      model.paysAt = null;
      model.transfersAt = null;
    }
  }
}

async function expectSame(model: Model, real: Real): Promise<void> {
  const view = await detail(real);
  const s = model.state;
  expect(Number(view.orderStatusId)).toBe(s.statusId);
  expect(view.processing.data).toMatchObject({
    isHasRequestChange: s.changeRequested,
    isHasApplyCancel: s.cancelRequested,
    isFaktur: s.printed.bast && s.printed.invoice,
    isDone: s.isDone,
    isComplaint: s.unresolvedComplaints > 0,
  });
}

/** One seller action: the HTTP call it is, and how its success reads. */
interface ActionCall {
  readonly action: OrderAction;
  readonly send: (real: Real) => Promise<Answer>;
  readonly success?: string;
}

/** A seller action; what it sends may depend on the order's state (a complaint's category). */
class Act implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly label: string,
    private readonly stepOf: (model: Model) => ActionCall,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    catchUp(model, real.order.sandbox.clock.now());
    const step = this.stepOf(model);
    const expected = applyOrder(model.state, step.action);
    const answer = await step.send(real);
    expect({ accepted: answer.ok, message: answer.message }).toEqual({
      accepted: expected.ok,
      message: expected.ok ? (step.success ?? expected.message) : expected.message,
    });
    if (!expected.ok) expect(answer.httpStatus).toBe(expected.kind === 'input' ? 422 : 409);
    if (expected.ok) {
      model.state = expected.state;
      const now = real.order.sandbox.clock.now();
      // Sent: the school declares arrival a few seconds later; arrived: it pays; then the partner transfers.
      const arrivesAt = step.action.type === 'send' ? now + SCHOOL_DECLARES_ARRIVAL_AFTER_MS : null;
      if (step.action.type === 'send' || step.action.type === 'arrived') {
        model.arrivesAt = arrivesAt;
        model.paysAt = (arrivesAt ?? now) + SCHOOL_PAYS_AFTER_MS;
        model.transfersAt = model.paysAt + PARTNER_TRANSFERS_AFTER_MS;
      }
    }
    // The read below catches the sandbox up as every call does: a payment that came due while a
    // complaint held it goes through as soon as the complaint is resolved.
    catchUp(model, real.order.sandbox.clock.now());
    await expectSame(model, real);
  }
  toString(): string {
    return this.label;
  }
}

const act = (step: ActionCall) => new Act(JSON.stringify(step.action), () => step);

/** The school pays (and later the partner passes the funds on): time passes. */
class Pay implements fc.AsyncCommand<Model, Real> {
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    real.order.sandbox.clock.advance(SCHOOL_PAYS_AFTER_MS);
    catchUp(model, real.order.sandbox.clock.now());
    await expectSame(model, real);
  }
  toString(): string {
    return 'pay (4 s pass)';
  }
}

const id = (real: Real) => real.order.id;
const put = (path: string) => (real: Real) => call(real, 'PUT', `seller/order/${path}`, { id: id(real) });

const confirm = fc.constant(act({ action: { type: 'confirm' }, send: put('confirm') }));
const print = fc.constantFrom(...ORDER_DOCUMENTS).map((document) =>
  act({
    action: { type: 'print', document: document.key },
    send: put(document.value),
    success: `${document.name} ${ORDER_MESSAGES.documentMarked}`,
  }),
);
const sendWithAwb = fc.constant(
  act({
    action: { type: 'send', awb: 'JNE0012345678' },
    send: (r) => call(r, 'PUT', 'seller/order/send', { id: id(r), awb: 'JNE0012345678' }),
  }),
);
const arrived = fc.constant(act({ action: { type: 'arrived' }, send: put('arrived') }));
const pay = fc.constant(new Pay());

/** Every action, with the steps of the main path (confirm, print, send, arrive, pay) twice as likely, so sequences get far. */
const commands = [
  confirm,
  confirm,
  print,
  print,
  sendWithAwb,
  arrived,
  arrived,
  pay,
  pay,
  fc.constantFrom<string | number>(1, 2, 5, '', 99).map((reasonType) =>
    act({
      action: { type: 'refuse', reasonType: reasonType === '' ? null : reasonType },
      send: (r) => call(r, 'PUT', 'seller/order/refuse', { id: id(r), reasonType }),
    }),
  ),
  fc
    .constantFrom('JNE0012345678', '   ')
    .map((awb) =>
      act({ action: { type: 'send', awb }, send: (r) => call(r, 'PUT', 'seller/order/send', { id: id(r), awb }) }),
    ),
  fc.constant(act({ action: { type: 'acceptChange' }, send: put('acceptRequestChange') })),
  fc.constant(act({ action: { type: 'rejectChange' }, send: put('rejectRequestChange') })),
  fc.constant(act({ action: { type: 'acceptCancel' }, send: put('acceptApplyCancel') })),
  fc.constant(act({ action: { type: 'rejectCancel' }, send: put('rejectApplyCancel') })),
  fc.record({ reason: fc.constantFrom('Buku rusak saat diterima', ''), rightCategory: fc.boolean() }).map(
    ({ reason, rightCategory }) =>
      new Act(`complain ${JSON.stringify(reason)} ${rightCategory ? 'right' : 'wrong'} category`, (model) => {
        const right = complaintCategory(model.state.statusId);
        const category = rightCategory ? right : right === 0 ? 6 : 0;
        return {
          action: { type: 'complain', reason, category },
          send: (r) => call(r, 'POST', 'seller/complaint/create', { orderId: id(r), category, reason }, true),
        };
      }),
  ),
  fc.constant(
    act({
      action: { type: 'resolveComplaint' },
      send: (r) =>
        call(r, 'PUT', 'seller/complaint/resolve', {
          orderId: id(r),
          solution: 'Toko menyatakan bahwa komplain telah terpenuhi',
        }),
    }),
  ),
  fc.constant(act({ action: { type: 'receivePayment' }, send: put('receivePayment') })),
];

describe('the order machine against the sandbox (model-based)', () => {
  it('agrees on every step of 200 random action sequences from every starting state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ORDER_STARTS),
        fc.commands(commands, { maxCommands: 10 }),
        async (start, cmds) => {
          const order = await pool.take(start);
          const setup = () => ({
            model: { state: modelOf(start), arrivesAt: null, paysAt: null, transfersAt: null } satisfies Model,
            real: { order },
          });
          await fc.asyncModelRun(setup, cmds);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
