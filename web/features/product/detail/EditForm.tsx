import { useMemo } from 'react';
import { toast } from 'react-hot-toast';
import type { CategoryNode } from '@core/category/schema';
import { formatRupiah } from '@core/money';
import { ZONES, type PerZone } from '@core/pricing';
import { buildTestCheckFields, buildUpdateProductFields, type SellerIdentity } from '@core/product/form';
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_MESSAGES, PRODUCT_NAME_MAX_LENGTH, WAITING_CONFIRM_BADGE } from '@core/product/rules';
import type { ProductDetail, ProductFormReference } from '@core/product/schema';
import { settle } from '@web/app/api/query';
import { Badge } from '@web/ui/Badge';
import { TextField } from '@web/ui/TextField';
import { draftKeys, fingerprint } from '../form/draftStore';
import { AmountInput, ChoiceField, DecimalField, DescriptionField, SpecSelects, StatusField, TextInput } from '../form/fields';
import { SPEC_KEYS } from '../form/labels';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { ProductFormShell, type SendOutcome } from '../form/ProductFormShell';
import { coreFormValues } from '../form/request';
import { formRules } from '../form/rules';
import { Section } from '../form/Section';
import { TaxSimulations } from '../form/TaxSimulation';
import { draftPart, type ProductValues } from '../form/values';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useTestCheckProduct, useUpdateProduct } from '../queries';
import { CategoryChain } from './CategoryChain';
import { EditPackets } from './EditPackets';
import { kindOf, optionsOf, updateExtras, valuesFromDetail } from './values';

const CONFIRM = { title: 'Konfirmasi', text: 'Simpan perubahan produk ini?', confirmLabel: 'Setuju', cancelLabel: 'Batal' };

export interface EditFormProps {
  readonly detail: ProductDetail;
  readonly reference: ProductFormReference | null;
  readonly roots: readonly CategoryNode[];
  readonly seller: SellerIdentity;
}

/** The edit form of spec 001 §2.7 for the three layouts: §5.4's rules, then every rule the add form of the kind runs. */
export function EditForm({ detail, reference, roots, seller }: EditFormProps) {
  const kind = kindOf(detail);
  const start = useMemo(() => valuesFromDetail(detail), [detail]);
  const zoneMax = useMemo(() => ZONES.map((zone) => detail.sectionPriceInformation.priceZone.find((z) => z.zone === zone)?.maxPrice ?? null) as unknown as PerZone<number | null>, [detail]);
  const rules = useMemo(() => formRules(kind, 'edit', { roots, zoneMax }), [kind, roots, zoneMax]);
  const updating = useUpdateProduct();
  const checking = useTestCheckProduct();
  const spec = detail.sectionSpecInformation;
  const brands = reference?.listpenerbit.map((b) => ({ value: b.manufacturer_id, label: b.name })) ?? optionsOf(detail.sectionProductInformation.manufacturer);
  const labels = { brandId: kind === 'book' ? 'Penerbit' : 'Merek', price: kind === 'book' ? 'Harga Normal' : 'Harga Satuan', code: 'Kode SKU' };

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = buildUpdateProductFields(coreFormValues(kind, values, { bookId: detail.sectionProductInformation.bookId ?? 0, seo: detail.slug }), updateExtras(detail, values, start), seller);
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return { failed: null };
    }
    // The check call's answer is not shown (spec 001 §7); it is sent alongside.
    checking.mutate(buildTestCheckFields(fields.value));
    const answer = await settle(updating.mutateAsync(fields.value));
    if (answer.isOk() && answer.value.success) return { done: SCREEN_MESSAGES.updated };
    toast.error(answer.isErr() && answer.error.kind === 'network' ? SCREEN_MESSAGES.updateNetwork : SCREEN_MESSAGES.updateFailed);
    return { failed: null };
  };

  return (
    <ProductFormShell
      label="Form Ubah Produk"
      defaults={start}
      rules={rules}
      draft={{ key: draftKeys.edit(detail.id), base: fingerprint(draftPart(start)), labels }}
      submit={{ label: 'Update', confirm: CONFIRM, agreement: SCREEN_MESSAGES.agreementEdit, processingMs: 0 }}
      cancel={{ to: '/product' }}
      send={send}
    >
      {detail.isWaitingConfirm ? (
        <div>
          <Badge tone="warning">{WAITING_CONFIRM_BADGE}</Badge>
        </div>
      ) : null}
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextInput name="name" label="Nama Produk" readOnly={kind === 'book'} maxLength={PRODUCT_NAME_MAX_LENGTH} />
          {kind === 'book' ? <TextInput name="skKelulusan" label="SK Kelulusan" /> : null}
          <TextInput name="code" label={labels.code} maxLength={PRODUCT_CODE_MAX_LENGTH} />
          {kind === 'book' ? <TextInput name="isbn" label="ISBN" readOnly /> : null}
          {kind === 'service' ? <DecimalField name="durationDays" label="Lama Pengerjaan (hari)" /> : <ChoiceField name="brandId" label={labels.brandId} placeholder="Pilih" options={brands} />}
        </div>
        <CategoryChain detail={detail} roots={roots} />
        <DescriptionField />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            <AmountInput name="price" label={labels.price} />
            {kind !== 'book' ? <AmountInput name="priceNego" label="Harga Nego" hint={PRODUCT_MESSAGES.priceUnderMin} /> : null}
            {kind !== 'service' ? <AmountInput name="stock" label="Stok" count /> : null}
            {kind !== 'book' ? <ChoiceField name="unitType" label="Satuan" options={optionsOf(detail.sectionPriceInformation.unitType)} /> : null}
          </div>
          <TaxSimulations price="price" title="Simulasi Pajak Harga" nego={kind !== 'book'} />
        </div>
        <PpnFields tagOptions={reference?.listppntag ?? detail.sectionPriceInformation.ppnTag.options} />
        {kind === 'book' ? (
          <>
            <div className="product-grid">
              {ZONES.map((zone, i) => (
                <AmountInput key={zone} name={`zonePrices.${i as 0 | 1 | 2 | 3 | 4}`} label={`Harga Zona ${zone}`} hint={zoneMax[i] ? `Maks ${formatRupiah(zoneMax[i])}` : undefined} />
              ))}
            </div>
            {ZONES.map((zone, i) => (
              <WholesaleTiers key={zone} label={`Harga Grosir Zona ${zone}`} base={`zoneWholesale.${i as 0 | 1 | 2 | 3 | 4}`} />
            ))}
          </>
        ) : kind === 'goods' ? (
          <WholesaleTiers label="Harga Grosir" base="wholesale" />
        ) : null}
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots extraCount={kind === 'service' ? 3 : 2} invalidMessage={PRODUCT_MESSAGES.invalidImageShort} />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          <SpecSelects keys={SPEC_KEYS.filter((key) => spec[key].length > 0)} options={Object.fromEntries(SPEC_KEYS.map((key) => [key, optionsOf(spec[key])]))} placeholder="-" />
          <StatusField label="Status" options={optionsOf(spec.status).map((o) => ({ value: Number(o.value), label: o.label }))} disabled={detail.isWaitingConfirm} shown={detail.isWaitingConfirm ? 0 : undefined} />
          {kind !== 'service' ? (
            <>
              <DecimalField name="weight" label="Berat (kg)" hint={PRODUCT_MESSAGES.editWeightEmpty} />
              <DecimalField name="length" label="Panjang (cm)" />
              <DecimalField name="width" label="Lebar (cm)" />
              <DecimalField name="height" label="Tinggi (cm)" />
            </>
          ) : null}
          {kind === 'book' && spec.pages !== null ? <TextField label="Jumlah Halaman" value={String(spec.pages)} readOnly /> : null}
          {kind === 'goods' ? <TextInput name="installedApplications" label="Aplikasi Terpasang" /> : null}
        </div>
      </Section>

      {kind === 'goods' ? <EditPackets detail={detail} seller={seller} /> : null}
    </ProductFormShell>
  );
}
