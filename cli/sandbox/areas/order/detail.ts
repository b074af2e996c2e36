import type { ComplaintItem } from '@core/complaint/schema';
import { COMPLAINT_STATUS_IDS, type OrderDetail, type PrintDocument } from '@core/order/schema';
import { rupiah, splitTimestamp } from './format';
import { openComplaint, orderTotal, type ComplaintRecord, type HistoryLine, type OrderLine, type OrderRecord, type OrderState } from './record';
import { processingColumns } from './steps';

/** The reasons a seller may give to refuse (close) an order. */
export const REJECT_REASONS = [
  { value: 1, name: 'Stok produk habis' },
  { value: 2, name: 'Harga produk berubah' },
  { value: 3, name: 'Alamat pengiriman tidak terjangkau' },
  { value: 4, name: 'Produk tidak lagi diproduksi' },
  { value: 5, name: 'Lainnya' },
] as const;

/** The printable documents; `value` is the path segment of PUT seller/order/{documentValue}. */
export const DOCUMENTS = [
  { name: 'BAST', value: 'printBast', key: 'bast' },
  { name: 'Invoice', value: 'printInvoice', key: 'invoice' },
  { name: 'Label Pengiriman', value: 'printLabel', key: 'label' },
] as const;

export function isFaktur(order: OrderRecord): boolean {
  return order.printed.bast && order.printed.invoice;
}

export function isProductUncategorized(order: OrderRecord): boolean {
  return order.items.some((line) => !line.categorized);
}

/** Documents exist once the order is confirmed and until it is refused or cancelled. */
export function documentsAvailable(order: OrderRecord): boolean {
  return ![1, 5, 6].includes(order.statusId);
}

function printDocuments(order: OrderRecord): PrintDocument[] {
  if (!documentsAvailable(order)) return [];
  return DOCUMENTS.map((d) => ({ name: d.name, value: d.value, url: `/cdn/dokumen/${d.key}-${order.id}.pdf` }));
}

function history(lines: readonly HistoryLine[]) {
  return lines.map((line) => ({ title: line.title, text: line.text, ...splitTimestamp(line.at) }));
}

export function complaintItem(c: ComplaintRecord): ComplaintItem {
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

/** The whole §3 order detail, derived from the stored order. */
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
    isProductUncategorized: isProductUncategorized(order),
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
    // Newest first, as the API sends it; the portal reverses it so the newest is last (spec 002 §2.3).
    orderHistory: history(order.history).reverse(),
    confirmPayment: order.confirmPayment ? { ...order.confirmPayment } : null,
    sectionConfirmPayment: order.paymentInfo ? { ...order.paymentInfo, totalPaymentCurrencyFormat: rupiah(total) } : null,
    printDocuments: printDocuments(order),
    eBast: order.eBast,
    sectionOrderInformation: {
      invoice: order.invoice,
      paymentMethod: { bank: order.payment.bank, accountNumber: order.payment.accountNumber },
      mall: { ...state.mall },
      shipping: { name: order.shipping.courier, awb: order.shipping.awb, address: order.school.address, zone: order.school.zone },
      school: { name: order.school.name, pic: order.school.pic, phoneNumber: order.school.phoneNumber },
    },
    sectionProductInformation: {
      items,
      itemsRequestChange,
      descriptionTotal: [
        { label: 'Subtotal Produk', value: rupiah(subtotal) },
        { label: 'Ongkos Kirim', value: rupiah(order.shipping.cost) },
        { label: 'Total', value: rupiah(total) },
      ],
      column: ['Gambar', 'Nama Produk', 'Harga Satuan', 'Qty', 'Total'],
    },
  };
}
