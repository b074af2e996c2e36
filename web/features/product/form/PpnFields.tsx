import { toast } from 'react-hot-toast';
import { PPN_MODE, PPN_MODE_OPTIONS, ppnSwitchPopup, type PpnMode } from '@core/pricing';
import { VAT_TAG_OPTIONS } from '@core/product/options';
import { Checkbox } from '@web/ui/Checkbox';
import { Select } from '@web/ui/Select';

export interface PpnFieldsProps {
  readonly ppnMode: PpnMode;
  readonly vatTag: string;
  readonly onPpnMode: (mode: PpnMode) => void;
  readonly onVatTag: (tag: string) => void;
  /** The edit form offers the server's list (listppntag) when loaded. */
  readonly tagOptions?: readonly string[];
}

/** VAT type (Non/Include/Exclude PPN), the 'PPN 10%' switch with its info popup, and the VAT tag. */
export function PpnFields({ ppnMode, vatTag, onPpnMode, onVatTag, tagOptions }: PpnFieldsProps) {
  const tags = tagOptions?.length ? tagOptions.map((t) => ({ value: t, label: t.replace(/^\d+:/, '') })) : VAT_TAG_OPTIONS;
  return (
    <div className="product-grid">
      <Select
        label="Jenis PPN"
        value={String(ppnMode)}
        options={PPN_MODE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={(value) => onPpnMode(Number(value) as PpnMode)}
      />
      <Select label="Tag PPN" value={vatTag} options={tags.map((t) => ({ value: t.value, label: t.label }))} onChange={onVatTag} />
      <Checkbox
        label="PPN 10%"
        checked={ppnMode !== PPN_MODE.nonPpn}
        onChange={(event) => {
          const on = event.target.checked;
          onPpnMode(on ? PPN_MODE.includePpn : PPN_MODE.nonPpn);
          const popup = ppnSwitchPopup(on);
          toast(`${popup.title}\n${popup.text}`, { icon: 'ℹ️' });
        }}
      />
    </div>
  );
}
