import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { SERVICE_NAME_TYPED_MAX_LENGTH } from '@core/product/formRules';
import { buildAddProductFields } from '@core/product/form';
import { SERVICE_STATUS_OPTIONS, serviceName, UNIT_OPTIONS } from '@core/product/options';
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_MESSAGES } from '@core/product/rules';
import { slugify } from '@core/slug';
import { TextField } from '@web/ui/TextField';
import { settle } from '@web/app/api/query';
import { serviceRoots, useCategoryTree } from '../categories';
import { draftKeys } from '../form/draftStore';
import { AmountInput, CategoryField, ChoiceField, DecimalField, DescriptionField, StatusField, TextInput } from '../form/fields';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { ProductFormShell, type SendOutcome } from '../form/ProductFormShell';
import { coreFormValues } from '../form/request';
import { formRules } from '../form/rules';
import { Section } from '../form/Section';
import { TaxSimulations } from '../form/TaxSimulation';
import { emptyValues, type ProductValues } from '../form/values';
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

const DEFAULTS = emptyValues({ extraPhotos: [null, null, null] });
const CONFIRM = { title: 'Apakah anda yakin?', text: 'Penyedia bertanggung jawab penuh atas produk yang diupload.', confirmLabel: 'Setuju', cancelLabel: 'Batal' };
const LABELS = { name: 'Nama Jasa', code: 'Kode Jasa', status: 'Status Jasa' } as const;

/** The slug follows the stored name ('Jasa ...') until the seller types one; emptied, it follows again. */
function SeoField() {
  const name = useWatch<ProductValues, 'name'>({ name: 'name' });
  const {
    field: { ref, value, onChange },
  } = useController<ProductValues, 'seo'>({ name: 'seo' });
  return <TextField label="SEO" ref={ref} value={value || slugify(serviceName(name))} onChange={(event) => onChange(event.target.value)} />;
}

function NameField() {
  const name = useWatch<ProductValues, 'name'>({ name: 'name' });
  return <TextInput name="name" label={LABELS.name} maxLength={SERVICE_NAME_TYPED_MAX_LENGTH} hint={`Disimpan sebagai: ${serviceName(name || '...')}`} />;
}

/** Add a service (spec 001 §2.5, §3.9): 'Jasa ' prefix, slug from the name, the fixed service values. */
export function ServiceForm() {
  const seller = useSellerIdentity();
  const roots = serviceRoots(useCategoryTree());
  const adding = useAddProduct();
  const rules = useMemo(() => formRules('service', 'add', { roots }), [roots]);

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = seller ? buildAddProductFields(coreFormValues('service', values), seller) : null;
    const answer = fields?.isOk() ? await settle(adding.mutateAsync(fields.value)) : null;
    if (answer?.isOk()) return { done: answer.value.title };
    // Spec 001 §8: a failed service add shows no message; it is logged.
    console.error('Tambah jasa gagal', answer?.isErr() ? answer.error : fields?.isErr() ? fields.error : 'tanpa penyedia');
    return { failed: null };
  };

  return (
    <ProductFormShell
      label="Form Tambah Jasa"
      defaults={DEFAULTS}
      rules={rules}
      draft={{ key: draftKeys.add('service'), base: null, labels: LABELS }}
      submit={{ label: 'Simpan Jasa', confirm: CONFIRM }}
      cancel={{ to: 'back' }}
      send={send}
    >
      <Section title="Informasi Jasa">
        <div className="product-grid">
          <NameField />
          <TextInput name="code" label={LABELS.code} maxLength={PRODUCT_CODE_MAX_LENGTH} />
          <SeoField />
          <DecimalField name="durationDays" label="Lama Pengerjaan (hari)" />
        </div>
        <CategoryField roots={roots} />
        <DescriptionField />
      </Section>

      <Section title="Harga & Pajak">
        <div className="product-price">
          <div className="product-grid">
            <AmountInput name="price" label="Harga Satuan" hint={PRODUCT_MESSAGES.priceUnderMin} />
            <AmountInput name="priceNego" label="Harga Nego" />
            <ChoiceField name="unitType" label="Satuan" options={UNIT_OPTIONS} />
          </div>
          <TaxSimulations price="price" title="Simulasi Pajak Harga Satuan" />
        </div>
        <PpnFields />
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots extraCount={3} invalidMessage={PRODUCT_MESSAGES.invalidImageShort} />
      </Section>

      <Section title="Status">
        <StatusField label={LABELS.status} options={SERVICE_STATUS_OPTIONS} />
      </Section>
    </ProductFormShell>
  );
}
