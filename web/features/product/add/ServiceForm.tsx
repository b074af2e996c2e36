import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import { SERVICE_STATUS_OPTIONS, serviceName, UNIT_OPTIONS } from '@core/product/options';
import { PRODUCT_MESSAGES, PRODUCT_NAME_LIMIT } from '@core/product/rules';
import { productValidator } from '@core/product/validators';
import { slugify } from '@core/slug';
import { TextField } from '@web/ui/TextField';
import { serviceRoots, useCategoryTree } from '../categories';
import { draftKeys } from '../form/draftStore';
import type { GridFields } from '../form/FieldGrid';
import { CategoryField, StatusField, TextInput } from '../form/fields';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { Section } from '../form/Section';
import { InfoSection, MediaSection, PriceSection } from '../form/sections';
import { UPLOAD_CONFIRM } from '../form/texts';
import { emptyValues, type ProductValues } from '@core/product/values';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { refusal, useAddProductSend } from './useAddProductSend';

const DEFAULTS = emptyValues({ extraPhotos: [null, null, null] });
const FORM: ProductFormSettings = {
  label: 'Form Tambah Jasa',
  labels: { name: 'Nama Jasa', code: 'Kode Jasa', status: 'Status Jasa' },
  submit: { label: 'Simpan Jasa', confirm: UPLOAD_CONFIRM },
  cancel: { to: 'back' },
};
const PRICES: GridFields = { price: { hint: PRODUCT_MESSAGES.priceUnderMin }, priceNego: {}, unitType: {} };
const CHOICES = { unitType: UNIT_OPTIONS };

/** The slug follows the stored name ('Jasa ...') until the seller types one; emptied, it follows again. */
function SeoField() {
  const name = useWatch<ProductValues, 'name'>({ name: 'name' });
  const {
    field: { ref, value, onChange },
  } = useController<ProductValues, 'seo'>({ name: 'seo' });
  return (
    <TextField
      label={PRODUCT_FIELD_LABELS.seo}
      ref={ref}
      value={value || slugify(serviceName(name))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The name as typed; what is stored ('Jasa ' before it) is shown, and counted against the limit. */
function NameField() {
  const name = useWatch<ProductValues, 'name'>({ name: 'name' });
  return (
    <TextInput
      name="name"
      limit={{ limit: PRODUCT_NAME_LIMIT, counted: serviceName }}
      hint={`Disimpan sebagai: ${serviceName(name || '...')}`}
    />
  );
}

/** Add a service: 'Jasa ' prefix, slug from the name, the fixed service values. */
export function ServiceForm() {
  const roots = serviceRoots(useCategoryTree());
  const add = useAddProductSend('service');
  const rules = useMemo(() => productValidator('service', 'add', { categories: roots }), [roots]);

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const answer = await add(values);
    return answer.isOk()
      ? { done: answer.value.title }
      : { failed: { title: SCREEN_MESSAGES.addFailedTitle, text: refusal(answer) ?? SCREEN_MESSAGES.addFailed } };
  };

  return (
    <ProductFormShell
      {...FORM}
      kind="service"
      defaults={DEFAULTS}
      rules={rules}
      choices={CHOICES}
      draft={{ key: draftKeys.add('service'), base: null }}
      send={send}
    >
      <InfoSection
        title="Informasi Jasa"
        fields={{ name: <NameField />, code: {}, seo: <SeoField />, durationDays: {} }}
        category={<CategoryField roots={roots} />}
      />
      <PriceSection title="Harga & Pajak" fields={PRICES} tax={{ price: 'price' }}>
        <WholesaleTiers base="wholesale" />
      </PriceSection>
      <MediaSection extraCount={3} invalidMessage={PRODUCT_MESSAGES.invalidImageShort} />
      <Section title="Status">
        <StatusField options={SERVICE_STATUS_OPTIONS} />
      </Section>
    </ProductFormShell>
  );
}
