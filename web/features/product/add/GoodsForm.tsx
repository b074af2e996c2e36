import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { EMPTY_TIERS, PPN_MODE, type PerTier, type PpnMode, type WholesaleTierInput } from '@core/pricing';
import { buildAddProductFields } from '@core/product/form';
import { DEFAULT_UNIT, GOODS_SPEC_OPTIONS, isTaxedVatTag, PRODUCT_DEFAULTS, UNIT_OPTIONS, VAT_TAG_OPTIONS } from '@core/product/options';
import { goodsSubmitValidator, PRODUCT_MESSAGES, type GoodsField, type PhotoValue } from '@core/product/rules';
import { Button } from '@web/ui/Button';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';
import { Checkbox } from '@web/ui/Checkbox';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { settle } from '@web/app/api/query';
import { goodsRoots, useCategoryTree } from '../categories';
import { decimalOrNull, DescriptionField, OptionSelect } from '../form/fields';
import { clearPacketLines, dropPacketLine, readPacketLines, storePacketLine } from '../form/packetStore';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { Section } from '../form/Section';
import { TaxSimulation } from '../form/TaxSimulation';
import { useFormReference } from '../form/useFormReference';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { CATEGORY_INCOMPLETE, SCREEN_MESSAGES } from '../messages';
import { useAddPacket, useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

interface GoodsDraft {
  name: string;
  tags: string;
  code: string;
  categoryPath: number[];
  description: string;
  brandId: string;
  unitType: string;
  price: number | null;
  priceNego: number | null;
  ppnMode: PpnMode;
  vatTag: string;
  wholesale: PerTier<WholesaleTierInput>;
  origin: string;
  producer: string;
  condition: string;
  stock: number | null;
  warranty: string;
  weight: string;
  length: number | null;
  width: number | null;
  height: number | null;
  processor: string;
  memory: string;
  harddisk: string;
  mediaPlayer: string;
  monitor: string;
  os: string;
  installedApplications: string;
  availability: string;
  mainPhoto: PhotoValue;
  extraPhotos: PhotoValue[];
}

const INITIAL: GoodsDraft = {
  name: '',
  tags: '',
  code: '',
  categoryPath: [],
  description: '',
  brandId: String(PRODUCT_DEFAULTS.brandId),
  unitType: DEFAULT_UNIT,
  price: null,
  priceNego: null,
  ppnMode: PPN_MODE.includePpn,
  vatTag: VAT_TAG_OPTIONS[0]?.value ?? '0:Dikenakan PPN',
  wholesale: EMPTY_TIERS,
  origin: 'Dalam Negeri',
  producer: 'Non UMKM',
  condition: 'Baru',
  stock: null,
  warranty: '',
  weight: String(PRODUCT_DEFAULTS.weightKg),
  length: 0,
  width: 0,
  height: 0,
  processor: '',
  memory: '',
  harddisk: '',
  mediaPlayer: '',
  monitor: '',
  os: '',
  installedApplications: '',
  availability: 'Ready Stock',
  mainPhoto: null,
  extraPhotos: [null, null],
};

const tierErrors = (errors: Partial<Record<GoodsField, string>>, kind: 'grosirMin' | 'grosirPrice') =>
  Object.fromEntries([1, 2, 3, 4].map((n) => [n, errors[`${kind}${n}` as GoodsField]]));

/** Add a non-book good (spec 001 §2.4), with packet contents kept locally until the product exists. */
export function GoodsForm() {
  const [, navigate] = useLocation();
  const seller = useSellerIdentity();
  const tree = useCategoryTree();
  const adding = useAddProduct();
  const addingPacket = useAddPacket();
  const reference = useFormReference();
  const [draft, setDraft] = useState<GoodsDraft>(INITIAL);
  const [errors, setErrors] = useState<Partial<Record<GoodsField, string>>>({});
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [packets, setPackets] = useState(readPacketLines);
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const set = <K extends keyof GoodsDraft>(key: K, value: GoodsDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    setConfirming(false);
    if (!seller) return;
    const brandId = draft.brandId === '' ? null : Number(draft.brandId);
    const weight = decimalOrNull(draft.weight);
    const result = goodsSubmitValidator.validate({ ...draft, brandId, weight });
    setErrors(result.fields);
    if (!result.ok) {
      toast.error(result.first ?? PRODUCT_MESSAGES.priceEmpty);
      return;
    }
    if (!cascadeComplete(goodsRoots(tree), draft.categoryPath)) {
      setCategoryError(CATEGORY_INCOMPLETE);
      toast.error(CATEGORY_INCOMPLETE);
      return;
    }
    setCategoryError(null);
    const fields = buildAddProductFields(
      {
        kind: 'goods',
        ...draft,
        seo: '',
        price: draft.price ?? 0,
        brandId: brandId ?? PRODUCT_DEFAULTS.brandId,
        stock: draft.stock ?? 0,
        weight: weight ?? 0,
        length: draft.length ?? 0,
        width: draft.width ?? 0,
        height: draft.height ?? 0,
      },
      seller,
    );
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return;
    }
    setBusy(true);
    const answer = await settle(adding.mutateAsync(fields.value));
    if (answer.isErr()) {
      setBusy(false);
      setFailed(true);
      return;
    }
    // Each local packet line goes to the server after creation; a failed line is reported and the next one tried.
    for (const line of readPacketLines()) {
      const sent = await settle(addingPacket.mutateAsync({ parent_id: answer.value.product_id, product_id: line.productId, qty: line.quantity, mall_id: seller.sellerId }));
      if (sent.isErr()) toast.error(SCREEN_MESSAGES.packetAddFailed);
    }
    clearPacketLines();
    setBusy(false);
    toast.success(answer.value.title);
    navigate('/product');
  };

  const brands = reference?.listpenerbit ?? [];
  return (
    <form className="product-form" onSubmit={(e) => e.preventDefault()} aria-label="Form Tambah Barang">
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextField label="Nama Produk" value={draft.name} onChange={(e) => set('name', e.target.value)} />
          <TextField label="Kode Produk (SKU)" value={draft.code} onChange={(e) => set('code', e.target.value)} />
          <TextField label="Tag Produk" hint="Pisahkan dengan koma" value={draft.tags} onChange={(e) => set('tags', e.target.value)} />
          <Select
            label="Merek"
            placeholder="Pilih Merek"
            value={draft.brandId}
            error={errors.brand ?? null}
            options={brands.map((b) => ({ value: String(b.manufacturer_id), label: b.name }))}
            onChange={(v) => set('brandId', v)}
          />
        </div>
        <CategoryCascade roots={goodsRoots(tree)} value={draft.categoryPath} error={categoryError} onChange={(path) => set('categoryPath', path)} />
        <DescriptionField value={draft.description} onChange={(v) => set('description', v)} />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            <CurrencyInput label="Harga Satuan" prefix="Rp" value={draft.price} error={errors.price ?? null} hint={PRODUCT_MESSAGES.priceUnderMin} onValueChange={(v) => set('price', v)} />
            <CurrencyInput label="Harga Nego" prefix="Rp" value={draft.priceNego} error={errors.priceNego ?? null} hint={PRODUCT_MESSAGES.priceUnderMin} onValueChange={(v) => set('priceNego', v)} />
            <OptionSelect label="Satuan" options={UNIT_OPTIONS} value={draft.unitType} onChange={(v) => set('unitType', v)} />
          </div>
          <div className="product-tax-pair">
            <TaxSimulation title="Simulasi Pajak Harga Satuan" price={draft.price} taxed={isTaxedVatTag(draft.vatTag)} />
            <TaxSimulation title="Simulasi Pajak Harga Nego" price={draft.priceNego} taxed={isTaxedVatTag(draft.vatTag)} />
          </div>
        </div>
        <PpnFields ppnMode={draft.ppnMode} vatTag={draft.vatTag} onPpnMode={(m) => set('ppnMode', m)} onVatTag={(t) => set('vatTag', t)} />
        <WholesaleTiers
          label="Harga Grosir"
          tiers={draft.wholesale}
          onChange={(t) => set('wholesale', t)}
          minErrors={tierErrors(errors, 'grosirMin')}
          priceErrors={tierErrors(errors, 'grosirPrice')}
        />
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
          <PacketLines
            lines={packets.map((l) => ({ key: l.productId, name: l.name, image: l.image, quantity: l.quantity }))}
            onRemove={(id) => setPackets(dropPacketLine(id))}
          />
        </fieldset>
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots
          main={draft.mainPhoto}
          extra={draft.extraPhotos}
          extraCount={2}
          mainError={errors.mainPhoto ?? null}
          invalidMessage={PRODUCT_MESSAGES.invalidImage}
          onMain={(p) => set('mainPhoto', p)}
          onExtra={(i, p) => set('extraPhotos', draft.extraPhotos.map((old, j) => (j === i ? p : old)))}
        />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          <OptionSelect label="Asal Produksi" options={GOODS_SPEC_OPTIONS.origin} value={draft.origin} onChange={(v) => set('origin', v)} />
          <OptionSelect label="Produsen" options={GOODS_SPEC_OPTIONS.producer} value={draft.producer} onChange={(v) => set('producer', v)} />
          <OptionSelect label="Kondisi" options={GOODS_SPEC_OPTIONS.condition} value={draft.condition} onChange={(v) => set('condition', v)} />
          <OptionSelect label="Jenis Produk" options={GOODS_SPEC_OPTIONS.availability} value={draft.availability} onChange={(v) => set('availability', v)} />
          <CurrencyInput label="Stok" value={draft.stock} error={errors.stock ?? null} onValueChange={(v) => set('stock', v)} />
          <TextField label="Berat (kg)" inputMode="decimal" value={draft.weight} error={errors.weight ?? null} hint={PRODUCT_MESSAGES.weightHint} onChange={(e) => set('weight', e.target.value.replace(/[^\d.]/g, ''))} />
          <CurrencyInput label="Panjang (cm)" value={draft.length} error={errors.length ?? null} onValueChange={(v) => set('length', v)} />
          <CurrencyInput label="Lebar (cm)" value={draft.width} error={errors.width ?? null} onValueChange={(v) => set('width', v)} />
          <CurrencyInput label="Tinggi (cm)" value={draft.height} error={errors.height ?? null} onValueChange={(v) => set('height', v)} />
          <OptionSelect label="Garansi" placeholder="Tanpa Garansi" options={GOODS_SPEC_OPTIONS.warranty} value={draft.warranty} onChange={(v) => set('warranty', v)} />
          <OptionSelect label="Processor" placeholder="-" options={GOODS_SPEC_OPTIONS.processor} value={draft.processor} onChange={(v) => set('processor', v)} />
          <OptionSelect label="Memory" placeholder="-" options={GOODS_SPEC_OPTIONS.memory} value={draft.memory} onChange={(v) => set('memory', v)} />
          <OptionSelect label="Hard Disk" placeholder="-" options={GOODS_SPEC_OPTIONS.harddisk} value={draft.harddisk} onChange={(v) => set('harddisk', v)} />
          <OptionSelect label="DVD/CD" placeholder="-" options={GOODS_SPEC_OPTIONS.cdDvd} value={draft.mediaPlayer} onChange={(v) => set('mediaPlayer', v)} />
          <OptionSelect label="Ukuran Monitor" placeholder="-" options={GOODS_SPEC_OPTIONS.monitor} value={draft.monitor} onChange={(v) => set('monitor', v)} />
          <OptionSelect label="Sistem Operasi" placeholder="-" options={GOODS_SPEC_OPTIONS.os} value={draft.os} onChange={(v) => set('os', v)} />
          <TextField label="Aplikasi Terpasang" value={draft.installedApplications} onChange={(e) => set('installedApplications', e.target.value)} />
        </div>
      </Section>

      <div className="product-actions">
        <Checkbox label={SCREEN_MESSAGES.agreementAdd} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <div className="product-actions__buttons">
          <Button variant="secondary" onClick={() => window.history.back()}>
            Cancel
          </Button>
          <Button disabled={!agreed} busy={busy} onClick={() => setConfirming(true)}>
            Upload Product
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Apakah anda yakin?"
        text="Penyedia bertanggung jawab penuh atas produk yang diupload."
        confirmLabel="Setuju"
        cancelLabel="Batal"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={failed}
        title={SCREEN_MESSAGES.addFailedTitle}
        text={SCREEN_MESSAGES.addFailed}
        tone="danger"
        confirmLabel="OK"
        cancelLabel={null}
        onConfirm={() => setFailed(false)}
        onCancel={() => setFailed(false)}
      />
    </form>
  );
}
