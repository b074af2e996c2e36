import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ACCOUNT_MESSAGES, mustUpdateDialog } from '@core/account/rules';
import type { SellerProfile } from '@core/account/schema';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';
import { signOut } from '../sessionActions';
import { mustUpdateAllows } from './mustUpdate';

/**
 * The notices of the shell load (invalid NPWP, must-update) and the must-update route guard.
 * One notice at a time: the route alert first, then the NPWP warning, then the must-update notice.
 */
export function ShellNotices({ user }: { readonly user: SellerProfile | null }) {
  const [location, navigate] = useLocation();
  const [npwpSeen, setNpwpSeen] = useState(false);
  const [mustUpdateSeen, setMustUpdateSeen] = useState(false);
  const [routeAlert, setRouteAlert] = useState(false);
  // A route the must-update seller may not open: the alert shows and the seller goes back to the dashboard.
  const refused = Boolean(user?.isMustUpdate && !mustUpdateAllows(user, location));
  if (refused && !routeAlert) setRouteAlert(true);
  useEffect(() => {
    if (refused) navigate('/dashboard', { replace: true });
  }, [refused, navigate]);

  if (!user) return null;
  const choices = mustUpdateDialog(user);
  const toProducts = () => {
    setRouteAlert(false);
    setMustUpdateSeen(true);
    navigate('/product');
  };

  if (routeAlert) {
    return (
      <ConfirmDialog
        open
        tone="warning"
        dismissible={false}
        title={user.alert?.title ?? 'Perhatian'}
        text={user.alert?.message}
        confirmLabel="OK"
        cancelLabel={null}
        denyLabel={choices.offerProducts ? 'Produk' : undefined}
        onDeny={toProducts}
        onConfirm={() => {
          setRouteAlert(false);
          void signOut();
        }}
      />
    );
  }
  if (!user.isNpwpValid && !npwpSeen) {
    return (
      <ConfirmDialog
        open
        tone="warning"
        dismissible={false}
        title={ACCOUNT_MESSAGES.npwpInvalidTitle}
        text={ACCOUNT_MESSAGES.npwpInvalidText}
        confirmLabel="OK"
        cancelLabel={null}
        onConfirm={() => {
          setNpwpSeen(true);
          navigate('/profile');
        }}
      />
    );
  }
  if (user.isMustUpdate && !mustUpdateSeen) {
    return (
      <ConfirmDialog
        open
        tone="info"
        dismissible={false}
        title={user.alert?.title ?? 'Informasi'}
        text={`Anda memiliki ${user.totalNotifReminder} pemberitahuan yang harus dibaca.`}
        confirmLabel="OK"
        cancelLabel={null}
        denyLabel={choices.offerProducts ? 'Produk' : undefined}
        onDeny={toProducts}
        onConfirm={() => {
          setMustUpdateSeen(true);
          if (choices.confirmLogsOut) void signOut();
        }}
      />
    );
  }
  return null;
}
