import { useCallback, useState } from 'react';
import { Link, useParams } from 'wouter';
import { z } from 'zod';
import { COMPLAINT_MESSAGES } from '@core/complaint/rules';
import { orderActions, orderIdOf, parseStatusId } from '@core/order/rules';
import type { OrderDetail } from '@core/order/schema';
import { wizardView } from '@core/order/wizard';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { useApi } from '@web/ui/useApi';
import { orderApi } from './api';
import { OrderActionProvider } from './detail/actionRunner';
import { ComplaintDialog } from './detail/ComplaintDialog';
import { ComplaintsCard } from './detail/ComplaintsCard';
import { DocumentsCard } from './detail/DocumentsCard';
import { OrderHistoryCard, PaymentHistoryCard } from './detail/HistoryCards';
import { InvoiceCard } from './detail/InvoiceCard';
import { ConfirmPaymentCard, PaymentInformationCard } from './detail/PaymentCards';
import { StepPanel } from './detail/StepPanel';
import { TrackingCard } from './detail/TrackingCard';
import { Wizard } from './detail/Wizard';
import './detail/detail.css';

const orderIdParam = z.coerce.number<unknown>().int().positive();

/** Order detail wizard /pesanan/detail/{id} (spec 002 §2.3, §4.2, §4.3). */
export function OrderDetailScreen({ title }: ScreenProps) {
  const params = useParams<{ id?: string }>();
  const parsed = orderIdParam.safeParse(params.id);
  const id = parsed.success ? parsed.data : null;
  const [version, setVersion] = useState(0);
  const detail = useApi(() => orderApi.orderDetail({ id: id ?? 0 }).map((body) => body.data), [id, version], id !== null);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  if (id === null) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <EmptyState title="Pesanan tidak ditemukan" text="Alamat pesanan tidak valid." action={<BackToList />} />
        </Card>
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={title} actions={<BackToList />} />
        <Card>
          {detail.error ? (
            <EmptyState
              icon="alert"
              title="Detail pesanan tidak dapat dimuat"
              text={detail.error}
              action={
                <Button variant="secondary" onClick={reload}>
                  Coba Lagi
                </Button>
              }
            />
          ) : (
            <div className="od-loading">
              <Spinner size="lg" label="Memuat detail pesanan" />
            </div>
          )}
        </Card>
      </>
    );
  }
  return (
    <OrderActionProvider reload={reload}>
      <OrderDetailView title={title} order={detail.data} version={version} reload={reload} refreshing={detail.loading} refreshError={detail.error} />
    </OrderActionProvider>
  );
}

function BackToList() {
  return (
    <Link href="/pesanan" className="ui-button ui-button--secondary">
      Kembali ke Pesanan
    </Link>
  );
}

interface ViewProps {
  readonly title: string;
  readonly order: OrderDetail;
  readonly version: number;
  readonly reload: () => void;
  readonly refreshing: boolean;
  readonly refreshError: string | null;
}

function OrderDetailView({ title, order, version, reload, refreshing, refreshError }: ViewProps) {
  const [complaintOpen, setComplaintOpen] = useState(false);
  const statusId = parseStatusId(order.orderStatusId) ?? 0;
  const view = wizardView(order.processing.column);
  const actions = orderActions({
    statusId,
    step: view.active,
    flags: order.processing.data,
    isProductUncategorized: order.isProductUncategorized,
    isUploadTax: order.isUploadTax,
    isTracking: order.isTracking,
    complaints: order.complaint,
  });
  const openComplaint = () => setComplaintOpen(true);

  return (
    <div className="od" aria-busy={refreshing || undefined}>
      <PageHeader title={title} subtitle={`Order ID ${orderIdOf(order.sectionOrderInformation.invoice)} · ${order.sectionOrderInformation.invoice}`} actions={<BackToList />} />
      {refreshError ? (
        <Alert tone="danger" action={<Button size="sm" variant="secondary" onClick={reload}>Coba Lagi</Button>}>
          Data pesanan belum diperbarui. {refreshError}
        </Alert>
      ) : null}
      {actions.unresolvedComplaintAlert ? (
        <Alert
          tone="warning"
          title={COMPLAINT_MESSAGES.alertTitle}
          action={
            <Button size="sm" onClick={openComplaint}>
              {COMPLAINT_MESSAGES.alertButton}
            </Button>
          }
        >
          {COMPLAINT_MESSAGES.alertText}
        </Alert>
      ) : null}
      <Card className="od-wizard-card">
        <Wizard columns={order.processing.column} />
      </Card>
      <div className="od-grid">
        <div className="od-main">
          <StepPanel order={order} statusId={statusId} view={view} actions={actions} onComplaint={openComplaint} />
          <InvoiceCard order={order} statusId={statusId} />
          <ConfirmPaymentCard proof={order.confirmPayment} />
          <PaymentInformationCard info={order.sectionConfirmPayment} />
        </div>
        <aside className="od-side" aria-label="Dokumen dan riwayat">
          <DocumentsCard order={order} reload={reload} canUploadTax={actions.uploadTax.visible} />
          <PaymentHistoryCard entries={order.paymentHistory} />
          <ComplaintsCard complaints={order.complaint} onOpen={openComplaint} />
          <OrderHistoryCard entries={order.orderHistory} />
          {actions.tracking.visible ? <TrackingCard orderId={order.id} version={version} /> : null}
        </aside>
      </div>
      <ComplaintDialog open={complaintOpen} onClose={() => setComplaintOpen(false)} order={order} statusId={statusId} actions={actions} />
    </div>
  );
}
