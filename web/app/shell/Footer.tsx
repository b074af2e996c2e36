import { today } from '@core/clock';
import { appClock } from '@web/app/clock';

/** The copyright shows the current year (the seller's). */
export function Footer() {
  return (
    <footer className="shell__footer">
      <span>© {today(appClock).year} Portal Penyedia. Hak cipta dilindungi.</span>
    </footer>
  );
}
