/**
 * The first row of each product code (SKU) in one file, for the duplicate-code rule. A
 * catalogue checked whole holds 100 000 codes; as a Map they are a string and an entry each,
 * small objects the collector copies twice before they settle, and that copying is what grows
 * the process. Here they live in typed arrays, off the collector's heap: an open-addressing hash
 * table of entries, and every code's characters in one array.
 */
export class ProductCodeIndex {
  /** Entry number + 1 per slot, 0 for an empty slot; a power of two, at most half full. */
  private slots = new Int32Array(1024);
  private hashes = new Int32Array(512);
  private rows = new Int32Array(512);
  /** Entry i's characters are chars[starts[i]] up to chars[starts[i + 1]]. */
  private starts = new Int32Array(513);
  private chars = new Uint16Array(4096);
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
      if (this.hashes[entry] === hash && this.holds(entry, code)) return this.rows[entry] ?? row;
    }
  }

  private holds(entry: number, code: string): boolean {
    const start = this.starts[entry] ?? 0;
    if ((this.starts[entry + 1] ?? 0) - start !== code.length) return false;
    for (let i = 0; i < code.length; i += 1) if (this.chars[start + i] !== code.charCodeAt(i)) return false;
    return true;
  }

  private add(slot: number, hash: number, code: string, row: number): void {
    const entry = this.size;
    if (entry + 1 >= this.hashes.length) this.growEntries();
    const start = this.starts[entry] ?? 0;
    if (start + code.length > this.chars.length) this.chars = grown(Uint16Array, this.chars, start + code.length);
    for (let i = 0; i < code.length; i += 1) this.chars[start + i] = code.charCodeAt(i);
    this.starts[entry + 1] = start + code.length;
    this.hashes[entry] = hash;
    this.rows[entry] = row;
    this.slots[slot] = entry + 1;
    this.size = entry + 1;
    if (2 * this.size > this.slots.length) this.rehash();
  }

  private growEntries(): void {
    const length = 2 * this.hashes.length;
    this.hashes = grown(Int32Array, this.hashes, length);
    this.rows = grown(Int32Array, this.rows, length);
    this.starts = grown(Int32Array, this.starts, length + 1);
  }

  private rehash(): void {
    const slots = new Int32Array(2 * this.slots.length);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.size; entry += 1) {
      let slot = (this.hashes[entry] ?? 0) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }
}

/** FNV-1a over the code's UTF-16 units. */
function hashOf(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i += 1) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** A copy of `array` with room for at least `length` items, doubling. */
function grown<T extends Int32Array | Uint16Array>(make: new (size: number) => T, array: T, length: number): T {
  let size = array.length * 2;
  while (size < length) size *= 2;
  const copy = new make(size);
  copy.set(array);
  return copy;
}
