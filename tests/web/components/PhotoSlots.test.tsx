// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoTooLargeMessage, PRODUCT_MESSAGES, PRODUCT_PHOTO_MAX_BYTES } from '@core/product/rules';
import { emptyValues, type ProductValues } from '@core/product/values';
import { PhotoSlots } from '@web/features/product/form/PhotoSlots';

/**
 * Phone photos are larger than the server's 2 MB a photo: the slot shrinks one before the form
 * keeps it, and says so when it cannot, instead of letting the save fail without a reason.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const jpegOf = (bytes: number, name = 'IMG_2031.jpeg') => {
  const body = new Uint8Array(bytes);
  body.set(JPEG_HEAD);
  return new File([body], name, { type: 'image/jpeg' });
};

const held: { form: UseFormReturn<ProductValues> | null } = { form: null };
function Slots() {
  const methods = useForm<ProductValues>({ defaultValues: emptyValues() });
  useEffect(() => {
    held.form = methods;
  }, [methods]);
  return (
    <FormProvider {...methods}>
      <PhotoSlots extraCount={0} invalidMessage={PRODUCT_MESSAGES.invalidImage} />
    </FormProvider>
  );
}
const kept = () => held.form?.getValues('mainPhoto') ?? null;

/** A browser whose canvas makes a JPEG of about one byte per pixel at quality 0.9, fewer at lower quality. */
function stubCanvas(width: number, height: number) {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width, height, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillStyle: '', fillRect: () => undefined, drawImage: () => undefined }) as unknown as null,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    _type?: string,
    quality?: number,
  ) {
    done(new Blob([new Uint8Array(Math.round(this.width * this.height * (quality ?? 1)))], { type: 'image/jpeg' }));
  });
}

describe('the product photo slots', () => {
  it('keep a photo within the limit as it was picked', async () => {
    render(<Slots />);
    const photo = jpegOf(300_000);
    await userEvent.upload(screen.getByLabelText('Foto Utama'), photo);
    await waitFor(() => expect(kept()).toBe(photo));
  });

  it('shrink a larger photo to a JPEG within the limit before the form keeps it', async () => {
    stubCanvas(4000, 3000);
    render(<Slots />);
    await userEvent.upload(screen.getByLabelText('Foto Utama'), jpegOf(4_500_000));
    await waitFor(() => expect(kept()).toBeInstanceOf(File));
    const photo = kept() as File;
    expect(photo.size).toBeLessThanOrEqual(PRODUCT_PHOTO_MAX_BYTES);
    expect(photo.size).toBeGreaterThan(0);
    expect(photo.type).toBe('image/jpeg');
    expect(photo.name).toBe('IMG_2031.jpg');
  });

  it('refuse a larger photo the browser cannot shrink, saying its size and the limit', async () => {
    const said = vi.spyOn(toast, 'error');
    render(<Slots />);
    await userEvent.upload(screen.getByLabelText('Foto Utama'), jpegOf(3 * 1024 * 1024));
    await waitFor(() => expect(said).toHaveBeenCalledWith(photoTooLargeMessage(3 * 1024 * 1024)));
    expect(photoTooLargeMessage(3 * 1024 * 1024)).toMatch(/terlalu besar: maksimal 2 MB/);
    expect(kept()).toBeNull();
  });
});
