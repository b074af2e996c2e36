import { useNetworkOnline } from '@web/platform/networkStatus';

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
