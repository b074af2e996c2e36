import { toast } from 'react-hot-toast';
import { registerSW } from 'virtual:pwa-register';

const UPDATE_READY = 'Versi baru Portal Penyedia tersedia.';
const UPDATE_ACTION = 'Muat Ulang';

function UpdateToast({ onReload }: { readonly onReload: () => void }) {
  return (
    <span className="pwa-update">
      <span>{UPDATE_READY}</span>
      <button type="button" className="ui-button ui-button--primary ui-button--sm" onClick={onReload}>
        {UPDATE_ACTION}
      </button>
    </span>
  );
}

/**
 * Registers the service worker (built by vite-plugin-pwa). When a new build is waiting, a toast
 * offers to reload into it; the seller decides, so nothing typed in a form is lost to a reload.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(() => <UpdateToast onReload={() => void update(true)} />, { id: 'pwa-update', duration: Infinity });
    },
  });
}
