import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A plain one-column PDF document (A4): a title, labelled fields, an optional table and notes.
 * pdf-lib writes it in memory with the standard Helvetica fonts (nothing read from disk, types
 * included), and every date in the file comes from the caller, so the same data gives the same
 * bytes. The standard fonts speak WinAnsi: characters outside it are replaced, never dropped.
 */
interface PdfTable {
  readonly columns: readonly string[];
  /** Relative column widths, summing to anything. */
  readonly widths: readonly number[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

export interface PdfContent {
  readonly title: string;
  readonly subtitle?: string;
  readonly fields: ReadonlyArray<readonly [string, string]>;
  readonly table?: PdfTable;
  readonly totals?: ReadonlyArray<readonly [string, string]>;
  readonly notes?: readonly string[];
  /** The document's date (metadata). */
  readonly createdAt: Date;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const SIZE = 10;
const LINE = 14;

/** Keeps what WinAnsi can encode; anything else becomes '?'. */
function encodable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of encodable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(text: string, options: { size?: number; bold?: boolean; x?: number; width?: number } = {}): void {
    const size = options.size ?? SIZE;
    const font = options.bold ? this.bold : this.font;
    const x = options.x ?? MARGIN;
    for (const line of wrap(text, font, size, options.width ?? PAGE.width - x - MARGIN)) {
      this.room(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.15) });
      this.y -= size + 4;
    }
  }

  gap(height = LINE / 2): void {
    this.y -= height;
  }

  rule(): void {
    this.room(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.7,
      color: rgb(0.6, 0.6, 0.65),
    });
    this.y -= 6;
  }

  field(label: string, value: string): void {
    const top = this.y;
    this.text(label, { bold: true });
    const afterLabel = this.y;
    this.y = top;
    this.text(value || '-', { x: MARGIN + 150 });
    this.y = Math.min(this.y, afterLabel);
  }

  row(cells: readonly string[], widths: readonly number[], bold: boolean): void {
    const total = widths.reduce((sum, w) => sum + w, 0);
    const usable = PAGE.width - 2 * MARGIN;
    const font = bold ? this.bold : this.font;
    const columns = cells.map((cell, i) => wrap(cell, font, SIZE, ((widths[i] ?? 1) / total) * usable - 6));
    const height = Math.max(...columns.map((c) => c.length)) * (SIZE + 4) + 4;
    this.room(height);
    let x = MARGIN;
    columns.forEach((lines, i) => {
      lines.forEach((line, n) => this.page.drawText(line, { x, y: this.y - SIZE - n * (SIZE + 4), size: SIZE, font }));
      x += ((widths[i] ?? 1) / total) * usable;
    });
    this.y -= height;
  }
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(encodable(content.title));
  doc.setProducer('penyedia sandbox');
  doc.setCreator('penyedia sandbox');
  doc.setCreationDate(content.createdAt);
  doc.setModificationDate(content.createdAt);
  const writer = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text(content.title, { size: 16, bold: true });
  if (content.subtitle) writer.text(content.subtitle, { size: 11 });
  writer.gap();
  writer.rule();
  for (const [label, value] of content.fields) writer.field(label, value);
  if (content.table) {
    writer.gap();
    writer.row(content.table.columns, content.table.widths, true);
    writer.rule();
    for (const row of content.table.rows) writer.row(row, content.table.widths, false);
    writer.rule();
  }
  for (const [label, value] of content.totals ?? []) writer.field(label, value);
  if (content.notes?.length) {
    writer.gap();
    for (const note of content.notes) writer.text(note, { size: 9 });
  }
  return doc.save({ useObjectStreams: false });
}
