import { rm } from 'node:fs/promises';
import { fileTypeRefused } from '@core/api/serverMessages';
import type { Clock } from '@core/clock';
import type { AnyArea, HandlerContext, JobContext, Session, SessionRegistry } from './area';
import { BodyError } from './body';
import type { Disk } from './disk';
import type { Effects } from './effects';
import type { AttemptLimiter, AttemptPolicy } from './limiter';
import { SESSIONS_AREA, sessionRegistry, type SessionPolicy, type SessionsState } from './sessions';
import type { ReadLog } from './readCache';
import type { Root } from './store';
import { DiskError, type RootDraft } from './transaction';
import { storeUpload, type StoredUpload, type UploadFolders } from './uploads';

/** What every handler context shares: the sandbox's clock, limits, uploads folder and job scheduler. */
export interface ContextPorts {
  readonly clock: Clock;
  readonly sessionPolicy: SessionPolicy;
  readonly loginAttempts: AttemptLimiter;
  /** The counter of attempts named `name`, made with `policy` on first use and kept in memory. */
  limiter(name: string, policy: AttemptPolicy): AttemptLimiter;
  readonly uploads: UploadFolders;
  /** Where uploads are written (the store's disk). */
  readonly disk: Disk;
  /** Runs a deferred job of an area later, in a write of its own. */
  schedule(area: AnyArea, sellerId: number | undefined, delayMs: number, job: (ctx: JobContext<unknown>) => void): void;
}

/** Who calls, on which state: a write's draft with its effects, or the committed root of a read (effects: null). */
export interface CallScope {
  readonly area: AnyArea;
  readonly root: RootDraft | Root;
  readonly session: Session | null;
  readonly client: string;
  readonly effects: Effects | null;
  /** On a read: what the handler looks at, so its answer can be kept until that changes (readCache.ts). */
  readonly reads?: ReadLog;
}

/**
 * The context a handler works with. On a read there is no effects collector: a read that tried to
 * publish, mail or defer would be a handler bug, and says so.
 */
export function handlerContext<S>(ports: ContextPorts, scope: CallScope): HandlerContext<S> {
  const { area, root, session, effects, reads } = scope;
  const effectsOfWrite = (): Effects => {
    if (!effects) throw new Error(`a read of ${area.name} tried to change something outside its state`);
    return effects;
  };
  const stateOf = (name: string): unknown => {
    if (!(name in root)) throw new Error(`sandbox area not loaded: ${name}`);
    reads?.areas.set(name, root[name]);
    return root[name];
  };
  /** The time, the client or the sessions make an answer that no state change marks stale. */
  const varies = () => {
    if (reads) reads.varies = true;
  };
  let sessions: SessionRegistry | null = null;
  return {
    get state() {
      return stateOf(area.name) as S;
    },
    session,
    area: <T>(name: string) => stateOf(name) as T,
    get sessions() {
      varies();
      sessions ??= sessionRegistry(root[SESSIONS_AREA] as SessionsState, ports.clock.now(), ports.sessionPolicy);
      return sessions;
    },
    saveUpload: async (file, access) => {
      const write = effectsOfWrite();
      let saved: StoredUpload | null;
      try {
        saved = await storeUpload(ports.uploads, file, access, ports.disk);
      } catch (error) {
        throw new DiskError(error);
      }
      if (!saved) throw new BodyError(422, fileTypeRefused(file.name ?? 'file', ['pdf', 'jpeg', 'png']));
      const { created } = saved;
      // A write that is not kept leaves no file of its own behind.
      if (created) write.undo(() => rm(created, { force: true }));
      return saved.upload;
    },
    publish: (event, data) => {
      if (session) effectsOfWrite().publish(session.sellerId, event, data);
    },
    afterCommit: (effect) => effectsOfWrite().later(effect),
    mail: (mail) => effectsOfWrite().mail(mail),
    defer: (delayMs, job) => {
      const scheduled = effectsOfWrite();
      scheduled.later(() =>
        ports.schedule(area, session?.sellerId, delayMs, job as (ctx: JobContext<unknown>) => void),
      );
    },
    now: () => {
      varies();
      return new Date(ports.clock.now());
    },
    get clock() {
      varies();
      return ports.clock;
    },
    get client() {
      varies();
      return scope.client;
    },
    get loginAttempts() {
      varies();
      return ports.loginAttempts;
    },
    limiter: (name, policy) => {
      varies();
      return ports.limiter(name, policy);
    },
  };
}
