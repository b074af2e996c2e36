import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { Icon } from '@web/ui/Icon';
import { apiHost } from '../config';

/**
 * The shell could not read the profile for a network failure. The dialog blocks the
 * portal (Esc does not close it); it goes away by itself once the online check reaches the server.
 */
export function NetworkErrorDialog({ unreachable }: { readonly unreachable: boolean }) {
  return (
    <Dialog
      open={unreachable}
      title={`Oops! Kami tidak dapat menemukan server di ${apiHost()}.`}
      dismissible={false}
      tone="danger"
    >
      <div className="network-error">
        <span className="network-error__icon">
          <Icon name="wifiOff" size={32} />
        </span>
        <ul className="network-error__hints">
          <li>Coba beberapa saat lagi.</li>
          <li>Cek koneksi internet anda.</li>
        </ul>
        <Button icon={<Icon name="refresh" size={18} />} onClick={() => window.location.reload()} block>
          Refresh
        </Button>
      </div>
    </Dialog>
  );
}
