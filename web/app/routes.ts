import { sidebarLink, type SidebarKey } from '@core/account/menu';
import { PRODUCT_DETAIL_TITLES } from '@core/product/labels';
import { lazyScreen, type RouteDef } from './entryRoutes';
import { PAYMENT_LISTS } from './paths';

export { HOME_PATH, routeTitle, type Screen, type ScreenProps } from './entryRoutes';

/** A page the sidebar links to: the link's path, titled by the link's words. */
function linkedPage(key: SidebarKey): Pick<RouteDef, 'path' | 'title'> {
  const link = sidebarLink(key);
  return { path: link.path, title: link.label };
}

/** Authenticated routes (spec 000 §2, spec 002 §2): no token in local storage sends the user to /login. */
export const authRoutes: readonly RouteDef[] = [
  {
    ...linkedPage('dashboard'),
    screen: lazyScreen(() => import('@web/features/dashboard/DashboardScreen').then((m) => m.DashboardScreen)),
  },
  {
    path: '/no-network',
    title: 'No Network',
    screen: lazyScreen(() => import('@web/features/network/NoNetworkScreen').then((m) => m.NoNetworkScreen)),
  },
  {
    ...linkedPage('chat'),
    screen: lazyScreen(() => import('@web/features/chat/ChatScreen').then((m) => m.ChatScreen)),
  },
  {
    path: '/review',
    title: 'Review',
    screen: lazyScreen(() => import('@web/features/review/ReviewScreen').then((m) => m.ReviewScreen)),
  },
  {
    ...linkedPage('profile'),
    screen: lazyScreen(() => import('@web/features/profile/ProfileScreen').then((m) => m.ProfileScreen)),
  },
  {
    ...linkedPage('notifications'),
    screen: lazyScreen(() =>
      import('@web/features/notifications/NotificationsScreen').then((m) => m.NotificationsScreen),
    ),
  },
  {
    ...linkedPage('userlog'),
    screen: lazyScreen(() => import('@web/features/userlog/UserLogScreen').then((m) => m.UserLogScreen)),
  },
  {
    path: '/userlog/user/:id',
    title: (params) => params.id ?? sidebarLink('userlog').label,
    screen: lazyScreen(() => import('@web/features/userlog/UserLogUserScreen').then((m) => m.UserLogUserScreen)),
  },
  {
    path: '/product',
    title: 'Produk Saya',
    screen: lazyScreen(() => import('@web/features/product/ProductListScreen').then((m) => m.ProductListScreen)),
  },
  {
    path: '/product/detail/:id',
    title: PRODUCT_DETAIL_TITLES.other,
    screen: lazyScreen(() => import('@web/features/product/ProductDetailScreen').then((m) => m.ProductDetailScreen)),
  },
  {
    path: '/product/addproduct',
    title: 'Tambah Produk',
    screen: lazyScreen(() => import('@web/features/product/AddProductScreen').then((m) => m.AddProductScreen)),
  },
  {
    path: '/pesanan',
    title: 'Pesanan Saya',
    screen: lazyScreen(() => import('@web/features/order/OrderListScreen').then((m) => m.OrderListScreen)),
  },
  {
    path: '/pesanan/detail/:id',
    title: 'Detail Pesanan',
    screen: lazyScreen(() => import('@web/features/order/OrderDetailScreen').then((m) => m.OrderDetailScreen)),
  },
  {
    ...linkedPage('changedOrders'),
    screen: lazyScreen(() => import('@web/features/order/ChangedOrdersScreen').then((m) => m.ChangedOrdersScreen)),
  },
  {
    ...linkedPage('billing'),
    screen: lazyScreen(() => import('@web/features/billing/BillingScreen').then((m) => m.BillingScreen)),
  },
  {
    ...PAYMENT_LISTS[0],
    screen: lazyScreen(() => import('@web/features/payment/AllPaymentsScreen').then((m) => m.AllPaymentsScreen)),
  },
  {
    ...PAYMENT_LISTS[1],
    screen: lazyScreen(() =>
      import('@web/features/payment/IncompletePaymentsScreen').then((m) => m.IncompletePaymentsScreen),
    ),
  },
  {
    ...PAYMENT_LISTS[2],
    screen: lazyScreen(() =>
      import('@web/features/payment/PaymentVerificationScreen').then((m) => m.PaymentVerificationScreen),
    ),
  },
  {
    ...PAYMENT_LISTS[3],
    screen: lazyScreen(() => import('@web/features/payment/PassedPaymentsScreen').then((m) => m.PassedPaymentsScreen)),
  },
  {
    ...linkedPage('carriers'),
    screen: lazyScreen(() => import('@web/features/expedition/ExpeditionScreen').then((m) => m.ExpeditionScreen)),
  },
  {
    ...linkedPage('negotiations'),
    screen: lazyScreen(() => import('@web/features/nego/NegotiationListScreen').then((m) => m.NegotiationListScreen)),
  },
  {
    path: '/negoisasi/detail/:id',
    title: 'Detail Negoisasi',
    screen: lazyScreen(() =>
      import('@web/features/nego/NegotiationDetailScreen').then((m) => m.NegotiationDetailScreen),
    ),
  },
  {
    ...linkedPage('complaints'),
    screen: lazyScreen(() => import('@web/features/complaint/ComplaintListScreen').then((m) => m.ComplaintListScreen)),
  },
  {
    path: '/komplain/detail/:id',
    title: 'Detail Komplain',
    screen: lazyScreen(() =>
      import('@web/features/complaint/ComplaintDetailScreen').then((m) => m.ComplaintDetailScreen),
    ),
  },
];

/** Whether a path is one of a route pattern's ('/pesanan/detail/5002' of '/pesanan/detail/:id'). */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, at) => (part.startsWith(':') ? given[at] !== '' : part === given[at]))
  );
}

/** Fetches the chunk of an authenticated route's screen ahead of its first visit (a path under the base). */
export function preloadRoute(path: string): void {
  const route = authRoutes.find((candidate) => matches(candidate.path, path));
  if (route) void route.screen.preload().catch(() => undefined);
}
