import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SELLER_ZONE, systemClock, type Clock } from '@core/clock';
import type { Disk } from './disk';
import type { AttemptPolicy } from './limiter';

/**
 * The test-only mode of `penyedia serve`. Tests run their sandbox suites against the built
 * command as well as against the source, and some of them move the sandbox's clock, relax the
 * login limit or fill its disk. The built command learns of that from a JSON file named by this
 * environment variable, which only the test harness sets; there is no flag for it and no endpoint,
 * so a served sandbox exposes nothing of it, and `serve` says on its console when it is on.
 */
export const TEST_CONTROL_ENV = 'PENYEDIA_TEST_CONTROL';

const testControlSchema = z.object({
  /** A clock standing still at this instant (epoch ms) until the file says another. */
  now: z.number().optional(),
  /** Failed logins allowed per e-mail and per client in a window. */
  loginLimit: z.object({ max: z.number().int().positive(), windowMs: z.number().int().positive() }).optional(),
  /** Every write of a state file or an upload fails as on a full disk. */
  diskFull: z.boolean().optional(),
});
export type TestControl = z.infer<typeof testControlSchema>;

function readControl(file: string): TestControl {
  return testControlSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

function diskFull(): Error {
  return Object.assign(new Error('ENOSPC: no space left on device (test control)'), { code: 'ENOSPC' });
}

/** What a test-control file puts in place of the real clock, disk and login limit. */
export interface ControlledPorts {
  readonly clock: Clock;
  readonly disk: Disk;
  readonly loginLimit: AttemptPolicy | undefined;
}

/** Reads the file at every use, so a test changes the clock or the disk between two calls. */
export function controlledPorts(file: string, disk: Disk): ControlledPorts {
  const real = systemClock();
  return {
    clock: { now: () => readControl(file).now ?? real.now(), zone: SELLER_ZONE },
    disk: {
      stage: (target, data) => (readControl(file).diskFull ? Promise.reject(diskFull()) : disk.stage(target, data)),
      install: (staged) => disk.install(staged),
      discard: (staged) => disk.discard(staged),
    },
    loginLimit: readControl(file).loginLimit,
  };
}
