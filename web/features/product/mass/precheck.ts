import { z } from 'zod';
import type { CategoryTree } from '@core/category/schema';
import type { CheckReport, UploadError } from '@core/massUpload/rows';
import { splitFileName } from '@core/massUpload/splitFiles';
import { SCREEN_MESSAGES } from '../messages';
import { XLSX_TYPE } from '@core/export/xlsxType';

const cell = z.union([z.string(), z.number(), z.null()]);
const errorLine = z.object({ row: z.number(), field: z.string(), value: cell, message: z.string() });
const answerSchema = z.union([
  z.object({
    ok: z.literal(true),
    report: z.object({ ok: z.boolean(), file: z.string(), rows: z.number(), errors: z.array(errorLine) }),
  }),
  z.object({
    ok: z.literal(true),
    split: z.object({
      files: z.array(z.instanceof(ArrayBuffer)),
      rejected: z.array(errorLine),
      summary: z.object({ rows: z.number(), clean: z.number(), rejectedRows: z.number(), files: z.number() }),
    }),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
type WorkerAnswer = z.infer<typeof answerSchema>;

/** One job in a fresh Web Worker (check.worker.ts); the bytes move there rather than being copied. */
async function inWorker(request: { kind: 'check' | 'split'; bytes: ArrayBuffer } & Record<string, unknown>) {
  const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || SCREEN_MESSAGES.precheckFailed));
      worker.postMessage(request, [request.bytes]);
    });
    const parsed: WorkerAnswer = answerSchema.parse(answer);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed;
  } finally {
    worker.terminate();
  }
}

/** Runs the core bulk-upload validator on a picked file in a Web Worker; resolves with the report. */
export async function precheckFile(file: File, tree: CategoryTree): Promise<CheckReport> {
  const answer = await inWorker({ kind: 'check', file: file.name, bytes: await file.arrayBuffer(), tree });
  if (!('report' in answer)) throw new Error(SCREEN_MESSAGES.precheckFailed);
  // field is a template column key or 'file'; the report's type narrows it again for the table.
  return answer.report as CheckReport;
}

/** A file over the per-file limit, split: its files of clean rows in order, and the rejected rows. */
export interface PortalSplit {
  readonly files: readonly File[];
  readonly rejected: readonly UploadError[];
  readonly clean: number;
  /** Rows refused, as core's split counted them. */
  readonly rejectedRows: number;
}

/**
 * Core's split of a picked file, in the worker, into the template (written here, by the code of
 * 'Unduh Template', which loads on the click).
 */
export async function splitFile(file: File, tree: CategoryTree): Promise<PortalSplit> {
  const { writeTemplate } = await import('@core/massUpload/template');
  const template = await writeTemplate();
  const answer = await inWorker({ kind: 'split', file: file.name, bytes: await file.arrayBuffer(), tree, template });
  if (!('split' in answer)) throw new Error(SCREEN_MESSAGES.precheckFailed);
  const { files, rejected, summary } = answer.split;
  return {
    files: files.map((bytes, index) => new File([bytes], splitFileName(index + 1), { type: XLSX_TYPE })),
    rejected: rejected as UploadError[],
    clean: summary.clean,
    rejectedRows: summary.rejectedRows,
  };
}
