import { sidebarLink, type SidebarKey } from '@core/account/menu';
import { isDashboardEmpty } from '@core/dashboard/rules';
import { PRODUCT_DETAIL_TITLES } from '@core/product/labels';
import { billingListReads } from '@web/features/billing/queries';
import { conversationsQuery } from '@web/features/chat/queries';
import { complaintDetailQuery, complaintListReads } from '@web/features/complaint/queries';
import { dashboardQuery } from '@web/features/dashboard/queries';
import { expeditionsQuery } from '@web/features/expedition/queries';
import { negotiationDetailQuery, negotiationListReads } from '@web/features/nego/queries';
import { firstNotificationFilter, notificationPagesQuery } from '@web/features/notifications/queries';
import { changedOrderListReads, orderDetailQuery, orderListReads } from '@web/features/order/queries';
import { allPaymentsReads, PROOF_READS } from '@web/features/payment/queries';
import { categoryTreeQuery } from '@web/features/product/categories';
import { productDetailQuery, productListReads } from '@web/features/product/queries';
import { productReviewsQuery, shopReviewsQuery } from '@web/features/review/queries';
import { firstUserLogFilter, userLogPagesQuery } from '@web/features/userlog/queries';
import { profileQuery } from './api/profile';
import { lazyScreen, type RouteDef } from './entryRoutes';
import { PAYMENT_LISTS } from './paths';
import { listReads, recordReads, sellerReads } from './routeReads';

export { HOME_PATH, routeTitle, type Screen, type ScreenProps } from './entryRoutes';

/** A page the sidebar links to: the link's path, titled by the link's words. */
function linkedPage(key: SidebarKey): Pick<RouteDef, 'path' | 'title'> {
  const link = sidebarLink(key);
  return { path: link.path, title: link.label };
}

/**
 * Authenticated routes: no token in local storage sends the user to /login. Each declares what its
 * screen reads, started with its chunk at the click (routeStart.ts).
 */
export const authRoutes: readonly RouteDef[] = [
  {
    ...linkedPage('dashboard'),
    // The figures of a store that has products; a new store's dashboard reads none.
    reads: sellerReads((seller, client) => {
      if (!isDashboardEmpty(seller.totalProduct)) void client.prefetchQuery(dashboardQuery(null));
    }),
    screen: lazyScreen(() => import('@web/features/dashboard/DashboardScreen').then((m) => m.DashboardScreen)),
  },
  {
    path: '/no-network',
    title: 'No Network',
    screen: lazyScreen(() => import('@web/features/network/NoNetworkScreen').then((m) => m.NoNetworkScreen)),
  },
  {
    ...linkedPage('chat'),
    reads: sellerReads((seller, client) => void client.prefetchQuery(conversationsQuery(seller.id))),
    screen: lazyScreen(() => import('@web/features/chat/ChatScreen').then((m) => m.ChatScreen)),
  },
  {
    path: '/review',
    title: 'Review',
    reads: sellerReads((seller, client) => {
      void client.prefetchQuery(shopReviewsQuery(seller.id));
      void client.prefetchQuery(productReviewsQuery(seller.id));
    }),
    screen: lazyScreen(() => import('@web/features/review/ReviewScreen').then((m) => m.ReviewScreen)),
  },
  {
    ...linkedPage('profile'),
    reads: ({ client }) => void client.prefetchQuery(profileQuery),
    screen: lazyScreen(() => import('@web/features/profile/ProfileScreen').then((m) => m.ProfileScreen)),
  },
  {
    ...linkedPage('notifications'),
    reads: ({ search, client }) =>
      void client.prefetchInfiniteQuery(
        notificationPagesQuery(firstNotificationFilter(search.get('isNotifReminder') === '1')),
      ),
    screen: lazyScreen(() =>
      import('@web/features/notifications/NotificationsScreen').then((m) => m.NotificationsScreen),
    ),
  },
  {
    ...linkedPage('userlog'),
    reads: ({ client }) => void client.prefetchInfiniteQuery(userLogPagesQuery(firstUserLogFilter())),
    screen: lazyScreen(() => import('@web/features/userlog/UserLogScreen').then((m) => m.UserLogScreen)),
  },
  {
    path: '/userlog/user/:id',
    reads: ({ client }) => void client.prefetchInfiniteQuery(userLogPagesQuery(firstUserLogFilter())),
    title: (params) => params.id ?? sidebarLink('userlog').label,
    screen: lazyScreen(() => import('@web/features/userlog/UserLogUserScreen').then((m) => m.UserLogUserScreen)),
  },
  {
    path: '/product',
    title: 'Produk Saya',
    reads: listReads(productListReads),
    screen: lazyScreen(() => import('@web/features/product/ProductListScreen').then((m) => m.ProductListScreen)),
  },
  {
    path: '/product/detail/:id',
    reads: (request) => {
      recordReads(productDetailQuery)(request);
      void request.client.prefetchQuery(categoryTreeQuery);
    },
    title: PRODUCT_DETAIL_TITLES.other,
    screen: lazyScreen(() => import('@web/features/product/ProductDetailScreen').then((m) => m.ProductDetailScreen)),
  },
  {
    path: '/product/addproduct',
    reads: ({ client }) => void client.prefetchQuery(categoryTreeQuery),
    title: 'Tambah Produk',
    screen: lazyScreen(() => import('@web/features/product/AddProductScreen').then((m) => m.AddProductScreen)),
  },
  {
    path: '/pesanan',
    title: 'Pesanan Saya',
    reads: listReads(orderListReads),
    screen: lazyScreen(() => import('@web/features/order/OrderListScreen').then((m) => m.OrderListScreen)),
  },
  {
    path: '/pesanan/detail/:id',
    reads: recordReads(orderDetailQuery),
    title: 'Detail Pesanan',
    screen: lazyScreen(() => import('@web/features/order/OrderDetailScreen').then((m) => m.OrderDetailScreen)),
  },
  {
    ...linkedPage('changedOrders'),
    reads: listReads(changedOrderListReads),
    screen: lazyScreen(() => import('@web/features/order/ChangedOrdersScreen').then((m) => m.ChangedOrdersScreen)),
  },
  {
    ...linkedPage('billing'),
    reads: listReads(billingListReads),
    screen: lazyScreen(() => import('@web/features/billing/BillingScreen').then((m) => m.BillingScreen)),
  },
  {
    ...PAYMENT_LISTS[0],
    reads: listReads(allPaymentsReads),
    screen: lazyScreen(() => import('@web/features/payment/AllPaymentsScreen').then((m) => m.AllPaymentsScreen)),
  },
  {
    ...PAYMENT_LISTS[1],
    reads: listReads(PROOF_READS.incomplete),
    screen: lazyScreen(() =>
      import('@web/features/payment/IncompletePaymentsScreen').then((m) => m.IncompletePaymentsScreen),
    ),
  },
  {
    ...PAYMENT_LISTS[2],
    reads: listReads(PROOF_READS.verification),
    screen: lazyScreen(() =>
      import('@web/features/payment/PaymentVerificationScreen').then((m) => m.PaymentVerificationScreen),
    ),
  },
  {
    ...PAYMENT_LISTS[3],
    reads: listReads(PROOF_READS.passed),
    screen: lazyScreen(() => import('@web/features/payment/PassedPaymentsScreen').then((m) => m.PassedPaymentsScreen)),
  },
  {
    ...linkedPage('carriers'),
    reads: ({ client }) => void client.prefetchQuery(expeditionsQuery),
    screen: lazyScreen(() => import('@web/features/expedition/ExpeditionScreen').then((m) => m.ExpeditionScreen)),
  },
  {
    ...linkedPage('negotiations'),
    reads: listReads(negotiationListReads),
    screen: lazyScreen(() => import('@web/features/nego/NegotiationListScreen').then((m) => m.NegotiationListScreen)),
  },
  {
    path: '/negoisasi/detail/:id',
    reads: recordReads(negotiationDetailQuery),
    title: 'Detail Negoisasi',
    screen: lazyScreen(() =>
      import('@web/features/nego/NegotiationDetailScreen').then((m) => m.NegotiationDetailScreen),
    ),
  },
  {
    ...linkedPage('complaints'),
    reads: listReads(complaintListReads),
    screen: lazyScreen(() => import('@web/features/complaint/ComplaintListScreen').then((m) => m.ComplaintListScreen)),
  },
  {
    path: '/komplain/detail/:id',
    reads: recordReads(complaintDetailQuery),
    title: 'Detail Komplain',
    screen: lazyScreen(() =>
      import('@web/features/complaint/ComplaintDetailScreen').then((m) => m.ComplaintDetailScreen),
    ),
  },
];

/** A path's parameters under a route pattern ('/pesanan/detail/5002' of '/pesanan/detail/:id': id 5002), or null. */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [at, part] of wanted.entries()) {
    const value = given[at] ?? '';
    if (part.startsWith(':') && value !== '') params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** The authenticated route of a path under the base, with its parameters. */
export function routeAt(path: string): { readonly route: RouteDef; readonly params: Record<string, string> } | null {
  for (const route of authRoutes) {
    const params = paramsOf(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/** Fetches the chunk of an authenticated route's screen ahead of its first visit (a path under the base). */
export function preloadRoute(path: string): void {
  void routeAt(path)
    ?.route.screen.preload()
    .catch(() => undefined);
}
