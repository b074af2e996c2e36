import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** Writes bytes beside the target then renames, so an interrupted run never leaves half a file. The folder must exist. */
export async function replaceFile(path: string, bytes: Uint8Array | string): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** replaceFile, making the folder first when it is missing. */
export async function writeFileAtomic(path: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(dirname(resolve(path)), { recursive: true });
  await replaceFile(path, bytes);
}
