import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import { ZONES, type PerTier, type WholesaleTierInput } from '@core/pricing';
import { buildTestCheckFields, buildUpdateProductFields } from '@core/product/form';
import { isTaxedVatTag } from '@core/product/options';
import { editSaveValidator, PRODUCT_MESSAGES, WAITING_CONFIRM_BADGE, type EditField } from '@core/product/rules';
import type { ProductDetail, ProductFormReference, SelectOption } from '@core/product/schema';
import type { CategoryNode } from '@core/category/schema';
import { formatRupiah } from '@core/money';
import { Badge } from '@web/ui/Badge';
import { Button } from '@web/ui/Button';
import { CategoryCascade } from '@web/ui/CategoryCascade';
import { Checkbox } from '@web/ui/Checkbox';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { CurrencyInput } from '@web/ui/CurrencyInput';
import { Select } from '@web/ui/Select';
import { TextField } from '@web/ui/TextField';
import { settle } from '@web/app/api/query';
import { DescriptionField } from '../form/fields';
import { PacketLines } from '../form/PacketLines';
import { PacketSearch } from '../form/PacketSearch';
import { PhotoSlots } from '../form/PhotoSlots';
import { PpnFields } from '../form/PpnFields';
import { ProcessingDialog } from '../form/ProcessingDialog';
import { Section } from '../form/Section';
import { TaxSimulation } from '../form/TaxSimulation';
import { WholesaleTiers } from '../form/WholesaleTiers';
import { SCREEN_MESSAGES } from '../messages';
import { useAddPacket, useDeletePacket, useTestCheckProduct, useUpdateProduct } from '../queries';
import type { SellerIdentity } from '@core/product/form';
import { formValues, kindOf, updateExtras } from './buildValues';
import { clearDraft, saveDraft, SPEC_KEYS, type EditDraft, type EditPhotos, type SpecKey } from './draft';

const SPEC_LABELS: Record<SpecKey, string> = {
  origin: 'Asal Produksi',
  producer: 'Produsen',
  contentPaper: 'Kertas Isi',
  coverPaper: 'Kertas Cover',
  fillColor: 'Warna Isi',
  coverColor: 'Warna Cover',
  condition: 'Kondisi',
  finishing: 'Finishing',
  binding: 'Jilid',
  processor: 'Processor',
  memory: 'Memory',
  harddisk: 'Hard Disk',
  warranty: 'Garansi',
  cdDvd: 'DVD/CD',
  monitor: 'Ukuran Monitor',
  os: 'Sistem Operasi',
  availability: 'Jenis Produk',
};

const options = (list: readonly SelectOption[]) => list.map((o) => ({ value: String(o.value), label: o.name }));

export interface EditFormProps {
  readonly detail: ProductDetail;
  readonly initial: EditDraft;
  readonly reference: ProductFormReference | null;
  readonly roots: readonly CategoryNode[];
  readonly seller: SellerIdentity;
}

/** The edit form of spec 001 §2.7 for the three layouts; unsaved input is kept in local storage. */
export function EditForm({ detail, initial, reference, roots, seller }: EditFormProps) {
  const [, navigate] = useLocation();
  const kind = kindOf(detail);
  const [draft, setDraft] = useState<EditDraft>(initial);
  const [photos, setPhotos] = useState<EditPhotos>({
    main: detail.sectionMediaInformation.imagePrimary || null,
    extra: Array.from({ length: kind === 'service' ? 3 : 2 }, (_, i) => detail.sectionMediaInformation.imageOther[i]?.image ?? null),
    changed: false,
  });
  const [changingCategory, setChangingCategory] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [processing, setProcessing] = useState(false);
  const updating = useUpdateProduct();
  const checking = useTestCheckProduct();
  const addingPacket = useAddPacket();
  const removingPacket = useDeletePacket(detail.id);
  const set = <K extends keyof EditDraft>(key: K, value: EditDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setSpec = (key: string, value: string) => setDraft((d) => ({ ...d, spec: { ...d.spec, [key]: value } }));

  useEffect(() => saveDraft(detail.id, draft), [detail.id, draft]);

  const zoneMax = useMemo(
    () => ZONES.map((zone) => detail.sectionPriceInformation.priceZone.find((z) => z.zone === zone)?.maxPrice ?? null) as unknown as readonly [number | null, number | null, number | null, number | null, number | null],
    [detail],
  );
  const spec = detail.sectionSpecInformation;
  const specKeys = SPEC_KEYS.filter((key) => spec[key].length > 0);
  const taxed = isTaxedVatTag(draft.vatTag);

  const save = async () => {
    setConfirming(false);
    const brandId = draft.brandId === '' ? null : Number(draft.brandId);
    const weightNumber = /^\d+(?:\.\d+)?$/.test(draft.weight.trim()) ? Number(draft.weight) : null;
    const result = editSaveValidator.validate({
      kind,
      price: draft.price,
      stock: draft.stock,
      zonePrices: draft.zonePrices,
      zoneMax,
      durationDays: draft.durationDays,
      brandId: kind === 'service' ? 1 : brandId,
      weight: weightNumber,
    });
    setErrors(result.fields);
    if (!result.ok) {
      toast.error(result.first ?? PRODUCT_MESSAGES.editPriceEmpty);
      return;
    }
    const fields = buildUpdateProductFields(formValues(detail, draft, photos), updateExtras(detail, draft, photos), seller);
    if (fields.isErr()) {
      toast.error(fields.error.message);
      return;
    }
    setProcessing(true);
    // The check call's answer is not shown (spec 001 §7); it is sent alongside.
    checking.mutate(buildTestCheckFields(fields.value));
    const answer = await settle(updating.mutateAsync(fields.value));
    setProcessing(false);
    if (answer.isErr()) {
      toast.error(answer.error.kind === 'network' ? SCREEN_MESSAGES.updateNetwork : SCREEN_MESSAGES.updateFailed);
      return;
    }
    if (!answer.value.success) {
      toast.error(SCREEN_MESSAGES.updateFailed);
      return;
    }
    clearDraft(detail.id);
    toast.success(SCREEN_MESSAGES.updated);
    navigate('/product');
  };

  const addPacket = async (productId: number, quantity: number) => {
    const answer = await settle(addingPacket.mutateAsync({ parent_id: detail.id, product_id: productId, qty: quantity, mall_id: seller.sellerId }));
    if (answer.isErr()) {
      toast.error(SCREEN_MESSAGES.packetAddFailed);
      return;
    }
    toast.success(SCREEN_MESSAGES.packetAdded);
    navigate('/product');
  };

  const removePacket = async (packetId: number) => {
    const answer = await settle(removingPacket.mutateAsync({ id: packetId }));
    if (answer.isErr()) toast.error(answer.error.kind === 'server' || answer.error.kind === 'http' ? answer.error.message : 'Hapus paket gagal');
  };

  const brands = reference?.listpenerbit ?? [];
  const brandOptions = brands.length
    ? brands.map((b) => ({ value: String(b.manufacturer_id), label: b.name }))
    : options(detail.sectionProductInformation.manufacturer);

  return (
    <form className="product-form" aria-label="Form Ubah Produk" onSubmit={(e) => e.preventDefault()}>
      {detail.isWaitingConfirm ? (
        <div>
          <Badge tone="warning">{WAITING_CONFIRM_BADGE}</Badge>
        </div>
      ) : null}
      <Section title="Informasi Produk">
        <div className="product-grid">
          <TextField label="Nama Produk" value={draft.name} readOnly={kind === 'book'} onChange={(e) => set('name', e.target.value)} />
          {kind === 'book' ? <TextField label="SK Kelulusan" value={draft.skKelulusan} onChange={(e) => set('skKelulusan', e.target.value)} /> : null}
          <TextField label="Kode SKU" value={draft.sku} onChange={(e) => set('sku', e.target.value)} />
          {kind === 'book' ? <TextField label="ISBN" value={draft.isbn} readOnly /> : null}
          {kind !== 'service' ? (
            <Select label={kind === 'book' ? 'Penerbit' : 'Merek'} placeholder="Pilih" value={draft.brandId} options={brandOptions} error={errors.brand ?? null} onChange={(v) => set('brandId', v)} />
          ) : (
            <CurrencyInput label="Lama Pengerjaan (hari)" value={draft.durationDays} error={errors.duration ?? null} onValueChange={(v) => set('durationDays', v)} />
          )}
        </div>
        <div className="product-category-chain" role="group" aria-label="Rantai Kategori">
          {changingCategory ? (
            <>
              <div style={{ flex: 1 }}>
                <CategoryCascade roots={roots} value={draft.categoryChanged ? draft.categoryPath : []} onChange={(path) => setDraft((d) => ({ ...d, categoryPath: path, categoryChanged: true }))} />
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setChangingCategory(false);
                  setDraft((d) => ({ ...d, categoryPath: initial.categoryChanged ? d.categoryPath : detail.sectionProductInformation.categoryChildren.map((c) => c.value), categoryChanged: false }));
                }}
              >
                Batal Ubah
              </Button>
            </>
          ) : (
            <>
              <span className="ui-field__label">Kategori:</span>
              {detail.sectionProductInformation.categoryChildren.map((c) => (
                <Badge key={c.value} tone="primary">
                  {c.name}
                </Badge>
              ))}
              <Button variant="secondary" size="sm" onClick={() => setChangingCategory(true)}>
                Ubah Kategori
              </Button>
            </>
          )}
        </div>
        <DescriptionField value={draft.description} onChange={(v) => set('description', v)} />
      </Section>

      <Section title="Informasi Harga">
        <div className="product-price">
          <div className="product-grid">
            <CurrencyInput label={kind === 'book' ? 'Harga Normal' : 'Harga Satuan'} prefix="Rp" value={draft.price} error={errors.price ?? null} onValueChange={(v) => set('price', v)} />
            {kind !== 'book' ? <CurrencyInput label="Harga Nego" prefix="Rp" value={draft.priceNego} onValueChange={(v) => set('priceNego', v)} /> : null}
            {kind !== 'service' ? <CurrencyInput label="Stok" value={draft.stock} error={errors.stock ?? null} onValueChange={(v) => set('stock', v)} /> : null}
            {kind !== 'book' ? <Select label="Satuan" value={draft.unitType} options={options(detail.sectionPriceInformation.unitType)} onChange={(v) => set('unitType', v)} /> : null}
          </div>
          <div className="product-tax-pair">
            <TaxSimulation title="Simulasi Pajak Harga" price={draft.price} taxed={taxed} />
            {kind !== 'book' ? <TaxSimulation title="Simulasi Pajak Harga Nego" price={draft.priceNego} taxed={taxed} /> : null}
          </div>
        </div>
        <PpnFields
          ppnMode={draft.ppnMode}
          vatTag={draft.vatTag}
          onPpnMode={(m) => set('ppnMode', m)}
          onVatTag={(t) => set('vatTag', t)}
          tagOptions={reference?.listppntag ?? detail.sectionPriceInformation.ppnTag.options}
        />
        {kind === 'book' ? (
          <>
            <div className="product-grid">
              {ZONES.map((zone, i) => (
                <CurrencyInput
                  key={zone}
                  label={`Harga Zona ${zone}`}
                  prefix="Rp"
                  value={draft.zonePrices[i] ?? null}
                  error={errors[`zonePrice${zone}`] ?? null}
                  hint={zoneMax[i] !== null && zoneMax[i] !== undefined ? `Maks ${formatRupiah(zoneMax[i] ?? 0)}` : undefined}
                  onValueChange={(v) => set('zonePrices', draft.zonePrices.map((p, j) => (j === i ? v : p)) as unknown as EditDraft['zonePrices'])}
                />
              ))}
            </div>
            {ZONES.map((zone, i) => (
              <WholesaleTiers
                key={zone}
                label={`Harga Grosir Zona ${zone}`}
                tiers={draft.zoneWholesale[i] as PerTier<WholesaleTierInput>}
                onChange={(t) => set('zoneWholesale', draft.zoneWholesale.map((old, j) => (j === i ? t : old)) as unknown as EditDraft['zoneWholesale'])}
              />
            ))}
          </>
        ) : kind === 'goods' ? (
          <WholesaleTiers label="Harga Grosir" tiers={draft.wholesale} onChange={(t) => set('wholesale', t as EditDraft['wholesale'])} />
        ) : null}
      </Section>

      <Section title="Informasi Media">
        <PhotoSlots
          main={photos.main}
          extra={photos.extra}
          extraCount={kind === 'service' ? 3 : 2}
          invalidMessage={PRODUCT_MESSAGES.invalidImageShort}
          onMain={(p) => setPhotos((s) => ({ ...s, main: p, changed: true }))}
          onExtra={(i, p) => setPhotos((s) => ({ ...s, extra: s.extra.map((old, j) => (j === i ? p : old)), changed: true }))}
        />
      </Section>

      <Section title="Spesifikasi">
        <div className="product-grid">
          {specKeys.map((key) => (
            <Select key={key} label={SPEC_LABELS[key]} placeholder="-" value={draft.spec[key] ?? ''} options={options(spec[key])} onChange={(v) => setSpec(key, v)} />
          ))}
          <Select
            label="Status"
            value={detail.isWaitingConfirm ? '0' : String(draft.status)}
            disabled={detail.isWaitingConfirm}
            options={options(spec.status)}
            onChange={(v) => set('status', v === '0' ? 0 : 1)}
          />
          {kind !== 'service' ? (
            <>
              <TextField label="Berat (kg)" inputMode="decimal" value={draft.weight} error={errors.weight ?? null} hint={PRODUCT_MESSAGES.editWeightEmpty} onChange={(e) => set('weight', e.target.value.replace(/[^\d.]/g, ''))} />
              <CurrencyInput label="Panjang (cm)" value={draft.length} onValueChange={(v) => set('length', v)} />
              <CurrencyInput label="Lebar (cm)" value={draft.width} onValueChange={(v) => set('width', v)} />
              <CurrencyInput label="Tinggi (cm)" value={draft.height} onValueChange={(v) => set('height', v)} />
            </>
          ) : null}
          {kind === 'book' && spec.pages !== null ? <TextField label="Jumlah Halaman" value={String(spec.pages)} readOnly /> : null}
          {kind === 'goods' ? <TextField label="Aplikasi Terpasang" value={draft.installedApplications} onChange={(e) => set('installedApplications', e.target.value)} /> : null}
        </div>
      </Section>

      {kind === 'goods' ? (
        <Section title="Isi Paket">
          <PacketLines
            lines={detail.packet.map((l) => ({ key: l.packet_did, name: l.name, image: l.image, quantity: l.quantity, price: l.price }))}
            onRemove={(id) => void removePacket(id)}
          />
          <PacketSearch sellerId={seller.sellerId} excludeId={detail.id} busy={addingPacket.isPending} onAdd={(hit, qty) => addPacket(hit.product_id, qty)} />
        </Section>
      ) : null}

      <div className="product-actions">
        <Checkbox label={SCREEN_MESSAGES.agreementEdit} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <div className="product-actions__buttons">
          <Button variant="secondary" onClick={() => navigate('/product')}>
            Cancel
          </Button>
          <Button disabled={!agreed} busy={processing} onClick={() => setConfirming(true)}>
            Update
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Konfirmasi"
        text="Simpan perubahan produk ini?"
        confirmLabel="Setuju"
        cancelLabel="Batal"
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
      <ProcessingDialog open={processing} text={SCREEN_MESSAGES.wait} />
    </form>
  );
}
