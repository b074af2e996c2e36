import { useEffect, useRef, useState } from 'react';
import { usePageVisible } from '@web/platform/pageVisibility';
import { loadProfile } from '../sessionActions';

/** Spec 000 §9: the online check runs every 1500 ms against the profile call. */
export const ONLINE_CHECK_MS = 1500;

/**
 * "You're Online" / "You're Offline". The check asks for the profile, only while the tab is shown
 * and never twice at once; it also keeps the sidebar's profile fresh. A 401 here ends the session
 * like any other call.
 */
export function OnlineIndicator() {
  const visible = usePageVisible();
  const [online, setOnline] = useState(() => navigator.onLine);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!visible) return;
    const check = () => {
      if (inFlight.current) return;
      inFlight.current = true;
      void loadProfile({ quiet: true }).match(
        () => {
          inFlight.current = false;
          setOnline(true);
        },
        (error) => {
          inFlight.current = false;
          if (error.kind === 'network') setOnline(false);
        },
      );
    };
    const goneOffline = () => setOnline(false);
    check();
    const timer = setInterval(check, ONLINE_CHECK_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', goneOffline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', goneOffline);
    };
  }, [visible]);

  return (
    <span className={`online online--${online ? 'on' : 'off'}`} role="status" aria-live="polite">
      <span className="online__dot" aria-hidden="true" />
      <span className="online__text">{online ? "You're Online" : "You're Offline"}</span>
    </span>
  );
}
