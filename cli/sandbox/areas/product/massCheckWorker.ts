import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { categoryTreeSchema } from '@core/category/schema';
import { checkUploadedWorkbook } from './massCheck';

/**
 * The entry of the upload worker (bundled as dist/cli/massCheckWorker.js): one workbook checked
 * off the sandbox's main thread, under the resource limits its parent set, so the server keeps
 * answering while a large or hostile file is read.
 */
const jobSchema = z.object({ bytes: z.instanceof(Uint8Array), tree: categoryTreeSchema });

const job = jobSchema.parse(workerData);
parentPort?.postMessage(checkUploadedWorkbook(job.bytes, job.tree));
