import { formatRupiah } from '@core/money';
import { ORDER_DOCUMENT_TEXT, ORDER_ITEM_COLUMNS, ORDER_TOTAL_LABELS } from '@core/order/options';
import { orderNumberOf } from '@core/order/rules';
import type { FileRoute, HandlerContext, ServedFile } from '../../area';
import { renderPdf, type PdfContent } from '../../pdf';
import { documentAvailable } from './detail';
import { findOrder, orderTotal, type OrderRecord, type OrderState } from './record';
import { recapFile, reportFilter } from './report';
import { statusLabel } from './steps';

const rupiah = (amount: number) => formatRupiah(amount, 'api');
const text = ORDER_DOCUMENT_TEXT;
type DocumentKind = keyof typeof ORDER_DOCUMENT_TEXT.titles;

function parties(order: OrderRecord, state: OrderState): Array<readonly [string, string]> {
  return [
    [text.fields.invoice, order.invoice],
    [text.fields.orderNumber, orderNumberOf(order.invoice, order.statusId) ?? '-'],
    [text.fields.orderDate, order.dateAdded],
    [text.fields.seller, `${state.mall.name}, ${state.mall.location}`],
    [text.fields.school, order.school.name],
    [text.fields.npsn, order.school.npsn],
    [text.fields.address, order.school.address],
    [text.fields.pic, order.school.pic],
    [text.fields.phone, order.school.phoneNumber],
  ];
}

function items(order: OrderRecord) {
  return {
    columns: ORDER_ITEM_COLUMNS.slice(1),
    widths: [5, 2, 1, 2],
    rows: order.items.map((line) => [line.name, rupiah(line.price), String(line.qty), rupiah(line.price * line.qty)]),
  };
}

/** What each document of an order says: the order's own data, nothing made up. */
function documentContent(kind: DocumentKind, order: OrderRecord, state: OrderState, createdAt: Date): PdfContent {
  const total = orderTotal(order);
  const totals: Array<readonly [string, string]> = [
    [ORDER_TOTAL_LABELS.subtotal, rupiah(total - order.shipping.cost)],
    [ORDER_TOTAL_LABELS.shipping, rupiah(order.shipping.cost)],
    [ORDER_TOTAL_LABELS.total, rupiah(total)],
  ];
  const shipping: Array<readonly [string, string]> = [
    [text.fields.courier, order.shipping.courier],
    [text.fields.awb, order.shipping.awb ?? '-'],
  ];
  switch (kind) {
    case 'invoice':
      return {
        title: text.titles.invoice,
        subtitle: order.invoice,
        fields: [
          ...parties(order, state),
          [text.fields.payment, `${order.payment.method} ${order.payment.bank} ${order.payment.accountNumber}`],
          [text.fields.status, statusLabel(order.statusId)],
        ],
        table: items(order),
        totals,
        notes: [text.simulationNote],
        createdAt,
      };
    case 'label':
      return {
        title: text.titles.label,
        subtitle: order.invoice,
        fields: [
          [text.fields.sender, `${state.mall.name}, ${state.mall.location}`],
          [text.fields.recipient, `${order.school.name} (${order.school.pic}, ${order.school.phoneNumber})`],
          [text.fields.address, order.school.address],
          [text.fields.zone, order.school.zone],
          ...shipping,
        ],
        createdAt,
      };
    case 'bast':
    case 'ebast':
      return {
        title: text.titles[kind],
        subtitle: order.invoice,
        fields: [...parties(order, state), ...shipping],
        table: items(order),
        totals,
        notes: [text.handoverNote],
        createdAt,
      };
  }
}

function orderFor(ctx: HandlerContext<OrderState>, id: number): OrderRecord | undefined {
  return findOrder(ctx.state, ctx.session?.sellerId, id);
}

/** The documents under /cdn/dokumen/ and the transaction recap (workbook or CSV) under /cdn/rekap/: only with the owner's token. */
export const orderFiles: ReadonlyArray<FileRoute<OrderState>> = [
  {
    path: /^\/cdn\/dokumen\/(bast|invoice|label|ebast)-(\d+)\.pdf$/,
    async serve(match, _query, ctx): Promise<ServedFile | null> {
      const kind = match[1] as DocumentKind;
      const order = orderFor(ctx, Number(match[2]));
      if (!order) return null;
      const available = kind === 'ebast' ? order.eBast !== null : documentAvailable(order, kind);
      if (!available) return null;
      const body = await renderPdf(documentContent(kind, order, ctx.state, ctx.now()));
      return { type: 'application/pdf', fileName: `${kind}-${order.id}.pdf`, body };
    },
  },
  {
    path: /^\/cdn\/rekap\/transaksi-(\d+)\.(xlsx|csv)$/,
    serve(match, query, ctx): ServedFile | null {
      const userId = Number(match[1]);
      const format = match[2] === 'csv' ? 'csv' : 'xlsx';
      if (userId !== ctx.session?.sellerId) return null;
      const status = query.get('status') ?? '';
      const filter = reportFilter(query.get('filter_date') ?? '', status === '' ? '' : Number(status));
      if (!filter.ok) return null;
      const rows = ctx.state.orders.filter((o) => o.sellerId === userId).filter(filter.keep);
      return { ...recapFile(rows, format), fileName: `rekap-transaksi-${userId}.${format}` };
    },
  },
];
