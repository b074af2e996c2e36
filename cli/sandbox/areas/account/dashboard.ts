import { createHash } from 'node:crypto';
import { z } from 'zod';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import { DASHBOARD_FIRST_YEAR, type ChartStatistic, type Dashboard } from '@core/dashboard/schema';
import dashboardSeed from '@fixtures/seed/account/dashboard.json';
import { fail, isReply, ok } from '../../reply';
import { MONTHS_SHORT, rupiah, wibParts } from './calendar';
import { accountRoute, currentSeller, type SellerRecord } from './state';

const line = z.object({ id: z.number().int(), total: z.number().int() });
const dashboardSeedSchema = z.object({
  sellerId: z.number().int(),
  card: z.array(z.object({ key: z.string(), title: z.string(), icon: z.string(), total: z.number().int() })),
  complaintProduct: z.object({ title: z.string(), totalData: z.number().int(), total: z.number().int() }),
  taxProduct: z.object({ title: z.string(), totalData: z.number().int(), total: z.number().int() }),
  transactionValue: z.array(line.extend({ name: z.string() })),
  popularProduct: z.array(line.extend({ code: z.string(), name: z.string() })),
  areaDistribution: z.array(line.extend({ province: z.string() })),
  popularSchool: z.array(line.extend({ name: z.string(), city: z.string() })),
  /** The usual sales count per month, January first; the chart of a year varies around it. */
  monthlySales: z.array(z.number().int().nonnegative()).length(12),
});
type DashboardSeed = z.infer<typeof dashboardSeedSchema>;

const seeds: readonly DashboardSeed[] = z.array(dashboardSeedSchema).parse(dashboardSeed);

/** A seller without seeded figures (a new registration) sees every total at zero. */
function emptySeed(seller: SellerRecord): DashboardSeed {
  const zeroCards = ['Produk Aktif', 'Pesanan Baru', 'Pesanan Diproses', 'Pesanan Selesai'];
  return {
    sellerId: seller.profile.id,
    card: zeroCards.map((title, i) => ({ key: i === 0 ? 'activeProduct' : `card${i}`, title, icon: '/cdn/icon/dashboard.svg', total: 0 })),
    complaintProduct: { title: 'Produk Dikomplain', totalData: 0, total: 0 },
    taxProduct: { title: 'Produk Kena Pajak', totalData: 0, total: 0 },
    transactionValue: ['Pesanan Baru', 'Diproses', 'Dikirim', 'Diterima', 'Selesai', 'Dibatalkan'].map((name, i) => ({ id: i + 1, name, total: 0 })),
    popularProduct: [],
    areaDistribution: [],
    popularSchool: [],
    monthlySales: Array.from({ length: 12 }, () => 0),
  };
}

/** A stable number in [0, 1) for a seller, year and month: the same chart on every call. */
function jitter(sellerId: number, year: number, month: number): number {
  const digest = createHash('sha256').update(`${sellerId}:${year}:${month}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** Sales grow about 15% a year from 2019; months after the current one have no sales yet. */
export function salesChart(seed: DashboardSeed, year: number, now: Date): number[] {
  const today = wibParts(now);
  const growth = 1 + 0.15 * (year - DASHBOARD_FIRST_YEAR);
  return seed.monthlySales.map((base, month) => {
    if (year > today.year || (year === today.year && month > today.month)) return 0;
    return Math.round(base * growth * (0.75 + 0.5 * jitter(seed.sellerId, year, month)));
  });
}

function chartStatistic(seed: DashboardSeed, year: number, now: Date): ChartStatistic {
  return {
    bigChart: salesChart(seed, year, now),
    bigChartMonth: [...MONTHS_SHORT],
    areaDistribution: { label: seed.areaDistribution.map((a) => a.province), value: seed.areaDistribution.map((a) => a.total) },
    popularSchool: { label: seed.popularSchool.map((s) => s.name), value: seed.popularSchool.map((s) => s.total) },
  };
}

export function dashboardOf(seller: SellerRecord, year: number, now: Date): Dashboard {
  const seed = seeds.find((s) => s.sellerId === seller.profile.id) ?? emptySeed(seller);
  const transactionTotal = seed.transactionValue.reduce((sum, t) => sum + t.total, 0);
  return {
    // The active-product card follows the profile, which the product side keeps current.
    card: seed.card.map(({ key, title, icon, total }) => ({ title, icon, total: key === 'activeProduct' ? seller.profile.totalProduct : total })),
    complaintProduct: seed.complaintProduct,
    taxProduct: seed.taxProduct,
    sectionStatistic: {
      transactionValue: {
        total: transactionTotal,
        valueCurrencyFormat: rupiah(transactionTotal),
        items: seed.transactionValue.map((t) => ({ ...t, valueCurrencyFormat: rupiah(t.total) })),
      },
      popularProduct: seed.popularProduct,
      areaDistribution: seed.areaDistribution.map((a) => ({ ...a, valueCurrencyFormat: rupiah(a.total) })),
      popularSchool: seed.popularSchool,
    },
    chartStatistic: chartStatistic(seed, year, now),
    account: seller.profile.account,
  };
}

export const dashboardRoutes = [
  accountRoute('dashboard', api.dashboard, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const thisYear = wibParts(ctx.now()).year;
    const year = input.year ?? thisYear;
    if (year < DASHBOARD_FIRST_YEAR || year > thisYear) return fail(400, `Tahun harus antara ${DASHBOARD_FIRST_YEAR} dan ${thisYear}`);
    return ok(dashboardOf(seller, year, ctx.now()));
  }),
];
