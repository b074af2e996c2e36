import { useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { GOODS_SPEC_OPTIONS, SPEC_DEFAULTS, UNIT_OPTIONS } from '@core/product/options';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { settle } from '@web/app/api/query';
import { goodsRoots, useCategoryTree } from '../categories';
import { draftKeys } from '../form/draftStore';
import { dimensionFields, FieldGrid, type GridFields } from '../form/FieldGrid';
import { CategoryField, SpecSelects } from '../form/fields';
import { clearPacketLines, dropPacketLine, readPacketLines, storePacketLine } from '../form/packetStore';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { formRules } from '../form/rules';
import { InfoSection, MediaSection, PriceSection, SpecSection } from '../form/sections';
import { UPLOAD_CONFIRM } from '../form/texts';
import { brandOptions, useFormReference } from '../form/useFormReference';
import { emptyValues, type ProductValues } from '../form/values';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useAddPacket } from '../queries';
import { useSellerIdentity } from '../seller';
import { useAddProductSend } from './useAddProductSend';

const DEFAULTS = emptyValues({
  spec: {
    origin: SPEC_DEFAULTS.origin,
    producer: SPEC_DEFAULTS.producer,
    condition: SPEC_DEFAULTS.condition,
    availability: SPEC_DEFAULTS.availability,
    warranty: '',
  },
});
const INFO: GridFields = {
  name: {},
  code: {},
  tags: { hint: 'Pisahkan dengan koma' },
  brandId: { placeholder: 'Pilih Merek' },
};
const PRICES: GridFields = {
  price: { hint: PRODUCT_MESSAGES.priceUnderMin },
  priceNego: { hint: PRODUCT_MESSAGES.priceUnderMin },
  unitType: {},
};
const SPEC_FIELDS: GridFields = { stock: {}, ...dimensionFields(PRODUCT_MESSAGES.weightHint) };
const FORM: ProductFormSettings = {
  label: 'Form Tambah Barang',
  submit: { label: 'Upload Product', confirm: UPLOAD_CONFIRM, agreement: SCREEN_MESSAGES.agreementAdd },
  cancel: { to: 'back' },
};

/** Add a non-book good (spec 001 §2.4), with packet contents kept locally until the product exists. */
export function GoodsForm() {
  const seller = useSellerIdentity();
  const roots = goodsRoots(useCategoryTree());
  const add = useAddProductSend('goods');
  const addingPacket = useAddPacket();
  const brands = brandOptions(useFormReference());
  const [packets, setPackets] = useState(readPacketLines);
  const rules = useMemo(() => formRules('goods', 'add', { roots }), [roots]);

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const answer = await add(values);
    if (!seller || answer.isErr())
      return { failed: { title: SCREEN_MESSAGES.addFailedTitle, text: SCREEN_MESSAGES.addFailed } };
    // Each local packet line goes to the server after creation; a failed line is reported and the next one tried.
    for (const line of readPacketLines()) {
      const sent = await settle(
        addingPacket.mutateAsync({
          parent_id: answer.value.product_id,
          product_id: line.productId,
          qty: line.quantity,
          mall_id: seller.sellerId,
        }),
      );
      if (sent.isErr()) toast.error(SCREEN_MESSAGES.packetAddFailed);
    }
    clearPacketLines();
    return { done: answer.value.title };
  };

  return (
    <ProductFormShell
      {...FORM}
      defaults={DEFAULTS}
      rules={rules}
      choices={{ brandId: brands, unitType: UNIT_OPTIONS }}
      draft={{ key: draftKeys.add('goods'), base: null }}
      send={send}
    >
      <InfoSection fields={INFO} category={<CategoryField roots={roots} />} />
      <PriceSection fields={PRICES} tax={{ price: 'price' }}>
        <WholesaleTiers base="wholesale" />
        <fieldset className="product-packets">
          <legend>Isi Paket</legend>
          <a
            className="product-link"
            href={`${import.meta.env.BASE_URL}tutorial-paket.pdf`}
            target="_blank"
            rel="noreferrer"
          >
            Tutorial Paket (PDF)
          </a>
          {seller ? (
            <PacketSearch
              sellerId={seller.sellerId}
              onAdd={(hit, quantity) =>
                setPackets(storePacketLine({ productId: hit.product_id, name: hit.name, image: hit.image, quantity }))
              }
            />
          ) : null}
          <PacketLines
            lines={packets.map((l) => ({ key: l.productId, name: l.name, image: l.image, quantity: l.quantity }))}
            onRemove={(id) => setPackets(dropPacketLine(id))}
          />
        </fieldset>
      </PriceSection>
      <MediaSection extraCount={2} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
      <SpecSection>
        <SpecSelects keys={['origin', 'producer', 'condition', 'availability']} options={GOODS_SPEC_OPTIONS} />
        <FieldGrid fields={SPEC_FIELDS} />
        <SpecSelects
          keys={['warranty', 'processor', 'memory', 'harddisk', 'cdDvd', 'monitor', 'os']}
          options={GOODS_SPEC_OPTIONS}
          placeholder="-"
          placeholders={{ warranty: 'Tanpa Garansi' }}
        />
        <FieldGrid fields={{ installedApplications: {} }} />
      </SpecSection>
    </ProductFormShell>
  );
}
