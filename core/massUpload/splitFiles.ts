/**
 * What a split is called where a seller meets it: its files' names and the portal's words. Apart
 * from the split itself, so a page can name its files without loading the rules.
 */

/** The name of the n-th file of clean rows (1-based), as `penyedia split` writes it and the portal offers it. */
export function splitFileName(index: number): string {
  return `produk-${String(index).padStart(4, '0')}.xlsx`;
}

/** The rejected rows' report, in the `check` CSV format. */
export const REJECTED_CSV_NAME = 'ditolak.csv';

/** What the portal says when it offers and makes a split of a file over the per-file limit. */
export const SPLIT_TEXTS = {
  offer: (limit: number) =>
    `File ini berisi lebih dari ${limit} produk. Portal dapat membaginya: ${limit} produk pertama yang lolos pemeriksaan siap diupload, sisanya menjadi file template untuk diupload berikutnya.`,
  action: 'Bagi File',
  working: 'Membagi file...',
  done: (clean: number, files: number, rejected: number) =>
    `${clean} produk lolos pemeriksaan dalam ${files} file${rejected > 0 ? `, ${rejected} baris ditolak` : ''}. File pertama sudah dipilih untuk diupload.`,
  nothingClean: 'Tidak ada produk yang lolos pemeriksaan: perbaiki baris yang ditolak lalu pilih file lagi.',
  otherFiles: 'File berikutnya',
  download: (name: string) => `Unduh ${name}`,
  downloadRejected: 'Unduh Baris Ditolak (CSV)',
  failed: 'File gagal dibagi',
} as const;
