/// <reference lib="webworker" />
import { z } from 'zod';
import { categoryTreeSchema } from '@core/category/schema';
import { indexCategories } from '@core/massUpload/categories';
import { checkSheet } from '@core/massUpload/check';
import type { CheckReport } from '@core/massUpload/rows';
import { readWorkbook } from '@core/massUpload/xlsx';

/**
 * The bulk-upload pre-check off the main thread: the same core validator as `penyedia check`
 * and the server; exceljs is loaded by core on first use, only inside this worker.
 */
const requestSchema = z.object({ file: z.string(), bytes: z.instanceof(ArrayBuffer), tree: categoryTreeSchema });

export type CheckAnswer = { readonly ok: true; readonly report: CheckReport } | { readonly ok: false; readonly message: string };

self.onmessage = async (event: MessageEvent<unknown>) => {
  const request = requestSchema.safeParse(event.data);
  const reply = (answer: CheckAnswer) => self.postMessage(answer);
  if (!request.success) {
    reply({ ok: false, message: 'Permintaan pemeriksaan tidak valid' });
    return;
  }
  try {
    const sheet = await readWorkbook(request.data.bytes);
    if (sheet.isErr()) {
      reply({ ok: true, report: { ok: false, file: request.data.file, rows: 0, errors: [{ row: 0, field: 'file', value: null, message: sheet.error.message }] } });
      return;
    }
    reply({ ok: true, report: checkSheet(request.data.file, sheet.value, indexCategories(request.data.tree)) });
  } catch (error) {
    reply({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
