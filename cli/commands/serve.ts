import { resolve } from 'node:path';
import { sandboxAreas, sandboxPermission, seedVersion } from '../sandbox/areas/index';
import { createSandbox, webRootIfBuilt, type Sandbox } from '../sandbox/server';
import { StateFileError } from '../sandbox/store';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly data: string;
  readonly reset: boolean;
  readonly web: string;
  readonly verbose: boolean;
  /** Milliseconds a session may stay unused. */
  readonly sessionIdle: number;
}

const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };

export async function serve(options: ServeOptions): Promise<void> {
  let sandbox: Sandbox;
  try {
    sandbox = createSandbox({
      dataDir: resolve(options.data),
      reset: options.reset,
      webRoot: webRootIfBuilt(resolve(options.web)),
      areas: sandboxAreas,
      permission: sandboxPermission,
      seedVersion: seedVersion(),
      sessionIdleMs: options.sessionIdle,
      ...(options.verbose
        ? { log: (line: string) => console.log(line) }
        : {
            log: (line: string) => {
              if (line.startsWith('error')) console.error(line);
            },
          }),
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
