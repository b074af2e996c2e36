import { useEffect } from 'react';
import { create } from 'zustand';
import { appConfig } from './config';

/** The current route's title, for the top bar. */
export const usePageTitle = create<{ readonly title: string }>(() => ({ title: '' }));

/** Sets the document title to the route title plus the seller suffix (spec 000 §2). */
export function useRouteTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${appConfig().sellerSuffix}`;
    usePageTitle.setState({ title });
  }, [title]);
}
