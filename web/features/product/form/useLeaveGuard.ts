import { useEffect, useRef, useState } from 'react';
import { useLocation, useRouter } from 'wouter';

/** Marks the history entry the guard adds on top of the form's own, so Back can be caught. */
const GUARD_STATE = { penyediaFormGuard: true } as const;

type Pending = { readonly kind: 'link'; readonly path: string } | { readonly kind: 'back' };

export interface LeaveGuard {
  /** A leave is waiting for the seller's answer. */
  readonly asking: boolean;
  /** Stay on the form. */
  readonly stay: () => void;
  /** Leave the way the seller asked to. */
  readonly leave: () => void;
  /** Leaves for a path of the portal without asking (after a save, or the form's own Cancel). */
  readonly leaveTo: (path: string) => void;
  /** Goes back in history without asking, past the guard's own entry. */
  readonly back: () => void;
}

function linkTarget(event: MouseEvent, base: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return null;
  return `${url.pathname.slice(base.length) || '/'}${url.search}${url.hash}`;
}

/**
 * Asks before a form with changes is left: a link of the portal (the sidebar), the browser's Back
 * (an extra history entry catches it) and a reload or closing the tab (`beforeunload`, the
 * browser's own question).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const guarded = useRef(false);
  const activeRef = useRef(active);
  const disarmed = useRef(false);

  useEffect(() => {
    activeRef.current = active && !disarmed.current;
    if (!activeRef.current || guarded.current) return;
    window.history.pushState(GUARD_STATE, '', window.location.href);
    guarded.current = true;
  }, [active]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current) return;
      const path = linkTarget(event, base);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', path });
    };
    const onPopState = () => {
      if (!guarded.current) return;
      // Back took the seller off the guard's entry, onto the form's own.
      guarded.current = false;
      if (activeRef.current) setPending({ kind: 'back' });
      else window.history.back();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (activeRef.current) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [base]);

  const disarm = () => {
    disarmed.current = true;
    activeRef.current = false;
  };
  const leaveTo = (path: string) => {
    disarm();
    // The guard's entry is replaced, so Back from there returns to the form's own entry only once.
    navigate(path, { replace: guarded.current });
    guarded.current = false;
  };
  const back = () => {
    disarm();
    window.history.go(guarded.current ? -2 : -1);
  };
  return {
    asking: pending !== null,
    stay: () => {
      if (pending?.kind === 'back') {
        window.history.pushState(GUARD_STATE, '', window.location.href);
        guarded.current = true;
      }
      setPending(null);
    },
    leave: () => {
      const was = pending;
      setPending(null);
      if (was?.kind === 'link') leaveTo(was.path);
      else if (was?.kind === 'back') {
        disarm();
        window.history.back();
      }
    },
    leaveTo,
    back,
  };
}
