import { Link, useLocation } from 'wouter';
import { titleCase } from '@core/account/menu';
import type { SellerProfile } from '@core/account/schema';
import { Badge } from '@web/ui/Badge';
import { Icon } from '@web/ui/Icon';
import { cdnUrl } from '../config';
import { routeIntent, routeIntentGone } from '../routeStart';
import { useSidebarBadges } from './badges';
import { isActiveLink, linkIcon, sidebarLinks } from './menu';

export interface SidebarProps {
  readonly user: SellerProfile | null;
  /** The seller whose badges are read, once the shell lets its secondary reads start (null before). */
  readonly badgesFor: number | null;
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
  /** The off-canvas menu (below 1025 px) closes through this. */
  readonly onClose: () => void;
}

export function Sidebar({ user, badgesFor, collapsed, onToggleCollapsed, onClose }: SidebarProps) {
  const [location] = useLocation();
  const badges = useSidebarBadges(badgesFor);
  const photo = cdnUrl(user?.image.primary);
  const name = user ? titleCase(user.name) : '';

  return (
    <aside className="sidebar" id="sidebar" aria-label="Menu utama">
      <div className="sidebar__brand">
        <span className="sidebar__logo" aria-hidden="true">
          P
        </span>
        <span className="sidebar__brand-name">Portal Penyedia</span>
        <button
          type="button"
          className="sidebar__collapse"
          aria-label={collapsed ? 'Lebarkan menu' : 'Ciutkan menu'}
          aria-expanded={!collapsed}
          onClick={onToggleCollapsed}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} size={18} />
        </button>
        <button type="button" className="sidebar__close" aria-label="Tutup menu" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>

      <div className="sidebar__seller">
        {photo ? (
          <img className="sidebar__photo" src={photo} alt="" width={44} height={44} />
        ) : (
          <span className="sidebar__photo sidebar__photo--empty" />
        )}
        <div className="sidebar__seller-text">
          <p className="sidebar__name" title={name}>
            {name || '\u00a0'}
          </p>
          <Badge tone="primary">Seller</Badge>
        </div>
      </div>

      <nav className="sidebar__nav">
        <ul>
          {sidebarLinks(user).map((link) => {
            const active = isActiveLink(link, location);
            const count = link.badge ? badges[link.badge] : 0;
            return (
              <li key={link.path}>
                <Link
                  href={link.path}
                  // The screen's chunk and reads start at the press (a touch) or under the mouse, not after the click.
                  onPointerDown={() => routeIntent(link.path)}
                  onPointerEnter={(event) => {
                    if (event.pointerType === 'mouse') routeIntent(link.path);
                  }}
                  onPointerLeave={(event) => {
                    if (event.pointerType === 'mouse') routeIntentGone(link.path);
                  }}
                  aria-describedby={count > 0 ? `badge-${link.badge}` : undefined}
                  className={`sidebar__link${active ? ' sidebar__link--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? link.label : undefined}
                >
                  <span className="sidebar__icon">
                    <Icon name={linkIcon(link)} />
                    {count > 0 ? <span className="sidebar__dot" aria-hidden="true" /> : null}
                  </span>
                  <span className="sidebar__label">{link.label}</span>
                  {count > 0 ? (
                    // The count describes the link; its name stays the label.
                    <span
                      className="sidebar__count"
                      id={`badge-${link.badge}`}
                      data-badge={link.badge}
                      data-count={count}
                      aria-hidden="true"
                    >
                      <Badge tone="danger">{count > 99 ? '99+' : count}</Badge>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
