import { COMPLAINT_CATEGORY, type ComplaintDetail, type ComplaintRow } from '@core/complaint/schema';
import { rupiah } from './format';
import type { ListSpec } from './list';
import type { ComplaintRecord, OrderLine, OrderRecord, OrderState } from './record';

/** A complaint together with its order: the source of the complaint list and detail. */
export interface ComplaintOf {
  readonly order: OrderRecord;
  readonly complaint: ComplaintRecord;
}

export function complaintsOf(orders: readonly OrderRecord[]): ComplaintOf[] {
  return orders.flatMap((order) => order.complaints.map((complaint) => ({ order, complaint })));
}

export function findComplaint(state: OrderState, sellerId: number | undefined, complaintId: number): ComplaintOf | undefined {
  return complaintsOf(state.orders.filter((o) => o.sellerId === sellerId)).find((c) => c.complaint.complaintId === complaintId);
}

export function categoryName(category: number): string {
  return category === COMPLAINT_CATEGORY.payment ? 'Pembayaran' : 'Pesanan';
}

function productOf({ order, complaint }: ComplaintOf): OrderLine | undefined {
  return order.items.find((line) => line.productId === complaint.productId) ?? order.items[0];
}

export const complaintListSpec: ListSpec<ComplaintOf, ComplaintRow> = {
  columns: [
    { name: 'No', value: 'no' },
    { name: 'Invoice', value: 'invoice' },
    { name: 'Produk', value: 'productName' },
    { name: 'Nama Customer', value: 'customerName' },
    { name: 'Jenis Komplain', value: 'complaintType' },
    { name: 'Komplain', value: 'complaintText' },
    { name: 'Solusi', value: 'solution' },
    { name: 'Status', value: 'isDeal' },
    { name: 'Tanggal', value: 'createdAt' },
  ],
  sortKeys: {
    invoice: (c) => c.order.invoice,
    productName: (c) => productOf(c)?.name ?? null,
    customerName: (c) => c.order.customer.name,
    complaintType: (c) => c.complaint.category,
    isDeal: (c) => (c.complaint.isResolved ? 1 : 0),
    createdAt: (c) => c.complaint.createdAt,
  },
  search: (c) => [c.order.invoice, productOf(c)?.name ?? null, c.order.customer.name, c.complaint.main],
  defaultSort: null,
  toRow: (c, no) => ({
    id: c.complaint.complaintId,
    no,
    invoice: c.order.invoice,
    productName: productOf(c)?.name ?? '',
    customerName: c.order.customer.name,
    complaintType: categoryName(c.complaint.category),
    complaintText: c.complaint.main,
    solution: c.complaint.solution,
    isDeal: c.complaint.isResolved,
    createdAt: c.complaint.createdAt,
  }),
};

export function complaintDetail(c: ComplaintOf): ComplaintDetail {
  const product = productOf(c);
  const school = c.order.school;
  return {
    product: { image: product?.image ?? '', name: product?.name ?? '', priceCurrencyFormat: rupiah(product?.price ?? 0) },
    customer: { name: school.name, address: school.address, district: school.district, city: school.city, province: school.province },
    complaint: { image: c.complaint.image, message: c.complaint.messages.map((m) => ({ ...m })), isResolved: c.complaint.isResolved },
  };
}
