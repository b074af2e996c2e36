import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { PPN_MODE, type PpnMode } from '@core/pricing';
import { buildAddProductFields } from '@core/product/form';
import { DEFAULT_UNIT, isTaxedVatTag, SERVICE_STATUS_OPTIONS, serviceName, UNIT_OPTIONS, VAT_TAG_OPTIONS } from '@core/product/options';
import { PRODUCT_MESSAGES, serviceSubmitValidator, type PhotoValue, type ServiceField } from '@core/product/rules';
import { slugify } from '@core/slug';
import { Button } from '@web/ui/Button';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { TextField } from '@web/ui/TextField';
import { settle } from '@web/app/api/query';
import { serviceRoots, useCategoryTree } from '../categories';
import { DescriptionField, OptionSelect } from '../form/fields';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { Section } from '../form/Section';
import { TaxSimulation } from '../form/TaxSimulation';
import { CATEGORY_INCOMPLETE } from '../messages';
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

interface ServiceDraft {
  name: string;
  code: string;
  seo: string;
  /** True once the seller typed a slug: the name no longer overwrites it. */
  seoTouched: boolean;
  categoryPath: number[];
  durationDays: number | null;
  description: string;
  unitType: string;
  price: number | null;
  priceNego: number | null;
  ppnMode: PpnMode;
  vatTag: string;
  status: string;
  mainPhoto: PhotoValue;
  extraPhotos: PhotoValue[];
}

const INITIAL: ServiceDraft = {
  name: '',
  code: '',
  seo: '',
  seoTouched: false,
  categoryPath: [],
  durationDays: null,
  description: '',
  unitType: DEFAULT_UNIT,
  price: null,
  priceNego: null,
  ppnMode: PPN_MODE.includePpn,
  vatTag: VAT_TAG_OPTIONS[0]?.value ?? '0:Dikenakan PPN',
  status: '1',
  mainPhoto: null,
  extraPhotos: [null, null, null],
};

/** Add a service (spec 001 §2.5, §3.9): 'Jasa ' prefix, slug from the name, the fixed service values. */
export function ServiceForm() {
  const [, navigate] = useLocation();
  const seller = useSellerIdentity();
  const tree = useCategoryTree();
  const adding = useAddProduct();
  const [draft, setDraft] = useState<ServiceDraft>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<ServiceField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const set = <K extends keyof ServiceDraft>(key: K, value: ServiceDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const slug = draft.seoTouched ? draft.seo : slugify(serviceName(draft.name));

  const submit = async () => {
    setConfirming(false);
    if (!seller) return;
    const result = serviceSubmitValidator.validate(draft);
    setErrors(result.fields);
    // The missing main photo is said, and the service is still sent (spec 001 §5.3).
    result.notices.forEach((notice) => toast.error(notice));
    if (!result.ok) {
      toast.error(result.first ?? PRODUCT_MESSAGES.priceEmpty);
      return;
    }
    if (!cascadeComplete(serviceRoots(tree), draft.categoryPath)) {
      setCategoryError(CATEGORY_INCOMPLETE);
      toast.error(CATEGORY_INCOMPLETE);
      return;
    }
    setCategoryError(null);
    const fields = buildAddProductFields(
      { kind: 'service', ...draft, tags: '', seo: slug, price: draft.price ?? 0, durationDays: draft.durationDays ?? 1 },
      seller,
    );
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return;
    }
    setBusy(true);
    const answer = await settle(adding.mutateAsync(fields.value));
    setBusy(false);
    // Spec 001 §8: a failed service add shows no message; it is logged.
    if (answer.isErr()) {
      console.error('Tambah jasa gagal', answer.error);
      return;
    }
    toast.success(answer.value.title);
    navigate('/product');
  };

  return (
    <form className="product-form" onSubmit={(e) => e.preventDefault()} aria-label="Form Tambah Jasa">
      <Section title="Informasi Jasa">
        <div className="product-grid">
          <TextField label="Nama Jasa" hint={`Disimpan sebagai: ${serviceName(draft.name || '...')}`} value={draft.name} onChange={(e) => set('name', e.target.value)} />
          <TextField label="Kode Jasa" value={draft.code} onChange={(e) => set('code', e.target.value)} />
          <TextField label="SEO" value={slug} onChange={(e) => setDraft((d) => ({ ...d, seo: e.target.value, seoTouched: true }))} />
          <CurrencyInput label="Lama Pengerjaan (hari)" value={draft.durationDays} error={errors.duration ?? null} onValueChange={(v) => set('durationDays', v)} />
        </div>
        <CategoryCascade roots={serviceRoots(tree)} labels={['Kategori', 'Sub Kategori', 'Sub Sub Kategori']} value={draft.categoryPath} error={categoryError} onChange={(p) => set('categoryPath', p)} />
        <DescriptionField value={draft.description} onChange={(v) => set('description', v)} />
      </Section>

      <Section title="Harga & Pajak">
        <div className="product-price">
          <div className="product-grid">
            <CurrencyInput label="Harga Satuan" prefix="Rp" value={draft.price} error={errors.price ?? null} hint={PRODUCT_MESSAGES.priceUnderMin} onValueChange={(v) => set('price', v)} />
            <CurrencyInput label="Harga Nego" prefix="Rp" value={draft.priceNego} error={errors.priceNego ?? null} onValueChange={(v) => set('priceNego', v)} />
            <OptionSelect label="Satuan" options={UNIT_OPTIONS} value={draft.unitType} onChange={(v) => set('unitType', v)} />
          </div>
          <div className="product-tax-pair">
            <TaxSimulation title="Simulasi Pajak Harga Satuan" price={draft.price} taxed={isTaxedVatTag(draft.vatTag)} />
            <TaxSimulation title="Simulasi Pajak Harga Nego" price={draft.priceNego} taxed={isTaxedVatTag(draft.vatTag)} />
          </div>
        </div>
        <PpnFields ppnMode={draft.ppnMode} vatTag={draft.vatTag} onPpnMode={(m) => set('ppnMode', m)} onVatTag={(t) => set('vatTag', t)} />
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots
          main={draft.mainPhoto}
          extra={draft.extraPhotos}
          extraCount={3}
          mainError={errors.mainPhoto ?? null}
          invalidMessage={PRODUCT_MESSAGES.invalidImageShort}
          onMain={(p) => set('mainPhoto', p)}
          onExtra={(i, p) => set('extraPhotos', draft.extraPhotos.map((old, j) => (j === i ? p : old)))}
        />
      </Section>

      <Section title="Status">
        <OptionSelect label="Status Jasa" options={SERVICE_STATUS_OPTIONS} value={draft.status} onChange={(v) => set('status', v)} />
      </Section>

      <div className="product-actions">
        <div className="product-actions__buttons">
          <Button variant="secondary" onClick={() => window.history.back()}>
            Cancel
          </Button>
          <Button busy={busy} onClick={() => setConfirming(true)}>
            Simpan Jasa
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Apakah anda yakin?"
        text="Penyedia bertanggung jawab penuh atas produk yang diupload."
        confirmLabel="Setuju"
        cancelLabel="Batal"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
