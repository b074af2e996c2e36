import { use } from 'react';
import { toast } from 'react-hot-toast';
import { useController } from 'react-hook-form';
import { PPN_MODE, PPN_MODE_OPTIONS, ppnSwitchPopup } from '@core/pricing';
import { VAT_TAG_OPTIONS } from '@core/product/options';
import { Checkbox } from '@web/ui/Checkbox';
import { Select } from '@web/ui/Select';
import { ChoiceField, VocabularyContext } from './fields';
import type { ProductValues } from '@core/product/values';

/** VAT type (Non/Include/Exclude PPN), the 'PPN 10%' switch with its info popup, and the VAT tag. */
export function PpnFields({ tagOptions }: { readonly tagOptions?: readonly string[] }) {
  const { field } = useController<ProductValues, 'ppnMode'>({ name: 'ppnMode' });
  const { labels } = use(VocabularyContext);
  // The edit form offers the server's list (listppntag) when loaded.
  const tags = tagOptions?.length
    ? tagOptions.map((t) => ({ value: t, label: t.replace(/^\d+:/, '') }))
    : VAT_TAG_OPTIONS;
  return (
    <div className="product-grid">
      <Select
        label={labels.ppnMode}
        value={String(field.value)}
        options={PPN_MODE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={(value) =>
          field.onChange(PPN_MODE_OPTIONS.find((o) => String(o.value) === value)?.value ?? PPN_MODE.nonPpn)
        }
      />
      <ChoiceField name="vatTag" options={tags} />
      <Checkbox
        label="PPN 10%"
        checked={field.value !== PPN_MODE.nonPpn}
        onChange={(event) => {
          const on = event.target.checked;
          field.onChange(on ? PPN_MODE.includePpn : PPN_MODE.nonPpn);
          const popup = ppnSwitchPopup(on);
          toast(`${popup.title}\n${popup.text}`, { icon: 'ℹ️' });
        }}
      />
    </div>
  );
}
