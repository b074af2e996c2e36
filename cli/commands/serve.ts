import { join, resolve } from 'node:path';
import { packageRoot } from '../packageRoot';
import { sandboxAreas, sandboxPermission, seedVersion } from '../sandbox/areas/index';
import { realDisk } from '../sandbox/disk';
import { consoleMailbox, fileMailbox } from '../sandbox/mailbox';
import { createSandbox, webRootIfBuilt, type Sandbox } from '../sandbox/server';
import { StateFileError } from '../sandbox/store';
import { controlledPorts, TEST_CONTROL_ENV } from '../sandbox/testControl';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly data: string;
  readonly reset: boolean;
  /** The built portal; the package's own dist/web unless given. */
  readonly web?: string;
  readonly verbose: boolean;
  /** Milliseconds a session may stay unused. */
  readonly sessionIdle: number;
  /** A file every e-mail is appended to (one JSON a line), besides the console. */
  readonly mailbox?: string;
  /** Origins besides its own whose pages may call the API. */
  readonly allowOrigin?: readonly string[];
}

const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };

/** The portal built with the package: beside the command, wherever it is started from. */
function defaultWebRoot(): string {
  return join(packageRoot(), 'dist', 'web');
}

export async function serve(options: ServeOptions): Promise<void> {
  const controlFile = process.env[TEST_CONTROL_ENV];
  const controlled = controlFile ? controlledPorts(resolve(controlFile), realDisk) : null;
  if (controlFile) console.log(`MODE UJI: jam, disk dan batas login dikendalikan oleh ${controlFile}`);
  let sandbox: Sandbox;
  try {
    sandbox = createSandbox({
      dataDir: resolve(options.data),
      reset: options.reset,
      webRoot: webRootIfBuilt(resolve(options.web ?? defaultWebRoot())),
      areas: sandboxAreas,
      permission: sandboxPermission,
      seedVersion: seedVersion(),
      sessionIdleMs: options.sessionIdle,
      mailbox: options.mailbox ? fileMailbox(resolve(options.mailbox)) : consoleMailbox,
      allowedOrigins: options.allowOrigin ?? [],
      ...(controlled
        ? {
            clock: controlled.clock,
            disk: controlled.disk,
            ...(controlled.loginLimit ? { loginLimit: controlled.loginLimit } : {}),
          }
        : {}),
      log: options.verbose
        ? (line: string) => console.log(line)
        : (line: string) => {
            if (line.startsWith('error')) console.error(line);
          },
    });
  } catch (error) {
    // A state file the sandbox cannot trust: say which, and stop without touching anything.
    if (error instanceof StateFileError) {
      console.error(error.message);
      process.exitCode = 3;
      return;
    }
    throw error;
  }
  await new Promise<void>((done, failed) => {
    sandbox.server.once('error', failed);
    sandbox.server.listen(options.port, options.host, () => done());
  });
  const address = sandbox.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  console.log(`Sandbox API penyedia berjalan di http://${options.host}:${port}/api/`);
  console.log(`Portal: http://${options.host}:${port}/penyedia/`);
  console.log(`Penyedia demo: ${DEMO.email} / ${DEMO.password}`);
  console.log(`Data: ${resolve(options.data)}${options.reset ? ' (di-seed ulang)' : ''}`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
