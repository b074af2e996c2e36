import { useState } from 'react';
import toast from 'react-hot-toast';
import { ACCOUNT_MESSAGES } from '@core/account/rules';
import { buildProfileFileFields, type ProfileFileKind } from '@core/account/form';
import { PROFILE_FILE_OFFERS } from '@core/account/offers';
import { useOffers } from '@web/app/api/offers';
import { accountApi } from '@web/app/api/account';
import { cdnUrl } from '@web/app/config';
import { usePrivateImage } from '@web/app/privateFile';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { ImagePicker } from '@web/ui/ImagePicker';
import { useConfirmedEdit } from './useConfirmedEdit';

export interface UploadCardProps {
  readonly sellerId: number;
  readonly kind: ProfileFileKind;
  readonly label: string;
  readonly hint: string;
  readonly currentUrl: string | null;
  /** The stored image is the seller's only: fetched with the token, not linked. */
  readonly isPrivate?: boolean;
  readonly aspect: string;
  /** Runs when a file is picked; a message refuses it. */
  readonly check: (file: File) => string | null | Promise<string | null>;
}

/**
 * One image of the profile: pick (checked at once), preview, then confirm and upload; only the
 * stored image, under the server's reason, when the seller's state does not allow the upload.
 */
export function UploadCard({ sellerId, kind, label, hint, currentUrl, isPrivate, aspect, check }: UploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const privateUrl = usePrivateImage(isPrivate ? currentUrl : null);
  const edit = useConfirmedEdit();
  const offers = useOffers();
  const offer = PROFILE_FILE_OFFERS[kind];
  const pick = async (picked: File) => {
    const problem = await check(picked);
    if (problem) toast.error(problem);
    else setFile(picked);
  };
  const current = isPrivate ? privateUrl : cdnUrl(currentUrl);
  if (!offers.has(offer))
    return (
      <div className="profile-upload">
        <fieldset className="profile-fieldset" disabled>
          <ImagePicker
            label={label}
            file={null}
            currentUrl={current}
            onPick={() => undefined}
            hint={hint}
            aspect={aspect}
          />
        </fieldset>
        <Alert tone="warning">{offers.refusal}</Alert>
      </div>
    );
  return (
    <div className="profile-upload">
      <ImagePicker
        label={label}
        file={file}
        currentUrl={current}
        onPick={(picked) => void pick(picked)}
        hint={hint}
        aspect={aspect}
      />
      <div className="profile-form__actions" data-offer={offer}>
        {file ? (
          <Button variant="secondary" size="sm" onClick={() => setFile(null)} disabled={edit.busy}>
            Batal
          </Button>
        ) : null}
        <Button
          size="sm"
          disabled={!file}
          busy={edit.busy}
          onClick={() => {
            if (!file) return;
            edit.ask({
              title: `Unggah ${label}?`,
              text: 'Gambar yang tersimpan akan diganti.',
              run: () =>
                accountApi
                  .uploadProfileFile(buildProfileFileFields(sellerId, kind, file))
                  .map(() => ACCOUNT_MESSAGES.profileUpdated),
              after: () => setFile(null),
            });
          }}
        >
          Unggah {label}
        </Button>
      </div>
      {edit.dialog}
    </div>
  );
}
