import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { NON_TEXT_BOOK_CATEGORY_ID, TEXT_BOOK_CATEGORY_ID } from '@core/category/schema';
import { catalogueSku, nonTextBookSchema, textBookSchema, type CatalogueBookType } from '@core/catalogue/schema';
import { PPN_MODE, type PerZone } from '@core/pricing';
import { BOOK_SPEC_OPTIONS, NEW_BOOK_VAT_TAG, SPEC_DEFAULTS } from '@core/product/options';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { useScrollIntoViewLater } from '@web/ui/useScrollIntoViewLater';
import { bookRoots, useCategoryTree } from '../categories';
import { draftContext, draftKeys, readDraft } from '../form/draftStore';
import { dimensionFields, FieldGrid, type GridFields } from '../form/FieldGrid';
import { CategoryField, SpecSelects } from '../form/fields';
import { ProductFormShell, type ProductFormSettings, type SendOutcome } from '../form/ProductFormShell';
import { InfoSection, MediaSection, PriceSection, SpecSection } from '../form/sections';
import { productValidator } from '@core/product/validators';
import { emptyValues, SPEC_KEYS_OF, type ProductValues } from '@core/product/values';
import { ZonePrices, ZoneWholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useCataloguePublishers } from '../queries';
import { CatalogueBrowser, type ChosenBook } from './CatalogueBrowser';
import { refusal, useAddProductSend } from './useAddProductSend';

/** the form is scrolled to 1000 ms after it opens (not once the seller has begun); the processing pop-up closes after 700 ms. */
const SCROLL_DELAY_MS = 1000;
const PROCESSING_MS = 700;

const FORM: ProductFormSettings = {
  label: 'Form Tambah Buku',
  labels: { name: 'Judul Buku', brandId: 'Penerbit' },
  submit: {
    label: 'Save',
    confirm: {
      title: 'Apakah anda yakin?',
      text: 'Simpan buku ini sebagai produk anda?',
      confirmLabel: 'Ya',
      cancelLabel: 'Batal',
    },
    processingMs: PROCESSING_MS,
  },
  cancel: {
    to: '/product',
    confirm: {
      title: 'Apakah anda yakin?',
      text: SCREEN_MESSAGES.cancelWarning,
      confirmLabel: 'Ya',
      cancelLabel: 'Tidak',
    },
  },
};
const DRAFT_KEY = draftKeys.add('book');
/** Title, ISBN and SKU come from the catalogue row and are read-only. */
const INFO: GridFields = {
  name: { readOnly: true },
  isbn: { readOnly: true },
  code: { readOnly: true },
  brandId: { placeholder: 'Pilih Penerbit' },
};
const SPEC_FIELDS: GridFields = { stock: {}, ...dimensionFields(PRODUCT_MESSAGES.weightHint) };

/** The book a draft was typed for, kept beside it so the form opens again on that book. */
const chosenBookSchema = z.union([
  z.object({ type: z.literal('text'), book: textBookSchema }),
  z.object({ type: z.literal('nontext'), book: nonTextBookSchema }),
]);
const draftBase = (chosen: ChosenBook) => `${chosen.type}:${chosen.book.id}`;

function draftedBook(): ChosenBook | null {
  const parsed = chosenBookSchema.safeParse(draftContext(DRAFT_KEY));
  return parsed.success && readDraft(DRAFT_KEY, draftBase(parsed.data)) ? parsed.data : null;
}

function zoneMaxOf(chosen: ChosenBook): PerZone<number> {
  // A non-text book has one catalogue price: the maximum of every zone.
  const price = (zone: number) =>
    chosen.type === 'text' ? (chosen.book.book_prices.find((p) => p.zone === zone)?.price ?? 0) : chosen.book.price;
  return [price(1), price(2), price(3), price(4), price(5)];
}

/** Add book: catalogue browser, then the four sections with the 8 ordered checks. */
export function BookForm() {
  const [type, setType] = useState<CatalogueBookType>('text');
  const [chosen, setChosen] = useState<ChosenBook | null>(draftedBook);
  const formRef = useRef<HTMLFormElement>(null);
  useScrollIntoViewLater(formRef, chosen, SCROLL_DELAY_MS);
  return (
    <>
      <CatalogueBrowser
        type={type}
        onType={(next) => {
          // Changing the book type closes the open form.
          setType(next);
          setChosen(null);
        }}
        onChoose={setChosen}
      />
      {chosen ? (
        <BookDetailsForm key={draftBase(chosen)} chosen={chosen} formRef={formRef} onDeclined={() => setChosen(null)} />
      ) : null}
    </>
  );
}

interface BookDetailsProps {
  readonly chosen: ChosenBook;
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  readonly onDeclined: () => void;
}

function BookDetailsForm({ chosen, formRef, onDeclined }: BookDetailsProps) {
  const add = useAddProductSend('book');
  // The catalogue's publishers only: a goods brand is no publisher of a catalogue book.
  const publishers = (useCataloguePublishers().data ?? []).map((p) => ({ value: p.manufacturer_id, label: p.name }));
  const branch = chosen.type === 'text' ? TEXT_BOOK_CATEGORY_ID : NON_TEXT_BOOK_CATEGORY_ID;
  const tree = useCategoryTree();
  const roots = useMemo(() => bookRoots(tree).filter((root) => root.id === branch), [tree, branch]);
  const zoneMax = useMemo(() => zoneMaxOf(chosen), [chosen]);
  const rules = useMemo(
    () =>
      productValidator('book', 'add', { categories: roots, zoneMax, cataloguePublisherId: chosen.book.publisher.id }),
    [roots, zoneMax, chosen],
  );
  const defaults = useMemo(
    () =>
      emptyValues({
        name: chosen.book.title,
        isbn: chosen.book.isbn,
        code: catalogueSku(chosen.type, chosen.book.id),
        brandId: String(chosen.book.publisher.id),
        // The book's own branch is its category until the seller goes deeper.
        categoryPath: [branch],
        description: chosen.book.descriptions,
        ppnMode: PPN_MODE.nonPpn,
        vatTag: NEW_BOOK_VAT_TAG,
        zonePrices: [...zoneMax],
        spec: { origin: SPEC_DEFAULTS.bookOrigin, producer: SPEC_DEFAULTS.bookProducer },
      }),
    [chosen, branch, zoneMax],
  );

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const answer = await add(values, { bookId: chosen.book.id });
    return answer.isOk()
      ? { done: `Sukses! ${answer.value.title}` }
      : { failed: { title: SCREEN_MESSAGES.addFailedTitle, text: refusal(answer) ?? SCREEN_MESSAGES.addFailed } };
  };

  return (
    <ProductFormShell
      {...FORM}
      kind="book"
      formRef={formRef}
      defaults={defaults}
      rules={rules}
      choices={{ brandId: publishers }}
      draft={{ key: DRAFT_KEY, base: draftBase(chosen), context: chosen, onDeclined }}
      send={send}
    >
      <InfoSection fields={INFO} category={<CategoryField roots={roots} />} />
      <PriceSection
        fields={{ zonePrices: <ZonePrices max={zoneMax} />, priceNego: {} }}
        tax={{ price: 'zonePrices.0', title: 'Simulasi Pajak Harga' }}
      >
        <ZoneWholesaleTiers />
      </PriceSection>
      <MediaSection extraCount={2} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
      <SpecSection>
        <SpecSelects keys={SPEC_KEYS_OF.book} options={BOOK_SPEC_OPTIONS} />
        <FieldGrid fields={SPEC_FIELDS} />
      </SpecSection>
    </ProductFormShell>
  );
}
