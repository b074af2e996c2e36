import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'wouter';
import { describeApiError } from '@core/api/errors';
import { NEGO_MESSAGES, negotiationView } from '@core/rules';
import { cdnUrl } from '@web/app/config';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { useApi } from '@web/ui/useApi';
import { negoApi } from './api';
import { NegotiationCustomerCard, NegotiationProductCard } from './NegotiationCards';
import { RespondPanel } from './RespondPanel';
import { RoundsTable } from './RoundsTable';
import './nego.css';

/** Negotiation detail /negoisasi/detail/{id} (spec 002 §2.4, §4.5). */
export function NegotiationDetailScreen({ title }: ScreenProps) {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useApi(() => negoApi.negotiationDetail({ id }), [id], valid);
  const [panelOpen, setPanelOpen] = useState(false);
  const [confirmRefuse, setConfirmRefuse] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);

  const refuse = () => {
    if (refusing) return;
    setRefusing(true);
    void negoApi.refuseNegotiation({ id }).match(
      (body) => {
        setRefusing(false);
        setConfirmRefuse(false);
        toast.success(body.status.message || NEGO_MESSAGES.refusedBySeller);
        detail.reload();
      },
      (error) => {
        setRefusing(false);
        setConfirmRefuse(false);
        toast.error(describeApiError(error));
      },
    );
  };

  const back = (
    <Link href="/negoisasi" className="ui-button ui-button--secondary">
      Kembali
    </Link>
  );

  if (!valid) {
    return (
      <div className="nego-screen">
        <PageHeader title={title} actions={back} />
        <Alert tone="danger">Negosiasi tidak ditemukan.</Alert>
      </div>
    );
  }
  const data = detail.data?.data ?? null;
  if (data === null) {
    return (
      <div className="nego-screen">
        <PageHeader title={title} actions={back} />
        {detail.error ? (
          <Alert
            tone="danger"
            title="Detail negosiasi tidak dapat dimuat"
            action={
              <Button size="sm" variant="secondary" onClick={detail.reload}>
                Coba lagi
              </Button>
            }
          >
            {detail.error}
          </Alert>
        ) : (
          <div className="nego-screen__loading">
            <Spinner />
          </div>
        )}
      </div>
    );
  }

  const view = negotiationView(data);
  const recap = cdnUrl(data.downloadRecap);
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
      {view.alert ? (
        <Alert tone={view.alertTone ?? 'info'} title={view.alert}>
          {data.isDeal ? 'Pembeli dapat menambahkan produk ini ke keranjang.' : NEGO_MESSAGES.refusePromptText}
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
        <RespondPanel
          key={data.listNegotiation.length}
          open={panelOpen}
          negotiationId={data.id}
          panel={data.modalRespond}
          onClose={closePanel}
          onDone={() => {
            setPanelOpen(false);
            detail.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmRefuse}
        title={NEGO_MESSAGES.refusePrompt}
        text={NEGO_MESSAGES.refusePromptText}
        tone="danger"
        busy={refusing}
        onConfirm={refuse}
        onCancel={() => setConfirmRefuse(false)}
      />
    </div>
  );
}
