import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestClock } from '../../support/testClock';
import type { OrderMachineState } from '@core/order/machine';
import { ORDER_STATUS_ID, type OrderStatusId } from '@core/order/schema';
import { sandboxAreas, seedVersion } from '@cli/sandbox/areas/index';
import { orderArea } from '@cli/sandbox/areas/order';
import type { OrderRecord, OrderState } from '@cli/sandbox/areas/order/record';
import type { Disk } from '@cli/sandbox/disk';
import { createSandbox, type Sandbox } from '@cli/sandbox/server';
import { apiToken } from '../../support/sandbox';

/**
 * Many fresh orders for model-based tests: each run of a property takes an order of its own from
 * a pool seeded next to the fixtures; when a sandbox's pool is used up, a fresh sandbox starts.
 * The disk is one that keeps nothing (durability is tested elsewhere): the sequences test the
 * rules, and stay fast.
 */

export const memoryDisk: Disk = {
  stage: (file) => Promise.resolve({ file, tmp: file }),
  install: () => Promise.resolve(),
  discard: () => Promise.resolve(),
};

/** A starting point of an order: what the machine sees, and what the record must hold for it. */
export interface OrderStart {
  readonly name: string;
  readonly statusId: OrderStatusId;
  readonly changeRequested?: boolean;
  readonly cancelRequested?: boolean;
  readonly uncategorized?: boolean;
  readonly printed?: boolean;
  readonly openComplaint?: boolean;
  readonly isDone?: boolean;
  /** Sent through the shipping partner (isShippingMitra): its label comes once the order is sent. */
  readonly partner?: boolean;
}

export const ORDER_STARTS: readonly OrderStart[] = [
  { name: 'new', statusId: ORDER_STATUS_ID.new },
  { name: 'new, change requested', statusId: ORDER_STATUS_ID.new, changeRequested: true },
  { name: 'new, cancel requested', statusId: ORDER_STATUS_ID.new, cancelRequested: true },
  { name: 'new, uncategorized product', statusId: ORDER_STATUS_ID.new, uncategorized: true },
  { name: 'processed', statusId: ORDER_STATUS_ID.processed },
  { name: 'processed, printed', statusId: ORDER_STATUS_ID.processed, printed: true },
  { name: 'processed, shipping partner', statusId: ORDER_STATUS_ID.processed, partner: true },
  {
    name: 'processed, printed, change requested',
    statusId: ORDER_STATUS_ID.processed,
    printed: true,
    changeRequested: true,
  },
  {
    name: 'processed, printed, cancel requested',
    statusId: ORDER_STATUS_ID.processed,
    printed: true,
    cancelRequested: true,
  },
  { name: 'sent', statusId: ORDER_STATUS_ID.sent, printed: true },
  { name: 'arrived', statusId: ORDER_STATUS_ID.arrived, printed: true },
  { name: 'paid', statusId: ORDER_STATUS_ID.paid, printed: true },
  { name: 'transferred', statusId: ORDER_STATUS_ID.transferred, printed: true },
  { name: 'transferred, done', statusId: ORDER_STATUS_ID.transferred, printed: true, isDone: true },
  { name: 'complaint', statusId: ORDER_STATUS_ID.complaint, printed: true, openComplaint: true },
  { name: 'refused', statusId: ORDER_STATUS_ID.refused },
  { name: 'cancelled', statusId: ORDER_STATUS_ID.cancelled },
];

/** The machine state a start stands for, written out here (not derived by the sandbox's own adapter). */
export function modelOf(start: OrderStart): OrderMachineState {
  const printed = start.printed === true;
  return {
    statusId: start.statusId,
    statusBeforeComplaint: start.openComplaint ? ORDER_STATUS_ID.arrived : null,
    changeRequested: start.changeRequested === true,
    cancelRequested: start.cancelRequested === true,
    productUncategorized: start.uncategorized === true,
    shippingByPartner: start.partner === true,
    printed: { bast: printed, invoice: printed, label: printed },
    unresolvedComplaints: start.openComplaint ? 1 : 0,
    isDone: start.isDone === true,
  };
}

function recordOf(base: OrderRecord, id: number, start: OrderStart): OrderRecord {
  const printed = start.printed === true;
  const paid = start.statusId === ORDER_STATUS_ID.paid || start.statusId === ORDER_STATUS_ID.transferred;
  return {
    ...structuredClone(base),
    id,
    invoice: `INV/20261010/MDL/${String(id).padStart(12, '0')}`,
    statusId: start.statusId,
    statusBeforeComplaint: start.openComplaint ? ORDER_STATUS_ID.arrived : null,
    items: base.items.map((line, i) => ({ ...line, categorized: !(start.uncategorized === true && i === 0) })),
    requestChange: start.changeRequested
      ? { requestedAt: base.dateAdded, items: base.items.map((l) => ({ productId: l.productId, qty: l.qty + 1 })) }
      : null,
    applyCancel: start.cancelRequested ? { requestedAt: base.dateAdded, reason: 'Dana belum tersedia' } : null,
    printed: { bast: printed, invoice: printed, label: printed },
    shipping: { ...base.shipping, isShippingMitra: start.partner === true },
    transfer: paid
      ? {
          stage: start.statusId === ORDER_STATUS_ID.transferred ? 'passedToSeller' : 'verification',
          paymentDate: '2026-10-20',
          confirmDate: null,
          transferDate: null,
          imageBast: null,
          imageConfirmPayment: null,
        }
      : null,
    complaints: start.openComplaint
      ? [
          {
            complaintId: id,
            from: 'user',
            category: 0,
            productId: base.items[0]?.productId ?? null,
            main: 'Buku kurang satu',
            image: null,
            isResolved: false,
            escalation: false,
            solution: null,
            createdAt: base.dateAdded,
            messages: [],
          },
        ]
      : [],
    isDone: start.isDone === true,
    schedule: null,
  };
}

export interface PoolOrder {
  readonly id: number;
  readonly start: OrderStart;
  readonly sandbox: PoolSandbox;
}

export interface PoolSandbox {
  readonly sandbox: Sandbox;
  readonly apiRoot: string;
  readonly token: string;
  readonly clock: TestClock;
}

const VERSION = seedVersion();

/** Orders of each start per sandbox: few, so a write serialises a small order area. */
const PER_START = 4;

/** Hands out fresh orders, `PER_START` of each start per sandbox. */
export class OrderPool {
  private current: { pool: PoolSandbox; used: Map<OrderStart, number> } | null = null;
  private readonly sandboxes: Array<{ sandbox: Sandbox; dataDir: string }> = [];

  constructor(private readonly startAt: number) {}

  private async open(): Promise<PoolSandbox> {
    const base = orderArea.seed(0).orders.find((o) => o.statusId === ORDER_STATUS_ID.new && o.sellerId === 1001);
    if (!base) throw new Error('the seed has a new order of the demo seller');
    const pooled = (seed: OrderState): OrderState => ({
      ...seed,
      orders: [
        ...seed.orders,
        ...Array.from({ length: PER_START * ORDER_STARTS.length }, (_, i) =>
          recordOf(base, 90_000 + i, ORDER_STARTS[i % ORDER_STARTS.length] as OrderStart),
        ),
      ],
    });
    const areas = sandboxAreas.map((area) =>
      area.name === orderArea.name ? { ...area, seed: (at: number) => pooled(orderArea.seed(at)) } : area,
    );
    // Memory-backed where the machine has it: the seed files are written once per sandbox.
    const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'penyedia-model-'));
    const clock = new TestClock(this.startAt);
    const sandbox = createSandbox({
      dataDir,
      reset: true,
      webRoot: null,
      areas,
      seedVersion: VERSION,
      clock,
      disk: memoryDisk,
      loginLimit: { max: 1000, windowMs: 60_000 },
    });
    await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
    this.sandboxes.push({ sandbox, dataDir });
    const apiRoot = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/api`;
    const token = await apiToken(apiRoot);
    return { sandbox, apiRoot, token, clock };
  }

  /** A fresh order that starts as `start`. */
  async take(start: OrderStart): Promise<PoolOrder> {
    const index = ORDER_STARTS.indexOf(start);
    if (index < 0) throw new Error(`unknown start ${start.name}`);
    if (!this.current || (this.current.used.get(start) ?? 0) >= PER_START)
      this.current = { pool: await this.open(), used: new Map() };
    const slot = this.current.used.get(start) ?? 0;
    this.current.used.set(start, slot + 1);
    return { id: 90_000 + slot * ORDER_STARTS.length + index, start, sandbox: this.current.pool };
  }

  async close(): Promise<void> {
    for (const { sandbox, dataDir } of this.sandboxes) {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
