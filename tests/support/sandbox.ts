import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Clock } from '@core/clock';
import { sandboxAreas, seedVersion } from '@cli/sandbox/areas/index';
import type { AttemptPolicy } from '@cli/sandbox/limiter';
import { consoleMailbox, keptMailbox } from '@cli/sandbox/mailbox';
import { createSandbox, webRootIfBuilt, type Sandbox } from '@cli/sandbox/server';

export interface RunningSandbox {
  readonly sandbox: Sandbox;
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly apiRoot: string;
  readonly chatApiRoot: string;
  /** Every e-mail the sandbox sent (also printed, as `penyedia serve` prints them): a test reads a code here as a seller reads an inbox. */
  readonly mailbox: ReturnType<typeof keptMailbox>;
  stop(): Promise<void>;
}

/**
 * Tests log in wrongly many times from one address (the browser tests' toasts, for one); the
 * login limit of 5 failures a minute is tested on its own (tests/sandbox/loginLimit.test.ts).
 */
const RELAXED_LOGIN_LIMIT: AttemptPolicy = { max: 1000, windowMs: 60_000 };

/** A fresh sandbox on a free loopback port with its own data folder, seeded from the fixtures. */
export async function startSandbox(
  options: { withPortal?: boolean; webRoot?: string; clock?: Clock; loginLimit?: AttemptPolicy; sessionIdleMs?: number; dataDir?: string; reset?: boolean } = {},
): Promise<RunningSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'penyedia-sandbox-'));
  const kept = keptMailbox();
  const sandbox = createSandbox({
    dataDir,
    mailbox: {
      send: (mail) => {
        kept.send(mail);
        consoleMailbox.send(mail);
      },
    },
    reset: options.reset ?? true,
    loginLimit: options.loginLimit ?? RELAXED_LOGIN_LIMIT,
    ...(options.sessionIdleMs ? { sessionIdleMs: options.sessionIdleMs } : {}),
    webRoot: options.webRoot ?? (options.withPortal ? webRootIfBuilt(resolve(process.env.PENYEDIA_WEB_ROOT ?? 'dist/web')) : null),
    areas: sandboxAreas,
    seedVersion: seedVersion(),
    ...(options.clock ? { clock: options.clock } : {}),
    log: (line) => {
      if (line.startsWith('error')) console.error(line);
    },
  });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  const { port } = sandbox.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    sandbox,
    origin,
    apiRoot: `${origin}/api`,
    chatApiRoot: `${origin}/chat-api`,
    mailbox: kept,
    stop: async () => {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_SELLER = { email: 'penyedia@contoh.id', password: 'Penyedia2026' } as const;
