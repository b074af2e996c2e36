import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from './preloadable';
import type { RouteReads } from './routeReads';

/*
 * What the entry chunk needs of the route table: the login and guest routes, the paths the guards
 * redirect to. The authenticated table (routes.ts) loads with the shell, not on the login page.
 */

/** What every routed screen receives: its title as the route table names it. */
export interface ScreenProps {
  readonly title: string;
}

export type Screen = Preloadable<ScreenProps>;

/** Every screen is its own lazy chunk, fetched when first shown or ahead of it; the route table itself stays tiny. */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>): Screen {
  return preloadable(load);
}

export interface RouteDef {
  /** wouter pattern, relative to the /penyedia/ base. */
  readonly path: string;
  /** The route title, or a function of the path parameters (the user log page is titled by the user id). */
  readonly title: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  readonly screen: Screen;
  /** What the screen reads, started with its chunk at the click and at the navigation (routeStart.ts). */
  readonly reads?: RouteReads;
}

export function routeTitle(route: RouteDef, params: Readonly<Record<string, string | undefined>>): string {
  return typeof route.title === 'function' ? route.title(params) : route.title;
}

/** Guest-only routes: a logged-in user is sent to /. Login is not here: it is part of the entry chunk. */
export const guestRoutes: readonly RouteDef[] = [
  {
    path: '/register',
    title: 'Daftar Penyedia',
    screen: lazyScreen(() => import('@web/features/auth/RegisterScreen').then((m) => m.RegisterScreen)),
  },
  {
    path: '/forgot',
    title: 'Lupa Password',
    screen: lazyScreen(() => import('@web/features/auth/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen)),
  },
];

export const LOGIN_PATH = '/login';
export const LOGIN_TITLE = 'Login';
export const HOME_PATH = '/dashboard';
