import { describe, expect, it } from 'vitest';
import { checkArguments, splitArguments } from '@cli/fastArguments';

describe("check's and split's start-up fast paths (commander parses everything they do not take)", () => {
  it('takes a plain check with its options, in any order and either spelling', () => {
    expect(checkArguments(['check', 'produk.xlsx'])).toEqual({ file: 'produk.xlsx', options: { format: 'table' } });
    expect(checkArguments(['check', '--format=json', 'produk.xlsx', '--categories', 'tree.json'])).toEqual({
      file: 'produk.xlsx',
      options: { format: 'json', categories: 'tree.json' },
    });
    expect(checkArguments(['check', 'produk.xlsx', '--api', 'http://127.0.0.1:4173/api', '--token', 't0k'])).toEqual({
      file: 'produk.xlsx',
      options: { format: 'table', api: 'http://127.0.0.1:4173/api', token: 't0k' },
    });
    expect(checkArguments(['check', '--', '-awal.xlsx'])).toEqual({ file: '-awal.xlsx', options: { format: 'table' } });
  });

  it('leaves help, unknown or incomplete options, missing or extra files and other commands to commander', () => {
    for (const argv of [
      ['check', '--help'],
      ['check', '-h', 'produk.xlsx'],
      ['check', 'produk.xlsx', '--verbose'],
      ['check', 'produk.xlsx', '--format'],
      ['check'],
      ['check', 'a.xlsx', 'b.xlsx'],
      ['split', 'produk.xlsx', '--out', 'keluar'],
      [],
    ]) {
      expect(checkArguments(argv), argv.join(' ')).toBeNull();
    }
  });

  it('takes a plain split with its folder and categories', () => {
    expect(splitArguments(['split', 'besar.xlsx', '--out', 'keluar'])).toEqual({
      file: 'besar.xlsx',
      options: { out: 'keluar' },
    });
    expect(splitArguments(['split', '--categories=tree.json', 'besar.xlsx', '--out', 'keluar'])).toEqual({
      file: 'besar.xlsx',
      options: { out: 'keluar', categories: 'tree.json' },
    });
  });

  it('leaves a split without --out, with help or another option to commander', () => {
    for (const argv of [
      ['split', 'besar.xlsx'],
      ['split', 'besar.xlsx', '--out'],
      ['split', '--help'],
      ['split', 'besar.xlsx', '--out', 'keluar', '--format', 'json'],
      ['split', 'a.xlsx', 'b.xlsx', '--out', 'keluar'],
      ['check', 'produk.xlsx'],
    ]) {
      expect(splitArguments(argv), argv.join(' ')).toBeNull();
    }
  });
});
