import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { NegotiationDetail } from '@core/nego/schema';
import { NEGO_RECAP_TEXT } from '@core/nego/rules';
import { NEGO_MESSAGES, negotiationView } from '@core/rules';
import type { ScreenProps } from '@web/app/routes';
import { usePrivateFile } from '@web/app/usePrivateFile';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { RecordScreen } from '@web/ui/RecordScreen';
import { useRecordId } from '@web/ui/useRecordId';
import { NegotiationParties } from './NegotiationCards';
import { RespondPanel } from './RespondPanel';
import { useNegotiationDetail, useRefuseNegotiation } from './queries';
import { RoundsTable } from './RoundsTable';
import './nego.css';

/** Negotiation detail /negoisasi/detail/{id}. */
export function NegotiationDetailScreen({ title }: ScreenProps) {
  const id = useRecordId();
  const detail = useNegotiationDetail(id);
  const recap = detail.data?.downloadRecap;
  // The recap carries the school's data: fetched with the owner's token and saved as a file.
  const recapFile = usePrivateFile();
  return (
    <RecordScreen
      title={title}
      className="nego-screen"
      backHref="/negoisasi"
      actions={
        recap ? (
          <>
            <Button
              variant="secondary"
              busy={recapFile.busy}
              onClick={() => recapFile.save(recap, NEGO_RECAP_TEXT.title)}
            >
              Unduh Rekap Negosiasi
            </Button>
            {recapFile.error ? (
              <p className="nego-error" role="alert">
                {recapFile.error}
              </p>
            ) : null}
          </>
        ) : null
      }
      id={id}
      query={detail}
      loadingLabel="Memuat negosiasi"
      errorTitle="Detail negosiasi tidak dapat dimuat"
      notFound="Negosiasi tidak ditemukan."
    >
      {(data) => <NegotiationView data={data} />}
    </RecordScreen>
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
      <NegotiationParties product={data.product} customer={data.customer} />
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
        <RespondPanel
          key={data.listNegotiation.length}
          open={panelOpen}
          negotiationId={data.id}
          panel={data.modalRespond}
          vatTag={data.product.ppnTag}
          onClose={closePanel}
          onDone={closePanel}
        />
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
