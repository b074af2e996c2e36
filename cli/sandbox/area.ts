import type { z } from 'zod';
import type { EndpointDef } from '@core/api/endpoint';
import type { Clock } from '@core/clock';
import type { AttemptLimiter, AttemptPolicy } from './limiter';
import type { Reply } from './reply';
import type { SentMail } from './mailbox';

export interface Session {
  readonly token: string;
  readonly sellerId: number;
}

export interface UploadedFile {
  /** Where the file is served: /cdn/uploads/… for anyone, /cdn/private/<owner>/… for its owner only. */
  readonly url: string;
  readonly name: string;
  readonly size: number;
  /** The type its bytes prove (image/jpeg, image/png, application/pdf). */
  readonly type: string;
}

/**
 * Who may fetch an upload: anyone (product photos, store pictures), or only the seller it belongs
 * to, with that seller's token (legality documents, tax proofs).
 */
export type UploadAccess = 'public' | { readonly owner: number };

/** Sessions of the request's transaction: created and ended with it. */
export interface SessionRegistry {
  create(sellerId: number): string;
  find(token: string): Session | null;
  revoke(token: string): void;
  /** Ends every session of the seller (logout, a password change or reset). */
  revokeSeller(sellerId: number): void;
}

/**
 * What a handler works with. A write works on a draft (a refusal or a throw leaves no trace); a
 * read gets the committed state and must not change it.
 */
export interface HandlerContext<S> {
  /** This area's state (a draft of it). */
  readonly state: S;
  /** The seller of the token; null on public calls without a token. */
  readonly session: Session | null;
  /** Another area's state (a draft too, e.g. orders reading products). */
  area<T>(name: string): T;
  readonly sessions: SessionRegistry;
  /** Stores an uploaded file under the ending its bytes prove and returns where it is served, to whom `access` says. */
  saveUpload(file: Blob & { name?: string }, access: UploadAccess): Promise<UploadedFile>;
  /** Tells realtime listeners (server-sent events) of a change, once the change is committed. */
  publish(event: string, data: unknown): void;
  /** Runs once the transaction is on disk. */
  afterCommit(effect: () => void): void;
  /** Sends an e-mail once the transaction is on disk (the forgotten-password code). */
  mail(mail: SentMail): void;
  /** A later change of this area (e.g. the simulated customer's answer), in a transaction of its own. */
  defer(delayMs: number, job: (ctx: JobContext<S>) => void): void;
  readonly now: () => Date;
  readonly clock: Clock;
  /** The client's address, for limits per client. */
  readonly client: string;
  /** Failed logins per e-mail and per client. */
  readonly loginAttempts: AttemptLimiter;
  /** This sandbox's counter of attempts named `name` (made with `policy` on first use), kept in memory. */
  limiter(name: string, policy: AttemptPolicy): AttemptLimiter;
}

/** What a deferred job works with: the area's draft in its own transaction. */
export interface JobContext<S> {
  readonly state: S;
  readonly now: () => Date;
  publish(event: string, data: unknown): void;
}

/** Limits on the files a multipart call accepts, by field. */
export interface FileRule {
  readonly maxBytes: number;
  /** Accepted MIME types or file-name endings ('.xlsx'); the file's bytes must prove one of them. */
  readonly accept: readonly string[];
  /** The refusal of a file of another kind, when the field has words of its own for it. */
  readonly typeMessage?: string;
}

export interface RouteDef<S> {
  readonly name: string;
  readonly def: EndpointDef;
  readonly files?: Readonly<Record<string, FileRule>>;
  /** A GET that changes state (the real API has some, e.g. delPacket): committed like a PUT. */
  readonly mutates?: boolean;
  /**
   * Slow work done on the committed state before the call's transaction, so that it holds no other
   * write (checking a password with scrypt). A reply ends the call there; anything else is handed
   * to `handle`, which must check again whatever it relies on that a write may have changed since.
   */
  prepare?(input: unknown, ctx: HandlerContext<S>): Promise<unknown>;
  // Method syntax on purpose: areas of different state types share one registry.
  handle(input: unknown, ctx: HandlerContext<S>, prepared?: unknown): Reply | Promise<Reply>;
}

/** Binds a handler to a catalogue endpoint; the input reaching it has passed the endpoint's request schema. */
export function route<S, E extends EndpointDef>(
  name: string,
  def: E,
  handle: (input: z.output<E['request']>, ctx: HandlerContext<S>) => Reply | Promise<Reply>,
  files?: Readonly<Record<string, FileRule>>,
): RouteDef<S> {
  return { name, def, handle, ...(files ? { files } : {}) };
}

/**
 * A route with a `prepare` step outside its transaction (see RouteDef.prepare); what `prepare`
 * answers, when it is not a reply, reaches `handle`.
 */
export function preparedRoute<S, E extends EndpointDef, P>(
  name: string,
  def: E,
  prepare: (input: z.output<E['request']>, ctx: HandlerContext<S>) => Promise<P | Reply>,
  handle: (input: z.output<E['request']>, ctx: HandlerContext<S>, prepared: P) => Reply | Promise<Reply>,
  files?: Readonly<Record<string, FileRule>>,
): RouteDef<S> {
  return {
    name,
    def,
    prepare,
    handle: (input, ctx, prepared) => handle(input as z.output<E['request']>, ctx, prepared as P),
    ...(files ? { files } : {}),
  };
}

/** Marks a route whose GET changes state, so its changes are committed. */
export function mutating<S>(route: RouteDef<S>): RouteDef<S> {
  return { ...route, mutates: true };
}

/** A generated file (a PDF, a CSV) the CDN serves; null when the path names nothing of the seller's. */
export interface ServedFile {
  readonly type: string;
  readonly fileName: string;
  readonly body: Uint8Array;
}

/**
 * A file served under /cdn/ from the area's state, e.g. '/cdn/dokumen/bast-5001.pdf'. Every one
 * carries school data, so the CDN serves it only with the seller's token, to its owner.
 */
export interface FileRoute<S> {
  readonly path: RegExp;
  serve(
    match: RegExpExecArray,
    query: URLSearchParams,
    ctx: HandlerContext<S>,
  ): ServedFile | null | Promise<ServedFile | null>;
}

/**
 * What happens in an area by the clock alone (the simulated school pays, the customer answers).
 * Before a request is handled, every area whose `due` says so is caught up in a write of its own,
 * so handlers only read and requests that read never change state.
 */
export interface CatchUp<S> {
  /** Cheap: whether anything is due at `now` (epoch ms). */
  due(state: S, now: number): boolean;
  /** Applies what is due; what it publishes (to a seller's realtime listeners) goes out once it is on disk. */
  apply(state: S, now: Date, publish: (sellerId: number, event: string, data: unknown) => void): void;
}

/** One domain of the sandbox: its seed state, the shape its saved state must have, and the routes that read and change it. */
export interface SandboxArea<S> {
  readonly name: string;
  /** The area's first state; `seededAt` is the clock's reading when the data folder is seeded. */
  readonly seed: (seededAt: number) => S;
  readonly schema: z.ZodType<S>;
  readonly routes: ReadonlyArray<RouteDef<S>>;
  readonly files?: ReadonlyArray<FileRoute<S>>;
  readonly catchUp?: CatchUp<S>;
}

export type AnyArea = SandboxArea<unknown>;

export function defineArea<S>(area: SandboxArea<S>): SandboxArea<S> {
  return area;
}
