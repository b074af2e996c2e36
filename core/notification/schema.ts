import { z } from 'zod';

/** Notification types. order, tagihan, komplain and pembayaran open an order; nego a negotiation. */
export const notificationTypes = ['order', 'tagihan', 'komplain', 'pembayaran', 'nego'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The link of a notification that must not redirect. */
export const NO_REDIRECT = '#';

/** The filter_date format: yyyy/mm/dd_yyyy/mm/dd, both ends inclusive. */
export const FILTER_DATE_PATTERN = /^\d{4}\/\d{2}\/\d{2}_\d{4}\/\d{2}\/\d{2}$/;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  /** Server HTML: render only through DOMPurify. */
  text: z.string(),
  icon: z.string(),
  isRead: z.boolean(),
  isRedirect: z.boolean(),
  /** Id of the target order or negotiation, or '#'. */
  linkRedirect: z.union([z.string(), z.number()]).transform((value) => String(value)),
  ip: z.string(),
  userAgent: z.string(),
  /** Display date, e.g. '12 Mei 2026 14:30'. */
  dateAt: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
