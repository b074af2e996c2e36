import type { ComplaintItem } from '@core/complaint/schema';
import { formatRupiah } from '@core/money';
import { applyOrder } from '@core/order/machine';
import {
  ORDER_DOCUMENTS,
  ORDER_ITEM_COLUMNS,
  ORDER_TOTAL_LABELS,
  REJECT_REASONS,
  type OrderDocumentKey,
} from '@core/order/options';
import { COMPLAINT_STATUS_IDS, type OrderDetail, type PrintDocument } from '@core/order/schema';
import { splitTimestamp } from './format';
import {
  machineStateOf,
  openComplaint,
  orderTotal,
  type ComplaintRecord,
  type HistoryLine,
  type OrderLine,
  type OrderRecord,
  type OrderState,
} from './record';
import { processingColumns } from './steps';

const rupiah = (amount: number) => formatRupiah(amount, 'api');

function isFaktur(order: OrderRecord): boolean {
  return order.printed.bast && order.printed.invoice;
}

/**
 * A document exists while the machine lets it be printed: once the order is confirmed, until it is
 * refused or cancelled; the shipping partner's label once the order is sent.
 */
export function documentAvailable(order: OrderRecord, document: OrderDocumentKey): boolean {
  return applyOrder(machineStateOf(order), { type: 'print', document }).ok;
}

/** Where a document of an order is served (with the seller's token). */
function documentUrl(key: string, orderId: number): string {
  return `/cdn/dokumen/${key}-${orderId}.pdf`;
}

function printDocuments(order: OrderRecord): PrintDocument[] {
  return ORDER_DOCUMENTS.filter((d) => documentAvailable(order, d.key)).map((d) => ({
    name: d.name,
    value: d.value,
    url: documentUrl(d.key, order.id),
  }));
}

function history(lines: readonly HistoryLine[]) {
  return lines.map((line) => ({ title: line.title, text: line.text, ...splitTimestamp(line.at) }));
}

function complaintItem(c: ComplaintRecord): ComplaintItem {
  return {
    complaintId: c.complaintId,
    from: c.from,
    main: c.main,
    image: c.image,
    isResolved: c.isResolved,
    // The seller declares a complaint done (PUT seller/complaint/resolve) while it is open.
    isHasResolve: !c.isResolved,
    escalation: c.escalation,
    message: c.messages.map((m) => ({ ...m })),
    category: c.category,
  };
}

function itemView(line: OrderLine) {
  return {
    image: line.image,
    name: line.name,
    priceCurrencyFormat: rupiah(line.price),
    qty: line.qty,
    totalPriceCurrencyFormat: rupiah(line.price * line.qty),
  };
}

/** The whole order detail, derived from the stored order. */
export function orderDetail(order: OrderRecord, state: OrderState): OrderDetail {
  const total = orderTotal(order);
  const subtotal = total - order.shipping.cost;
  const rejectReason = order.rejectReason;
  const items = order.items.map(itemView);
  const change = order.requestChange;
  const itemsRequestChange = change
    ? order.items.map((line) => {
        const qty = change.items.find((c) => c.productId === line.productId)?.qty ?? line.qty;
        return { ...itemView(line), requestChange: { isDisabled: qty === line.qty, qty } };
      })
    : [];
  return {
    id: order.id,
    rejectReason,
    reasonTypeRejectOrder: REJECT_REASONS.map((r) => ({ ...r })),
    complaint: order.complaints.map(complaintItem),
    paymentHistory: history(order.paymentHistory),
    orderStatusId: String(order.statusId),
    isProductUncategorized: machineStateOf(order).productUncategorized,
    isSendComplaint: COMPLAINT_STATUS_IDS.includes(order.statusId),
    processing: {
      column: processingColumns(order),
      data: {
        isHasRequestChange: change !== null,
        isHasApplyCancel: order.applyCancel !== null,
        isShippingMitra: order.shipping.isShippingMitra,
        isFaktur: isFaktur(order),
        isPickup: order.shipping.isPickup,
        isDone: order.isDone,
        isComplaint: openComplaint(order) !== undefined,
      },
    },
    isUploadTax: order.isUploadTax,
    isTracking: order.tracking.length > 0,
    // Newest first, as the API sends it; the portal reverses it so the newest is last.
    orderHistory: history(order.history).reverse(),
    confirmPayment: order.confirmPayment ? { ...order.confirmPayment } : null,
    sectionConfirmPayment: order.paymentInfo
      ? { ...order.paymentInfo, totalPaymentCurrencyFormat: rupiah(total) }
      : null,
    printDocuments: printDocuments(order),
    eBast: order.eBast,
    taxProof:
      order.taxFile === null ? null : { file: order.taxFile, uploadedAt: order.taxUploadedAt ?? order.dateAdded },
    sectionOrderInformation: {
      invoice: order.invoice,
      paymentMethod: { bank: order.payment.bank, accountNumber: order.payment.accountNumber },
      mall: { ...state.mall },
      shipping: {
        name: order.shipping.courier,
        awb: order.shipping.awb,
        address: order.school.address,
        zone: order.school.zone,
      },
      school: { name: order.school.name, pic: order.school.pic, phoneNumber: order.school.phoneNumber },
    },
    sectionProductInformation: {
      items,
      itemsRequestChange,
      descriptionTotal: [
        { label: ORDER_TOTAL_LABELS.subtotal, value: rupiah(subtotal) },
        { label: ORDER_TOTAL_LABELS.shipping, value: rupiah(order.shipping.cost) },
        { label: ORDER_TOTAL_LABELS.total, value: rupiah(total) },
      ],
      column: [...ORDER_ITEM_COLUMNS],
    },
  };
}
