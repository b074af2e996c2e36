import { useState } from 'react';
import { useLocation } from 'wouter';
import { titleCase, USER_MENU_LABELS } from '@core/account/menu';
import type { SellerProfile } from '@core/account/schema';
import { Dropdown } from '@web/ui/Dropdown';
import { Icon } from '@web/ui/Icon';
import { Menu, MenuItem } from '@web/ui/Menu';
import { cdnUrl } from '../config';
import { signOut } from '../sessionActions';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The top bar's user menu: Profile, Ubah Password, Logout (this session), Keluar dari semua perangkat. */
export function UserMenu({ user }: { readonly user: SellerProfile | null }) {
  const [, navigate] = useLocation();
  const [changing, setChanging] = useState(false);
  const photo = cdnUrl(user?.image.primary);
  return (
    <>
      <Dropdown
        label="Menu pengguna"
        className="topbar__user"
        trigger={
          <>
            {photo ? (
              <img className="topbar__avatar" src={photo} alt="" width={32} height={32} />
            ) : (
              <Icon name="user" />
            )}
            <span className="topbar__user-name">{user ? titleCase(user.name) : ''}</span>
            <Icon name="chevronDown" size={16} />
          </>
        }
      >
        {(close) => (
          <Menu label="Menu pengguna">
            <MenuItem
              icon="user"
              onSelect={() => {
                close();
                navigate('/profile');
              }}
            >
              {USER_MENU_LABELS.profile}
            </MenuItem>
            <MenuItem
              icon="key"
              onSelect={() => {
                close();
                setChanging(true);
              }}
            >
              {USER_MENU_LABELS.changePassword}
            </MenuItem>
            <MenuItem
              icon="logout"
              tone="danger"
              onSelect={() => {
                close();
                void signOut();
              }}
            >
              {USER_MENU_LABELS.logout}
            </MenuItem>
            <MenuItem
              icon="logout"
              tone="danger"
              onSelect={() => {
                close();
                void signOut('everywhere');
              }}
            >
              {USER_MENU_LABELS.logoutEverywhere}
            </MenuItem>
          </Menu>
        )}
      </Dropdown>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
