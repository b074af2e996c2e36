import { COMPLAINT_LIST_COLUMNS, complaintCategoryLabel } from '@core/complaint/rules';
import type { ComplaintDetail, ComplaintRow } from '@core/complaint/schema';
import { formatRupiah } from '@core/money';
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

export function findComplaint(
  state: OrderState,
  sellerId: number | undefined,
  complaintId: number,
): ComplaintOf | undefined {
  return complaintsOf(state.orders.filter((o) => o.sellerId === sellerId)).find(
    (c) => c.complaint.complaintId === complaintId,
  );
}

function productOf({ order, complaint }: ComplaintOf): OrderLine | undefined {
  return order.items.find((line) => line.productId === complaint.productId) ?? order.items[0];
}

export const complaintListSpec: ListSpec<ComplaintOf, ComplaintRow> = {
  columns: COMPLAINT_LIST_COLUMNS,
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
    complaintType: complaintCategoryLabel(c.complaint.category),
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
    product: {
      image: product?.image ?? '',
      name: product?.name ?? '',
      priceCurrencyFormat: formatRupiah(product?.price ?? 0, 'api'),
    },
    // The person the list names in 'Nama Customer'; the school is named beside it.
    customer: {
      name: c.order.customer.name,
      schoolName: school.name,
      address: school.address,
      district: school.district,
      city: school.city,
      province: school.province,
    },
    complaint: {
      image: c.complaint.image,
      message: c.complaint.messages.map((m) => ({ ...m })),
      isResolved: c.complaint.isResolved,
      category: c.complaint.category,
    },
  };
}
