import type { SellerProfile } from '@core/account/schema';
import { Icon } from '@web/ui/Icon';
import { usePageTitle } from '../title';
import { NotificationsMenu } from './NotificationsMenu';
import { OnlineIndicator } from './OnlineIndicator';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  readonly user: SellerProfile | null;
  /** The last online check reached the server. */
  readonly online: boolean;
  readonly menuOpen: boolean;
  readonly onOpenMenu: () => void;
}

/** Page title, online indicator, notifications and the user menu. */
export function TopBar({ user, online, menuOpen, onOpenMenu }: TopBarProps) {
  const title = usePageTitle((state) => state.title);
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar__menu"
        aria-label="Buka menu"
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <Icon name="menu" />
      </button>
      <p className="topbar__title">{title}</p>
      <div className="topbar__tools">
        <OnlineIndicator reachable={online} />
        <NotificationsMenu pending={user?.totalNotifReminder ?? 0} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
