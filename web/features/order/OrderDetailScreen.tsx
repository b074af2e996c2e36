import { useState } from 'react';
import { Link } from 'wouter';
import { COMPLAINT_MESSAGES } from '@core/complaint/rules';
import { ORDER_MESSAGES, orderIdOf, parseStatusId } from '@core/order/rules';
import { detailInputOf, orderActions } from '@core/order/screenActions';
import type { OrderDetail } from '@core/order/schema';
import { wizardView } from '@core/order/wizard';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { useRecordId } from '@web/ui/useRecordId';
import { OrderActionProvider } from './detail/actionRunner';
import { ComplaintDialog } from './detail/ComplaintDialog';
import { ComplaintsCard } from './detail/ComplaintsCard';
import { DocumentsCard } from './detail/DocumentsCard';
import { OrderHistoryCard, PaymentHistoryCard } from './detail/HistoryCards';
import { InvoiceCard } from './detail/InvoiceCard';
import { SettlementCard } from './detail/SettlementCard';
import { ConfirmPaymentCard, PaymentInformationCard } from './detail/PaymentCards';
import { StepPanel } from './detail/StepPanel';
import { TrackingCard } from './detail/TrackingCard';
import { Wizard } from './detail/Wizard';
import { lastOrderListPath } from './lastList';
import { useOrderDetail } from './queries';
import './detail/detail.css';

/** Order detail wizard /pesanan/detail/{id}: the steps, the cards and the seller's actions. */
export function OrderDetailScreen({ title }: ScreenProps) {
  const id = useRecordId();
  const detail = useOrderDetail(id);

  if (id === null) {
    return (
      <>
        <PageHeader title={title} />
        <Card>
          <EmptyState title={ORDER_MESSAGES.orderNotFound} text="Alamat pesanan tidak valid." action={<BackToList />} />
        </Card>
      </>
    );
  }
  const invoice = detail.data?.sectionOrderInformation.invoice;
  return (
    <div className="od" aria-busy={detail.isFetching || undefined}>
      <PageHeader
        title={title}
        subtitle={invoice ? `Order ID ${orderIdOf(invoice)} · ${invoice}` : undefined}
        actions={<BackToList />}
      />
      <QueryState
        query={detail}
        loadingLabel="Memuat detail pesanan"
        errorTitle="Detail pesanan tidak dapat dimuat"
        refreshErrorTitle="Data pesanan belum diperbarui"
      >
        {(order) => (
          <OrderActionProvider orderId={order.id}>
            <OrderDetailView order={order} />
          </OrderActionProvider>
        )}
      </QueryState>
    </div>
  );
}

/** Back to the orders list as the seller left it: its page, sort, search and filters. */
function BackToList() {
  return (
    <Link href={lastOrderListPath()} className="ui-button ui-button--secondary">
      Kembali ke Pesanan
    </Link>
  );
}

function OrderDetailView({ order }: { readonly order: OrderDetail }) {
  const [complaintOpen, setComplaintOpen] = useState(false);
  const statusId = parseStatusId(order.orderStatusId) ?? 0;
  const view = wizardView(order.processing.column);
  const actions = orderActions(detailInputOf(order, statusId, view.active));
  const openComplaint = () => setComplaintOpen(true);

  return (
    <>
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
          <SettlementCard products={order.sectionProductInformation} />
          <ConfirmPaymentCard proof={order.confirmPayment} />
          <PaymentInformationCard info={order.sectionConfirmPayment} />
        </div>
        <aside className="od-side" aria-label="Dokumen dan riwayat">
          <DocumentsCard order={order} canUploadTax={actions.uploadTax.visible} />
          <PaymentHistoryCard entries={order.paymentHistory} />
          <ComplaintsCard complaints={order.complaint} onOpen={openComplaint} />
          <OrderHistoryCard entries={order.orderHistory} />
          {actions.tracking.visible ? <TrackingCard orderId={order.id} /> : null}
        </aside>
      </div>
      <ComplaintDialog
        open={complaintOpen}
        onClose={() => setComplaintOpen(false)}
        order={order}
        statusId={statusId}
        actions={actions}
      />
    </>
  );
}
