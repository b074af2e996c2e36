/**
 * The first bytes of a PNG (its signature and the start of its header): enough for the sandbox,
 * which judges an upload by its bytes, not by its name or type. The one fake picture of the
 * sandbox tests (the browser tests draw real ones: tests/e2e/support/png.ts).
 */
export const PNG_HEAD = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** An upload of PNG bytes under `name`. */
export const pngUpload = (name: string): File => new File([PNG_HEAD], name, { type: 'image/png' });
