import toast from 'react-hot-toast';
import type { Expedition } from '@core/expedition/schema';
import { carrierToggleToast } from '@core/expedition/rules';
import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { CarrierRow } from './CarrierRow';
import { useExpeditions, useToggleExpedition } from './queries';
import './expedition.css';

/** Carrier settings (spec 002 §2.6, §4.6): a switch per carrier, 'Melayani' or 'Tidak'. */
export function ExpeditionScreen({ title }: ScreenProps) {
  const loaded = useExpeditions();
  const toggling = useToggleExpedition();
  const busyId = toggling.isPending ? (toggling.variables?.id ?? null) : null;

  const toggle = (carrier: Expedition): void => {
    if (toggling.isPending) return;
    toggling.mutate(carrier, {
      onSuccess: (serving) => toast.success(carrierToggleToast(carrier.name, serving)),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="expedition-screen">
      <PageHeader title={title} subtitle="Atur ekspedisi yang melayani pengiriman toko Anda." />
      <QueryState query={loaded} loadingLabel="Memuat ekspedisi" errorTitle="Daftar ekspedisi tidak dapat dimuat">
        {(list) => (
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
      </QueryState>
    </div>
  );
}
