import { useNetworkOnline } from '@web/platform/networkStatus';

/** The online check runs every 1500 ms against the profile call (the shell polls it). */
export const ONLINE_CHECK_MS = 1500;

/**
 * "You're Online" / "You're Offline": the browser's own network state, and whether the last
 * online check (the shell's profile poll) reached the server.
 */
export function OnlineIndicator({ reachable }: { readonly reachable: boolean }) {
  const online = useNetworkOnline() && reachable;
  return (
    <span className={`online online--${online ? 'on' : 'off'}`} role="status" aria-live="polite">
      <span className="online__dot" aria-hidden="true" />
      <span className="online__text">{online ? "You're Online" : "You're Offline"}</span>
    </span>
  );
}
