import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '@core/api/errors';
import type { Expedition, ExpeditionList } from '@core/expedition/schema';
import type { ScreenProps } from '@web/app/routes';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { Spinner } from '@web/ui/Spinner';
import { useApi } from '@web/ui/useApi';
import { expeditionApi } from './api';
import { carrierToggleToast } from '@core/expedition/rules';
import { CarrierRow } from './CarrierRow';
import './expedition.css';

/** Applies the toggle answer: a carrier not added yet moves into the seller's list (as the server does). */
function applyToggle(list: ExpeditionList, carrier: Expedition, serving: boolean): ExpeditionList {
  const updated = { ...carrier, isChecked: serving };
  if (list.items.some((c) => c.id === carrier.id)) {
    return { ...list, items: list.items.map((c) => (c.id === carrier.id ? updated : c)) };
  }
  return { items: [...list.items, updated], itemsNotAdd: list.itemsNotAdd.filter((c) => c.id !== carrier.id) };
}

/** Carrier settings (spec 002 §2.6, §4.6): a switch per carrier, 'Melayani' or 'Tidak'. */
export function ExpeditionScreen({ title }: ScreenProps) {
  const loaded = useApi(() => expeditionApi.expeditions({}), []);
  const [list, setList] = useState<ExpeditionList | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (loaded.data) setList(loaded.data.data);
  }, [loaded.data]);

  const toggle = (carrier: Expedition): void => {
    if (busyId !== null) return;
    setBusyId(carrier.id);
    void expeditionApi.toggleExpedition({ id: carrier.id }).match(
      (body) => {
        const serving = body.data === 1;
        setList((current) => (current ? applyToggle(current, carrier, serving) : current));
        toast.success(carrierToggleToast(carrier.name, serving));
        setBusyId(null);
      },
      (error) => {
        toast.error(describeApiError(error));
        setBusyId(null);
      },
    );
  };

  return (
    <div className="expedition-screen">
      <PageHeader title={title} subtitle="Atur ekspedisi yang melayani pengiriman toko Anda." />
      {loaded.error ? (
        <Alert
          tone="danger"
          title="Daftar ekspedisi tidak dapat dimuat"
          action={
            <Button size="sm" variant="secondary" onClick={loaded.reload}>
              Coba lagi
            </Button>
          }
        >
          {loaded.error}
        </Alert>
      ) : null}
      {list === null ? (
        loaded.loading ? (
          <div className="expedition-screen__loading">
            <Spinner />
          </div>
        ) : null
      ) : (
        <>
          <Card title="Ekspedisi Toko">
            {list.items.length === 0 ? (
              <EmptyState title="Tidak ada data" icon="truck" />
            ) : (
              <ul className="carrier-list" aria-label="Ekspedisi toko">
                {list.items.map((carrier) => (
                  <CarrierRow key={carrier.id} carrier={carrier} busy={busyId === carrier.id} onToggle={toggle} />
                ))}
              </ul>
            )}
          </Card>
          {list.itemsNotAdd.length > 0 ? (
            <Card title="Ekspedisi Lain">
              <ul className="carrier-list" aria-label="Ekspedisi lain">
                {list.itemsNotAdd.map((carrier) => (
                  <CarrierRow key={carrier.id} carrier={carrier} busy={busyId === carrier.id} onToggle={toggle} />
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      )}
    </div>
  );
}
