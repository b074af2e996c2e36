import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Clock } from '@core/clock';
import { sandboxAreas, sandboxPermission, seedVersion } from '@cli/sandbox/areas/index';
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

/**
 * A fresh sandbox on a free loopback port with its own data folder, seeded from the fixtures; or,
 * with `copyOf`, started on a copy of a template's folder (see `seededTemplate`).
 */
export async function startSandbox(
  options: {
    withPortal?: boolean;
    webRoot?: string;
    clock?: Clock;
    loginLimit?: AttemptPolicy;
    sessionIdleMs?: number;
    dataDir?: string;
    reset?: boolean;
    copyOf?: SeededTemplate;
  } = {},
): Promise<RunningSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'penyedia-sandbox-'));
  if (options.copyOf) cpSync(options.copyOf.dataDir, dataDir, { recursive: true });
  const kept = keptMailbox();
  const sandbox = createSandbox({
    dataDir,
    mailbox: {
      send: (mail) => {
        kept.send(mail);
        consoleMailbox.send(mail);
      },
    },
    reset: options.reset ?? !options.copyOf,
    loginLimit: options.loginLimit ?? RELAXED_LOGIN_LIMIT,
    ...(options.sessionIdleMs ? { sessionIdleMs: options.sessionIdleMs } : {}),
    webRoot:
      options.webRoot ??
      (options.withPortal ? webRootIfBuilt(resolve(process.env.PENYEDIA_WEB_ROOT ?? 'dist/web')) : null),
    areas: sandboxAreas,
    permission: sandboxPermission,
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

/** Logs `who` in through a sandbox's API root (…/api) and answers the token; a refusal throws, naming the answer. */
export async function apiToken(
  apiRoot: string,
  who: { readonly email: string; readonly password: string } = DEMO_SELLER,
): Promise<string> {
  const res = await fetch(`${apiRoot}/user/login/seller`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data?: unknown };
  if (res.status !== 200 || typeof body.data !== 'string')
    throw new Error(`${who.email} could not log in (HTTP ${res.status}): ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A data folder seeded from the fixtures with the demo seller logged in, made once (in a file's
 * beforeAll) and never served again: every test that changes the sandbox starts its own on a copy
 * of it (`startSandbox({ copyOf })`), so no test sees what another one did, whatever their order,
 * without paying the seeding and the scrypt login for each test.
 */
export interface SeededTemplate {
  readonly dataDir: string;
  /** The demo seller's token, valid in every copy. */
  readonly token: string;
  remove(): void;
}

export async function seededTemplate(): Promise<SeededTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'penyedia-template-'));
  const running = await startSandbox({ dataDir });
  try {
    const token = await apiToken(running.apiRoot);
    return { dataDir, token, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  } finally {
    await running.stop();
  }
}
