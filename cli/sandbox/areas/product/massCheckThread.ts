import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { CategoryTree } from '@core/category/schema';
import { READ_MESSAGES } from '@core/massUpload/xlsx/readFailure';
import { massUploadResultSchema } from '@core/product/schema';
import { packageRoot } from '@cli/packageRoot';
import { checkUploadedWorkbook, refusedFile, type TemplateCheck } from './massCheck';

/** What one upload check may take: beyond these the worker is stopped and the file refused. */
export interface WorkerLimits {
  readonly timeoutMs: number;
  readonly maxOldGenerationSizeMb: number;
  readonly maxYoungGenerationSizeMb: number;
}

const UPLOAD_WORKER_LIMITS: WorkerLimits = {
  timeoutMs: 20_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
};

/** The bundled worker entry (vite.cli.config.ts builds it beside main.js). */
export function massCheckWorkerFile(): string {
  return join(packageRoot(), 'dist', 'cli', 'massCheckWorker.js');
}

/** 'start' and 'end' of every upload check: tests and the bench watch the server stay responsive during one. */
export const massCheckEvents = new EventEmitter();

const cellSchema = z.union([z.string(), z.number(), z.null()]);
const answerSchema = z.union([
  z.object({
    ok: z.literal(true),
    rows: z.array(z.object({ row: z.number(), cells: z.record(z.string(), cellSchema) })),
  }),
  z.object({
    ok: z.literal(false),
    httpStatus: z.union([z.literal(200), z.literal(422)]),
    result: massUploadResultSchema,
  }),
]);

/**
 * Checks an uploaded workbook in a worker thread with `resourceLimits` and a time limit, so the
 * sandbox answers other requests meanwhile and a hostile file costs at most the worker.
 * Without a built worker (the CLI not built) the check runs in-process, under the same caps.
 */
export async function checkInWorker(
  bytes: Uint8Array,
  tree: CategoryTree,
  limits: WorkerLimits = UPLOAD_WORKER_LIMITS,
): Promise<TemplateCheck> {
  massCheckEvents.emit('start');
  try {
    return await runCheck(bytes, tree, limits);
  } finally {
    massCheckEvents.emit('end');
  }
}

function runCheck(bytes: Uint8Array, tree: CategoryTree, limits: WorkerLimits): Promise<TemplateCheck> {
  const file = massCheckWorkerFile();
  if (!existsSync(file)) return Promise.resolve(checkUploadedWorkbook(bytes, tree));
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(file, {
      workerData: { bytes, tree },
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
      },
    });
    const settle = (answer: TemplateCheck): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(refusedFile(READ_MESSAGES.checkTimeout(Math.round(limits.timeoutMs / 1000)))),
      limits.timeoutMs,
    );
    worker.once('message', (message: unknown) => {
      const parsed = answerSchema.safeParse(message);
      // The worker's rows were validated by core; the shape check guards the thread boundary.
      settle(parsed.success ? parsed.data : refusedFile(READ_MESSAGES.corrupt));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      settle(
        refusedFile(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? READ_MESSAGES.checkTooHeavy : READ_MESSAGES.corrupt),
      );
    });
    worker.once('exit', () => settle(refusedFile(READ_MESSAGES.checkTooHeavy)));
  });
}
