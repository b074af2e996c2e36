import { resolve } from 'node:path';
import { sandboxAreas, seedVersion } from '../sandbox/areas/index';
import { createSandbox, webRootIfBuilt } from '../sandbox/server';

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly data: string;
  readonly reset: boolean;
  readonly web: string;
  readonly verbose: boolean;
}

const DEMO = { email: 'penyedia@contoh.id', password: 'Penyedia2026' };

export async function serve(options: ServeOptions): Promise<void> {
  const sandbox = createSandbox({
    dataDir: resolve(options.data),
    reset: options.reset,
    webRoot: webRootIfBuilt(resolve(options.web)),
    areas: sandboxAreas,
    seedVersion: seedVersion(),
    ...(options.verbose ? { log: (line: string) => console.log(line) } : { log: (line: string) => { if (line.startsWith('error')) console.error(line); } }),
  });
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
