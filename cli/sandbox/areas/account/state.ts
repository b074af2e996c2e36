import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sellerProfileSchema, storeUserSchema } from '@core/account/schema';
import type { EndpointDef } from '@core/api/endpoint';
import { notificationTypes } from '@core/notification/schema';
import { userLogEntrySchema } from '@core/userlog/schema';
import notificationsSeed from '@fixtures/seed/account/notifications.json';
import sellersSeed from '@fixtures/seed/account/sellers.json';
import storeUsersSeed from '@fixtures/seed/account/storeUsers.json';
import userLogSeed from '@fixtures/seed/account/userlog.json';
import { ACCOUNT_SERVER_MESSAGES } from '@core/account/serverMessages';
import { inRange, parseDateRange } from './calendar';
import { route, type FileRule, type HandlerContext, type RouteDef } from '../../area';
import { fail, isReply, type Reply } from '../../reply';
import { seedPasswordHash } from './password';

/** Passwords are kept as scrypt hashes (see password.ts); the seed files hold the demo passwords in clear. */
const sellerRecordSchema = z.object({ passwordHash: z.string(), profile: sellerProfileSchema });
export type SellerRecord = z.infer<typeof sellerRecordSchema>;
const sellerSeedSchema = z.object({ password: z.string(), profile: sellerProfileSchema });

const storeUserRecordSchema = storeUserSchema.extend({ passwordHash: z.string() });
const storeUserSeedSchema = storeUserSchema.extend({ password: z.string() });

/**
 * Seeded notifications and log entries carry their age instead of a date: they are dated back from
 * the moment the data was seeded (seededAt), so the demo data is "the last 14 months" of whenever
 * it was seeded and a time shown stays the same from page load to page load. Entries made at run
 * time carry createdAt.
 */
const timed = { ageMinutes: z.number().int().nonnegative().optional(), createdAt: z.string().optional() };

const notificationRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  type: z.enum(notificationTypes),
  isNotifReminder: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  text: z.string(),
  icon: z.string(),
  isRead: z.boolean(),
  isRedirect: z.boolean(),
  linkRedirect: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  ...timed,
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

/** A log entry as the API shows it, kept with its seller and its age. */
const userLogRecordSchema = userLogEntrySchema.extend({ sellerId: z.number().int(), ...timed });
export type UserLogRecord = z.infer<typeof userLogRecordSchema>;

/**
 * The forgotten-password flow of one address, known or not (every address gets the same work, so
 * the answers tell nobody which ones have an account): the last code sent, stored hashed as
 * passwords are, whether its second step verified it, and the address's guard: when codes were
 * asked for, when wrong codes came (across codes), and until when its resets are locked.
 */
const passwordResetSchema = z.object({
  /** The SHA-256 of the address as typed (trimmed, lower case): the state keeps no typed address. */
  emailKey: z.string(),
  code: z
    .object({
      hash: z.string(),
      verified: z.boolean(),
      /** Epoch ms. */
      expiresAt: z.number(),
    })
    .nullable(),
  /** Epoch ms of each code asked for, of each wrong code. */
  requestedAt: z.array(z.number()),
  failedAt: z.array(z.number()),
  lockedUntil: z.number().nullable(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/**
 * A registration waiting for its e-mail's link: the account exists only once the link is opened,
 * so a registration answers alike for a new and a known address. Its NPWP photo is counted against
 * the sandbox's room for unverified uploads until then.
 */
const pendingRegistrationSchema = z.object({
  /** The SHA-256 of the link's token. */
  tokenKey: z.string(),
  passwordHash: z.string(),
  profile: sellerProfileSchema,
  uploadBytes: z.number().int().nonnegative(),
  /** Epoch ms. */
  expiresAt: z.number(),
});

export const accountStateSchema = z.object({
  sellers: z.array(sellerRecordSchema),
  storeUsers: z.array(storeUserRecordSchema),
  notifications: z.array(notificationRecordSchema),
  userLog: z.array(userLogRecordSchema),
  passwordResets: z.array(passwordResetSchema),
  pendingRegistrations: z.array(pendingRegistrationSchema),
  /** When the data was seeded (epoch ms): seeded notifications and log entries are dated back from it. */
  seededAt: z.number(),
});
export type AccountState = z.infer<typeof accountStateSchema>;

export function seedAccountState(seededAt: number): AccountState {
  return {
    seededAt,
    sellers: z
      .array(sellerSeedSchema)
      .parse(sellersSeed)
      .map(({ password, profile }) => ({ passwordHash: seedPasswordHash(profile.email, password), profile })),
    storeUsers: z
      .array(storeUserSeedSchema)
      .parse(storeUsersSeed)
      .map(({ password, ...user }) => ({ ...user, passwordHash: seedPasswordHash(user.email, password) })),
    notifications: z.array(notificationRecordSchema).parse(notificationsSeed),
    userLog: z.array(userLogRecordSchema).parse(userLogSeed),
    passwordResets: [],
    pendingRegistrations: [],
  };
}

export type AccountContext = HandlerContext<AccountState>;

/** `route` with the account state fixed, so handlers in separate files need no type arguments. */
export function accountRoute<E extends EndpointDef>(
  name: string,
  def: E,
  handle: (input: z.output<E['request']>, ctx: AccountContext) => Reply | Promise<Reply>,
  files?: Readonly<Record<string, FileRule>>,
): RouteDef<AccountState> {
  return route<AccountState, E>(name, def, handle, files);
}

export function findSeller(state: AccountState, sellerId: number): SellerRecord | undefined {
  return state.sellers.find((s) => s.profile.id === sellerId);
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The key under which an address's reset is kept: the SHA-256 of the address, trimmed and in lower case. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export function findSellerByEmail(state: AccountState, email: string): SellerRecord | undefined {
  return state.sellers.find((s) => sameEmail(s.profile.email, email));
}

/** Whether an e-mail is taken by a seller or a store user (login names must stay unique). */
export function emailTaken(state: AccountState, email: string): boolean {
  return findSellerByEmail(state, email) !== undefined || state.storeUsers.some((u) => sameEmail(u.email, email));
}

/** The seller of the session, or the reply to give when there is none. */
export function currentSeller(ctx: AccountContext): SellerRecord | Reply {
  const seller = ctx.session && findSeller(ctx.state, ctx.session.sellerId);
  return seller ?? fail(404, ACCOUNT_SERVER_MESSAGES.sellerNotFound);
}

/** The older calls name the store mall_id; a seller reaches only their own store. */
export function ownStore(seller: SellerRecord, mallId: number | undefined): Reply | null {
  if (mallId === undefined || mallId === seller.profile.id) return null;
  return fail(403, ACCOUNT_SERVER_MESSAGES.otherStore);
}

export function nextId(rows: ReadonlyArray<{ id: number }>, floor: number): number {
  return rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;
}

/** When a seeded or run-time record happened. */
function happenedAt(
  record: { ageMinutes?: number | undefined; createdAt?: string | undefined },
  seededAt: number,
): Date {
  if (record.createdAt) return new Date(record.createdAt);
  // Whole minutes, as a server clock would stamp them.
  const minute = Math.floor(seededAt / 60_000) * 60_000;
  return new Date(minute - (record.ageMinutes ?? 0) * 60_000);
}

type DatedRecord = {
  readonly id: number;
  readonly sellerId: number;
  ageMinutes?: number | undefined;
  createdAt?: string | undefined;
};

/**
 * The logged-in seller's records (those `keep` keeps) that happened in the asked date range
 * (filter_date), newest first and the higher id first within a minute, each with its time; or
 * the refusal of an unknown seller or a malformed range.
 */
export function sellerRecordsInRange<R extends DatedRecord>(
  ctx: AccountContext,
  records: readonly R[],
  filterDate: string,
  keep: (record: R) => boolean,
): Reply | { record: R; at: Date }[] {
  const seller = currentSeller(ctx);
  if (isReply(seller)) return seller;
  const range = parseDateRange(filterDate, ctx.clock.zone);
  if (range === 'invalid') return fail(400, ACCOUNT_SERVER_MESSAGES.dateFilterInvalid);
  return records
    .filter((record) => record.sellerId === seller.profile.id && keep(record))
    .map((record) => ({ record, at: happenedAt(record, ctx.state.seededAt) }))
    .filter(({ at }) => inRange(at, range))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.record.id - a.record.id);
}

/** Appends to the seller's activity log (the sandbox does not know the browser, so ip and agent are its own). */
export function logActivity(
  ctx: AccountContext,
  seller: SellerRecord,
  type: UserLogRecord['type'],
  activity: string,
): void {
  ctx.state.userLog.push({
    id: nextId(ctx.state.userLog, 8001),
    sellerId: seller.profile.id,
    type,
    activity,
    ip: ctx.client,
    userAgent: 'penyedia-sandbox',
    userId: seller.profile.id,
    userName: seller.profile.pic.name,
    createdAt: ctx.now().toISOString(),
  });
}
