import { useMemo } from 'react';
import { toast } from 'react-hot-toast';
import type { CategoryNode } from '@core/category/schema';
import { describeApiError } from '@core/api/errors';
import { SPEC_LABELS } from '@core/product/labels';
import { valuesOfDetail } from '@core/product/detailValues';
import { extraPhotoSlots, type ProductKind } from '@core/product/options';
import { PRODUCT_MESSAGES, WAITING_CONFIRM_BADGE } from '@core/product/rules';
import type { ProductDetail, ProductFormReference } from '@core/product/schema';
import { productValidator } from '@core/product/validators';
import { BOOK_PRINT_KEYS, draftPart, SPEC_KEYS_OF, type ProductValues } from '@core/product/values';
import { testCheckFields, updateProductFields, type SellerIdentity } from '@core/product/wire';
import { settle } from '@web/app/api/query';
import { Badge } from '@web/ui/Badge';
import { TextField } from '@web/ui/TextField';
import { draftKeys, fingerprint } from '../form/draftStore';
import { dimensionFields, FieldGrid, type GridFields } from '../form/FieldGrid';
import { SpecSelects, StatusField } from '../form/fields';
import type { FieldLabels } from '../form/labels';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { InfoSection, MediaSection, PriceSection, SpecSection } from '../form/sections';
import { brandOptions } from '../form/useFormReference';
import { WholesaleTiers, ZonePrices, ZoneWholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useTestCheckProduct, useUpdateProduct } from '../queries';
import { CategoryChain } from './CategoryChain';
import { EditPackets } from './EditPackets';
import { optionsOf } from './options';

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

/**
 * The edit form's fields by layout: a book's catalogue fields (title, ISBN, SKU,
 * publisher) are read-only, a service has no brand, stock or size; every kind shows its tags, so an
 * untouched save keeps them.
 */
const CODE: FieldLabels = { code: 'Kode SKU' };
const LABELS: Record<ProductKind, FieldLabels> = {
  book: { ...CODE, brandId: 'Penerbit', price: 'Harga Normal' },
  goods: CODE,
  service: CODE,
};
const TAGS: GridFields = { tags: { hint: 'Pisahkan dengan koma' } };
const INFO: Record<ProductKind, GridFields> = {
  book: {
    name: { readOnly: true },
    skKelulusan: {},
    code: { readOnly: true },
    isbn: { readOnly: true },
    brandId: { readOnly: true },
    ...TAGS,
  },
  goods: { name: {}, code: {}, brandId: { placeholder: 'Pilih' }, ...TAGS },
  service: { name: {}, code: {}, durationDays: {}, ...TAGS },
};
const NEGO: GridFields = { priceNego: { hint: PRODUCT_MESSAGES.priceUnderMin } };
const PRICES: Record<ProductKind, GridFields> = {
  book: { price: {}, ...NEGO, stock: {} },
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

/** A book's print specification as the detail gives it: shown, not changed (no request field carries it). */
function BookPrintFacts({ detail }: { readonly detail: ProductDetail }) {
  const spec = detail.sectionSpecInformation;
  return BOOK_PRINT_KEYS.map((key) => {
    const chosen = spec[key].find((o) => o.isSelected);
    return chosen ? <TextField key={key} label={SPEC_LABELS[key]} value={chosen.name} readOnly /> : null;
  });
}

/** The edit form of the specification for the three layouts: the specification's rules, then every rule the add form of the kind runs. */
export function EditForm({ detail, reference, roots, seller }: EditFormProps) {
  const { kind, values: start, facts } = useMemo(() => valuesOfDetail(detail), [detail]);
  const zoneMax = useMemo(
    () =>
      [1, 2, 3, 4, 5].map(
        (zone) => detail.sectionPriceInformation.priceZone.find((z) => z.zone === zone)?.maxPrice ?? null,
      ) as unknown as readonly [number | null, number | null, number | null, number | null, number | null],
    [detail],
  );
  const rules = useMemo(() => productValidator(kind, 'edit', { categories: roots, zoneMax }), [kind, roots, zoneMax]);
  const updating = useUpdateProduct();
  const checking = useTestCheckProduct();
  const spec = detail.sectionSpecInformation;
  // A book's publisher is its catalogue row's (the detail lists the publishers); goods take the form reference's brands.
  const brands =
    reference && kind === 'goods' ? brandOptions(reference) : optionsOf(detail.sectionProductInformation.manufacturer);
  const choices = { brandId: brands, unitType: optionsOf(detail.sectionPriceInformation.unitType) };

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = updateProductFields(kind, values, seller, facts);
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return { failed: null };
    }
    // The check call's answer is not shown; it is sent alongside.
    checking.mutate(testCheckFields(fields.value));
    const answer = await settle(updating.mutateAsync(fields.value));
    if (answer.isOk() && answer.value.success) return { done: SCREEN_MESSAGES.updated };
    if (answer.isErr() && answer.error.kind === 'network') toast.error(SCREEN_MESSAGES.updateNetwork);
    else {
      // The server's own words, when it gave a reason ('File filefotoutama terlalu besar ...').
      const reason = answer.isOk() ? (answer.value.message ?? '') : describeApiError(answer.error);
      toast.error(reason ? `${SCREEN_MESSAGES.updateFailed}: ${reason}` : SCREEN_MESSAGES.updateFailed);
    }
    return { failed: null };
  };

  return (
    <ProductFormShell
      {...FORM}
      kind={kind}
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
        tax={{ price: 'price', title: 'Simulasi Pajak Harga' }}
        ppnTags={reference?.listppntag ?? detail.sectionPriceInformation.ppnTag.options}
      >
        {kind === 'book' ? (
          <>
            <div className="product-grid">
              <ZonePrices max={zoneMax} />
            </div>
            <ZoneWholesaleTiers />
          </>
        ) : (
          <WholesaleTiers base="wholesale" />
        )}
      </PriceSection>
      <MediaSection extraCount={extraPhotoSlots(kind)} invalidMessage={PRODUCT_MESSAGES.invalidImageShort} />
      <SpecSection>
        <SpecSelects
          keys={SPEC_KEYS_OF[kind]}
          options={Object.fromEntries(SPEC_KEYS_OF[kind].map((key) => [key, optionsOf(spec[key])]))}
          placeholder="-"
        />
        {kind === 'book' ? <BookPrintFacts detail={detail} /> : null}
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
