import { Link, useLocation } from 'wouter';
import { PAYMENT_LISTS } from '@web/app/paths';
import './payment.css';

/**
 * Links between the payment lists (without them the incomplete, verification and passed-on
 * lists are reachable only by typing their address). Plain links: Tab reaches each, Enter opens
 * it, and the list shown is marked as the current page.
 */
export function PaymentTabs() {
  const [location] = useLocation();
  return (
    <nav className="payment-tabs" aria-label="Daftar pembayaran">
      <ul className="payment-tabs__list">
        {PAYMENT_LISTS.map(({ path, title }) => {
          const current = location === path;
          return (
            <li key={path}>
              <Link
                href={path}
                className={`payment-tabs__link${current ? ' payment-tabs__link--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
