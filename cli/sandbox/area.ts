import type { z } from 'zod';
import type { EndpointDef } from '@core/api/endpoint';
import type { Reply } from './reply';
import type { SandboxStore } from './store';

export interface Session {
  readonly token: string;
  readonly sellerId: number;
}

export interface UploadedFile {
  /** Public URL of the stored file, under /cdn/uploads/. */
  readonly url: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface HandlerContext<S> {
  /** This area's state; mutate it in place, it is saved after every non-GET call. */
  readonly state: S;
  /** The seller of the token; null on public calls without a token. */
  readonly session: Session | null;
  /** Another area's state (e.g. orders reading products). */
  area<T>(name: string): T;
  readonly sessions: SessionRegistry;
  /** Stores an uploaded file and returns where it is served. */
  saveUpload(file: Blob & { name?: string }): Promise<UploadedFile>;
  /** Tells realtime listeners (server-sent events) of a change. */
  publish(event: string, data: unknown): void;
  readonly now: () => Date;
}

export interface SessionRegistry {
  create(sellerId: number): string;
  find(token: string): Session | null;
  revoke(token: string): void;
}

/** Limits on the files a multipart call accepts, by field. */
export interface FileRule {
  readonly maxBytes: number;
  /** Accepted MIME types or file-name endings ('.xlsx'). */
  readonly accept: readonly string[];
}

export interface RouteDef<S> {
  readonly name: string;
  readonly def: EndpointDef;
  readonly files?: Readonly<Record<string, FileRule>>;
  /** A GET that changes state (the real API has some, e.g. delPacket): saved like a PUT. */
  readonly mutates?: boolean;
  // Method syntax on purpose: areas of different state types share one registry.
  handle(input: unknown, ctx: HandlerContext<S>): Reply | Promise<Reply>;
}

/** Binds a handler to a catalogue endpoint; the input reaching it has passed the endpoint's request schema. */
export function route<S, E extends EndpointDef>(
  name: string,
  def: E,
  handle: (input: z.output<E['request']>, ctx: HandlerContext<S>) => Reply | Promise<Reply>,
  files?: Readonly<Record<string, FileRule>>,
): RouteDef<S> {
  return { name, def, handle: handle as (input: unknown, ctx: HandlerContext<S>) => Reply | Promise<Reply>, ...(files ? { files } : {}) };
}

/** Marks a route whose GET changes state, so the store saves after it. */
export function mutating<S>(route: RouteDef<S>): RouteDef<S> {
  return { ...route, mutates: true };
}

/** One domain of the sandbox: its seed state and the routes that read and change it. */
export interface SandboxArea<S> {
  readonly name: string;
  readonly seed: () => S;
  readonly routes: ReadonlyArray<RouteDef<S>>;
}

export type AnyArea = SandboxArea<unknown>;

export function defineArea<S>(area: SandboxArea<S>): SandboxArea<S> {
  return area;
}

export type { SandboxStore };
