import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useController } from 'react-hook-form';
import { PHOTO_SIGNATURE_LENGTH, photoKindOf } from '@core/product/photoBytes';
import { checkPhotoFileName, photoTooLargeMessage, PRODUCT_MESSAGES, type PhotoValue } from '@core/product/rules';
import { asFailure } from '@core/validation';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { ImagePicker } from '@web/ui/ImagePicker';
import { cdnUrl } from '@web/app/config';
import type { ProductValues } from '@core/product/values';
import { photoWithinLimit } from './shrinkPhoto';

const HINT = 'Format png, jpg, jpeg (gif, jpg, png, bmp). Maks 500 kb';

/**
 * A picked photo is checked before it is kept: its name (png, jpg, jpeg), then its
 * first bytes, which must prove a JPEG or a PNG (a text file named .jpg is refused here, in Indonesian).
 */
async function checkPhoto(file: File, invalidMessage: string): Promise<string | null> {
  const byName = asFailure(checkPhotoFileName(file.name, invalidMessage));
  if (byName) return byName.message;
  const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_LENGTH).arrayBuffer());
  return photoKindOf(head) === null ? PRODUCT_MESSAGES.photoNotImage : null;
}

/**
 * A photo above the server's limit is shrunk in the browser before it is kept (phone photos are
 * larger than the limit); one that cannot be made to fit is refused here with its size, never sent.
 */
async function keepWithinLimit(file: File, keep: (photo: File) => void): Promise<void> {
  const fitting = await photoWithinLimit(file);
  if (fitting) keep(fitting);
  else toast.error(photoTooLargeMessage(file.size));
}

interface SlotProps {
  readonly label: string;
  readonly photo: PhotoValue;
  readonly onChange: (photo: PhotoValue) => void;
  readonly invalidMessage: string;
  readonly error?: string | null;
  readonly onEnlarge: (url: string) => void;
}

/** One slot: picker with preview, 'Perbesar' for the pop-up and 'Hapus', disabled once the slot is empty. */
function PhotoSlot({ label, photo, onChange, invalidMessage, error, onEnlarge }: SlotProps) {
  const stored = typeof photo === 'string' ? cdnUrl(photo) : null;
  return (
    <div className="product-photo-slot">
      <ImagePicker
        label={label}
        file={photo instanceof Blob ? photo : null}
        currentUrl={stored}
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        aspect="1 / 1"
        hint={HINT}
        error={error}
        check={(file) => checkPhoto(file, invalidMessage)}
        onReject={(message) => toast.error(message)}
        onPick={(file) => void keepWithinLimit(file, onChange)}
      />
      <div className="product-photo-slot__buttons">
        <Button
          size="sm"
          variant="secondary"
          disabled={photo === null}
          onClick={() => {
            if (photo instanceof Blob) onEnlarge(URL.createObjectURL(photo));
            else if (stored) onEnlarge(stored);
          }}
        >
          Perbesar
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={photo === null}
          onClick={() => onChange(null)}
          aria-label={`Hapus ${label}`}
        >
          Hapus
        </Button>
      </div>
    </div>
  );
}

export interface PhotoSlotsProps {
  readonly extraCount: number;
  /** Core's invalidImage on the book and goods forms, its short form on the service and edit forms. */
  readonly invalidMessage: string;
}

/** Main photo plus the extra slots of the form's values; an enlarged preview opens in a pop-up. */
export function PhotoSlots({ extraCount, invalidMessage }: PhotoSlotsProps) {
  const [popup, setPopup] = useState<string | null>(null);
  const main = useController<ProductValues, 'mainPhoto'>({ name: 'mainPhoto' });
  const extra = useController<ProductValues, 'extraPhotos'>({ name: 'extraPhotos' });
  return (
    <>
      <div className="product-photos">
        <PhotoSlot
          label="Foto Utama"
          photo={main.field.value}
          onChange={main.field.onChange}
          invalidMessage={invalidMessage}
          error={main.fieldState.error?.message ?? null}
          onEnlarge={setPopup}
        />
        {Array.from({ length: extraCount }, (_, index) => (
          <PhotoSlot
            key={index}
            label={`Foto ${index + 2}`}
            photo={extra.field.value[index] ?? null}
            onChange={(photo) =>
              extra.field.onChange(
                Array.from({ length: extraCount }, (_, i) => (i === index ? photo : (extra.field.value[i] ?? null))),
              )
            }
            invalidMessage={invalidMessage}
            onEnlarge={setPopup}
          />
        ))}
      </div>
      <Dialog open={popup !== null} title="Pratinjau Foto" size="md" onClose={() => setPopup(null)}>
        {popup ? (
          <img
            src={popup}
            alt="Pratinjau foto produk"
            style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
