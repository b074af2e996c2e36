/**
 * Page after page until one comes back empty: the page parameter of the next call. Apart from
 * InfiniteList, so a route's reads carry no component or stylesheet.
 */
export function nextPageAfter(
  last: { readonly items: readonly unknown[] },
  _pages: unknown,
  lastPage: number,
): number | undefined {
  return last.items.length === 0 ? undefined : lastPage + 1;
}
