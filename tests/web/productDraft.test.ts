// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appClock } from '@web/app/clock';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftKeys,
  fingerprint,
  readDraft,
  writeDraft,
} from '@web/features/product/form/draftStore';
import { changedFields } from '@web/features/product/form/labels';
import { productValidator } from '@core/product/validators';
import { draftPart, emptyValues } from '@core/product/values';

/** drafts kept without photos, dropped when stale, offered with what changed. */

const NOW = Date.parse('2026-11-24T10:00:00+07:00');
let now = NOW;
beforeEach(() => {
  now = NOW;
  vi.spyOn(appClock, 'now').mockImplementation(() => now);
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const start = draftPart(emptyValues());
const typed = { ...start, name: 'Meja Belajar', price: 150000, spec: { origin: 'Luar Negeri' } };

describe('draft store', () => {
  it('keeps the values and never a photo', () => {
    const photo = new Blob(['\u00ff\u00d8\u00ff'], { type: 'image/jpeg' });
    const values = draftPart(emptyValues({ name: 'Meja', mainPhoto: photo, extraPhotos: [photo, null] }));
    writeDraft(draftKeys.add('goods'), { base: null, values });
    const raw = window.localStorage.getItem('penyedia.productDraft.add.goods') ?? '';
    expect(raw).not.toContain('mainPhoto');
    expect(raw).not.toContain('extraPhotos');
    expect(readDraft(draftKeys.add('goods'), null)?.values.name).toBe('Meja');
  });

  it('a draft lasts a day: past it, it is gone from the browser', () => {
    writeDraft(draftKeys.edit(2028), { base: 'abc', values: typed });
    now = NOW + DRAFT_MAX_AGE_MS - 1;
    expect(readDraft(draftKeys.edit(2028), 'abc')).not.toBeNull();
    now = NOW + DRAFT_MAX_AGE_MS + 1;
    expect(readDraft(draftKeys.edit(2028), 'abc')).toBeNull();
    expect(window.localStorage.getItem('penyedia.productDraft.2028')).toBeNull();
  });

  it('reading any draft sweeps the expired ones of other products too', () => {
    writeDraft(draftKeys.edit(2001), { base: 'a', values: typed });
    now = NOW + DRAFT_MAX_AGE_MS + 1;
    writeDraft(draftKeys.edit(2002), { base: 'b', values: typed });
    readDraft(draftKeys.add('service'), null);
    expect(window.localStorage.getItem('penyedia.productDraft.2001')).toBeNull();
    expect(window.localStorage.getItem('penyedia.productDraft.2002')).not.toBeNull();
  });

  it('an edit draft begun on another version of the product is dropped', () => {
    const loaded = fingerprint(start);
    writeDraft(draftKeys.edit(2028), { base: loaded, values: typed });
    const updatedSince = fingerprint({ ...start, price: 99000 });
    expect(updatedSince).not.toBe(loaded);
    expect(readDraft(draftKeys.edit(2028), updatedSince)).toBeNull();
    expect(window.localStorage.getItem('penyedia.productDraft.2028')).toBeNull();
  });

  it('an unreadable draft is none', () => {
    window.localStorage.setItem('penyedia.productDraft.2028', '{"savedAt":');
    expect(readDraft(draftKeys.edit(2028), null)).toBeNull();
    clearDraft(draftKeys.edit(2028));
  });
});

describe('what changed, and where core puts its messages', () => {
  it('names each changed field in form order, with the form’s own words', () => {
    expect(changedFields(typed, start)).toEqual(['Nama Produk', 'Harga Satuan', 'Asal Produksi']);
    expect(changedFields(typed, start, { name: 'Nama Jasa' })[0]).toBe('Nama Jasa');
    expect(changedFields(start, start)).toEqual([]);
  });

  it("names every rule's field by the path of its value: the form finds the input without a map", () => {
    const values = draftPart(emptyValues());
    for (const kind of ['book', 'goods', 'service'] as const) {
      for (const check of productValidator(kind, 'edit').checks) {
        const [head = ''] = check.field.split('.');
        expect(head === 'mainPhoto' || head in values).toBe(true);
      }
    }
  });
});
