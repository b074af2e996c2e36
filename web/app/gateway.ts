import type { z } from 'zod';
import type { GatewayOptions } from '@core/api/gateway';
import { superagentTransport } from '@core/api/superagentTransport';
import { localTokenStore } from '@web/platform/tokenStore';
import { appConfig } from './config';
import { clearSession, sessionEnding, useSession } from './session';

function reportContractError(endpoint: string, issues: readonly z.core.$ZodIssue[]): void {
  // The screen shows a sentence; the details are for whoever opens the console.
  console.error(`Jawaban API tidak sesuai kontrak: ${endpoint}`, issues);
}

/**
 * The options every area gateway shares: one superagent transport, the roots of config.json (read
 * at call time, after boot), the raw token from local storage and the two hooks. A 401 on any call,
 * HTTP status or body status.code, ends the session; the route guard then shows Login.
 *
 * This module and the gateways are not part of the entry chunk: the login page is drawn without
 * superagent, zod schemas of the catalogue or neverthrow, and loads them when the seller submits.
 */
export const gatewayOptions: GatewayOptions = {
  transport: superagentTransport(),
  roots: () => {
    const { apiRoot, chatApiRoot } = appConfig();
    return { apiRoot, chatApiRoot };
  },
  getToken: () => localTokenStore.read(),
  onUnauthorized: () => {
    // A session the server has just ended closes at its own time (endSessionAfter).
    if (sessionEnding()) return;
    if (useSession.getState().token !== null || localTokenStore.read() !== null) clearSession();
  },
  onContractError: reportContractError,
};
