import { useEffect } from 'react';
import { create } from 'zustand';
import { useConfigState } from './config';

/** The current route's title, for the top bar. */
export const usePageTitle = create<{ readonly title: string }>(() => ({ title: '' }));

/**
 * Sets the document title to the route title plus the seller suffix of config.json;
 * on the login page, whose first load does not check config.json, the suffix follows once it is checked.
 */
export function useRouteTitle(title: string): void {
  const config = useConfigState();
  const suffix = config.status === 'ready' ? config.config.sellerSuffix : null;
  useEffect(() => {
    usePageTitle.setState({ title });
    if (suffix !== null) document.title = `${title} | ${suffix}`;
  }, [title, suffix]);
}
