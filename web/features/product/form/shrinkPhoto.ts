import { PRODUCT_PHOTO_MAX_BYTES } from '@core/product/rules';

/**
 * Phone photos are 2 to 5 MB and the server takes at most 2 MB a photo: a larger one is redrawn in
 * the browser as a JPEG (canvas), first at lower quality, then smaller, until it fits. A photo
 * that fits is sent as it was picked.
 */

const QUALITIES = [0.9, 0.8, 0.7] as const;
/** Each round shrinks the sides to this share; a photo is not made smaller than MIN_SIDE. */
const SCALE_STEP = 0.8;
const MIN_SIDE = 480;

function jpegName(name: string): string {
  return `${name.replace(/\.[^./\\]*$/, '') || 'foto'}.jpg`;
}

function draw(bitmap: ImageBitmap, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d');
  // A transparent PNG would turn black as a JPEG: white behind it, as on the shop's pages.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

function jpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The photo within `maxBytes`: itself, or redrawn as a JPEG; null when this browser cannot make it fit. */
export async function photoWithinLimit(file: File, maxBytes: number = PRODUCT_PHOTO_MAX_BYTES): Promise<File | null> {
  if (file.size <= maxBytes) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    // Start near the size that fits: the bytes of a photo grow with its area.
    const start = Math.min(1, Math.sqrt(maxBytes / file.size) * 1.6);
    for (let scale = start; ; scale *= SCALE_STEP) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = draw(bitmap, width, height);
      for (const quality of QUALITIES) {
        const blob = await jpeg(canvas, quality);
        if (blob && blob.size <= maxBytes) return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
      }
      if (Math.min(width, height) * SCALE_STEP < MIN_SIDE) return null;
    }
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
