import { useQuery } from '@tanstack/react-query';
import type { SidebarBadge } from '@core/account/menu';
import { BADGE_FETCH_LIMIT, shellBadgeApi } from '../api/shellBadges';
import { dataQuery, fromResult } from '../api/query';
import { chatKeys, orderKeys } from '../api/queryKeys';

/**
 * The order badges are read again this often while the tab is shown; an order action refreshes
 * them at once (it invalidates every order list). The spec gives no interval.
 */
const BADGE_POLL_MS = 60_000;

const NEW_ORDERS = { page: 1, limit: BADGE_FETCH_LIMIT, filter_status: 0, sort: '', search: '' } as const;
const CHANGED_ORDERS = { page: 1, limit: BADGE_FETCH_LIMIT, sort: '', search: '' } as const;

/** The same cache entries as the orders lists with these requests. */
const newOrdersQuery = dataQuery(orderKeys.list, shellBadgeApi.orders);
const changedOrdersQuery = dataQuery(orderKeys.changedList, shellBadgeApi.changedOrders);

/** The chat API's unread total of the seller: polled by the shell, pushed by the realtime signal. */
export function chatUnreadQuery(sellerId: number) {
  return {
    queryKey: chatKeys.unread(sellerId),
    queryFn: () =>
      fromResult(shellBadgeApi.chatUnread({ from: 'customer', id: sellerId }).map((body) => body.data.total_unread)),
  };
}

/**
 * The sidebar badges: new orders are the items of seller/order with
 * filter_status 0, changed orders the items of seller/order/changed, both read with limit 100;
 * the chat count is the unread total the shell keeps in step with the realtime signal.
 */
export function useSidebarBadges(sellerId: number | null): Record<SidebarBadge, number> {
  const enabled = sellerId !== null;
  const newOrders = useQuery({
    ...newOrdersQuery(NEW_ORDERS),
    select: (data) => data.items.length,
    refetchInterval: BADGE_POLL_MS,
    enabled,
  });
  const changedOrders = useQuery({
    ...changedOrdersQuery(CHANGED_ORDERS),
    select: (data) => data.items.length,
    refetchInterval: BADGE_POLL_MS,
    enabled,
  });
  // Read only: the shell's realtime hook owns the polling of this query.
  const chatUnread = useQuery({ ...chatUnreadQuery(sellerId ?? 0), enabled: false });
  return { newOrders: newOrders.data ?? 0, changedOrders: changedOrders.data ?? 0, chatUnread: chatUnread.data ?? 0 };
}
