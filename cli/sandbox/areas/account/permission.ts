import { refusalOf, sellerMay, type CallName } from '@core/account/permissions';
import { endpoints } from '@core/api/endpoints';
import type { CallPermission } from '../../permission';
import { fail } from '../../reply';
import { findSeller, type AccountState } from './state';

const ACCOUNT_AREA = 'account';

function isCallName(route: string): route is CallName {
  return Object.hasOwn(endpoints, route);
}

/**
 * Core's rule of what a seller may do, applied to every call: a session's call that the seller's
 * state (blocked, must-update, inactive) does not allow is refused with 403 and the reason, before
 * its input is read. Calls without a session are the public ones; a seller the state does not know
 * is answered by the call itself.
 */
export const sellerPermission: CallPermission = (call, committed) => {
  if (!call.session) return null;
  const account = committed[ACCOUNT_AREA] as AccountState | undefined;
  const seller = account && findSeller(account, call.session.sellerId);
  if (!seller) return null;
  if (!isCallName(call.route)) return fail(403, refusalOf(seller.profile));
  return sellerMay(seller.profile, call.route) ? null : fail(403, refusalOf(seller.profile));
};
