import { z } from 'zod';
import type { ForgotFlow } from '@core/account/rules';

/**
 * What the tab keeps of a password reset: the address the code went to and when the flow began,
 * in session storage, so it ends with the tab and never reaches another person at a shared
 * computer. The code is never kept; it lives in the page only.
 */
const FLOW_KEY = 'forgot.flow';
/** What an older portal kept in local storage (the address, the verified code, a sent flag): dropped unread. */
const OLD_KEYS = ['forgot.email', 'forgot.code', 'forgot.codeSent'] as const;

const flowSchema = z.object({ email: z.string().min(1), startedAt: z.number().int() });

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept flow, if well formed; anything else is dropped. */
export function readForgotFlow(): ForgotFlow | null {
  try {
    for (const key of OLD_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): nothing was kept there either.
  }
  const raw = session()?.getItem(FLOW_KEY);
  if (raw == null) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: dropped below.
  }
  clearForgotFlow();
  return null;
}

export function storeForgotFlow(flow: ForgotFlow): void {
  try {
    session()?.setItem(FLOW_KEY, JSON.stringify({ email: flow.email, startedAt: flow.startedAt }));
  } catch {
    // A full or refused storage keeps the flow in the page only; a reload then starts over.
  }
}

export function clearForgotFlow(): void {
  session()?.removeItem(FLOW_KEY);
}
