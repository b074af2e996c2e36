import { DATA_SHEET, GUIDE_SHEET } from '@core/massUpload/columns';
import { writeTemplate } from '@core/massUpload/template';
import { writeFileAtomic } from './writeAtomic';

/** `penyedia template [--out FILE]`: the empty mass-upload template. */
export async function runTemplate(options: { out: string }): Promise<number> {
  try {
    await writeFileAtomic(options.out, await writeTemplate());
  } catch (error) {
    console.error(
      `penyedia template: ${options.out} tidak dapat ditulis (${error instanceof Error ? error.message : String(error)})`,
    );
    return 2;
  }
  console.log(
    `Template ditulis: ${options.out} (sheet '${DATA_SHEET}' untuk produk, '${GUIDE_SHEET}' untuk petunjuk).`,
  );
  console.log(`Setelah diisi, periksa dengan: npx penyedia check ${options.out}`);
  return 0;
}
