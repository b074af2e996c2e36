import { useEffect, useRef, useState } from 'react';
import { appClock } from '@web/app/clock';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { NON_TEXT_BOOK_CATEGORY_ID, TEXT_BOOK_CATEGORY_ID } from '@core/category/schema';
import type { CatalogueBookType } from '@core/catalogue/schema';
import { formatRupiah } from '@core/money';
import { EMPTY_TIERS, PPN_MODE, ZONES, type PerTier, type PerZone, type PpnMode, type WholesaleTierInput } from '@core/pricing';
import { buildAddProductFields } from '@core/product/form';
import { BOOK_SPEC_OPTIONS, isTaxedVatTag, PRODUCT_DEFAULTS, VAT_TAG_OPTIONS } from '@core/product/options';
import { bookSubmitValidator, PRODUCT_MESSAGES, type BookField, type PhotoValue } from '@core/product/rules';
import { Button } from '@web/ui/Button';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { settle } from '@web/app/api/query';
import { bookRoots, useCategoryTree } from '../categories';
import { decimalOrNull, DescriptionField, OptionSelect } from '../form/fields';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { ProcessingDialog } from '../form/ProcessingDialog';
import { Section } from '../form/Section';
import { TaxSimulation } from '../form/TaxSimulation';
import { useFormReference } from '../form/useFormReference';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { CATEGORY_INCOMPLETE, SCREEN_MESSAGES } from '../messages';
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';
import { CatalogueBrowser, type ChosenBook } from './CatalogueBrowser';

/** Spec 001 §9: the form is scrolled to 1000 ms after it opens; the processing pop-up closes after 700 ms. */
const SCROLL_DELAY_MS = 1000;
const PROCESSING_MS = 700;

type Zones<T> = [T, T, T, T, T];

function zoneMaxOf(chosen: ChosenBook): Zones<number> {
  if (chosen.type === 'text') {
    const price = (zone: number) => chosen.book.book_prices.find((p) => p.zone === zone)?.price ?? 0;
    return [price(1), price(2), price(3), price(4), price(5)];
  }
  // A non-text book has one catalogue price: the maximum of every zone.
  const p = chosen.book.price;
  return [p, p, p, p, p];
}

/** Add book (spec 001 §2.3): catalogue browser, then the four sections with the 8 ordered checks. */
export function BookForm() {
  const [type, setType] = useState<CatalogueBookType>('text');
  const [chosen, setChosen] = useState<ChosenBook | null>(null);
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
      {chosen ? <BookDetailsForm key={chosen.book.id} chosen={chosen} formRef={formRef} /> : null}
    </>
  );
}

function BookDetailsForm({ chosen, formRef }: { readonly chosen: ChosenBook; readonly formRef: React.RefObject<HTMLFormElement | null> }) {
  const [, navigate] = useLocation();
  const seller = useSellerIdentity();
  const tree = useCategoryTree();
  const reference = useFormReference();
  const zoneMax = zoneMaxOf(chosen);
  const roots = bookRoots(tree).filter((r) => r.id === (chosen.type === 'text' ? TEXT_BOOK_CATEGORY_ID : NON_TEXT_BOOK_CATEGORY_ID));
  const [zonePrices, setZonePrices] = useState<Zones<number | null>>([...zoneMax]);
  const [wholesale, setWholesale] = useState<Zones<PerTier<WholesaleTierInput>>>([EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS, EMPTY_TIERS]);
  const [publisherId, setPublisherId] = useState(String(chosen.book.publisher.id));
  const [chosenPath, setCategoryPath] = useState<number[]>([]);
  // Until the seller chooses, the book's own branch is the category (the tree may arrive after the form).
  const categoryPath = chosenPath.length === 0 && roots[0] ? [roots[0].id] : chosenPath;
  const [code, setCode] = useState('');
  const [description, setDescription] = useState(chosen.book.descriptions);
  const [priceNego, setPriceNego] = useState<number | null>(null);
  const [ppnMode, setPpnMode] = useState<PpnMode>(PPN_MODE.nonPpn);
  const [vatTag, setVatTag] = useState(VAT_TAG_OPTIONS[8]?.value ?? '8:Buku Pelajaran Umum, Kitab Suci dan Buku Pelajaran Agama');
  const [mainPhoto, setMainPhoto] = useState<PhotoValue>(null);
  const [extraPhotos, setExtraPhotos] = useState<PhotoValue[]>([null, null]);
  const [spec, setSpec] = useState({ origin: 'Dalam Negri', producer: 'Non UMKM', contentPaper: '', coverPaper: '', fillColor: '', coverColor: '', finishing: '', binding: '' });
  const [stock, setStock] = useState<number | null>(null);
  const [weight, setWeight] = useState(String(PRODUCT_DEFAULTS.weightKg));
  const [dims, setDims] = useState<{ length: number | null; width: number | null; height: number | null }>({ length: 0, width: 0, height: 0 });
  const [errors, setErrors] = useState<Partial<Record<BookField, string>>>({});
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [processing, setProcessing] = useState(false);
  const adding = useAddProduct();

  const submit = async () => {
    setConfirming(false);
    if (!seller) return;
    const result = bookSubmitValidator.validate({
      mainPhoto,
      zonePrices,
      zoneMax,
      wholesale,
      publisherId: publisherId === '' ? null : Number(publisherId),
      stock,
      weight: decimalOrNull(weight),
      ...dims,
    });
    setErrors(result.fields);
    if (!result.ok) {
      toast.error(result.first ?? PRODUCT_MESSAGES.mainPhotoEmpty);
      return;
    }
    if (!cascadeComplete(roots, categoryPath)) {
      setCategoryError(CATEGORY_INCOMPLETE);
      toast.error(CATEGORY_INCOMPLETE);
      return;
    }
    setCategoryError(null);
    const fields = buildAddProductFields(
      {
        kind: 'book',
        name: chosen.book.title,
        tags: '',
        code,
        seo: '',
        categoryPath,
        description,
        price: zonePrices[0] ?? 0,
        priceNego,
        ppnMode,
        vatTag,
        mainPhoto,
        extraPhotos,
        bookId: chosen.book.id,
        publisherId: Number(publisherId),
        zonePrices: zonePrices.map((p) => p ?? 0) as unknown as PerZone<number>,
        wholesale,
        origin: spec.origin,
        producer: spec.producer,
        condition: 'Baru',
        stock: stock ?? 0,
        warranty: '',
        weight: decimalOrNull(weight) ?? 0,
        length: dims.length ?? 0,
        width: dims.width ?? 0,
        height: dims.height ?? 0,
      },
      seller,
    );
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return;
    }
    setProcessing(true);
    const started = appClock.now();
    const answer = await settle(adding.mutateAsync(fields.value));
    // The pop-up stays at least 700 ms, so it is seen even when the server is quick.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROCESSING_MS - (appClock.now() - started))));
    setProcessing(false);
    if (answer.isErr()) {
      // Spec 001 §8: a failed book add shows no message; it is logged.
      console.error('Tambah buku gagal', answer.error);
      return;
    }
    toast.success(`Sukses! ${answer.value.title}`);
    navigate('/product');
  };

  const publishers = reference?.listpenerbit ?? [];
  const isbn = chosen.book.isbn;
  return (
    <form ref={formRef} className="product-form" aria-label="Form Tambah Buku" onSubmit={(e) => e.preventDefault()}>
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextField label="Judul Buku" value={chosen.book.title} readOnly />
          <TextField label="ISBN" value={isbn} readOnly />
          <TextField label="Kode Produk (SKU)" value={code} onChange={(e) => setCode(e.target.value)} />
          <Select
            label="Penerbit"
            placeholder="Pilih Penerbit"
            value={publisherId}
            error={errors.publisher ?? null}
            options={publishers.map((p) => ({ value: String(p.manufacturer_id), label: p.name }))}
            onChange={setPublisherId}
          />
        </div>
        <CategoryCascade roots={roots} value={categoryPath} onChange={setCategoryPath} error={categoryError} />
        <DescriptionField value={description} onChange={setDescription} />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            {ZONES.map((zone, i) => (
              <CurrencyInput
                key={zone}
                label={`Harga Zona ${zone}`}
                prefix="Rp"
                value={zonePrices[i] ?? null}
                error={errors[`zonePrice${zone}`] ?? null}
                hint={`Harga Maksimal ${formatRupiah(zoneMax[i] ?? 0)}`}
                onValueChange={(v) => setZonePrices((old) => old.map((p, j) => (j === i ? v : p)) as Zones<number | null>)}
              />
            ))}
            <CurrencyInput label="Harga Nego" prefix="Rp" value={priceNego} onValueChange={setPriceNego} />
          </div>
          <div className="product-tax-pair">
            <TaxSimulation title="Simulasi Pajak Harga" price={zonePrices[0] ?? null} taxed={isTaxedVatTag(vatTag)} />
            <TaxSimulation title="Simulasi Pajak Harga Nego" price={priceNego} taxed={isTaxedVatTag(vatTag)} />
          </div>
        </div>
        <PpnFields ppnMode={ppnMode} vatTag={vatTag} onPpnMode={setPpnMode} onVatTag={setVatTag} />
        {ZONES.map((zone, i) => (
          <WholesaleTiers
            key={zone}
            label={`Harga Grosir Zona ${zone}`}
            tiers={wholesale[i] ?? EMPTY_TIERS}
            minErrors={Object.fromEntries([1, 2, 3, 4].map((t) => [t, errors[`grosirMin${zone}_${t}` as BookField]]))}
            priceErrors={Object.fromEntries([1, 2, 3, 4].map((t) => [t, errors[`grosirPrice${zone}_${t}` as BookField]]))}
            onChange={(t) => setWholesale((old) => old.map((w, j) => (j === i ? t : w)) as Zones<PerTier<WholesaleTierInput>>)}
          />
        ))}
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots
          main={mainPhoto}
          extra={extraPhotos}
          extraCount={2}
          mainError={errors.mainPhoto ?? null}
          invalidMessage={PRODUCT_MESSAGES.invalidImage}
          onMain={setMainPhoto}
          onExtra={(i, p) => setExtraPhotos((old) => old.map((o, j) => (j === i ? p : o)))}
        />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          <OptionSelect label="Asal Produksi" options={BOOK_SPEC_OPTIONS.origin} value={spec.origin} onChange={(v) => setSpec((s) => ({ ...s, origin: v }))} />
          <OptionSelect label="Produsen" options={BOOK_SPEC_OPTIONS.producer} value={spec.producer} onChange={(v) => setSpec((s) => ({ ...s, producer: v }))} />
          <OptionSelect label="Kertas Isi" placeholder="-" options={BOOK_SPEC_OPTIONS.contentPaper} value={spec.contentPaper} onChange={(v) => setSpec((s) => ({ ...s, contentPaper: v }))} />
          <OptionSelect label="Kertas Cover" placeholder="-" options={BOOK_SPEC_OPTIONS.coverPaper} value={spec.coverPaper} onChange={(v) => setSpec((s) => ({ ...s, coverPaper: v }))} />
          <OptionSelect label="Warna Isi" placeholder="-" options={BOOK_SPEC_OPTIONS.fillColor} value={spec.fillColor} onChange={(v) => setSpec((s) => ({ ...s, fillColor: v }))} />
          <OptionSelect label="Warna Cover" placeholder="-" options={BOOK_SPEC_OPTIONS.coverColor} value={spec.coverColor} onChange={(v) => setSpec((s) => ({ ...s, coverColor: v }))} />
          <OptionSelect label="Finishing" placeholder="-" options={BOOK_SPEC_OPTIONS.finishing} value={spec.finishing} onChange={(v) => setSpec((s) => ({ ...s, finishing: v }))} />
          <OptionSelect label="Jilid" placeholder="-" options={BOOK_SPEC_OPTIONS.binding} value={spec.binding} onChange={(v) => setSpec((s) => ({ ...s, binding: v }))} />
          <CurrencyInput label="Stok" value={stock} error={errors.stock ?? null} onValueChange={setStock} />
          <TextField label="Berat (kg)" inputMode="decimal" value={weight} error={errors.weight ?? null} hint={PRODUCT_MESSAGES.weightHint} onChange={(e) => setWeight(e.target.value.replace(/[^\d.]/g, ''))} />
          <CurrencyInput label="Panjang (cm)" value={dims.length} error={errors.length ?? null} onValueChange={(v) => setDims((d) => ({ ...d, length: v }))} />
          <CurrencyInput label="Lebar (cm)" value={dims.width} error={errors.width ?? null} onValueChange={(v) => setDims((d) => ({ ...d, width: v }))} />
          <CurrencyInput label="Tinggi (cm)" value={dims.height} error={errors.height ?? null} onValueChange={(v) => setDims((d) => ({ ...d, height: v }))} />
        </div>
      </Section>

      <div className="product-actions">
        <div className="product-actions__buttons">
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            Cancel
          </Button>
          <Button busy={processing} onClick={() => setConfirming(true)}>
            Save
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Apakah anda yakin?"
        text="Simpan buku ini sebagai produk anda?"
        confirmLabel="Ya"
        cancelLabel="Batal"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={cancelling}
        title="Are you sure?"
        text={SCREEN_MESSAGES.cancelWarning}
        confirmLabel="Ya"
        cancelLabel="Tidak"
        onConfirm={() => navigate('/product')}
        onCancel={() => setCancelling(false)}
      />
      <ProcessingDialog open={processing} text={SCREEN_MESSAGES.wait} />
    </form>
  );
}
