import { useEffect } from 'react';
import { create } from 'zustand';
import { BADGE_FETCH_LIMIT, shellBadgeApi } from '../api/shellBadges';
import type { SidebarBadge } from '@core/account/menu';

export const useBadges = create<Record<SidebarBadge, number>>(() => ({ chatUnread: 0, newOrders: 0, changedOrders: 0 }));

/**
 * The order badges (spec 000 §2, §7): new orders are the items of seller/order with
 * filter_status 0, changed orders the items of seller/order/changed, both read with limit 100.
 * Read again on every route change, so they follow what the seller just did.
 */
export function useOrderBadges(refreshKey: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void shellBadgeApi.orders({ page: 1, limit: BADGE_FETCH_LIMIT, filter_status: 0, sort: '', search: '' }).map((body) => {
      if (current) useBadges.setState({ newOrders: body.data.items.length });
    });
    void shellBadgeApi.changedOrders({ page: 1, limit: BADGE_FETCH_LIMIT, sort: '', search: '' }).map((body) => {
      if (current) useBadges.setState({ changedOrders: body.data.items.length });
    });
    return () => {
      current = false;
    };
  }, [refreshKey, enabled]);
}
