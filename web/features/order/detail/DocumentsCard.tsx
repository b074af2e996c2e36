import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@core/api/errors';
import { ORDER_MESSAGES, TAX_PROCESSING_MS, taxProofValidator } from '@core/order/rules';
import type { OrderDetail, PrintDocument } from '@core/order/schema';
import { apiErrorOf } from '@web/app/api/query';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { Dialog } from '@web/ui/Dialog';
import { FileInput } from '@web/ui/FileInput';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { Spinner } from '@web/ui/Spinner';
import { usePrivateFile } from '@web/app/usePrivateFile';
import { useMarkPrinted, useUploadTax } from '../queries';
import { ResultDialog, type Outcome } from './actionRunner';

/** Printing: the document opens in a new tab with the owner's token and is marked printed; the order refreshes. */
function PrintButton({ order, document }: { readonly order: OrderDetail; readonly document: PrintDocument }) {
  const marking = useMarkPrinted(order.id);
  const file = usePrivateFile();
  const print = () => {
    if (marking.isPending) return;
    file.show(document.url, document.name);
    marking.mutate(document.value);
  };
  return (
    <li className="od-doc">
      <span>{document.name}</span>
      <Button size="sm" variant="secondary" busy={marking.isPending} onClick={print}>
        Cetak {document.name}
      </Button>
      {file.error ? (
        <p className="od-error" role="alert">
          {file.error}
        </p>
      ) : null}
      {marking.error ? (
        <p className="od-error" role="alert">
          {document.name} gagal ditandai tercetak. {marking.error.message}
        </p>
      ) : null}
    </li>
  );
}

/** 'Lihat e-BAST': the school's e-BAST, opened with the owner's token like the printed documents. */
function EBastButton({ url }: { readonly url: string }) {
  const file = usePrivateFile();
  return (
    <p>
      <Button size="sm" variant="secondary" busy={file.busy} onClick={() => file.show(url, 'e-BAST')}>
        Lihat e-BAST
      </Button>
      {file.error ? (
        <span className="od-error" role="alert">
          {file.error}
        </span>
      ) : null}
    </p>
  );
}

/** The tax proof already uploaded: when, and a way to open it with the owner's token. */
function UploadedTaxProof({ proof }: { readonly proof: NonNullable<OrderDetail['taxProof']> }) {
  const file = usePrivateFile();
  return (
    <div className="od-tax-proof">
      <p>
        <span className="od-muted">Bukti pajak diunggah</span> <strong>{proof.uploadedAt.slice(0, 16)}</strong>
      </p>
      <Button size="sm" variant="secondary" busy={file.busy} onClick={() => file.show(proof.file, 'Bukti Pajak')}>
        Lihat Bukti Pajak
      </Button>
      {file.error ? (
        <span className="od-error" role="alert">
          {file.error}
        </span>
      ) : null}
    </div>
  );
}

/** The server's own message of a refused upload (code 400), or null. */
function rejection(apiError: ApiError | null): string | null {
  if (apiError?.kind === 'http' && apiError.status === 400) return apiError.message;
  if (apiError?.kind === 'server' && apiError.code === 400) return apiError.message;
  return null;
}

/** A failed upload: code 400 -> 'Failed' with the server's message, any other failure -> its sentence. */
function taxFailure(error: Error): Outcome {
  return { kind: 'failure', text: rejection(apiErrorOf(error)) ?? error.message };
}

interface TaxValues {
  readonly file: File | null;
}
const NO_FILE: TaxValues = { file: null };
const asTaxInput = (values: TaxValues) => values;

/**
 * Tax-proof upload: core's file rule first, then 'Ya'/'Tidak', the processing dialog for its set
 * time, then Success or Failed. The chosen file stays after a failure; one upload
 * at a time however often 'Ya' is pressed.
 */
function TaxUpload({ orderId }: { readonly orderId: number }) {
  const form = useCoreForm({ validator: taxProofValidator, input: asTaxInput, defaultValues: NO_FILE });
  const file = form.watch('file');
  const [asking, setAsking] = useState<File | null>(null);
  const [processing, setProcessing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const running = useRef(false);
  useEffect(() => {
    // Set on every mount: a remount (StrictMode's, or the card drawn again) must not leave it false.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const uploading = useUploadTax(orderId);

  const upload = () => {
    const chosen = asking;
    if (!chosen || running.current) return;
    running.current = true;
    setAsking(null);
    setProcessing(true);
    const wait = new Promise((done) => window.setTimeout(done, TAX_PROCESSING_MS));
    const call = uploading.mutateAsync(chosen).then(
      (message): Outcome => ({ kind: 'success', text: message }),
      (error: Error): Outcome => taxFailure(error),
    );
    void Promise.all([call, wait]).then(([result]) => {
      running.current = false;
      if (!mounted.current) return;
      setProcessing(false);
      setOutcome(result);
      if (result.kind === 'success') {
        form.reset(NO_FILE);
        if (input.current) input.current.value = '';
      }
    });
  };

  return (
    <>
      <form className="od-tax" onSubmit={form.submit((values) => setAsking(values.file))} noValidate>
        <label className="ui-field">
          <span className="ui-field__label">Upload Bukti Pajak</span>
          <FileInput
            ref={input}
            fileName={file?.name ?? null}
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            onChange={(event) =>
              form.setValue('file', event.target.files?.[0] ?? null, { shouldValidate: form.formState.isSubmitted })
            }
          />
        </label>
        <Button size="sm" type="submit" disabled={processing}>
          Upload
        </Button>
        {form.fieldError('file') ? (
          <p className="od-error" role="alert">
            {form.fieldError('file')}
          </p>
        ) : null}
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={ORDER_MESSAGES.taxUploadPrompt}
        text={asking?.name}
        onConfirm={upload}
        onCancel={() => setAsking(null)}
      />
      <Dialog open={processing} title="Sedang diproses" dismissible={false}>
        <div className="od-result">
          <Spinner size="lg" label="Mengunggah bukti pajak" />
          <p>Mohon tunggu, bukti pajak sedang diunggah...</p>
        </div>
      </Dialog>
      <ResultDialog
        outcome={outcome}
        onClose={() => setOutcome(null)}
        titles={{ success: 'Success', failure: 'Failed' }}
      />
    </>
  );
}

/** Documents: print buttons, e-BAST, the uploaded tax proof with its date, and the upload when allowed (isUploadTax). */
export function DocumentsCard({
  order,
  canUploadTax,
}: {
  readonly order: OrderDetail;
  readonly canUploadTax: boolean;
}) {
  if (order.printDocuments.length === 0 && !order.eBast && !canUploadTax && !order.taxProof) return null;
  return (
    <Card title="Dokumen" className="od-docs">
      {order.printDocuments.length > 0 ? (
        <ul className="od-doc-list">
          {order.printDocuments.map((document) => (
            <PrintButton key={document.value} order={order} document={document} />
          ))}
        </ul>
      ) : null}
      {order.eBast ? <EBastButton url={order.eBast} /> : null}
      {order.taxProof ? <UploadedTaxProof proof={order.taxProof} /> : null}
      {canUploadTax ? <TaxUpload orderId={order.id} /> : null}
    </Card>
  );
}
