import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderPdf, type PdfContent } from '@cli/sandbox/pdf';
import { pdfText } from '../support/pdfText';

/* The sandbox's PDF writer: the text as typed, inside the page, the same bytes for the same data. */

const createdAt = new Date('2026-11-24T03:00:00Z');
const content = (fields: PdfContent['fields'], notes: readonly string[] = []): PdfContent => ({
  title: 'Label Pengiriman',
  fields,
  notes,
  createdAt,
});

/** Every word's right edge, in points, as poppler places it. */
function wordRightEdges(bytes: Uint8Array): number[] {
  const run = spawnSync('pdftotext', ['-bbox', '-', '-'], { input: bytes, encoding: 'utf8' });
  return [...run.stdout.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
}

describe('the PDF writer', () => {
  it('prints Indonesian text, accents and emoji as typed; a character no face has is the replacement mark, never "?"', async () => {
    const text = pdfText(
      await renderPdf(content([['Catatan', 'Buku “Matematika” — édisi 2026 👍📦 中']], ['Baris satu\nBaris dua'])),
    );
    expect(text).toContain('Buku “Matematika” — édisi 2026 👍📦 \uFFFD');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Baris satu', 'Baris dua']));
    expect(text).not.toContain('?');
  });

  it('cuts a word wider than the page so that nothing prints past the margin', async () => {
    const bytes = await renderPdf(content([['Nomor Resi', '9'.repeat(300)]], ['x'.repeat(400)]));
    const edges = wordRightEdges(bytes);
    expect(edges.length).toBeGreaterThan(0);
    expect(Math.max(...edges)).toBeLessThanOrEqual(595.28 - 48 + 1);
    expect(pdfText(bytes).replace(/\s/g, '')).toContain('9'.repeat(300));
  });

  it('writes the same bytes for the same data', async () => {
    const once = await renderPdf(content([['Sekolah', 'SD Negeri 1 Menteng 🏫']]));
    const twice = await renderPdf(content([['Sekolah', 'SD Negeri 1 Menteng 🏫']]));
    expect(Buffer.from(twice).equals(Buffer.from(once))).toBe(true);
  });
});
