/// <reference lib="webworker" />
import '@web/app/jitlessZod';
import { z } from 'zod/mini';
import { categoryTreeShape } from '@core/massUpload/categoryAnswer';
import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook, fileErrorReport } from '@core/massUpload/checkWorkbook';
import type { CheckReport, UploadError } from '@core/massUpload/rows';
import { startSplit, type SplitSummary } from '@core/massUpload/split';
import { UPLOAD_LIMITS } from '@core/massUpload/xlsx/limits';
import { WorkbookRefused } from '@core/massUpload/xlsx/readFailure';
import { openWorkbook } from '@core/massUpload/xlsx/workbook';
import { templateFiller } from '@core/massUpload/xlsx/writer';

/**
 * The bulk-upload pre-check off the main thread: the same core reader and validator as
 * the command line's check and the sandbox, with the same upload limits (a zip bomb is refused here too).
 * A file over the per-file limit can be split here too, by core's split (the one `penyedia split`
 * runs) into the template the page hands over.
 */
const requestSchema = z.union([
  z.object({
    kind: z.literal('check'),
    file: z.string(),
    bytes: z.instanceof(ArrayBuffer),
    tree: categoryTreeShape,
  }),
  z.object({
    kind: z.literal('split'),
    file: z.string(),
    bytes: z.instanceof(ArrayBuffer),
    tree: categoryTreeShape,
    template: z.instanceof(Uint8Array),
  }),
]);

/** A split: each file of clean rows as xlsx bytes, in order, and the rejected rows' errors. */
export interface SplitResult {
  readonly files: readonly ArrayBuffer[];
  readonly rejected: readonly UploadError[];
  readonly summary: SplitSummary;
}

export type CheckAnswer =
  | { readonly ok: true; readonly report: CheckReport }
  | { readonly ok: true; readonly split: SplitResult }
  | { readonly ok: false; readonly message: string };

async function split(bytes: ArrayBuffer, template: Uint8Array, categories: ReturnType<typeof indexCategories>) {
  const opened = openWorkbook(bytes, UPLOAD_LIMITS);
  if (opened.isErr()) return { ok: false as const, message: opened.error.message };
  const filler = templateFiller(template);
  const files: ArrayBuffer[] = [];
  const rejected: UploadError[] = [];
  const splitter = startSplit(categories, {
    file: (rows) => void files.push(filler.fill(rows).slice().buffer),
    rejected: (errors) => void rejected.push(...errors),
  });
  for (const raw of opened.value.rows()) await splitter.row(raw);
  return { ok: true as const, split: { files, rejected, summary: await splitter.end() } };
}

self.onmessage = async (event: MessageEvent<unknown>) => {
  const request = requestSchema.safeParse(event.data);
  const reply = (answer: CheckAnswer, transfer: Transferable[] = []) => self.postMessage(answer, transfer);
  if (!request.success) {
    reply({ ok: false, message: 'Permintaan pemeriksaan tidak valid' });
    return;
  }
  const { file, bytes, tree } = request.data;
  try {
    const categories = indexCategories(tree);
    if (request.data.kind === 'split') {
      const answer = await split(bytes, request.data.template, categories);
      reply(answer, answer.ok ? [...answer.split.files] : []);
      return;
    }
    const checked = checkWorkbook(file, bytes, categories, UPLOAD_LIMITS);
    reply({ ok: true, report: checked.isOk() ? checked.value : fileErrorReport(file, checked.error.message) });
  } catch (error) {
    const message =
      error instanceof WorkbookRefused ? error.failure.message : error instanceof Error ? error.message : '';
    reply({ ok: false, message: message || String(error) });
  }
};
