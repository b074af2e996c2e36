/** The template's xlsx bytes, written at build time by vite.cli.config.ts (absent when the sources run unbundled, as in tests). */
declare const __MASS_UPLOAD_TEMPLATE__: string | undefined;

/**
 * The package `split` fills: the one the build wrote, so exceljs stays off the split path; from
 * the sources, written now with exceljs.
 */
export async function templatePackage(): Promise<Uint8Array> {
  if (typeof __MASS_UPLOAD_TEMPLATE__ === 'string')
    return new Uint8Array(Buffer.from(__MASS_UPLOAD_TEMPLATE__, 'base64'));
  const { writeTemplate } = await import('@core/massUpload/template');
  return writeTemplate();
}
