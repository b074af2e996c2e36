import { Link, useLocation } from 'wouter';
import { authRoutes } from '@web/app/routes';
import './payment.css';

/** The four payment lists of spec 002 §2, in the order a payment goes through them. */
const PAYMENT_LISTS = ['/pembayaran/semuapembayaran', '/pembayaran/kuranglengkap', '/pembayaran/verifikasi', '/pembayaran/diteruskan'] as const;

function titleOf(path: string): string {
  const route = authRoutes.find((candidate) => candidate.path === path);
  return typeof route?.title === 'string' ? route.title : path;
}

/**
 * Links between the payment lists (issue 20 item 9: the incomplete, verification and passed-on
 * lists were reachable only by typing their address). Plain links: Tab reaches each, Enter opens
 * it, and the list shown is marked as the current page.
 */
export function PaymentTabs() {
  const [location] = useLocation();
  return (
    <nav className="payment-tabs" aria-label="Daftar pembayaran">
      <ul className="payment-tabs__list">
        {PAYMENT_LISTS.map((path) => {
          const current = location === path;
          return (
            <li key={path}>
              <Link href={path} className={`payment-tabs__link${current ? ' payment-tabs__link--current' : ''}`} aria-current={current ? 'page' : undefined}>
                {titleOf(path)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
