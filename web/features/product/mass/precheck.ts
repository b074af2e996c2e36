import { z } from 'zod';
import type { CategoryTree } from '@core/category/schema';
import type { CheckReport } from '@core/massUpload/rows';
import { SCREEN_MESSAGES } from '../messages';

const cell = z.union([z.string(), z.number(), z.null()]);
const answerSchema = z.union([
  z.object({
    ok: z.literal(true),
    report: z.object({
      ok: z.boolean(),
      file: z.string(),
      rows: z.number(),
      errors: z.array(z.object({ row: z.number(), field: z.string(), value: cell, message: z.string() })),
    }),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** Runs the core bulk-upload validator on a picked file in a Web Worker; resolves with the report. */
export async function precheckFile(file: File, tree: CategoryTree): Promise<CheckReport> {
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = await new Promise<unknown>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || SCREEN_MESSAGES.precheckFailed));
      worker.postMessage({ file: file.name, bytes, tree }, [bytes]);
    });
    const parsed = answerSchema.parse(answer);
    if (!parsed.ok) throw new Error(parsed.message);
    // field is a template column key or 'file'; the report's type narrows it again for the table.
    return parsed.report as CheckReport;
  } finally {
    worker.terminate();
  }
}
