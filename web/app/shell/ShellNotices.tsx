import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import {
  ACCOUNT_MESSAGES,
  MUST_UPDATE_LABELS,
  MUST_UPDATE_LOGGED_OUT,
  mustUpdateNoticeChoices,
  mustUpdateNoticeText,
  mustUpdateRouteAlertChoices,
  type MustUpdateChoice,
  type MustUpdateChoices,
} from '@core/account/rules';
import type { SellerProfile } from '@core/account/schema';
import { ConfirmDialog, type ConfirmDialogProps } from '@web/ui/ConfirmDialog';
import { signOut } from '../sessionActions';
import { MUST_READ_PATH, mustUpdateAllows } from './mustUpdate';

/** A notice of the shell load: open until the seller answers it; Esc and the backdrop do not close it. */
function Notice(props: Omit<ConfirmDialogProps, 'open' | 'dismissible'>) {
  return <ConfirmDialog open dismissible={false} {...props} />;
}

/** A must-update notice: core's choices as buttons, in its order, the confirm last; the seller has to choose. */
function ChoiceNotice({
  choices,
  act,
  ...notice
}: {
  readonly title: string;
  readonly text: ReactNode;
  readonly tone: 'info' | 'warning';
  readonly choices: MustUpdateChoices;
  readonly act: (choice: MustUpdateChoice) => void;
}) {
  // Core's type puts the confirm last; the fallback only answers the index check.
  const confirm = choices[choices.length - 1] ?? 'close';
  return (
    <Notice
      {...notice}
      cancelLabel={null}
      choices={choices
        .slice(0, -1)
        .map((choice) => ({ label: MUST_UPDATE_LABELS[choice], onChoose: () => act(choice) }))}
      confirmLabel={MUST_UPDATE_LABELS[confirm]}
      onConfirm={() => act(confirm)}
    />
  );
}

/**
 * The notices of the shell load (invalid NPWP, must-update) and the must-update route guard.
 * One notice at a time: the route alert first, then the NPWP warning, then the must-update notice.
 * A must-update seller may always go to the notifications the notice counts and to the profile
 * the alert names; a confirm that logs out says so, on its button and after it.
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

  const act = (choice: MustUpdateChoice) => {
    setRouteAlert(false);
    setMustUpdateSeen(true);
    if (choice === 'notifications') navigate(MUST_READ_PATH);
    else if (choice === 'profile') navigate('/profile');
    else if (choice === 'products') navigate('/product');
    else if (choice === 'logout')
      void signOut().then(() => toast(MUST_UPDATE_LOGGED_OUT, { icon: 'ℹ️', id: 'must-update-logged-out' }));
  };

  if (routeAlert) {
    return (
      <ChoiceNotice
        tone="warning"
        title={user.alert?.title ?? 'Perhatian'}
        text={user.alert?.message}
        choices={mustUpdateRouteAlertChoices(user)}
        act={act}
      />
    );
  }
  if (!user.isNpwpValid && !npwpSeen) {
    return (
      <Notice
        tone="warning"
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
      <ChoiceNotice
        tone="info"
        title={user.alert?.title ?? 'Informasi'}
        text={mustUpdateNoticeText(user.totalNotifReminder)}
        choices={mustUpdateNoticeChoices(user)}
        act={act}
      />
    );
  }
  return null;
}
