/*
 * Spec 000 §2, §5, §9 for the profile images that core/account/rules.ts does not cover yet: the
 * logo is a jpg or png of at most 500 kb, the header image is 1198 x 200. (These belong in core
 * beside checkNpwpImageSize; kept here until core takes them.)
 */
export const LOGO_MAX_BYTES = 500 * 1024;
export const HEADER_WIDTH = 1198;
export const HEADER_HEIGHT = 200;
export const IMAGE_TYPE_MESSAGE = 'File harus berupa gambar JPG atau PNG';
export const LOGO_TOO_LARGE = 'File Terlalu Besar! Maksimal Upload 500 kb';
export const HEADER_SIZE_MESSAGE = `Ukuran gambar header harus ${HEADER_WIDTH} x ${HEADER_HEIGHT} piksel`;

export function isJpgOrPng(file: { readonly type: string; readonly name: string }): boolean {
  return /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

export function checkLogo(file: File): string | null {
  if (!isJpgOrPng(file)) return IMAGE_TYPE_MESSAGE;
  return file.size > LOGO_MAX_BYTES ? LOGO_TOO_LARGE : null;
}

/** Reads the picture's size in the browser; a file that is no picture fails the check. */
export async function checkHeader(file: File): Promise<string | null> {
  if (!isJpgOrPng(file)) return IMAGE_TYPE_MESSAGE;
  try {
    const bitmap = await createImageBitmap(file);
    const fits = bitmap.width === HEADER_WIDTH && bitmap.height === HEADER_HEIGHT;
    bitmap.close();
    return fits ? null : HEADER_SIZE_MESSAGE;
  } catch {
    return IMAGE_TYPE_MESSAGE;
  }
}
