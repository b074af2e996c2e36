import { ORDER_STATUS_ID } from '@core/order/schema';
import { describe, expect, it } from 'vitest';
import { orderArea } from '@cli/sandbox/areas/order';
import type { OrderRecord } from '@cli/sandbox/areas/order/record';
import type { OrderState } from '@cli/sandbox/areas/order/record';
import {
  catchUpOrder,
  PARTNER_TRANSFERS_AFTER_MS,
  scheduleArrival,
  schedulePayment,
  SCHOOL_DECLARES_ARRIVAL_AFTER_MS,
  SCHOOL_PAYS_AFTER_MS,
} from '@cli/sandbox/areas/order/school';

/** The school pays and the partner transfers after the arrival, so an order can be walked to paid. */
describe("the school's and the partner's side of an order", () => {
  const t0 = new Date('2026-11-20T03:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  function arrivedOrder(): OrderRecord {
    const order = orderArea
      .seed(0)
      .orders.find(
        (o) => o.statusId === ORDER_STATUS_ID.arrived && o.transfer === null && o.complaints.every((c) => c.isResolved),
      );
    if (!order) throw new Error('the seed has an arrived, unpaid order without an open complaint');
    schedulePayment(order, t0);
    return order;
  }

  it('nothing happens before the school pays', () => {
    const order = arrivedOrder();
    catchUpOrder(order, at(SCHOOL_PAYS_AFTER_MS - 1));
    expect(order.statusId).toBe(ORDER_STATUS_ID.arrived);
    expect(order.transfer).toBeNull();
  });

  it('the school pays (17): verification list, proof, payment information, payment history', () => {
    const order = arrivedOrder();
    const historyBefore = order.paymentHistory.length;
    catchUpOrder(order, at(SCHOOL_PAYS_AFTER_MS));
    expect(order.statusId).toBe(ORDER_STATUS_ID.paid);
    expect(order.transfer).toMatchObject({ stage: 'verification', paymentDate: '2026-11-20', transferDate: null });
    expect(order.confirmPayment?.uploadedAt).toBe('2026-11-20 10:00:04');
    expect(order.paymentInfo?.status).toBe('Menunggu Verifikasi');
    expect(order.paymentHistory.slice(historyBefore).map((e) => e.title)).toEqual(['Pembayaran Diterima']);
    expect(order.history.at(-1)?.title).toBe('Pesanan Dibayar');
  });

  it('the partner passes the funds on (20), and catching up again changes nothing', () => {
    const order = arrivedOrder();
    const later = at(SCHOOL_PAYS_AFTER_MS + PARTNER_TRANSFERS_AFTER_MS + 60_000);
    catchUpOrder(order, later);
    expect(order.statusId).toBe(ORDER_STATUS_ID.transferred);
    expect(order.transfer?.stage).toBe('passedToSeller');
    expect(order.history.slice(-2).map((e) => e.title)).toEqual(['Pesanan Dibayar', 'Dana Diteruskan']);
    const snapshot = structuredClone(order);
    catchUpOrder(order, at(10 * 60_000));
    expect(order).toEqual(snapshot);
  });

  it('is the same whenever it is computed (an unsaved GET and a later call agree)', () => {
    const once = arrivedOrder();
    const twice = arrivedOrder();
    catchUpOrder(once, at(SCHOOL_PAYS_AFTER_MS + 5));
    catchUpOrder(twice, at(SCHOOL_PAYS_AFTER_MS + 900));
    expect(twice).toEqual(once);
  });

  it('an open complaint holds the payment back until it is resolved', () => {
    const order = arrivedOrder();
    order.complaints.push({
      complaintId: 1,
      from: 'mall',
      category: 0,
      productId: null,
      main: 'Sekolah belum menandatangani BAST',
      image: null,
      isResolved: false,
      escalation: false,
      solution: null,
      createdAt: '2026-11-20 10:00:01',
      messages: [],
    });
    catchUpOrder(order, at(SCHOOL_PAYS_AFTER_MS + 1));
    expect(order.statusId).toBe(ORDER_STATUS_ID.arrived);
    const open = order.complaints.at(-1);
    if (open) open.isResolved = true;
    catchUpOrder(order, at(SCHOOL_PAYS_AFTER_MS + 2));
    expect(order.statusId).toBe(ORDER_STATUS_ID.paid);
  });
});

/** The school declares arrival a few seconds after the order is sent: the seller has no button for it. */
describe("the school's arrival", () => {
  const t0 = new Date('2026-11-20T03:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  function sentOrder(): { state: OrderState; order: OrderRecord } {
    const state = orderArea.seed(0);
    const order = state.orders.find((o) => o.statusId === ORDER_STATUS_ID.sent);
    if (!order) throw new Error('the seed has a sent order');
    scheduleArrival(order, t0);
    return { state, order };
  }

  it('declares the order arrived SCHOOL_DECLARES_ARRIVAL_AFTER_MS after it was sent, with the courier, e-BAST and bill', () => {
    const { order } = sentOrder();
    catchUpOrder(order, at(SCHOOL_DECLARES_ARRIVAL_AFTER_MS - 1));
    expect(order.statusId).toBe(ORDER_STATUS_ID.sent);
    catchUpOrder(order, at(SCHOOL_DECLARES_ARRIVAL_AFTER_MS));
    expect(order.statusId).toBe(ORDER_STATUS_ID.arrived);
    expect(order.history.at(-1)).toEqual({
      title: 'Pesanan Diterima',
      text: 'Sekolah menyatakan pesanan telah diterima',
      at: '2026-11-20 10:00:05',
    });
    expect(order.tracking.at(-1)?.status_stage).toBe('DELIVERED');
    expect(order.eBast).toBe(`/cdn/dokumen/ebast-${order.id}.pdf`);
    expect(order.billing?.billingDate).toBe('2026-11-20');
  });

  it('then the school pays and the partner passes the funds on, each at its time', () => {
    const { order } = sentOrder();
    const paysAt = SCHOOL_DECLARES_ARRIVAL_AFTER_MS + SCHOOL_PAYS_AFTER_MS;
    catchUpOrder(order, at(paysAt - 1));
    expect(order.statusId).toBe(ORDER_STATUS_ID.arrived);
    catchUpOrder(order, at(paysAt));
    expect(order.statusId).toBe(ORDER_STATUS_ID.paid);
    catchUpOrder(order, at(paysAt + PARTNER_TRANSFERS_AFTER_MS));
    expect(order.statusId).toBe(ORDER_STATUS_ID.transferred);
    expect(order.history.slice(-3).map((h) => h.title)).toEqual([
      'Pesanan Diterima',
      'Pesanan Dibayar',
      'Dana Diteruskan',
    ]);
  });
});
