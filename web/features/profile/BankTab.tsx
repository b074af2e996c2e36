import toast from 'react-hot-toast';
import { bankEditWarning } from '@core/account/rules';
import type { SellerProfile } from '@core/account/schema';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { EmptyState } from '@web/ui/EmptyState';
import { TextField } from '@web/ui/TextField';

/**
 * Rekening Bank: the fields are always disabled (only customer service changes them). They are read-only rather than
 * `disabled` so an attempt to edit (a click, a key) can still be answered with the warning.
 */
export function BankTab({ user }: { readonly user: SellerProfile }) {
  const warn = () => toast(bankEditWarning(user.name), { icon: '⚠️', id: 'bank-edit-warning' });
  const locked = {
    readOnly: true,
    className: 'profile-locked',
    onClick: warn,
    onKeyDown: (event: { key: string }) => {
      if (event.key !== 'Tab' && event.key !== 'Shift') warn();
    },
    onPaste: warn,
  };
  return (
    <div className="profile-form">
      <Alert tone="info">Rekening bank hanya dapat diganti melalui Customer Service.</Alert>
      {user.account.length === 0 ? (
        <EmptyState title="Belum ada rekening" />
      ) : (
        user.account.map((account, index) => (
          <fieldset key={account.id} className="profile-bank">
            <legend>Rekening {index + 1}</legend>
            <div className="profile-grid profile-grid--3">
              <TextField label="Bank" value={account.bank} {...locked} />
              <TextField label="Nomor Rekening" value={account.number} {...locked} />
              <TextField label="Atas Nama" value={account.asName} {...locked} />
            </div>
            <div className="profile-form__actions">
              <Button variant="secondary" size="sm" onClick={warn}>
                Ubah Rekening
              </Button>
            </div>
          </fieldset>
        ))
      )}
    </div>
  );
}
