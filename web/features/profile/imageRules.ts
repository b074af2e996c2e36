import { checkHeaderSize, IMAGE_TYPE_MESSAGE, isJpgOrPng } from '@core/account/images';

export { checkLogo, HEADER_HEIGHT, HEADER_WIDTH, IMAGE_TYPE_MESSAGE, isJpgOrPng } from '@core/account/images';

/** Reads the picture's size in the browser (the rule itself is core's); a file that is no picture fails. */
export async function checkHeader(file: File): Promise<string | null> {
  if (!isJpgOrPng(file)) return IMAGE_TYPE_MESSAGE;
  try {
    const bitmap = await createImageBitmap(file);
    const verdict = checkHeaderSize(bitmap.width, bitmap.height);
    bitmap.close();
    return verdict;
  } catch {
    return IMAGE_TYPE_MESSAGE;
  }
}
