import { accountEndpoints as api } from '@core/api/endpoints/account';
import { yearOutOfRange } from '@core/account/serverMessages';
import { dayOf } from '@core/clock';
import {
  DASHBOARD_CARDS,
  DASHBOARD_SUMMARY_TITLES,
  DASHBOARD_TOP,
  TRANSACTION_VALUE_LINES,
} from '@core/dashboard/rules';
import { DASHBOARD_FIRST_YEAR, type Dashboard } from '@core/dashboard/schema';
import { formatRupiah } from '@core/money';
import { isTaxedVatTag } from '@core/product/options';
import type { OrderStep } from '@core/order/schema';
import { fail, isReply, ok } from '../../reply';
import { orderTotal, type OrderRecord, type OrderState } from '../order/record';
import { stepOf } from '../order/steps';
import { statusOf } from '../product/list';
import type { ProductState } from '../product/state';
import { MONTHS_SHORT } from './calendar';
import { findProvinceByName } from './reference';
import { accountRoute, currentSeller, type AccountContext, type SellerRecord } from './state';

const rupiah = (amount: number) => formatRupiah(amount, 'portal');
const NOT_SOLD: readonly OrderStep[] = ['refuse', 'close'];

function inSteps(order: OrderRecord, steps: readonly OrderStep[]): boolean {
  return steps.includes(stepOf(order.statusId));
}

function sum<T>(list: readonly T[], value: (item: T) => number): number {
  return list.reduce((total, item) => total + value(item), 0);
}

/** The largest `DASHBOARD_TOP` groups of `list` by `key`, by `weight`. */
function top<T>(
  list: readonly T[],
  key: (item: T) => string,
  weight: (item: T) => number,
): Array<{ key: string; first: T; total: number }> {
  const groups = new Map<string, { key: string; first: T; total: number }>();
  for (const item of list) {
    const k = key(item);
    const group = groups.get(k) ?? { key: k, first: item, total: 0 };
    group.total += weight(item);
    groups.set(k, group);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key)).slice(0, DASHBOARD_TOP);
}

/** Every figure from the seller's orders and products, with the status steps of the orders list. */
function dashboardOf(
  seller: SellerRecord,
  orders: readonly OrderRecord[],
  products: ProductState['products'],
  year: number,
): Dashboard {
  const mine = orders.filter((o) => o.sellerId === seller.profile.id);
  const sold = mine.filter((o) => !inSteps(o, NOT_SOLD));
  const lines = sold.flatMap((order) => order.items.map((line) => ({ order, line })));
  const productsOf = new Map(products.filter((p) => p.sellerId === seller.profile.id).map((p) => [p.id, p]));
  const activeProducts = [...productsOf.values()].filter((p) => statusOf(p) === 'active').length;

  const complained = mine.flatMap((order) =>
    order.complaints.map((complaint) => ({ order, productId: complaint.productId ?? order.items[0]?.productId ?? 0 })),
  );
  const complainedLines = complained.flatMap(({ order, productId }) =>
    order.items.filter((l) => l.productId === productId),
  );
  const taxedLines = lines.filter(({ line }) => {
    const product = productsOf.get(line.productId);
    return product !== undefined && isTaxedVatTag(product.ppnTag);
  });

  const transaction = TRANSACTION_VALUE_LINES.map(({ id, name, steps }) => {
    const total = sum(
      mine.filter((o) => inSteps(o, steps)),
      orderTotal,
    );
    return { id, name, total, valueCurrencyFormat: rupiah(total) };
  });
  const transactionTotal = sum(transaction, (t) => t.total);
  const popularProduct = top(
    lines,
    ({ line }) => String(line.productId),
    ({ line }) => line.qty,
  ).map((g) => ({
    id: g.first.line.productId,
    code: productsOf.get(g.first.line.productId)?.model ?? '',
    name: g.first.line.name,
    total: g.total,
  }));
  const areaDistribution = top(sold, (o) => o.school.province, orderTotal).map((g) => ({
    id: findProvinceByName(g.key)?.province_id ?? 0,
    province: g.key,
    total: g.total,
    valueCurrencyFormat: rupiah(g.total),
  }));
  const popularSchool = top(
    sold,
    (o) => o.school.npsn,
    () => 1,
  ).map((g) => ({ id: Number(g.key) || 0, name: g.first.school.name, city: g.first.school.city, total: g.total }));
  const bigChart = MONTHS_SHORT.map(
    (_, index) => sold.filter((o) => o.dateAdded.startsWith(`${year}-${String(index + 1).padStart(2, '0')}`)).length,
  );

  return {
    card: DASHBOARD_CARDS.map(({ key, title, icon, steps }) => ({
      title,
      icon,
      total: key === 'activeProduct' ? activeProducts : mine.filter((o) => inSteps(o, steps)).length,
    })),
    complaintProduct: {
      title: DASHBOARD_SUMMARY_TITLES.complaintProduct,
      totalData: new Set(complained.map((c) => c.productId)).size,
      total: sum(complainedLines, (l) => l.price * l.qty),
    },
    taxProduct: {
      title: DASHBOARD_SUMMARY_TITLES.taxProduct,
      totalData: new Set(taxedLines.map(({ line }) => line.productId)).size,
      total: sum(taxedLines, ({ line }) => line.price * line.qty),
    },
    sectionStatistic: {
      transactionValue: { total: transactionTotal, valueCurrencyFormat: rupiah(transactionTotal), items: transaction },
      popularProduct,
      areaDistribution,
      popularSchool,
    },
    chartStatistic: {
      bigChart,
      bigChartMonth: [...MONTHS_SHORT],
      areaDistribution: { label: areaDistribution.map((a) => a.province), value: areaDistribution.map((a) => a.total) },
      popularSchool: { label: popularSchool.map((s) => s.name), value: popularSchool.map((s) => s.total) },
    },
    account: seller.profile.account,
  };
}

function sources(ctx: AccountContext): { orders: OrderRecord[]; products: ProductState['products'] } {
  return { orders: ctx.area<OrderState>('order').orders, products: ctx.area<ProductState>('product').products };
}

export const dashboardRoutes = [
  accountRoute('dashboard', api.dashboard, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const thisYear = dayOf(ctx.clock.now(), ctx.clock.zone).year;
    const year = input.year ?? thisYear;
    if (year < DASHBOARD_FIRST_YEAR || year > thisYear)
      return fail(400, yearOutOfRange(DASHBOARD_FIRST_YEAR, thisYear));
    const { orders, products } = sources(ctx);
    return ok(dashboardOf(seller, orders, products, year));
  }),
];
