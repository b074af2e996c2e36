import { defineArea } from '../../area';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { forgotRoutes } from './forgot';
import { notificationRoutes } from './notifications';
import { profileRoutes } from './profile';
import { referenceRoutes } from './reference';
import { registerRoutes } from './register';
import { accountStateSchema, seedAccountState, type AccountState } from './state';
import { userLogRoutes } from './userlog';

/** The account side: session, password reset, dashboard, profile, notifications, log, registration. */
export const accountArea = defineArea<AccountState>({
  name: 'account',
  seed: seedAccountState,
  schema: accountStateSchema,
  routes: [
    ...authRoutes,
    ...forgotRoutes,
    ...dashboardRoutes,
    ...notificationRoutes,
    ...userLogRoutes,
    ...profileRoutes,
    ...referenceRoutes,
    ...registerRoutes,
  ],
});

export { type AccountState } from './state';
export { sellerPermission } from './permission';
