import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_SIGNATURES } from '@core/product/photoBytes';
import type { FileRule, UploadAccess, UploadedFile } from './area';
import type { Disk } from './disk';
import { XLSX_TYPE } from '@core/export/xlsxType';

/** What a file's first bytes prove it to be; the name and the declared type are not trusted. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'zip';

const SIGNATURES: ReadonlyArray<{ kind: FileKind; bytes: readonly number[] }> = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  ...PHOTO_SIGNATURES,
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** How a stored kind is named and served. */
const KIND_FILE: Readonly<Record<Exclude<FileKind, 'zip'>, { ending: string; type: string }>> = {
  pdf: { ending: '.pdf', type: 'application/pdf' },
  jpeg: { ending: '.jpg', type: 'image/jpeg' },
  png: { ending: '.png', type: 'image/png' },
};

/** Which kind an accepted MIME type or ending stands for. */
const ACCEPTED_KIND: Readonly<Record<string, FileKind>> = {
  'application/pdf': 'pdf',
  '.pdf': 'pdf',
  'image/jpeg': 'jpeg',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  'image/png': 'png',
  '.png': 'png',
  '.xlsx': 'zip',
  [XLSX_TYPE]: 'zip',
};

function sniff(head: Uint8Array): FileKind | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => head[i] === byte))?.kind ?? null;
}

export async function kindOf(file: Blob): Promise<FileKind | null> {
  return sniff(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

export function acceptedKinds(rule: FileRule): Set<FileKind> {
  return new Set(rule.accept.map((a) => ACCEPTED_KIND[a.toLowerCase()]).filter((k): k is FileKind => k !== undefined));
}

/** A stored upload, and the path of its file when this upload made it (it was not there before). */
export interface StoredUpload {
  readonly upload: UploadedFile;
  readonly created: string | null;
}

/** Where uploads live in the data folder: public ones, and private ones in a folder per owner. */
export interface UploadFolders {
  readonly publicDir: string;
  readonly privateDir: string;
}

/** The folder and the address of an upload with this access. */
function placeOf(folders: UploadFolders, access: UploadAccess): { dir: string; url: string } {
  if (access === 'public') return { dir: folders.publicDir, url: '/cdn/uploads' };
  const owner = String(access.owner);
  return { dir: join(folders.privateDir, owner), url: `/cdn/private/${owner}` };
}

/**
 * Stores an upload under its content hash and the ending its bytes prove, staged and installed
 * through the disk (a failure leaves no part of it); null when the bytes are no PDF, JPEG or PNG.
 * The same bytes stored before are not written again.
 */
export async function storeUpload(
  folders: UploadFolders,
  file: Blob & { name?: string },
  access: UploadAccess,
  disk: Disk,
): Promise<StoredUpload | null> {
  const data = Buffer.from(await file.arrayBuffer());
  const kind = sniff(data.subarray(0, 8));
  if (kind === null || kind === 'zip') return null;
  const { ending, type } = KIND_FILE[kind];
  const name = `${createHash('sha256').update(data).digest('hex').slice(0, 20)}${ending}`;
  const place = placeOf(folders, access);
  const target = join(place.dir, name);
  let created: string | null = null;
  if (!existsSync(target)) {
    await mkdir(place.dir, { recursive: true });
    await disk.install([await disk.stage(target, data)]);
    created = target;
  }
  return { upload: { url: `${place.url}/${name}`, name: file.name ?? name, size: data.length, type }, created };
}
