import toast from 'react-hot-toast';
import type { Expedition, ExpeditionList } from '@core/expedition/schema';
import { carrierToggleToast, carrierToggleValidator, type CarrierToggleInput } from '@core/expedition/rules';
import type { ScreenProps } from '@web/app/routes';
import { Card } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { PageHeader } from '@web/ui/PageHeader';
import { QueryState } from '@web/ui/QueryState';
import { CarrierRow } from './CarrierRow';
import { useExpeditions, useToggleExpedition } from './queries';
import './expedition.css';

const asToggle = (values: CarrierToggleInput): CarrierToggleInput => values;
const NO_TOGGLE: CarrierToggleInput = { id: null, known: [] };

/**
 * Carrier settings: the store's carriers and, under 'Ekspedisi Lain', every
 * other one the marketplace has (a new store sees them all there), each with a switch reading
 * 'Melayani' or 'Tidak'. A switch sends the form's one request, the toggle of that carrier,
 * checked by core's rule the sandbox runs too; the first toggle of another carrier adds it.
 */
export function ExpeditionScreen({ title }: ScreenProps) {
  const loaded = useExpeditions();
  const toggling = useToggleExpedition();
  const form = useCoreForm<CarrierToggleInput, CarrierToggleInput, 'id'>({
    validator: carrierToggleValidator,
    input: asToggle,
    defaultValues: NO_TOGGLE,
  });
  const busyId = toggling.isPending ? (toggling.variables?.id ?? null) : null;

  const send = (list: ExpeditionList) => (values: CarrierToggleInput) => {
    const carrier = [...list.items, ...list.itemsNotAdd].find((c) => c.id === values.id);
    if (!carrier) return;
    toggling.mutate(carrier, {
      onSuccess: (serving) => toast.success(carrierToggleToast(carrier.name, serving)),
      onError: (error) => toast.error(error.message),
    });
  };

  const toggle = (list: ExpeditionList) => (carrier: Expedition) => {
    if (toggling.isPending) return;
    form.reset({ id: carrier.id, known: [...list.items, ...list.itemsNotAdd].map((c) => c.id) });
    form.submit(send(list), (first) => toast.error(first.message))();
  };

  return (
    <div className="expedition-screen">
      <PageHeader title={title} subtitle="Atur ekspedisi yang melayani pengiriman toko Anda." />
      <QueryState query={loaded} loadingLabel="Memuat ekspedisi" errorTitle="Daftar ekspedisi tidak dapat dimuat">
        {(list) => (
          <form className="expedition-form" aria-label="Ekspedisi" onSubmit={form.submit(send(list))} noValidate>
            <Card title="Ekspedisi Toko">
              {list.items.length === 0 ? (
                <EmptyState title="Tidak ada data" icon="truck" />
              ) : (
                <ul className="carrier-list" aria-label="Ekspedisi toko">
                  {list.items.map((carrier) => (
                    <CarrierRow
                      key={carrier.id}
                      carrier={carrier}
                      busy={busyId === carrier.id}
                      locked={toggling.isPending}
                      onToggle={toggle(list)}
                    />
                  ))}
                </ul>
              )}
            </Card>
            {list.itemsNotAdd.length > 0 ? (
              <Card title="Ekspedisi Lain">
                <ul className="carrier-list" aria-label="Ekspedisi lain">
                  {list.itemsNotAdd.map((carrier) => (
                    <CarrierRow
                      key={carrier.id}
                      carrier={carrier}
                      busy={busyId === carrier.id}
                      locked={toggling.isPending}
                      onToggle={toggle(list)}
                    />
                  ))}
                </ul>
              </Card>
            ) : null}
          </form>
        )}
      </QueryState>
    </div>
  );
}
