import { useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { buildAddProductFields } from '@core/product/form';
import { GOODS_SPEC_OPTIONS, SPEC_DEFAULTS, UNIT_OPTIONS } from '@core/product/options';
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_MESSAGES, PRODUCT_NAME_MAX_LENGTH } from '@core/product/rules';
import { settle } from '@web/app/api/query';
import { goodsRoots, useCategoryTree } from '../categories';
import { AmountInput, CategoryField, ChoiceField, DecimalField, DescriptionField, SpecSelects, TextInput } from '../form/fields';
import { draftKeys } from '../form/draftStore';
import { clearPacketLines, dropPacketLine, readPacketLines, storePacketLine } from '../form/packetStore';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { ProductFormShell, type SendOutcome } from '../form/ProductFormShell';
import { coreFormValues } from '../form/request';
import { formRules } from '../form/rules';
import { Section } from '../form/Section';
import { TaxSimulations } from '../form/TaxSimulation';
import { useFormReference } from '../form/useFormReference';
import { emptyValues, type ProductValues } from '../form/values';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useAddPacket, useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

const DEFAULTS = emptyValues({ spec: { origin: SPEC_DEFAULTS.origin, producer: SPEC_DEFAULTS.producer, condition: SPEC_DEFAULTS.condition, availability: SPEC_DEFAULTS.availability, warranty: '' } });
const CONFIRM = { title: 'Apakah anda yakin?', text: 'Penyedia bertanggung jawab penuh atas produk yang diupload.', confirmLabel: 'Setuju', cancelLabel: 'Batal' };

/** Add a non-book good (spec 001 §2.4), with packet contents kept locally until the product exists. */
export function GoodsForm() {
  const seller = useSellerIdentity();
  const roots = goodsRoots(useCategoryTree());
  const adding = useAddProduct();
  const addingPacket = useAddPacket();
  const brands = useFormReference()?.listpenerbit ?? [];
  const [packets, setPackets] = useState(readPacketLines);
  const rules = useMemo(() => formRules('goods', 'add', { roots }), [roots]);

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = seller ? buildAddProductFields(coreFormValues('goods', values), seller) : null;
    const answer = fields?.isOk() ? await settle(adding.mutateAsync(fields.value)) : null;
    if (!seller || !answer?.isOk()) return { failed: { title: SCREEN_MESSAGES.addFailedTitle, text: SCREEN_MESSAGES.addFailed } };
    // Each local packet line goes to the server after creation; a failed line is reported and the next one tried.
    for (const line of readPacketLines()) {
      const sent = await settle(addingPacket.mutateAsync({ parent_id: answer.value.product_id, product_id: line.productId, qty: line.quantity, mall_id: seller.sellerId }));
      if (sent.isErr()) toast.error(SCREEN_MESSAGES.packetAddFailed);
    }
    clearPacketLines();
    return { done: answer.value.title };
  };

  return (
    <ProductFormShell
      label="Form Tambah Barang"
      defaults={DEFAULTS}
      rules={rules}
      draft={{ key: draftKeys.add('goods'), base: null }}
      submit={{ label: 'Upload Product', confirm: CONFIRM, agreement: SCREEN_MESSAGES.agreementAdd }}
      cancel={{ to: 'back' }}
      send={send}
    >
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextInput name="name" label="Nama Produk" maxLength={PRODUCT_NAME_MAX_LENGTH} />
          <TextInput name="code" label="Kode Produk (SKU)" maxLength={PRODUCT_CODE_MAX_LENGTH} />
          <TextInput name="tags" label="Tag Produk" hint="Pisahkan dengan koma" />
          <ChoiceField name="brandId" label="Merek" placeholder="Pilih Merek" options={brands.map((b) => ({ value: b.manufacturer_id, label: b.name }))} />
        </div>
        <CategoryField roots={roots} />
        <DescriptionField />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            <AmountInput name="price" label="Harga Satuan" hint={PRODUCT_MESSAGES.priceUnderMin} />
            <AmountInput name="priceNego" label="Harga Nego" hint={PRODUCT_MESSAGES.priceUnderMin} />
            <ChoiceField name="unitType" label="Satuan" options={UNIT_OPTIONS} />
          </div>
          <TaxSimulations price="price" title="Simulasi Pajak Harga Satuan" />
        </div>
        <PpnFields />
        <WholesaleTiers label="Harga Grosir" base="wholesale" />
        <fieldset className="product-packets">
          <legend>Isi Paket</legend>
          <a className="product-link" href={`${import.meta.env.BASE_URL}tutorial-paket.pdf`} target="_blank" rel="noreferrer">
            Tutorial Paket (PDF)
          </a>
          {seller ? (
            <PacketSearch
              sellerId={seller.sellerId}
              onAdd={(hit, quantity) => setPackets(storePacketLine({ productId: hit.product_id, name: hit.name, image: hit.image, quantity }))}
            />
          ) : null}
          <PacketLines lines={packets.map((l) => ({ key: l.productId, name: l.name, image: l.image, quantity: l.quantity }))} onRemove={(id) => setPackets(dropPacketLine(id))} />
        </fieldset>
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots extraCount={2} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          <SpecSelects keys={['origin', 'producer', 'condition', 'availability']} options={GOODS_SPEC_OPTIONS} />
          <AmountInput name="stock" label="Stok" count />
          <DecimalField name="weight" label="Berat (kg)" hint={PRODUCT_MESSAGES.weightHint} />
          <DecimalField name="length" label="Panjang (cm)" />
          <DecimalField name="width" label="Lebar (cm)" />
          <DecimalField name="height" label="Tinggi (cm)" />
          <SpecSelects keys={['warranty', 'processor', 'memory', 'harddisk', 'cdDvd', 'monitor', 'os']} options={GOODS_SPEC_OPTIONS} placeholder="-" placeholders={{ warranty: 'Tanpa Garansi' }} />
          <TextInput name="installedApplications" label="Aplikasi Terpasang" />
        </div>
      </Section>
    </ProductFormShell>
  );
}
