// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkNpwpImageSize, NPWP_IMAGE_MAX_BYTES } from '@core/account/rules';
import { ImagePicker } from '@web/ui/ImagePicker';

afterEach(cleanup);
let revoked = vi.fn<(url: string) => void>();
beforeEach(() => {
  // happy-dom has no object URLs for blobs; the preview only needs a distinct URL per file.
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(next += 1)}`);
  revoked = vi.fn<(url: string) => void>();
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revoked);
});

const picker = () => screen.getByLabelText<HTMLInputElement>('Foto NPWP');
const image = (bytes: number) => new File([new Uint8Array(bytes)], 'npwp.jpg', { type: 'image/jpeg' });

describe('ImagePicker', () => {
  it('hands an accepted file to the form and previews it from memory', async () => {
    const onPick = vi.fn();
    const { rerender } = render(
      <ImagePicker label="Foto NPWP" file={null} onPick={onPick} check={checkNpwpImageSize} />,
    );
    const file = image(1024);
    await userEvent.upload(picker(), file);
    expect(onPick).toHaveBeenCalledWith(file);
    rerender(<ImagePicker label="Foto NPWP" file={file} onPick={onPick} check={checkNpwpImageSize} />);
    expect(screen.getByRole('img', { name: 'Pratinjau Foto NPWP' }).getAttribute('src')).toMatch(/^blob:preview-/);
  });

  it("refuses a file the rule rejects with core's message, and the same file can be tried again", async () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    render(
      <ImagePicker label="Foto NPWP" file={null} onPick={onPick} check={checkNpwpImageSize} onReject={onReject} />,
    );
    const tooLarge = image(NPWP_IMAGE_MAX_BYTES + 1);
    await userEvent.upload(picker(), tooLarge);
    expect(onPick).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(checkNpwpImageSize(tooLarge));
    expect(picker().value).toBe('');
    await userEvent.upload(picker(), tooLarge);
    expect(onReject).toHaveBeenCalledTimes(2);
  });

  it('shows the stored image until a file is chosen, and releases the preview URL of a replaced file', () => {
    const { rerender } = render(
      <ImagePicker label="Foto NPWP" file={null} currentUrl="/cdn/npwp-lama.jpg" onPick={() => undefined} />,
    );
    expect(screen.getByRole('img', { name: 'Pratinjau Foto NPWP' }).getAttribute('src')).toBe('/cdn/npwp-lama.jpg');
    rerender(
      <ImagePicker label="Foto NPWP" file={image(10)} currentUrl="/cdn/npwp-lama.jpg" onPick={() => undefined} />,
    );
    const first = screen.getByRole('img', { name: 'Pratinjau Foto NPWP' }).getAttribute('src');
    rerender(
      <ImagePicker label="Foto NPWP" file={image(20)} currentUrl="/cdn/npwp-lama.jpg" onPick={() => undefined} />,
    );
    expect(revoked).toHaveBeenCalledWith(first);
  });

  it('shows its error and marks the input invalid', () => {
    render(
      <ImagePicker
        label="Foto NPWP"
        file={null}
        onPick={() => undefined}
        error={checkNpwpImageSize(image(NPWP_IMAGE_MAX_BYTES + 1))}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(checkNpwpImageSize(image(NPWP_IMAGE_MAX_BYTES + 1)));
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it('waits for a rule that reads the file (its bytes) before the file reaches the form', async () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    const byBytes = async (file: File) => ((await file.text()).startsWith('\u00ff') ? null : 'Isi file bukan gambar');
    render(<ImagePicker label="Foto NPWP" file={null} onPick={onPick} onReject={onReject} check={byBytes} />);
    await userEvent.upload(picker(), new File(['bukan gambar'], 'npwp.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(onReject).toHaveBeenCalledWith('Isi file bukan gambar'));
    expect(onPick).not.toHaveBeenCalled();
  });
});
