import { useState } from 'react';
import { Link } from 'wouter';
import { today } from '@core/clock';
import {
  dashboardYears,
  EMPTY_DASHBOARD_ACTION,
  EMPTY_DASHBOARD_TITLE,
  isDashboardEmpty,
  SALES_CHART_TITLE,
  YEAR_PLACEHOLDER,
} from '@core/dashboard/rules';
import { useOffers } from '@web/app/api/offers';
import { useSeller } from '@web/app/api/profile';
import { appClock } from '@web/app/clock';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { Select } from '@web/ui/Select';
import { QueryError, QueryState } from '@web/ui/QueryState';
import { Spinner } from '@web/ui/Spinner';
import {
  AreaDistribution,
  BankAccounts,
  PopularProducts,
  PopularSchools,
  ProfileCard,
  SummaryCard,
  TransactionValue,
} from './DashboardSections';
import { useDashboard } from './queries';
import { SalesChart } from './SalesChart';
import './dashboard.css';

/** The dashboard: the start-selling message while the store has no product, the figures otherwise. */
export function DashboardScreen({ title }: ScreenProps) {
  const user = useSeller();
  const mayStartSelling = useOffers().has('addProduct');
  const empty = user !== null && isDashboardEmpty(user.totalProduct);
  const dashboard = useDashboard(null, user !== null && !empty);
  const [year, setYear] = useState('');
  // Choosing a year refetches with ?year and redraws only the chart.
  const chart = useDashboard(year === '' ? null : Number(year), year !== '');

  // The shell says why the profile is missing (and offers a retry); the page keeps its heading.
  if (!user) return <PageHeader title={title} />;
  if (empty) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <EmptyState
            icon="dashboard"
            title={EMPTY_DASHBOARD_TITLE}
            text={mayStartSelling ? undefined : EMPTY_DASHBOARD_ACTION}
            action={
              mayStartSelling ? (
                <Link
                  href="/product/addproduct"
                  className="ui-button ui-button--primary ui-button--md dash-start"
                  data-offer="addProduct"
                >
                  {EMPTY_DASHBOARD_ACTION}
                </Link>
              ) : undefined
            }
          />
        </Card>
      </>
    );
  }

  const chartData = year !== '' ? chart.data?.chartStatistic : undefined;
  // Without ?year the server answers this year's chart, so the selector shows this year.
  const shownYear = today(appClock).year;
  const years = dashboardYears(shownYear);
  return (
    <>
      <PageHeader title={title} />
      <QueryState query={dashboard} loadingLabel="Memuat dashboard" errorTitle="Dashboard gagal dimuat">
        {(data) => (
          <div className="dash">
            <Alert tone="info" title="Informasi Pajak">
              Setiap transaksi dikenai PPN dan PPh sesuai ketentuan perpajakan. Pastikan NPWP dan status pajak toko Anda
              sudah benar di halaman Profile.
            </Alert>
            <ProfileCard user={user} cards={data.card} />
            <div className="dash__grid dash__grid--3">
              <TransactionValue value={data.sectionStatistic.transactionValue} />
              <div className="dash__stack">
                <SummaryCard summary={data.complaintProduct} tone="danger" />
                <SummaryCard summary={data.taxProduct} tone="warning" />
              </div>
            </div>
            <Card
              title={SALES_CHART_TITLE}
              className="dash-chart"
              actions={
                <div className="dash-chart__year">
                  {chart.isFetching ? <Spinner size="sm" label="Memuat grafik" /> : null}
                  <Select
                    label="Tahun"
                    placeholder={YEAR_PLACEHOLDER}
                    value={year === '' ? String(shownYear) : year}
                    options={years.map((y) => ({ value: String(y), label: String(y) }))}
                    onChange={setYear}
                  />
                </div>
              }
            >
              {chart.error ? (
                <QueryError error={chart.error} onRetry={() => void chart.refetch()} retrying={chart.isFetching} />
              ) : null}
              <SalesChart
                values={(chartData ?? data.chartStatistic).bigChart}
                months={(chartData ?? data.chartStatistic).bigChartMonth}
              />
            </Card>
            <div className="dash__grid">
              <PopularProducts items={data.sectionStatistic.popularProduct} />
              <PopularSchools items={data.sectionStatistic.popularSchool} />
              <AreaDistribution items={data.sectionStatistic.areaDistribution} />
              <BankAccounts accounts={data.account} />
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
