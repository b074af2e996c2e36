import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { NON_TEXT_BOOK_CATEGORY_ID, TEXT_BOOK_CATEGORY_ID } from '@core/category/schema';
import { nonTextBookSchema, textBookSchema, type CatalogueBookType } from '@core/catalogue/schema';
import { formatRupiah } from '@core/money';
import { PPN_MODE, ZONES, type PerZone } from '@core/pricing';
import { buildAddProductFields } from '@core/product/form';
import { BOOK_SPEC_OPTIONS, SPEC_DEFAULTS, VAT_TAG_OPTIONS } from '@core/product/options';
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_MESSAGES } from '@core/product/rules';
import { settle } from '@web/app/api/query';
import { bookRoots, useCategoryTree } from '../categories';
import { draftContext, draftKeys, readDraft } from '../form/draftStore';
import { AmountInput, CategoryField, ChoiceField, DecimalField, DescriptionField, SpecSelects, TextInput } from '../form/fields';
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
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';
import { CatalogueBrowser, type ChosenBook } from './CatalogueBrowser';

/** Spec 001 §9: the form is scrolled to 1000 ms after it opens; the processing pop-up closes after 700 ms. */
const SCROLL_DELAY_MS = 1000;
const PROCESSING_MS = 700;

const CONFIRM = { title: 'Apakah anda yakin?', text: 'Simpan buku ini sebagai produk anda?', confirmLabel: 'Ya', cancelLabel: 'Batal' };
const CANCEL = { title: 'Apakah anda yakin?', text: SCREEN_MESSAGES.cancelWarning, confirmLabel: 'Ya', cancelLabel: 'Tidak' };
const DRAFT_KEY = draftKeys.add('book');

/** The book a draft was typed for, kept beside it so the form opens again on that book. */
const chosenBookSchema = z.union([z.object({ type: z.literal('text'), book: textBookSchema }), z.object({ type: z.literal('nontext'), book: nonTextBookSchema })]);
const draftBase = (chosen: ChosenBook) => `${chosen.type}:${chosen.book.id}`;

function draftedBook(): ChosenBook | null {
  const parsed = chosenBookSchema.safeParse(draftContext(DRAFT_KEY));
  return parsed.success && readDraft(DRAFT_KEY, draftBase(parsed.data)) ? parsed.data : null;
}

function zoneMaxOf(chosen: ChosenBook): PerZone<number> {
  // A non-text book has one catalogue price: the maximum of every zone.
  const price = (zone: number) => (chosen.type === 'text' ? (chosen.book.book_prices.find((p) => p.zone === zone)?.price ?? 0) : chosen.book.price);
  return [price(1), price(2), price(3), price(4), price(5)];
}

/** Add book (spec 001 §2.3): catalogue browser, then the four sections with the 8 ordered checks. */
export function BookForm() {
  const [type, setType] = useState<CatalogueBookType>('text');
  const [chosen, setChosen] = useState<ChosenBook | null>(draftedBook);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!chosen) return;
    const timer = setTimeout(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chosen]);
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
      {chosen ? <BookDetailsForm key={draftBase(chosen)} chosen={chosen} formRef={formRef} onDeclined={() => setChosen(null)} /> : null}
    </>
  );
}

interface BookDetailsProps {
  readonly chosen: ChosenBook;
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  readonly onDeclined: () => void;
}

function BookDetailsForm({ chosen, formRef, onDeclined }: BookDetailsProps) {
  const seller = useSellerIdentity();
  const adding = useAddProduct();
  const publishers = useFormReference()?.listpenerbit ?? [];
  const branch = chosen.type === 'text' ? TEXT_BOOK_CATEGORY_ID : NON_TEXT_BOOK_CATEGORY_ID;
  const roots = bookRoots(useCategoryTree()).filter((root) => root.id === branch);
  const zoneMax = useMemo(() => zoneMaxOf(chosen), [chosen]);
  const rules = useMemo(() => formRules('book', 'add', { roots, zoneMax }), [roots, zoneMax]);
  const defaults = useMemo(
    () =>
      emptyValues({
        name: chosen.book.title,
        isbn: chosen.book.isbn,
        brandId: String(chosen.book.publisher.id),
        // The book's own branch is its category until the seller goes deeper.
        categoryPath: [branch],
        description: chosen.book.descriptions,
        ppnMode: PPN_MODE.nonPpn,
        vatTag: VAT_TAG_OPTIONS[8]?.value ?? '8:Buku Pelajaran Umum, Kitab Suci dan Buku Pelajaran Agama',
        zonePrices: [...zoneMax],
        spec: { origin: SPEC_DEFAULTS.bookOrigin, producer: SPEC_DEFAULTS.bookProducer },
      }),
    [chosen, branch, zoneMax],
  );

  const send = async (values: ProductValues): Promise<SendOutcome> => {
    const fields = seller ? buildAddProductFields(coreFormValues('book', values, { bookId: chosen.book.id }), seller) : null;
    const answer = fields?.isOk() ? await settle(adding.mutateAsync(fields.value)) : null;
    if (answer?.isOk()) return { done: `Sukses! ${answer.value.title}` };
    // Spec 001 §8: a failed book add shows no message; it is logged.
    console.error('Tambah buku gagal', answer?.isErr() ? answer.error : fields?.isErr() ? fields.error : 'tanpa penyedia');
    return { failed: null };
  };

  return (
    <ProductFormShell
      label="Form Tambah Buku"
      formRef={formRef}
      defaults={defaults}
      rules={rules}
      draft={{ key: DRAFT_KEY, base: draftBase(chosen), context: chosen, labels: { brandId: 'Penerbit' }, onDeclined }}
      submit={{ label: 'Save', confirm: CONFIRM, processingMs: PROCESSING_MS }}
      cancel={{ to: '/product', confirm: CANCEL }}
      send={send}
    >
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextInput name="name" label="Judul Buku" readOnly />
          <TextInput name="isbn" label="ISBN" readOnly />
          <TextInput name="code" label="Kode Produk (SKU)" maxLength={PRODUCT_CODE_MAX_LENGTH} />
          <ChoiceField name="brandId" label="Penerbit" placeholder="Pilih Penerbit" options={publishers.map((p) => ({ value: p.manufacturer_id, label: p.name }))} />
        </div>
        <CategoryField roots={roots} />
        <DescriptionField />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            {ZONES.map((zone, i) => (
              <AmountInput key={zone} name={`zonePrices.${i as 0 | 1 | 2 | 3 | 4}`} label={`Harga Zona ${zone}`} hint={`Harga Maksimal ${formatRupiah(zoneMax[i] ?? 0)}`} />
            ))}
            <AmountInput name="priceNego" label="Harga Nego" />
          </div>
          <TaxSimulations price="zonePrices.0" title="Simulasi Pajak Harga" />
        </div>
        <PpnFields />
        {ZONES.map((zone, i) => (
          <WholesaleTiers key={zone} label={`Harga Grosir Zona ${zone}`} base={`zoneWholesale.${i as 0 | 1 | 2 | 3 | 4}`} />
        ))}
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots extraCount={2} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          <SpecSelects keys={['origin', 'producer']} options={BOOK_SPEC_OPTIONS} />
          <SpecSelects keys={['contentPaper', 'coverPaper', 'fillColor', 'coverColor', 'finishing', 'binding']} options={BOOK_SPEC_OPTIONS} placeholder="-" />
          <AmountInput name="stock" label="Stok" count />
          <DecimalField name="weight" label="Berat (kg)" hint={PRODUCT_MESSAGES.weightHint} />
          <DecimalField name="length" label="Panjang (cm)" />
          <DecimalField name="width" label="Lebar (cm)" />
          <DecimalField name="height" label="Tinggi (cm)" />
        </div>
      </Section>
    </ProductFormShell>
  );
}
