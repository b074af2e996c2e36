/// <reference lib="webworker" />
import '@web/app/jitlessZod';
import { z } from 'zod/mini';
import { categoryTreeShape } from '@core/massUpload/categoryAnswer';
import { indexCategories } from '@core/massUpload/categories';
import { checkWorkbook, fileErrorReport } from '@core/massUpload/checkWorkbook';
import type { CheckReport } from '@core/massUpload/rows';
import { UPLOAD_LIMITS } from '@core/massUpload/xlsx/limits';

/**
 * The bulk-upload pre-check off the main thread: the same core reader and validator as
 * the command line's check and the sandbox, with the same upload limits (a zip bomb is refused here too).
 */
const requestSchema = z.object({ file: z.string(), bytes: z.instanceof(ArrayBuffer), tree: categoryTreeShape });

export type CheckAnswer =
  { readonly ok: true; readonly report: CheckReport } | { readonly ok: false; readonly message: string };

self.onmessage = (event: MessageEvent<unknown>) => {
  const request = requestSchema.safeParse(event.data);
  const reply = (answer: CheckAnswer) => self.postMessage(answer);
  if (!request.success) {
    reply({ ok: false, message: 'Permintaan pemeriksaan tidak valid' });
    return;
  }
  const { file, bytes, tree } = request.data;
  try {
    const categories = indexCategories(tree);
    const checked = checkWorkbook(file, bytes, categories, UPLOAD_LIMITS);
    reply({ ok: true, report: checked.isOk() ? checked.value : fileErrorReport(file, checked.error.message) });
  } catch (error) {
    reply({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
