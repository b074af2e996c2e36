import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { checkPhotoFileName, type PhotoValue } from '@core/product/rules';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { ImagePicker } from '@web/ui/ImagePicker';
import { cdnUrl } from '@web/app/config';

export interface PhotoSlotsProps {
  readonly main: PhotoValue;
  readonly extra: readonly PhotoValue[];
  readonly extraCount: number;
  readonly onMain: (photo: PhotoValue) => void;
  readonly onExtra: (index: number, photo: PhotoValue) => void;
  /** 'Error! Invalid image file.' on the add forms, 'Invalid image file.' on service and edit. */
  readonly invalidMessage: string;
  readonly mainError?: string | null;
}

const HINT = 'Format png, jpg, jpeg (gif, jpg, png, bmp). Maks 500 kb';

interface SlotProps {
  readonly label: string;
  readonly photo: PhotoValue;
  readonly onChange: (photo: PhotoValue) => void;
  readonly invalidMessage: string;
  readonly error?: string | null;
  readonly onEnlarge: (url: string) => void;
}

/** One slot: picker with preview, 'Perbesar' for the pop-up and 'Hapus', disabled once the slot is empty (spec 001 §4). */
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
        check={(file) => {
          const outcome = checkPhotoFileName(file.name, invalidMessage);
          return outcome === null ? null : typeof outcome === 'string' ? outcome : outcome.message;
        }}
        onReject={(message) => toast.error(message)}
        onPick={onChange}
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
        <Button size="sm" variant="secondary" disabled={photo === null} onClick={() => onChange(null)} aria-label={`Hapus ${label}`}>
          Hapus
        </Button>
      </div>
    </div>
  );
}

/** Main photo plus the extra slots; an enlarged preview opens in a pop-up. */
export function PhotoSlots({ main, extra, extraCount, onMain, onExtra, invalidMessage, mainError }: PhotoSlotsProps) {
  const [popup, setPopup] = useState<string | null>(null);
  return (
    <>
      <div className="product-photos">
        <PhotoSlot label="Foto Utama" photo={main} onChange={onMain} invalidMessage={invalidMessage} error={mainError} onEnlarge={setPopup} />
        {Array.from({ length: extraCount }, (_, index) => (
          <PhotoSlot
            key={index}
            label={`Foto ${index + 2}`}
            photo={extra[index] ?? null}
            onChange={(photo) => onExtra(index, photo)}
            invalidMessage={invalidMessage}
            onEnlarge={setPopup}
          />
        ))}
      </div>
      <Dialog open={popup !== null} title="Pratinjau Foto" size="md" onClose={() => setPopup(null)}>
        {popup ? <img src={popup} alt="Pratinjau foto produk" style={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }} /> : null}
      </Dialog>
    </>
  );
}
