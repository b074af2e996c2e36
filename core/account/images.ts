/*
 * The profile images: the logo is a jpg or png of at most 500 kb, the
 * header image is 1198 x 200. (The registration NPWP photo's 1 MB limit is checkNpwpImageSize.)
 */
/** A picked image as far as these rules need it (a File satisfies it). */
export interface PickedImage {
  readonly type: string;
  readonly name: string;
  readonly size: number;
}

const LOGO_MAX_BYTES = 500 * 1024;
export const HEADER_WIDTH = 1198;
export const HEADER_HEIGHT = 200;
export const IMAGE_TYPE_MESSAGE = 'File harus berupa gambar JPG atau PNG';
const LOGO_TOO_LARGE = 'File Terlalu Besar! Maksimal Upload 500 kb';
const HEADER_SIZE_MESSAGE = `Ukuran gambar header harus ${HEADER_WIDTH} x ${HEADER_HEIGHT} piksel`;

/** A picked file as far as its kind goes: its declared type, and its name where it has one (a Blob has none). */
export interface PickedKind {
  readonly type: string;
  readonly name?: string;
}

export function isJpgOrPng(file: PickedKind): boolean {
  return /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name ?? '');
}

export function checkLogo(file: PickedImage): string | null {
  if (!isJpgOrPng(file)) return IMAGE_TYPE_MESSAGE;
  return file.size > LOGO_MAX_BYTES ? LOGO_TOO_LARGE : null;
}

/** The header's picture size, once the browser has read it. */
export function checkHeaderSize(width: number, height: number): string | null {
  return width === HEADER_WIDTH && height === HEADER_HEIGHT ? null : HEADER_SIZE_MESSAGE;
}
