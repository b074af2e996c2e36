const BLOCK_BITS = 14;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;

/**
 * A growing array of numbers kept in fixed blocks of 16 384. The tables a catalogue fills row by
 * row live long, so a doubling array's every old copy would wait in memory for a full
 * collection; growing by a block copies nothing and leaves nothing behind.
 */
export class BlockArray<T extends Int32Array | Uint16Array> {
  private readonly blocks: T[] = [];

  constructor(private readonly make: (size: number) => T) {}

  /** The number at `index`; 0 where nothing was set. */
  at(index: number): number {
    return this.blocks[index >>> BLOCK_BITS]?.[index & BLOCK_MASK] ?? 0;
  }

  set(index: number, value: number): void {
    const block = index >>> BLOCK_BITS;
    while (this.blocks.length <= block) this.blocks.push(this.make(BLOCK_SIZE));
    const found = this.blocks[block];
    if (found !== undefined) found[index & BLOCK_MASK] = value;
  }
}
