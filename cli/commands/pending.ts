/** Placeholder for a command whose issue is still open: says so plainly and exits 2. */
export function pending(command: string): never {
  console.error(`penyedia ${command}: belum tersedia di versi ini.`);
  process.exit(2);
}
