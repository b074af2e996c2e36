import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Clock } from '@core/clock';
import { sandboxAreas, sandboxPermission, seedVersion } from '@cli/sandbox/areas/index';
import { realDisk } from '@cli/sandbox/disk';
import type { AttemptPolicy } from '@cli/sandbox/limiter';
import { fileMailbox, type SentMail } from '@cli/sandbox/mailbox';
import { createSandbox, webRootIfBuilt, type Sandbox } from '@cli/sandbox/server';
import { controlledPorts, TEST_CONTROL_ENV, type TestControl } from '@cli/sandbox/testControl';
import { TestClock } from './testClock';

/**
 * Which server a test file's sandboxes are: the source, in the test's own process, or the built
 * `penyedia serve` (dist/cli, as users run it) as a child process. The `bundle` project of
 * vitest.config.ts provides 'bundle' to the suites it runs again that way; nothing else changes
 * in them, so a test that passes on the source and fails on the bundle shows what the build broke.
 */
type SandboxMode = 'source' | 'bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxMode: SandboxMode;
  }
}

/** Read at each start, not at import: a test worker keeps this module from one file to the next. */
function sandboxMode(): SandboxMode {
  return inject('sandboxMode') === 'bundle' ? 'bundle' : 'source';
}

const BIN = fileURLToPath(new URL('../../bin/penyedia.js', import.meta.url));

/** What a test reads of the e-mails a sandbox sent, as a seller reads an inbox. */
interface SandboxInbox {
  /** Every e-mail sent so far, oldest first. */
  readonly sent: readonly SentMail[];
  lastTo(email: string): SentMail | undefined;
}

export interface RunningSandbox {
  readonly mode: SandboxMode;
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly apiRoot: string;
  readonly chatApiRoot: string;
  readonly dataDir: string;
  /** Every e-mail the sandbox sent (also printed, as `penyedia serve` prints them). */
  readonly mailbox: SandboxInbox;
  /** The committed state of an area as it is on disk, where every acknowledged write is. */
  state<S>(area: string): S;
  /** From now on every write of a state file or an upload fails as on a full disk (or no longer). */
  fillDisk(full: boolean): void;
  /** The sandbox inside the test's process; a test that reads it runs on the source only. */
  readonly sandbox: Sandbox;
  stop(): Promise<void>;
}

export interface SandboxStart {
  readonly withPortal?: boolean;
  readonly webRoot?: string;
  /** The sandbox's clock; against the built server only a TestClock can reach it. */
  readonly clock?: Clock;
  readonly loginLimit?: AttemptPolicy;
  readonly sessionIdleMs?: number;
  readonly dataDir?: string;
  readonly reset?: boolean;
  readonly copyOf?: SeededTemplate;
  /** Origins besides its own whose pages may call the API (serve --allow-origin). */
  readonly allowedOrigins?: readonly string[];
}

/**
 * Tests log in wrongly many times from one address (the browser tests' toasts, for one); the
 * login limit of 5 failures a minute is tested on its own (tests/sandbox/sessions.test.ts).
 */
const RELAXED_LOGIN_LIMIT: AttemptPolicy = { max: 1000, windowMs: 60_000 };

/** The harness's files beside a sandbox's data folder: its test-control file and its mailbox file. */
class Harness {
  readonly dir = mkdtempSync(join(tmpdir(), 'penyedia-harness-'));
  readonly controlFile = join(this.dir, 'control.json');
  readonly mailFile = join(this.dir, 'mail.jsonl');
  private control: TestControl;

  constructor(control: TestControl) {
    this.control = control;
    this.write();
  }

  update(change: TestControl): void {
    this.control = { ...this.control, ...change };
    this.write();
  }

  private write(): void {
    writeFileSync(this.controlFile, JSON.stringify(this.control));
  }

  mails(): SentMail[] {
    if (!existsSync(this.mailFile)) return [];
    return readFileSync(this.mailFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as SentMail);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function inboxOf(harness: Harness): SandboxInbox {
  return {
    get sent() {
      return harness.mails();
    },
    lastTo: (email) => harness.mails().findLast((mail) => mail.to.toLowerCase() === email.toLowerCase()),
  };
}

interface Started {
  readonly origin: string;
  readonly sandbox: Sandbox | null;
  stop(): Promise<void>;
}

/** The source in this process, on the harness's control file as the built command would be. */
async function startInProcess(start: SandboxStart, dataDir: string, harness: Harness, webRoot: string | null) {
  const controlled = controlledPorts(harness.controlFile, realDisk);
  const sandbox = createSandbox({
    dataDir,
    mailbox: fileMailbox(harness.mailFile),
    reset: start.reset ?? !start.copyOf,
    loginLimit: start.loginLimit ?? RELAXED_LOGIN_LIMIT,
    ...(start.sessionIdleMs ? { sessionIdleMs: start.sessionIdleMs } : {}),
    webRoot,
    areas: sandboxAreas,
    permission: sandboxPermission,
    seedVersion: seedVersion(),
    ...(start.clock ? { clock: start.clock } : {}),
    disk: controlled.disk,
    allowedOrigins: start.allowedOrigins ?? [],
    log: (line) => {
      if (line.startsWith('error')) console.error(line);
    },
  });
  await new Promise<void>((done) => sandbox.server.listen(0, '127.0.0.1', () => done()));
  const { port } = sandbox.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, sandbox, stop: () => sandbox.close() } satisfies Started;
}

/** The built `penyedia serve` as a child process, on the same data folder, control file and mailbox file. */
function startChild(start: SandboxStart, dataDir: string, harness: Harness, webRoot: string | null): Promise<Started> {
  const args = [
    BIN,
    'serve',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--data',
    dataDir,
    '--web',
    webRoot ?? join(harness.dir, 'no-portal'),
    '--mailbox',
    harness.mailFile,
    ...((start.reset ?? !start.copyOf) ? ['--reset'] : []),
    ...(start.sessionIdleMs ? ['--session-idle', `${start.sessionIdleMs}ms`] : []),
    ...(start.allowedOrigins?.length ? ['--allow-origin', ...start.allowedOrigins] : []),
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, [TEST_CONTROL_ENV]: harness.controlFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /berjalan di (http:\/\/[\d.]+:\d+)\/api\//.exec(output);
      if (found?.[1])
        resolveStart({
          origin: found[1],
          sandbox: null,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('error', rejectStart);
    child.once('exit', (code) => rejectStart(new Error(`penyedia serve ended (exit ${String(code)}): ${output}`)));
  });
}

/**
 * A fresh sandbox on a free loopback port with its own data folder, seeded from the fixtures; or,
 * with `copyOf`, started on a copy of a template's folder (see `seededTemplate`). Against the
 * built server when the file runs in the `bundle` project.
 */
export async function startSandbox(start: SandboxStart = {}): Promise<RunningSandbox> {
  const mode = sandboxMode();
  const dataDir = start.dataDir ?? mkdtempSync(join(tmpdir(), 'penyedia-sandbox-'));
  if (start.copyOf) cpSync(start.copyOf.dataDir, dataDir, { recursive: true });
  const harness = new Harness({ loginLimit: start.loginLimit ?? RELAXED_LOGIN_LIMIT });
  const unfollow = start.clock instanceof TestClock ? start.clock.follow((now) => harness.update({ now })) : null;
  if (!unfollow && start.clock && mode === 'bundle')
    throw new Error('the built server reads its clock from the test-control file: give it a TestClock');
  const webRoot =
    start.webRoot ?? (start.withPortal ? webRootIfBuilt(resolve(process.env.PENYEDIA_WEB_ROOT ?? 'dist/web')) : null);
  let started: Started;
  try {
    started =
      mode === 'bundle'
        ? await startChild(start, dataDir, harness, webRoot)
        : await startInProcess(start, dataDir, harness, webRoot);
  } catch (error) {
    unfollow?.();
    harness.remove();
    if (!start.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { origin } = started;
  return {
    mode,
    origin,
    apiRoot: `${origin}/api`,
    chatApiRoot: `${origin}/chat-api`,
    dataDir,
    mailbox: inboxOf(harness),
    state: <S>(area: string) =>
      (JSON.parse(readFileSync(join(dataDir, 'state', `${area}.json`), 'utf8')) as { state: S }).state,
    fillDisk: (full) => harness.update({ diskFull: full }),
    get sandbox(): Sandbox {
      if (!started.sandbox)
        throw new Error('this test reads the sandbox in its own process: read h.state(area) to run on the build too');
      return started.sandbox;
    },
    stop: async () => {
      await started.stop();
      unfollow?.();
      harness.remove();
      if (!start.dataDir) rmSync(dataDir, { recursive: true, force: true });
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
