import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@core/money';
import {
  applyNegotiation,
  isOpenRespond,
  lastRoundOf,
  negotiationPhase,
  type NegotiationMachineState,
} from '@core/nego/machine';
import { insuranceFee, insuredAmount } from '@core/nego/rules';
import { sandboxAreas, seedVersion } from '@cli/sandbox/areas/index';
import { negoArea } from '@cli/sandbox/areas/nego';
import type { NegoState, NegotiationRecord } from '@cli/sandbox/areas/nego/record';
import { SCHOOL_ANSWERS_AFTER_MS, schoolAnswer } from '@cli/sandbox/areas/nego/school';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';
import { apiToken } from '../support/sandbox';
import { TestClock } from '../support/testClock';
import { memoryDisk } from './support/orderPool';

/*
 * Negotiation rounds as a property: random sequences of the seller's responses
 * (counter-prices, agreements, wrong inputs) and refusals, with the simulated school answering as
 * time passes, against the real sandbox over HTTP, with core's negotiation machine as the model.
 * Every round is kept: the table has one row per offer, each with its price, qty, total and the
 * seller's response price.
 */

const RUNS = 60;
let sandbox: Sandbox;
let dataDir: string;
let apiRoot: string;
let token: string;
const clock = new TestClock(Date.parse('2026-11-20T03:00:00.000Z'));
let nextId = 80_000;

beforeAll(async () => {
  const template = negoArea.seed(0).negotiations.find((n) => n.id === 7002) as NegotiationRecord;
  const copies: NegotiationRecord[] = Array.from({ length: RUNS * 2 }, (_, i) => ({
    ...structuredClone(template),
    id: 80_000 + i,
  }));
  const areas = sandboxAreas.map((area) =>
    area.name === negoArea.name
      ? {
          ...area,
          seed: (at: number) => ({ negotiations: [...negoArea.seed(at).negotiations, ...copies] }) satisfies NegoState,
        }
      : area,
  );
  dataDir = mkdtempSync(join(tmpdir(), 'penyedia-nego-'));
  sandbox = createSandbox({
    dataDir,
    reset: true,
    webRoot: null,
    areas,
    seedVersion: seedVersion(),
    clock,
    disk: memoryDisk,
  });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  apiRoot = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/api`;
  token = await apiToken(apiRoot);
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Model {
  state: NegotiationMachineState;
  answersAt: number | null;
}
interface Real {
  readonly id: number;
}

interface Detail {
  readonly isDeal: boolean;
  readonly isReject: boolean;
  readonly isRespondFrom: string | null;
  readonly isOpenRespond: boolean;
  readonly listNegotiation: ReadonlyArray<{
    readonly negoUnitPriceCurrencyFormat: string;
    readonly qty: number;
    readonly totalCurrencyFormat: string;
    readonly priceResponseCurrencyFormat: string | null;
  }>;
  readonly modalRespond: {
    readonly priceUnit: number;
    readonly insurance: number;
    readonly insurancePrice: number;
    readonly wrappingPrice: number;
  };
}

async function detail(id: number): Promise<Detail> {
  const res = await fetch(`${apiRoot}/seller/nego/${id}`, { headers: { Authorization: token } });
  return ((await res.json()) as { data: Detail }).data;
}

async function send(
  method: string,
  path: string,
  body: unknown,
): Promise<{ httpStatus: number; ok: boolean; message: string }> {
  const res = await fetch(`${apiRoot}/${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: { code: number; message: string } };
  return { httpStatus: res.status, ok: res.status === 200 && json.status.code === 200, message: json.status.message };
}

function catchUp(model: Model): void {
  if (model.answersAt === null || clock.now() < model.answersAt) return;
  model.answersAt = null;
  if (negotiationPhase(model.state) !== 'waitingForSchool') return;
  const answered = applyNegotiation(model.state, schoolAnswer(model.state));
  if (answered.ok) model.state = answered.state;
}

async function expectSame(model: Model, real: Real): Promise<void> {
  const view = await detail(real.id);
  const s = model.state;
  expect({
    isDeal: view.isDeal,
    isReject: view.isReject,
    isRespondFrom: view.isRespondFrom,
    isOpenRespond: view.isOpenRespond,
  }).toEqual({
    isDeal: s.isDeal,
    isReject: s.isReject,
    isRespondFrom: s.isRespondFrom,
    isOpenRespond: isOpenRespond(s),
  });
  // Every round is kept, oldest first, with its price, qty, total and the seller's response price.
  expect(
    view.listNegotiation.map((r) => [
      r.negoUnitPriceCurrencyFormat,
      r.qty,
      r.totalCurrencyFormat,
      r.priceResponseCurrencyFormat,
    ]),
  ).toEqual(
    s.rounds.map((r) => [
      formatRupiah(r.negoUnitPrice, 'api'),
      r.qty,
      formatRupiah(r.negoUnitPrice * r.qty, 'api'),
      r.priceResponse === null ? null : formatRupiah(r.priceResponse, 'api'),
    ]),
  );
  const round = lastRoundOf(s);
  expect(view.modalRespond.priceUnit).toBe(round.negoUnitPrice);
  expect(view.modalRespond.insurance).toBe(insuredAmount(round.negoUnitPrice, round.qty));
}

class Respond implements fc.AsyncCommand<Model, Real> {
  /** `markup` null: a response price of 0. */
  constructor(
    private readonly markup: number | null,
    private readonly agree: boolean,
    private readonly option: string,
  ) {}
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    catchUp(model);
    const round = lastRoundOf(model.state);
    const priceResponse =
      this.markup === null ? 0 : this.agree ? round.negoUnitPrice : round.negoUnitPrice + this.markup;
    const fee = insuranceFee(insuredAmount(round.negoUnitPrice, round.qty), this.option === '7' ? '0' : this.option);
    const action = {
      type: 'respond',
      priceResponse,
      isDeal: this.agree,
      wrappingPrice: model.state.terms.wrappingPrice,
      insuranceOption: this.option,
      insurancePrice: fee,
    } as const;
    const expected = applyNegotiation(model.state, action);
    const answer = await send('POST', 'seller/nego/respond', {
      id: real.id,
      ...action,
      otherSpec: 'Harga termasuk ongkir',
    });
    expect({ ok: answer.ok, message: answer.message }).toEqual({ ok: expected.ok, message: expected.message });
    if (!expected.ok) expect(answer.httpStatus).toBe(expected.kind === 'input' ? 422 : 409);
    if (expected.ok) {
      model.state = expected.state;
      model.answersAt = this.agree ? null : clock.now() + SCHOOL_ANSWERS_AFTER_MS;
    }
    await expectSame(model, real);
  }
  toString(): string {
    return `respond ${this.markup === null ? 'at 0' : `+${this.markup}`}${this.agree ? ' agree' : ''} insurance ${this.option}`;
  }
}

class Refuse implements fc.AsyncCommand<Model, Real> {
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    catchUp(model);
    const expected = applyNegotiation(model.state, { type: 'refuse' });
    const answer = await send('PUT', 'seller/nego/refuse', { id: real.id });
    expect({ ok: answer.ok, message: answer.message }).toEqual({ ok: expected.ok, message: expected.message });
    if (expected.ok) {
      model.state = expected.state;
      model.answersAt = null;
    }
    await expectSame(model, real);
  }
  toString(): string {
    return 'refuse';
  }
}

class Wait implements fc.AsyncCommand<Model, Real> {
  check(): boolean {
    return true;
  }
  async run(model: Model, real: Real): Promise<void> {
    clock.advance(SCHOOL_ANSWERS_AFTER_MS);
    catchUp(model);
    await expectSame(model, real);
  }
  toString(): string {
    return 'the school answers';
  }
}

const commands = [
  fc
    .record({
      markup: fc.constantFrom<number | null>(0, 100, 2_500, 40_000, null),
      agree: fc.boolean(),
      option: fc.constantFrom('0', '0.2', '0.5', '7'),
    })
    .map(({ markup, agree, option }) => new Respond(markup, agree, option)),
  fc.record({ markup: fc.constantFrom(1_000, 15_000, 90_000) }).map(({ markup }) => new Respond(markup, false, '0.2')),
  fc.constant(new Wait()),
  fc.constant(new Wait()),
  fc.constant(new Refuse()),
];

describe('negotiation rounds against the sandbox (property)', () => {
  it('keeps every round and agrees with the machine on each response, refusal and school answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        const id = nextId++;
        const state = await detail(id);
        const template = negoArea.seed(0).negotiations.find((n) => n.id === 7002) as NegotiationRecord;
        expect(state.isOpenRespond).toBe(true);
        const model: Model = {
          state: {
            isDeal: false,
            isReject: false,
            isRespondFrom: null,
            rounds: template.rounds.map((r) => ({
              negoUnitPrice: r.negoUnitPrice,
              qty: r.qty,
              priceResponse: r.priceResponse,
            })),
            terms: {
              wrappingPrice: state.modalRespond.wrappingPrice,
              insurancePercent: template.terms.insurancePercent,
              insurancePrice: state.modalRespond.insurancePrice,
              isDisableWrapping: template.terms.isDisableWrapping,
              isDisableInsurance: template.terms.isDisableInsurance,
            },
          },
          answersAt: null,
        };
        await fc.asyncModelRun(() => ({ model, real: { id } }), cmds);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
