import { BlockArray } from './blockArray';

/**
 * The first row of each product code (SKU) in one file, for the duplicate-code rule. A
 * catalogue checked whole holds 100 000 codes; as a Map they are a string and an entry each,
 * small objects the collector copies twice before they settle, and that copying is what grows
 * the process. Here they live in typed arrays, off the collector's heap: an open-addressing hash
 * table of entries, and every code's characters one after another.
 */
export class ProductCodeIndex {
  /** Entry number + 1 per slot, 0 for an empty slot; a power of two, at most half full. */
  private slots = new Int32Array(1024);
  private readonly hashes = ints();
  private readonly rows = ints();
  /** Entry i's characters are chars[starts[i]] up to chars[starts[i + 1]]. */
  private readonly starts = ints();
  private readonly chars = new BlockArray((size) => new Uint16Array(size));
  private size = 0;

  /** The first row that holds `code`; `row` itself when the code is new, which then records it. */
  claim(code: string, row: number): number {
    const hash = hashOf(code);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = (this.slots[slot] ?? 0) - 1;
      if (entry < 0) {
        this.add(slot, hash, code, row);
        return row;
      }
      if (this.hashes.at(entry) === hash && this.holds(entry, code)) return this.rows.at(entry);
    }
  }

  private holds(entry: number, code: string): boolean {
    const start = this.starts.at(entry);
    if (this.starts.at(entry + 1) - start !== code.length) return false;
    for (let i = 0; i < code.length; i += 1) if (this.chars.at(start + i) !== code.charCodeAt(i)) return false;
    return true;
  }

  private add(slot: number, hash: number, code: string, row: number): void {
    const entry = this.size;
    const start = this.starts.at(entry);
    for (let i = 0; i < code.length; i += 1) this.chars.set(start + i, code.charCodeAt(i));
    this.starts.set(entry + 1, start + code.length);
    this.hashes.set(entry, hash);
    this.rows.set(entry, row);
    this.slots[slot] = entry + 1;
    this.size = entry + 1;
    if (2 * this.size > this.slots.length) this.rehash();
  }

  private rehash(): void {
    const slots = new Int32Array(2 * this.slots.length);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.size; entry += 1) {
      let slot = this.hashes.at(entry) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }
}

const ints = (): BlockArray<Int32Array> => new BlockArray((size) => new Int32Array(size));

/** FNV-1a over the code's UTF-16 units, as a signed 32-bit number (what an Int32Array gives back). */
function hashOf(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i += 1) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  return hash | 0;
}
