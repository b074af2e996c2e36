import { useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import type { CategoryNode } from '@core/category/schema';
import { MAX_PRODUCTS_PER_FILE } from '@core/massUpload/columns';
import { reportCsv } from '@core/massUpload/reportCsv';
import { LAYOUT_LABELS } from '@core/product/options';
import type { MassUploadResult } from '@core/product/schema';
import { downloadBlob, downloadText } from '@web/platform/download';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FileInput } from '@web/ui/FileInput';
import { Select } from '@web/ui/Select';
import { Spinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';
import { settle } from '@web/app/api/query';
import { goodsRoots, serviceRoots, useCategoryTree } from '../categories';
import { useFormReference } from '../form/useFormReference';
import { SCREEN_MESSAGES } from '../messages';
import { useAddProductMass } from '../queries';
import { useSellerIdentity } from '../seller';
import { ErrorTable } from './ErrorTable';
import type { PortalSplit } from './precheck';
import { SplitFiles, SplitOffer } from './SplitOffer';
import { usePrecheck } from './usePrecheck';
import './mass.css';
import { XLSX_TYPE } from '@core/export/xlsxType';

/** The name 'Unduh Template' saves the file under, as `penyedia template` writes it. */
const TEMPLATE_FILE_NAME = 'template-upload-massal.xlsx';
const TEMPLATE_FAILED = 'Template gagal dibuat';

/**
 * The mass-upload template, written in the browser by the core code `penyedia template` runs
 * (the server's link gave an SVG, not a workbook). The writer and exceljs load on the
 * click, never with the page.
 */
async function downloadTemplate(): Promise<void> {
  const { writeTemplate } = await import('@core/massUpload/template');
  const bytes = await writeTemplate();
  downloadBlob(new Blob([bytes.slice()], { type: XLSX_TYPE }), TEMPLATE_FILE_NAME);
}

function CategoryList({ nodes }: { readonly nodes: readonly CategoryNode[] }) {
  return (
    <ul className="product-category-tree">
      {nodes.map((node) => {
        const children = node.submenu?.menu ?? [];
        return (
          <li key={node.id}>
            <span className={children.length === 0 ? 'is-leaf' : undefined}>
              <code>{node.id}</code> {node.title}
            </span>
            {children.length ? <CategoryList nodes={children} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The refused cells of an upload's answer, each row marked when it failed. A failed row the server
 * gave no cell reason for still gets a line, with the answer's message, so no failure goes unlisted.
 */
function refusedLines(result: MassUploadResult) {
  return result.dataRow.flatMap((row) => {
    const failed = result.arrayFailed.includes(row.row);
    const lines = row.cells
      .filter((cell) => cell.error !== null && cell.error !== '')
      .map((cell) => ({ row: row.row, field: cell.field, value: cell.value, message: cell.error ?? '', failed }));
    if (lines.length > 0 || !failed) return lines;
    return [{ row: row.row, field: '', value: '', message: result.message || SCREEN_MESSAGES.uploadFailed, failed }];
  });
}

/** Mass upload: template, ids to use, pre-check in the browser, upload. */
export function MassUpload() {
  const [, navigate] = useLocation();
  const seller = useSellerIdentity();
  const tree = useCategoryTree();
  const reference = useFormReference();
  const [templating, setTemplating] = useState(false);
  const uploadingMass = useAddProductMass();
  const [tab, setTab] = useState<'goods' | 'services'>('goods');
  const [brand, setBrand] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const check = usePrecheck();
  const report = check.data ?? null;
  const [result, setResult] = useState<MassUploadResult | null>(null);
  const [split, setSplit] = useState<PortalSplit | null>(null);

  const fileNow = useRef<File | null>(null);
  const pick = (picked: File | null) => {
    fileNow.current = picked;
    setFile(picked);
    setResult(null);
    if (picked) check.mutate(picked);
    else check.reset();
  };

  /** The seller's own pick ends what an earlier split made; the split's first file is picked for them. */
  const pickOwn = (picked: File | null) => {
    setSplit(null);
    pick(picked);
  };

  const splitDone = (made: PortalSplit, source: File) => {
    // The seller may have picked another file while this one was being split: that pick stands.
    if (source !== fileNow.current) return;
    setSplit(made);
    const [first] = made.files;
    if (first) pick(first);
  };
  const overLimit = report !== null && !report.ok && report.rows > MAX_PRODUCTS_PER_FILE;

  const upload = async () => {
    if (!file || !seller || !report?.ok || uploadingMass.isPending) return;
    const answer = await settle(uploadingMass.mutateAsync({ file_upload: file, mall_id: seller.sellerId }));
    if (answer.isErr()) {
      const message = answer.error.kind === 'http' || answer.error.kind === 'server' ? answer.error.message : '';
      toast.error(`${SCREEN_MESSAGES.uploadFailedTitle}: ${message || SCREEN_MESSAGES.uploadFailed}`);
      return;
    }
    setResult(answer.value);
    if (answer.value.status === 'success') {
      toast.success(`${SCREEN_MESSAGES.uploadDoneTitle}: ${answer.value.message || SCREEN_MESSAGES.uploadDone}`);
      // A split's next file is picked and checked in turn: the seller stays until the last one is in.
      const next = split?.files[split.files.indexOf(file) + 1];
      if (split && split.files.includes(file) && next) pick(next);
      else navigate('/product');
    } else {
      toast.error(`${SCREEN_MESSAGES.uploadFailedTitle}: ${answer.value.message || SCREEN_MESSAGES.uploadFailed}`);
    }
  };

  const template = () => {
    if (templating) return;
    setTemplating(true);
    downloadTemplate()
      .catch((error: unknown) =>
        toast.error(`${TEMPLATE_FAILED}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => setTemplating(false));
  };
  const brands = reference?.listpenerbit ?? [];
  return (
    <div className="product-form" aria-label={LAYOUT_LABELS.massUpload} role="form">
      <Card title="1. Unduh Template">
        <p className="product-muted">
          File xlsx dengan nama dan kolom yang sama dengan template, maksimal 100 produk per file, URL foto berakhiran
          .jpeg atau .jpg.
        </p>
        <div>
          <Button variant="secondary" busy={templating} onClick={template}>
            Unduh Template
          </Button>
        </div>
      </Card>
      <Card title="2. ID Kategori dan Merek">
        <Tabs
          label="Jenis kategori"
          value={tab}
          onChange={setTab}
          items={[
            { value: 'goods', label: 'Kategori Barang' },
            { value: 'services', label: 'Kategori Jasa' },
          ]}
        />
        <div
          className="product-category-browser"
          aria-label={tab === 'goods' ? 'Kategori Barang' : 'Kategori Jasa'}
          role="region"
          tabIndex={0}
        >
          {tree ? <CategoryList nodes={tab === 'goods' ? goodsRoots(tree) : serviceRoots(tree)} /> : <Spinner />}
        </div>
        <p className="product-muted">Pakai ID kategori terdalam (dicetak tebal) pada kolom ID Kategori.</p>
        <div className="product-grid">
          <Select
            label="Merek / Penerbit"
            placeholder="Pilih Merek"
            value={brand}
            options={brands.map((b) => ({ value: String(b.manufacturer_id), label: b.name }))}
            onChange={setBrand}
          />
          {brand ? (
            <p className="product-muted" data-brand-id={brand}>
              ID Merek: <strong>{brand}</strong>
            </p>
          ) : null}
        </div>
      </Card>
      <Card title="3. Upload File">
        <label className="ui-field">
          <span className="ui-field__label">File Produk (.xlsx)</span>
          <FileInput accept={`.xlsx,${XLSX_TYPE}`} onChange={(e) => pickOwn(e.target.files?.[0] ?? null)} />
        </label>
        {check.isPending ? (
          <p className="product-muted">
            <Spinner size="sm" /> Memeriksa file...
          </p>
        ) : null}
        {check.isError ? (
          <Alert tone="danger" title={`${SCREEN_MESSAGES.precheckFailed}: ${check.error.message}`} />
        ) : null}
        {report && !report.ok ? (
          <div className="product-errors-block">
            <Alert tone="danger" title={`File belum bisa diupload: ${report.errors.length} kesalahan`}>
              Perbaiki kesalahan di bawah lalu pilih file lagi.
            </Alert>
            <ErrorTable label="Kesalahan File" lines={report.errors} />
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(reportCsv(report.errors), `kesalahan-${report.file.replace(/\.xlsx$/i, '')}.csv`)
              }
            >
              Unduh Kesalahan (CSV)
            </Button>
          </div>
        ) : null}
        {overLimit && file ? <SplitOffer file={file} onSplit={splitDone} /> : null}
        {report?.ok ? <Alert tone="success" title={`File valid: ${report.rows} produk siap diupload`} /> : null}
        {split ? <SplitFiles split={split} /> : null}
        <div>
          <Button disabled={!report?.ok || !seller} busy={uploadingMass.isPending} onClick={() => void upload()}>
            Upload
          </Button>
        </div>
        {result && result.status !== 'success' ? (
          <section className="mass-result" aria-labelledby="mass-result-heading">
            <h3 id="mass-result-heading" className="mass-result__heading">
              Hasil Upload
            </h3>
            <p className="product-muted">
              {SCREEN_MESSAGES.uploadRefused(result.countError, result.arrayFailed.length)}
            </p>
            <ErrorTable label="Kesalahan Upload" lines={refusedLines(result)} />
          </section>
        ) : null}
      </Card>
    </div>
  );
}
