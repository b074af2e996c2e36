import { z } from 'zod';
import { bankAccountSchema } from '../account/schema';

/** The first year of the dashboard's year selector. */
export const DASHBOARD_FIRST_YEAR = 2019;

const dashboardCardSchema = z.object({ title: z.string(), total: z.number(), icon: z.string() });

/** complaintProduct and taxProduct: a title, how many records, and their rupiah total. */
const dashboardSummarySchema = z.object({ title: z.string(), totalData: z.number().int(), total: z.number() });

const rupiahLine = { total: z.number(), valueCurrencyFormat: z.string() };

/** A chart series: labels and values of the same length. */
const chartSeriesSchema = z.object({ label: z.array(z.string()), value: z.array(z.number()) });

const sectionStatisticSchema = z.object({
  transactionValue: z.object({
    ...rupiahLine,
    items: z.array(z.object({ id: z.number().int(), name: z.string(), ...rupiahLine })),
  }),
  popularProduct: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), total: z.number() })),
  areaDistribution: z.array(z.object({ id: z.number().int(), province: z.string(), ...rupiahLine })),
  popularSchool: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string(), total: z.number() })),
});

const chartStatisticSchema = z.object({
  /** Monthly values of 'Jumlah Penjualan', January first. */
  bigChart: z.array(z.number()),
  /** Indonesian month labels matching bigChart. */
  bigChartMonth: z.array(z.string()),
  areaDistribution: chartSeriesSchema,
  popularSchool: chartSeriesSchema,
});

/** data of GET seller/dashboard: cards, summaries, statistics, charts and bank accounts. */
export const dashboardSchema = z.object({
  card: z.array(dashboardCardSchema),
  complaintProduct: dashboardSummarySchema,
  taxProduct: dashboardSummarySchema,
  sectionStatistic: sectionStatisticSchema,
  chartStatistic: chartStatisticSchema,
  account: z.array(bankAccountSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
