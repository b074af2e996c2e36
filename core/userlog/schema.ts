import { z } from 'zod';

/**
 * One entry of the seller's activity log. The specification leaves the fields unnamed ("The fields
 * of a log entry are not shown"); these are the sandbox's, chosen for the /userlog and
 * /userlog/user/{id} pages.
 */
export const userLogTypes = ['login', 'profile', 'product', 'order', 'user'] as const;

export const userLogEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(userLogTypes),
  activity: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The seller or the store user who acted. */
  userId: z.number().int(),
  userName: z.string(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
});
export type UserLogEntry = z.infer<typeof userLogEntrySchema>;

/** The page size of the user log: its call asks user/log/seller?limit=5. */
export const USER_LOG_PAGE_SIZE = 5;
