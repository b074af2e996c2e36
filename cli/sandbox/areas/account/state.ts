import { z } from 'zod';
import { sellerProfileSchema, storeUserSchema } from '@core/account/schema';
import type { EndpointDef } from '@core/api/endpoint';
import { notificationTypes } from '@core/notification/schema';
import { userLogTypes } from '@core/userlog/schema';
import notificationsSeed from '@fixtures/seed/account/notifications.json';
import sellersSeed from '@fixtures/seed/account/sellers.json';
import storeUsersSeed from '@fixtures/seed/account/storeUsers.json';
import userLogSeed from '@fixtures/seed/account/userlog.json';
import { route, type FileRule, type HandlerContext, type RouteDef } from '../../area';
import { fail, type Reply } from '../../reply';

export const sellerRecordSchema = z.object({ password: z.string(), profile: sellerProfileSchema });
export type SellerRecord = z.infer<typeof sellerRecordSchema>;

export const storeUserRecordSchema = storeUserSchema.extend({ password: z.string() });
export type StoreUserRecord = z.infer<typeof storeUserRecordSchema>;

/**
 * Seeded notifications and log entries carry their age instead of a date, so the demo data stays
 * "the last 14 months" whenever the sandbox runs (a fixed date would age, and a date computed at
 * seeding would change the seed version every day and wipe the sandbox's data). Entries made at
 * run time carry createdAt.
 */
const timed = { ageMinutes: z.number().int().nonnegative().optional(), createdAt: z.string().optional() };

export const notificationRecordSchema = z.object({
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

export const userLogRecordSchema = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  type: z.enum(userLogTypes),
  activity: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  ...timed,
});
export type UserLogRecord = z.infer<typeof userLogRecordSchema>;

/** A code sent by the forgotten-password flow (the e-mail is printed on the console instead). */
export interface PasswordReset {
  email: string;
  code: string;
  verified: boolean;
  createdAt: string;
}

export interface AccountState {
  sellers: SellerRecord[];
  storeUsers: StoreUserRecord[];
  notifications: NotificationRecord[];
  userLog: UserLogRecord[];
  passwordResets: PasswordReset[];
}

export function seedAccountState(): AccountState {
  return {
    sellers: z.array(sellerRecordSchema).parse(sellersSeed),
    storeUsers: z.array(storeUserRecordSchema).parse(storeUsersSeed),
    notifications: z.array(notificationRecordSchema).parse(notificationsSeed),
    userLog: z.array(userLogRecordSchema).parse(userLogSeed),
    passwordResets: [],
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
  return seller ?? fail(404, 'Penyedia tidak ditemukan');
}

/** The older calls name the store mall_id; a seller reaches only their own store. */
export function ownStore(seller: SellerRecord, mallId: number | undefined): Reply | null {
  if (mallId === undefined || mallId === seller.profile.id) return null;
  return fail(403, 'Anda tidak memiliki akses ke toko ini');
}

export function nextId(rows: ReadonlyArray<{ id: number }>, floor: number): number {
  return rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;
}

/** When a seeded or run-time record happened. */
export function happenedAt(record: { ageMinutes?: number | undefined; createdAt?: string | undefined }, now: Date): Date {
  if (record.createdAt) return new Date(record.createdAt);
  // Whole minutes, as a server clock would stamp them, however odd the moment of the call.
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minute - (record.ageMinutes ?? 0) * 60_000);
}

/** Appends to the seller's activity log (the sandbox does not know the browser, so ip and agent are its own). */
export function logActivity(ctx: AccountContext, seller: SellerRecord, type: UserLogRecord['type'], activity: string): void {
  ctx.state.userLog.push({
    id: nextId(ctx.state.userLog, 8001),
    sellerId: seller.profile.id,
    type,
    activity,
    ip: '127.0.0.1',
    userAgent: 'penyedia-sandbox',
    userId: seller.profile.id,
    userName: seller.profile.pic.name,
    createdAt: ctx.now().toISOString(),
  });
}
