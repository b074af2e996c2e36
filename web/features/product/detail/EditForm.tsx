import { useMemo } from 'react';
import { toast } from 'react-hot-toast';
import type { CategoryNode } from '@core/category/schema';
import { ZONES, type PerZone } from '@core/pricing';
import { buildTestCheckFields, buildUpdateProductFields, type SellerIdentity } from '@core/product/form';
import { SPEC_KEYS } from '@core/product/labels';
import { extraPhotoSlots, type ProductKind } from '@core/product/options';
import { PRODUCT_MESSAGES, WAITING_CONFIRM_BADGE } from '@core/product/rules';
import type { ProductDetail, ProductFormReference } from '@core/product/schema';
import { settle } from '@web/app/api/query';
import { Badge } from '@web/ui/Badge';
import { TextField } from '@web/ui/TextField';
import { draftKeys, fingerprint } from '../form/draftStore';
import { dimensionFields, FieldGrid, type GridFields } from '../form/FieldGrid';
import { SpecSelects, StatusField } from '../form/fields';
import type { FieldLabels } from '../form/labels';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { coreFormValues } from '../form/request';
import { formRules } from '../form/rules';
import { InfoSection, MediaSection, PriceSection, SpecSection } from '../form/sections';
import { brandOptions } from '../form/useFormReference';
import { draftPart, type ProductValues } from '../form/values';
import { WholesaleTiers, ZonePrices, ZoneWholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useTestCheckProduct, useUpdateProduct } from '../queries';
import { CategoryChain } from './CategoryChain';
import { EditPackets } from './EditPackets';
import { kindOf, optionsOf, updateExtras, valuesFromDetail } from './values';

const FORM: ProductFormSettings = {
  label: 'Form Ubah Produk',
  submit: {
    label: 'Update',
    confirm: {
      title: 'Konfirmasi',
      text: 'Simpan perubahan produk ini?',
      confirmLabel: 'Setuju',
      cancelLabel: 'Batal',
    },
    agreement: SCREEN_MESSAGES.agreementEdit,
    processingMs: 0,
  },
  cancel: { to: '/product' },
};

/** The edit form's fields by layout (spec 001 §2.7): a book's catalogue fields are read-only, a service has no brand, stock or size. */
const CODE: FieldLabels = { code: 'Kode SKU' };
const LABELS: Record<ProductKind, FieldLabels> = {
  book: { ...CODE, brandId: 'Penerbit', price: 'Harga Normal' },
  goods: CODE,
  service: CODE,
};
const INFO: Record<ProductKind, GridFields> = {
  book: {
    name: { readOnly: true },
    skKelulusan: {},
    code: {},
    isbn: { readOnly: true },
    brandId: { placeholder: 'Pilih' },
  },
  goods: { name: {}, code: {}, brandId: { placeholder: 'Pilih' } },
  service: { name: {}, code: {}, durationDays: {} },
};
const NEGO: GridFields = { priceNego: { hint: PRODUCT_MESSAGES.priceUnderMin } };
const PRICES: Record<ProductKind, GridFields> = {
  book: { price: {}, stock: {} },
  goods: { price: {}, ...NEGO, stock: {}, unitType: {} },
  service: { price: {}, ...NEGO, unitType: {} },
};
const SIZE = dimensionFields(PRODUCT_MESSAGES.editWeightEmpty);
const SPEC_FIELDS: Record<ProductKind, GridFields> = {
  book: SIZE,
  goods: { ...SIZE, installedApplications: {} },
  service: {},
};

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
  const zoneMax = useMemo(
    () =>
      ZONES.map(
        (zone) => detail.sectionPriceInformation.priceZone.find((z) => z.zone === zone)?.maxPrice ?? null,
      ) as unknown as PerZone<number | null>,
    [detail],
  );
  const rules = useMemo(() => formRules(kind, 'edit', { roots, zoneMax }), [kind, roots, zoneMax]);
  const updating = useUpdateProduct();
  const checking = useTestCheckProduct();
  const spec = detail.sectionSpecInformation;
  const brands = reference ? brandOptions(reference) : optionsOf(detail.sectionProductInformation.manufacturer);
  const choices = { brandId: brands, unitType: optionsOf(detail.sectionPriceInformation.unitType) };

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = buildUpdateProductFields(
      coreFormValues(kind, values, { bookId: detail.sectionProductInformation.bookId ?? 0, seo: detail.slug }),
      updateExtras(detail, values, start),
      seller,
    );
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return { failed: null };
    }
    // The check call's answer is not shown (spec 001 §7); it is sent alongside.
    checking.mutate(buildTestCheckFields(fields.value));
    const answer = await settle(updating.mutateAsync(fields.value));
    if (answer.isOk() && answer.value.success) return { done: SCREEN_MESSAGES.updated };
    toast.error(
      answer.isErr() && answer.error.kind === 'network' ? SCREEN_MESSAGES.updateNetwork : SCREEN_MESSAGES.updateFailed,
    );
    return { failed: null };
  };

  return (
    <ProductFormShell
      {...FORM}
      labels={LABELS[kind]}
      defaults={start}
      rules={rules}
      choices={choices}
      draft={{ key: draftKeys.edit(detail.id), base: fingerprint(draftPart(start)) }}
      send={send}
    >
      {detail.isWaitingConfirm ? (
        <div>
          <Badge tone="warning">{WAITING_CONFIRM_BADGE}</Badge>
        </div>
      ) : null}
      <InfoSection fields={INFO[kind]} category={<CategoryChain detail={detail} roots={roots} />} />
      <PriceSection
        fields={PRICES[kind]}
        tax={{ price: 'price', title: 'Simulasi Pajak Harga', nego: kind !== 'book' }}
        ppnTags={reference?.listppntag ?? detail.sectionPriceInformation.ppnTag.options}
      >
        {kind === 'book' ? (
          <>
            <div className="product-grid">
              <ZonePrices max={zoneMax} />
            </div>
            <ZoneWholesaleTiers />
          </>
        ) : kind === 'goods' ? (
          <WholesaleTiers base="wholesale" />
        ) : null}
      </PriceSection>
      <MediaSection extraCount={extraPhotoSlots(kind)} invalidMessage={PRODUCT_MESSAGES.invalidImageShort} />
      <SpecSection>
        <SpecSelects
          keys={SPEC_KEYS.filter((key) => spec[key].length > 0)}
          options={Object.fromEntries(SPEC_KEYS.map((key) => [key, optionsOf(spec[key])]))}
          placeholder="-"
        />
        <StatusField
          options={optionsOf(spec.status).map((o) => ({ value: Number(o.value), label: o.label }))}
          disabled={detail.isWaitingConfirm}
          shown={detail.isWaitingConfirm ? 0 : undefined}
        />
        <FieldGrid fields={SPEC_FIELDS[kind]} />
        {kind === 'book' && spec.pages !== null ? (
          <TextField label="Jumlah Halaman" value={String(spec.pages)} readOnly />
        ) : null}
      </SpecSection>

      {kind === 'goods' ? <EditPackets detail={detail} seller={seller} /> : null}
    </ProductFormShell>
  );
}
