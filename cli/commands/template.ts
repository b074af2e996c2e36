import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { DATA_SHEET, GUIDE_SHEET } from '@core/massUpload/columns';
import { writeTemplate } from '@core/massUpload/template';
import { useRequiredExcel } from './check';

/** Writes bytes beside the target then renames, so an interrupted run never leaves half a workbook. */
export async function writeFileAtomic(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  const partial = `${path}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** `penyedia template [--out FILE]`: the empty mass-upload template. */
export async function runTemplate(options: { out: string }): Promise<number> {
  useRequiredExcel();
  try {
    await writeFileAtomic(options.out, await writeTemplate());
  } catch (error) {
    console.error(`penyedia template: ${options.out} tidak dapat ditulis (${error instanceof Error ? error.message : String(error)})`);
    return 2;
  }
  console.log(`Template ditulis: ${options.out} (sheet '${DATA_SHEET}' untuk produk, '${GUIDE_SHEET}' untuk petunjuk).`);
  console.log(`Setelah diisi, periksa dengan: npx penyedia check ${options.out}`);
  return 0;
}
