import { describe, expect, it } from 'vitest';
import { failure, isBlank, validate, validator, type Check } from '@core/validation';

interface Form {
  readonly a: string;
  readonly b: number;
}

const checks: Check<Form, 'a' | 'b'>[] = [
  { field: 'a', test: (f) => (f.a === '' ? 'A kosong' : null) },
  { field: 'b', test: (f) => (f.b < 0 ? failure('B negatif', 'di bawah 0') : null) },
  { field: 'a', test: (f) => (f.a.length > 3 ? 'A panjang' : null) },
  { field: 'b', test: (f) => (f.b === 7 ? 'B tujuh (catatan)' : null), blocking: false },
];

describe('validate', () => {
  it('reports the first failing rule in order and every invalid field once', () => {
    const result = validate(checks, { a: '', b: -1 });
    expect(result).toEqual({
      ok: false,
      first: 'A kosong',
      firstField: 'a',
      fields: { a: 'A kosong', b: 'di bawah 0' },
      notices: [],
    });
  });

  it('a field keeps the text of its earliest failing rule', () => {
    expect(validate(checks, { a: 'panjang', b: 1 }).fields).toEqual({ a: 'A panjang' });
  });

  it('a non-blocking rule is a notice: the form stays ok', () => {
    const result = validate(checks, { a: 'x', b: 7 });
    expect(result.ok).toBe(true);
    expect(result.first).toBeNull();
    expect(result.notices).toEqual(['B tujuh (catatan)']);
    expect(result.fields).toEqual({ b: 'B tujuh (catatan)' });
  });

  it('a valid form is ok with no fields', () => {
    expect(validator(checks).validate({ a: 'ok', b: 1 })).toEqual({
      ok: true,
      first: null,
      firstField: null,
      fields: {},
      notices: [],
    });
  });

  it('isBlank treats spaces, null and undefined as empty', () => {
    expect([isBlank('  '), isBlank(null), isBlank(undefined), isBlank(' x ')]).toEqual([true, true, true, false]);
  });
});
