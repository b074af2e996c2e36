import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import { categoryTreeSchema } from '@core/category/schema';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { checkUploadedWorkbook, refusedFile } from './massCheck';

/**
 * The entry of the upload worker (bundled as dist/cli/massCheckWorker.js): workbooks checked one
 * at a time off the sandbox's main thread, under the resource limits its parent set, so the
 * server keeps answering while a large or hostile file is read. The parent keeps it for the next
 * upload.
 */
const jobSchema = z.object({ bytes: z.instanceof(Uint8Array), tree: categoryTreeSchema });

parentPort?.on('message', (message: unknown) => {
  const job = jobSchema.safeParse(message);
  parentPort?.postMessage(
    job.success ? checkUploadedWorkbook(job.data.bytes, job.data.tree) : refusedFile(READ_MESSAGES.corrupt),
  );
});
