import { DATA_SHEET } from '../columns';

/** Why a file cannot be read as the template workbook: `check` exits 2 on all but 'no-sheet'. */
type ReadFailureKind = 'empty' | 'not-xlsx' | 'encrypted' | 'corrupt' | 'no-sheet' | 'too-large' | 'unsafe';

export interface ReadFailure {
  readonly kind: ReadFailureKind;
  /** One sentence for the seller. */
  readonly message: string;
}

const MB = 1024 * 1024;

/** A piece of the file quoted in a message, cut short: a hostile file may write a reference a megabyte long. */
const quoted = (text: string): string => (text.length > 24 ? `${text.slice(0, 23)}…` : text);

export const READ_MESSAGES = {
  emptyFile: 'File kosong (0 byte).',
  notXlsx: 'Bukan file xlsx. Simpan file dari Excel sebagai "Excel Workbook (.xlsx)".',
  encrypted:
    'File terkunci kata sandi (terenkripsi) atau berformat .xls lama. Hapus kata sandinya dan simpan sebagai .xlsx.',
  encryptedZip:
    'File terenkripsi: isinya dikunci kata sandi ZIP. Buka file, hapus kata sandinya, lalu simpan ulang sebagai .xlsx.',
  corrupt: 'File xlsx rusak dan tidak bisa dibaca. Simpan ulang dari Excel lalu coba lagi.',
  noSheet: (found: readonly string[]) =>
    `Sheet '${DATA_SHEET}' tidak ditemukan${found.length ? ` (sheet yang ada: ${found.join(', ')})` : ''}. Pakai template dari penyedia template.`,
  emptySheet: `Sheet '${DATA_SHEET}' kosong: tidak ada baris judul kolom.`,
  tooLarge: (maxBytes: number) =>
    `Isi file terlalu besar: lebih dari ${Math.round(maxBytes / MB)} MB setelah dibuka. File ditolak; bagi produk ke beberapa file.`,
  bomb: (ratio: number) => `File ditolak: isinya mengembang lebih dari ${ratio} kali ukuran terkompresinya (zip bomb).`,
  tooManyRows: (maxRows: number) =>
    `Sheet '${DATA_SHEET}' terlalu panjang: lebih dari ${maxRows.toLocaleString('id-ID')} baris. File ditolak; bagi produk ke beberapa file.`,
  doctype:
    'File ditolak: berisi deklarasi DOCTYPE/entitas XML yang tidak dipakai Excel (bisa dipakai untuk serangan entity expansion).',
  checkTimeout: (seconds: number) =>
    `Pemeriksaan file dihentikan: lebih dari ${seconds} detik. File ditolak; bagi produk ke beberapa file.`,
  checkTooHeavy:
    'Pemeriksaan file dihentikan: file butuh memori terlalu besar. File ditolak; bagi produk ke beberapa file.',
  ambiguousParts:
    'File xlsx rusak: ada dua bagian file dengan nama yang sama, sehingga isinya tidak jelas. Simpan ulang dari Excel lalu coba lagi.',
  outOfRange: (ref: string) =>
    `File xlsx rusak: sel ${quoted(ref)} berada di luar lembar Excel (batasnya XFD1048576). Simpan ulang dari Excel lalu coba lagi.`,
  sharedIndex: (ref: string, index: string) =>
    `File xlsx rusak: sel ${quoted(ref) || 'tanpa alamat'} merujuk teks bersama nomor ${quoted(index)} yang tidak ada. Simpan ulang dari Excel lalu coba lagi.`,
} as const;

/** A failure found while the rows stream (a bomb deep in the sheet, a bad shared-string index). */
export class WorkbookRefused extends Error {
  constructor(readonly failure: ReadFailure) {
    super(failure.message);
  }
}
