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
interface WorkerLimits {
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

interface Job {
  readonly bytes: Uint8Array;
  readonly tree: CategoryTree;
  readonly done: (answer: TemplateCheck) => void;
}

/**
 * One worker thread, started at the first upload and kept: starting a thread and loading the
 * checker costs far more than checking a file of 100 products. Files are checked one at a time,
 * each under the time limit; a file past a limit stops the worker (the next upload starts a new
 * one), so a hostile file costs at most the worker.
 */
class UploadChecker {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly file: string,
    private readonly limits: WorkerLimits,
  ) {}

  check(bytes: Uint8Array, tree: CategoryTree): Promise<TemplateCheck> {
    return new Promise((done) => {
      this.queue.push({ bytes, tree, done });
      this.next();
    });
  }

  private next(): void {
    if (this.running !== null) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    this.running = job;
    this.timer = setTimeout(
      () => this.stop(refusedFile(READ_MESSAGES.checkTimeout(Math.round(this.limits.timeoutMs / 1000)))),
      this.limits.timeoutMs,
    );
    const { bytes, tree } = job;
    // An upload's own buffer is handed over, not copied; a view into a larger one is copied.
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    this.started().postMessage({ bytes, tree }, owned && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);
  }

  private started(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(this.file, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.limits.maxYoungGenerationSizeMb,
      },
    });
    // An idle checker keeps no server (nor test run) from ending.
    worker.unref();
    // A worker stopped for a limit may still speak before it ends: only the current one is heard.
    worker.on('message', (message: unknown) => {
      if (this.worker !== worker) return;
      const parsed = answerSchema.safeParse(message);
      // The worker's rows were validated by core; the shape check guards the thread boundary.
      this.finish(parsed.success ? parsed.data : refusedFile(READ_MESSAGES.corrupt));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return;
      this.stop(
        refusedFile(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? READ_MESSAGES.checkTooHeavy : READ_MESSAGES.corrupt),
      );
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.stop(refusedFile(READ_MESSAGES.checkTooHeavy));
    });
    this.worker = worker;
    return worker;
  }

  /** Answers the running job and starts the next one. */
  private finish(answer: TemplateCheck): void {
    const job = this.running;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
    job?.done(answer);
    this.next();
  }

  /** The worker went past a limit or died: the running job is refused with `answer`, the worker dropped. */
  private stop(answer: TemplateCheck): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.terminate();
    this.finish(answer);
  }
}

let checker: UploadChecker | null = null;

/**
 * Checks an uploaded workbook in the upload worker, with `resourceLimits` and a time limit, so the
 * sandbox answers other requests meanwhile and a hostile file costs at most the worker.
 * Without a built worker (the CLI not built) the check runs in-process, under the same caps.
 */
export async function checkInWorker(bytes: Uint8Array, tree: CategoryTree): Promise<TemplateCheck> {
  massCheckEvents.emit('start');
  try {
    const file = massCheckWorkerFile();
    if (!existsSync(file)) return checkUploadedWorkbook(bytes, tree);
    checker ??= new UploadChecker(file, UPLOAD_WORKER_LIMITS);
    return await checker.check(bytes, tree);
  } finally {
    massCheckEvents.emit('end');
  }
}
