/**
 * What the API itself answers (HTTP-level refusals), in Indonesian, with the status codes of the
 * envelope. The sandbox answers with these; the real API's words are not shown by the specs.
 */
export const SERVER_MESSAGES = {
  unauthorized: 'Unauthorized',
  badPath: 'Alamat tidak valid: penyandian persen (%) rusak',
  internalError: 'Kesalahan internal sandbox',
  diskFailed:
    'Perubahan tidak dapat disimpan (penyimpanan penuh atau tidak dapat ditulisi). Tidak ada yang berubah; coba lagi nanti.',
  noReply: 'Sandbox handler returned no reply',
  methodNotAllowed: 'Metode tidak diizinkan',
  invalidJson: 'Body bukan JSON yang valid',
  jsonNotObject: 'Body JSON harus berupa objek',
  invalidMultipart: 'Body multipart tidak valid',
  portalNotBuilt: 'Portal belum dibangun. Jalankan: npm run build',
  notFound: 'Tidak ditemukan',
  forbiddenFile: 'Dokumen ini hanya untuk penyedia pemiliknya',
  originRefused: 'Halaman dari asal (origin) ini tidak diizinkan memanggil API sandbox',
} as const;

export function endpointNotFound(method: string, path: string): string {
  return `Endpoint tidak ditemukan: ${method} ${path}`;
}

export function methodNotAllowed(method: string, path: string): string {
  return `Metode ${method} tidak diizinkan untuk ${path}`;
}

export function invalidInput(where: string, why: string): string {
  return `Input tidak valid (${where}): ${why}`;
}

export function bodyTooLarge(limit: number): string {
  return `Body lebih besar dari ${limit} byte`;
}

export function jsonTooDeep(maxDepth: number): string {
  return `Body JSON terlalu bertingkat (lebih dari ${maxDepth} tingkat)`;
}

export function unsupportedContent(type: string): string {
  return `Jenis konten tidak didukung: ${type}`;
}

export function fileTooLarge(field: string, maxBytes: number): string {
  return `File ${field} terlalu besar (maksimal ${Math.round(maxBytes / 1024)} kb)`;
}

/** How the kinds of file a field takes are named to the seller. */
export const FILE_KIND_LABELS = { pdf: 'PDF', jpeg: 'JPG', png: 'PNG', zip: 'XLSX' } as const;

/** A file whose bytes are not of an accepted kind, whatever its name or declared type says. */
export function fileTypeRefused(field: string, kinds: readonly (keyof typeof FILE_KIND_LABELS)[]): string {
  const labels = kinds.map((kind) => FILE_KIND_LABELS[kind]);
  const accepted =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} atau ${labels[labels.length - 1] ?? ''}` : (labels[0] ?? '');
  return `Jenis file ${field} tidak didukung: isinya harus berupa ${accepted}`;
}
