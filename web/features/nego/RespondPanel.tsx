import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ModalRespond } from '@core/nego/schema';
import { buildRespondFields, formatRupiah, respondEditable, rupiahError } from '@core/rules';
import { Button } from '@web/ui/Button';
import { Checkbox } from '@web/ui/Checkbox';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { useRespondNegotiation } from './queries';
import { SidePanel } from './SidePanel';
import { TaxPreview } from './TaxPreview';
import { NEGO_MESSAGES } from '@core/nego/rules';

export interface RespondPanelProps {
  readonly open: boolean;
  readonly negotiationId: number;
  readonly panel: ModalRespond;
  readonly onClose: () => void;
  /** Called after the server took the response (the negotiation refreshes by itself). */
  readonly onDone: () => void;
}

function ReadOnly({ label, value }: { readonly label: string; readonly value: string }) {
  return <TextField label={label} value={value} readOnly className="nego-respond__readonly" />;
}

/**
 * 'Tanggapi' (spec 002 §2.4, §5): unit price, qty, term of payment, courier, wrapper and insured
 * amount read-only; wrapping and insurance fees editable unless disabled; the insurance option;
 * the response price, fixed to the unit price while the agree box is ticked; notes.
 */
export function RespondPanel({ open, negotiationId, panel, onClose, onDone }: RespondPanelProps) {
  const formId = useId();
  const [agree, setAgree] = useState(false);
  const [priceResponse, setPriceResponse] = useState<number | null>(null);
  const [wrappingPrice, setWrappingPrice] = useState<number | null>(panel.wrappingPrice);
  const [insurancePrice, setInsurancePrice] = useState<number | null>(panel.insurancePrice);
  const [insuranceOption, setInsuranceOption] = useState<string>(String(panel.insuranceOptions[0]?.value ?? ''));
  const [otherSpec, setOtherSpec] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const responding = useRespondNegotiation(negotiationId);
  const busy = responding.isPending;
  const editable = respondEditable(panel, agree);
  const shownPrice = agree ? panel.priceUnit : priceResponse;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!agree && (priceResponse === null || priceResponse <= 0)) {
      setPriceError(rupiahError('empty').message);
      return;
    }
    setPriceError(null);
    const fields = buildRespondFields(panel, {
      id: negotiationId,
      wrappingPrice: wrappingPrice ?? 0,
      insuranceOption,
      insurancePrice: insurancePrice ?? 0,
      priceResponse: priceResponse ?? 0,
      otherSpec,
      agree,
    });
    responding.mutate(fields, {
      onSuccess: (body) => {
        toast.success(body.status.message || NEGO_MESSAGES.responded);
        onDone();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <SidePanel
      open={open}
      title="Tanggapi Negosiasi"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Batal
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Kirim Tanggapan
          </Button>
        </>
      }
    >
      <form id={formId} className="nego-respond" onSubmit={submit} noValidate>
        <div className="nego-respond__grid">
          <ReadOnly label="Harga Satuan" value={formatRupiah(panel.priceUnit)} />
          <ReadOnly label="Qty" value={String(panel.qty)} />
          <ReadOnly label="Termin Pembayaran" value={panel.termOfPayment} />
          <ReadOnly label="Kurir" value={panel.shippingName} />
          <ReadOnly label="Pembungkus" value={panel.wrappingName} />
          <CurrencyInput
            label="Biaya Pembungkus"
            prefix="Rp"
            value={wrappingPrice}
            onValueChange={setWrappingPrice}
            disabled={!editable.wrappingPrice}
            readOnly={!editable.wrappingPrice}
          />
          <Select
            label="Asuransi"
            options={panel.insuranceOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            value={insuranceOption}
            onChange={setInsuranceOption}
          />
          <ReadOnly label="Nilai Asuransi" value={formatRupiah(panel.insurance)} />
          <CurrencyInput
            label="Biaya Asuransi"
            prefix="Rp"
            value={insurancePrice}
            onValueChange={setInsurancePrice}
            disabled={!editable.insurancePrice}
            readOnly={!editable.insurancePrice}
          />
        </div>
        <Checkbox
          label="Setuju dengan harga negosiasi (deal, tanpa negosiasi lanjutan)"
          checked={agree}
          onChange={(event) => {
            setAgree(event.target.checked);
            setPriceError(null);
          }}
        />
        <CurrencyInput
          label="Harga Tanggapan"
          prefix="Rp"
          value={shownPrice}
          onValueChange={setPriceResponse}
          disabled={!editable.priceResponse}
          error={priceError}
          hint={agree ? 'Sama dengan harga satuan negosiasi.' : 'Harga satuan yang Anda tawarkan.'}
        />
        <TaxPreview price={shownPrice} />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${formId}-notes`}>
            Catatan
          </label>
          <textarea
            id={`${formId}-notes`}
            className="ui-field__input nego-respond__notes"
            rows={3}
            maxLength={1000}
            value={otherSpec}
            onChange={(event) => setOtherSpec(event.target.value)}
          />
        </div>
      </form>
    </SidePanel>
  );
}
