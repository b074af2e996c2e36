import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiToken, seededTemplate, startSandbox, type RunningSandbox, type SeededTemplate } from './sandbox';

/** Is told the sandbox a test (or a file) runs on, with the demo seller's token in it. */
type Open = (running: RunningSandbox, token: string) => void;

/**
 * Registers the hooks of a file in which every test starts on its own copy of a seeded, logged-in
 * sandbox: the seeding and the login are done once for the file (beforeAll), each test gets a copy
 * (beforeEach, handed to `open`) that is stopped after it. So no test sees what another one did,
 * whatever their order.
 */
export function sandboxPerTest(open: Open): void {
  let template: SeededTemplate | null = null;
  let running: RunningSandbox | null = null;
  beforeAll(async () => {
    template = await seededTemplate();
  });
  afterAll(() => template?.remove());
  beforeEach(async () => {
    if (!template) throw new Error('the seeded template is made in beforeAll');
    running = await startSandbox({ copyOf: template });
    open(running, template.token);
  });
  afterEach(async () => {
    await running?.stop();
    running = null;
  });
}

/** Registers the hooks of a file whose tests share one sandbox, seeded from the fixtures, with the demo seller logged in. */
export function sandboxPerFile(open: Open): void {
  let running: RunningSandbox | null = null;
  beforeAll(async () => {
    running = await startSandbox();
    open(running, await apiToken(running.apiRoot));
  });
  afterAll(async () => {
    await running?.stop();
    running = null;
  });
}
