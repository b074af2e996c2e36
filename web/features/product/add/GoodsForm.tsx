import { useMemo } from 'react';
import { toast } from 'react-hot-toast';
import { useController } from 'react-hook-form';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import { GOODS_SPEC_OPTIONS, SPEC_DEFAULTS, UNIT_OPTIONS } from '@core/product/options';
import { addPacketLine, PRODUCT_MESSAGES, removePacketLine } from '@core/product/rules';
import { productValidator } from '@core/product/validators';
import { emptyValues, SPEC_KEYS_OF, type ProductValues } from '@core/product/values';
import { settle } from '@web/app/api/query';
import { goodsRoots, useCategoryTree } from '../categories';
import { draftKeys } from '../form/draftStore';
import { dimensionFields, FieldGrid, type GridFields } from '../form/FieldGrid';
import { CategoryField, SpecSelects } from '../form/fields';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { InfoSection, MediaSection, PriceSection, SpecSection } from '../form/sections';
import { UPLOAD_CONFIRM } from '../form/texts';
import { brandOptions, useFormReference } from '../form/useFormReference';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useAddPacket } from '../queries';
import { useSellerIdentity } from '../seller';
import { refusal, useAddProductSend } from './useAddProductSend';

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
/** The goods' specification choices after the stock and size fields: warranty and the computer specs. */
const COMPUTER_SPECS = SPEC_KEYS_OF.goods.filter(
  (key) => !['origin', 'producer', 'condition', 'availability'].includes(key),
);
const FORM: ProductFormSettings = {
  label: 'Form Tambah Barang',
  submit: { label: 'Upload Product', confirm: UPLOAD_CONFIRM, agreement: SCREEN_MESSAGES.agreementAdd },
  cancel: { to: 'back' },
};

/**
 * The packet contents of the product being added: lines of this form's values, so
 * they leave with the form (Cancel, a declined draft) and adding one is a change the leave guard
 * asks about; adding the same product twice sums its quantity.
 */
function NewPacketLines({ sellerId }: { readonly sellerId: number }) {
  const { field } = useController<ProductValues, 'packets'>({ name: 'packets' });
  return (
    <>
      <PacketSearch
        sellerId={sellerId}
        onAdd={(hit, quantity) =>
          field.onChange(
            addPacketLine(field.value, { productId: hit.product_id, name: hit.name, image: hit.image, quantity }),
          )
        }
      />
      <PacketLines
        lines={field.value.map((l) => ({ key: l.productId, name: l.name, image: l.image, quantity: l.quantity }))}
        onRemove={(id) => field.onChange(removePacketLine(field.value, id))}
      />
    </>
  );
}

/** Add a non-book good, with packet contents sent once the product exists. */
export function GoodsForm() {
  const seller = useSellerIdentity();
  const tree = useCategoryTree();
  const roots = useMemo(() => goodsRoots(tree), [tree]);
  const add = useAddProductSend('goods');
  const addingPacket = useAddPacket();
  const brands = brandOptions(useFormReference());
  const rules = useMemo(() => productValidator('goods', 'add', { categories: roots }), [roots]);

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const answer = await add(values);
    if (!seller || answer.isErr())
      return { failed: { title: SCREEN_MESSAGES.addFailedTitle, text: refusal(answer) ?? SCREEN_MESSAGES.addFailed } };
    // Each packet line goes to the server after creation; a failed line is reported and the next one tried.
    for (const line of values.packets) {
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
    return { done: answer.value.title };
  };

  return (
    <ProductFormShell
      {...FORM}
      kind="goods"
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
          <legend>{PRODUCT_FIELD_LABELS.packets}</legend>
          <a
            className="product-link"
            href={`${import.meta.env.BASE_URL}tutorial-paket.pdf`}
            target="_blank"
            rel="noreferrer"
          >
            Tutorial Paket (PDF)
          </a>
          {seller ? <NewPacketLines sellerId={seller.sellerId} /> : null}
        </fieldset>
      </PriceSection>
      <MediaSection extraCount={2} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
      <SpecSection>
        <SpecSelects keys={['origin', 'producer', 'condition', 'availability']} options={GOODS_SPEC_OPTIONS} />
        <FieldGrid fields={SPEC_FIELDS} />
        <SpecSelects
          keys={COMPUTER_SPECS}
          options={GOODS_SPEC_OPTIONS}
          placeholder="-"
          placeholders={{ warranty: 'Tanpa Garansi' }}
        />
        <FieldGrid fields={{ installedApplications: {} }} />
      </SpecSection>
    </ProductFormShell>
  );
}
