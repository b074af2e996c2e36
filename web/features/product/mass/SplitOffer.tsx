import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PRODUCTS_PER_FILE } from '@core/massUpload/columns';
import { reportCsv } from '@core/massUpload/reportCsv';
import { REJECTED_CSV_NAME, SPLIT_TEXTS } from '@core/massUpload/splitFiles';
import { downloadBlob, downloadText } from '@web/platform/download';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { categoryTreeQuery } from '../categories';
import { splitFile, type PortalSplit } from './precheck';

/**
 * A file over the per-file limit: instead of sending the seller to the command line, the portal
 * splits it (core's split, in the worker). The first file of clean rows becomes the file to upload;
 * the page keeps the others for download.
 */
export function SplitOffer({
  file,
  onSplit,
}: {
  readonly file: File;
  readonly onSplit: (split: PortalSplit, source: File) => void;
}) {
  const client = useQueryClient();
  const splitting = useMutation<PortalSplit, Error, File>({
    mutationFn: async (source) => splitFile(source, await client.ensureQueryData(categoryTreeQuery)),
  });
  return (
    <div className="mass-split">
      <Alert tone="info" title={SPLIT_TEXTS.offer(MAX_PRODUCTS_PER_FILE)} />
      <div>
        <Button
          variant="secondary"
          busy={splitting.isPending}
          onClick={() => {
            // Told per call, so a split that ends after the offer has gone (another file picked) is not told.
            if (!splitting.isPending) splitting.mutate(file, { onSuccess: onSplit });
          }}
        >
          {splitting.isPending ? SPLIT_TEXTS.working : SPLIT_TEXTS.action}
        </Button>
      </div>
      {splitting.isError ? <Alert tone="danger" title={`${SPLIT_TEXTS.failed}: ${splitting.error.message}`} /> : null}
    </div>
  );
}

/** What a split made: the files after the first to download, and the rows it refused. */
export function SplitFiles({ split }: { readonly split: PortalSplit }) {
  const rest = split.files.slice(1);
  if (split.files.length === 0) return <Alert tone="danger" title={SPLIT_TEXTS.nothingClean} />;
  return (
    <section className="mass-split" aria-label={SPLIT_TEXTS.otherFiles}>
      <Alert tone="success" title={SPLIT_TEXTS.done(split.clean, split.files.length, split.rejectedRows)} />
      {rest.length > 0 ? (
        <>
          <h3 className="mass-split__heading">{SPLIT_TEXTS.otherFiles}</h3>
          <ul className="mass-split__files">
            {rest.map((part) => (
              <li key={part.name}>
                <Button variant="secondary" size="sm" onClick={() => downloadBlob(part, part.name)}>
                  {SPLIT_TEXTS.download(part.name)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {split.rejected.length > 0 ? (
        <div>
          <Button variant="secondary" onClick={() => downloadText(reportCsv(split.rejected), REJECTED_CSV_NAME)}>
            {SPLIT_TEXTS.downloadRejected}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
