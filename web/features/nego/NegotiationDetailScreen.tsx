import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { BackLink } from '@web/ui/BackLink';
import { useRecordId } from '@web/ui/useRecordId';
import type { NegotiationDetail } from '@core/nego/schema';
import { NEGO_MESSAGES, negotiationView } from '@core/rules';
import { cdnUrl } from '@web/app/config';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { NegotiationCustomerCard, NegotiationProductCard } from './NegotiationCards';
import { RespondPanel } from './RespondPanel';
import { useNegotiationDetail, useRefuseNegotiation } from './queries';
import { RoundsTable } from './RoundsTable';
import './nego.css';

/** Negotiation detail /negoisasi/detail/{id} (spec 002 §2.4, §4.5). */
export function NegotiationDetailScreen({ title }: ScreenProps) {
  const id = useRecordId();
  const detail = useNegotiationDetail(id);
  const back = <BackLink href="/negoisasi" />;
  const recap = cdnUrl(detail.data?.downloadRecap);
  return (
    <div className="nego-screen">
      <PageHeader
        title={title}
        actions={
          <>
            {back}
            {recap ? (
              <a className="ui-button ui-button--secondary" href={recap} target="_blank" rel="noopener" download>
                Unduh Rekap Negosiasi
              </a>
            ) : null}
          </>
        }
      />
      {id !== null ? (
        <QueryState query={detail} loadingLabel="Memuat negosiasi" errorTitle="Detail negosiasi tidak dapat dimuat">
          {(data) => <NegotiationView data={data} />}
        </QueryState>
      ) : (
        <Alert tone="danger">Negosiasi tidak ditemukan.</Alert>
      )}
    </div>
  );
}

/** What the alert above the rounds adds: after a deal, after a refusal, or while the school has the next word. */
function alertText(data: NegotiationDetail): string {
  if (data.isDeal) return 'Pembeli dapat menambahkan produk ini ke keranjang.';
  if (data.isReject) return NEGO_MESSAGES.refusePromptText;
  return NEGO_MESSAGES.waitingForSchoolText;
}

/** The rounds, the parties and, while the seller may answer, 'Tolak' and 'Tanggapi'. */
function NegotiationView({ data }: { readonly data: NegotiationDetail }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const [confirmRefuse, setConfirmRefuse] = useState(false);
  const refusing = useRefuseNegotiation(data.id);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  const view = negotiationView(data);

  const refuse = () => {
    if (refusing.isPending) return;
    refusing.mutate(undefined, {
      onSuccess: (body) => toast.success(body.status.message || NEGO_MESSAGES.refusedBySeller),
      onError: (error) => toast.error(error.message),
      onSettled: () => setConfirmRefuse(false),
    });
  };

  return (
    <>
      {view.alert ? (
        <Alert tone={view.alertTone ?? 'info'} title={view.alert}>
          {alertText(data)}
        </Alert>
      ) : null}
      <div className="nego-cards">
        <NegotiationProductCard product={data.product} />
        <NegotiationCustomerCard customer={data.customer} />
      </div>
      <Card
        title="Riwayat Negosiasi"
        actions={
          view.canRespond ? (
            <div className="nego-actions">
              <Button variant="danger" onClick={() => setConfirmRefuse(true)}>
                Tolak
              </Button>
              <Button onClick={() => setPanelOpen(true)}>Tanggapi</Button>
            </div>
          ) : null
        }
      >
        <RoundsTable rounds={data.listNegotiation} />
      </Card>
      {view.canRespond ? (
        <RespondPanel key={data.listNegotiation.length} open={panelOpen} negotiationId={data.id} panel={data.modalRespond} onClose={closePanel} onDone={closePanel} />
      ) : null}
      <ConfirmDialog
        open={confirmRefuse}
        title={NEGO_MESSAGES.refusePrompt}
        text={NEGO_MESSAGES.refusePromptText}
        tone="danger"
        busy={refusing.isPending}
        onConfirm={refuse}
        onCancel={() => setConfirmRefuse(false)}
      />
    </>
  );
}
