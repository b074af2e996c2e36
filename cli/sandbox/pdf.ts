import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentFonts, type DocumentFonts, type FaceName } from './pdfFonts';

/**
 * A plain one-column PDF document (A4): a title, labelled fields, an optional table and notes.
 * pdf-lib writes it in memory in Noto Sans (emoji in Noto Emoji), so what the seller and the
 * school typed prints as typed, line breaks included; a character neither face has prints as the
 * replacement mark '�', never as a question mark. Every date in the file comes from the caller,
 * so the same data gives the same bytes.
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
const LABEL_WIDTH = 150;
const REPLACEMENT = '\uFFFD';
const INK = rgb(0.1, 0.1, 0.15);
const FACE_NAMES: Readonly<Record<FaceName, string>> = {
  regular: 'NotoSans-Regular',
  bold: 'NotoSans-Bold',
  symbols: 'NotoEmoji-Regular',
};

/** One stretch of a line drawn in one face. */
interface Run {
  readonly text: string;
  readonly font: PDFFont;
}

interface Faces {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** Embedded only when the document has a character the text face lacks and this one draws. */
  readonly symbols: PDFFont | null;
}

/** Tabs become spaces, Windows line ends plain ones; other control characters have nothing to print. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what is dropped
const UNPRINTABLE = /[\u0000-\u0009\u000B-\u001F\u007F]/g;

function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(UNPRINTABLE, '');
}

/** Which face draws a character: the text face, else the symbol face, else none (null). */
type FaceOf = (codePoint: number) => 'text' | 'symbols' | null;

function faceOf(fonts: DocumentFonts): FaceOf {
  return (codePoint) => (fonts.inText(codePoint) ? 'text' : fonts.inSymbols(codePoint) ? 'symbols' : null);
}

class Typesetter {
  constructor(
    private readonly faces: Faces,
    private readonly face: FaceOf,
  ) {}

  /** A line cut into runs of one face each; what no face draws becomes the replacement mark. */
  runs(line: string, bold: boolean): Run[] {
    const text = bold ? this.faces.bold : this.faces.regular;
    const runs: Run[] = [];
    for (const char of line) {
      const face = this.face(char.codePointAt(0) ?? 0);
      const font = face === 'symbols' && this.faces.symbols ? this.faces.symbols : text;
      const drawn = face === null ? REPLACEMENT : char;
      const last = runs.at(-1);
      if (last?.font === font) runs[runs.length - 1] = { font, text: last.text + drawn };
      else runs.push({ font, text: drawn });
    }
    return runs;
  }

  width(line: string, size: number, bold: boolean): number {
    return this.runs(line, bold).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /**
   * The lines of a text within a width: its own line breaks kept, words wrapped at spaces, and a
   * word wider than the width cut where it must, so nothing runs off the page.
   */
  wrap(text: string, size: number, width: number, bold: boolean): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, size, bold) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        let lineWidth = 0;
        for (const char of word) {
          const charWidth = this.width(char, size, bold);
          if (line && lineWidth + charWidth > width) {
            lines.push(line);
            line = '';
            lineWidth = 0;
          }
          line += char;
          lineWidth += charWidth;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  draw(page: PDFPage, line: string, at: { x: number; y: number; size: number; bold: boolean }): void {
    let x = at.x;
    for (const run of this.runs(line, at.bold)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: INK });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly type: Typesetter,
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
    const bold = options.bold ?? false;
    const x = options.x ?? MARGIN;
    for (const line of this.type.wrap(text, size, options.width ?? PAGE.width - x - MARGIN, bold)) {
      this.room(size + 4);
      this.type.draw(this.page, line, { x, y: this.y - size, size, bold });
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
    this.text(label, { bold: true, width: LABEL_WIDTH - 8 });
    const afterLabel = this.y;
    this.y = top;
    this.text(value || '-', { x: MARGIN + LABEL_WIDTH });
    this.y = Math.min(this.y, afterLabel);
  }

  row(cells: readonly string[], widths: readonly number[], bold: boolean): void {
    const total = widths.reduce((sum, w) => sum + w, 0);
    const usable = PAGE.width - 2 * MARGIN;
    const columns = cells.map((cell, i) => this.type.wrap(cell, SIZE, ((widths[i] ?? 1) / total) * usable - 6, bold));
    const height = Math.max(...columns.map((c) => c.length)) * (SIZE + 4) + 4;
    this.room(height);
    let x = MARGIN;
    columns.forEach((lines, i) => {
      lines.forEach((line, n) =>
        this.type.draw(this.page, line, { x, y: this.y - SIZE - n * (SIZE + 4), size: SIZE, bold }),
      );
      x += ((widths[i] ?? 1) / total) * usable;
    });
    this.y -= height;
  }
}

/** Every text of the document, to know which faces it needs. */
function textsOf(content: PdfContent): string[] {
  return [
    content.title,
    content.subtitle ?? '',
    ...content.fields.flat(),
    ...(content.table ? [...content.table.columns, ...content.table.rows.flat()] : []),
    ...(content.totals ?? []).flat(),
    ...(content.notes ?? []),
  ];
}

function needsSymbols(texts: readonly string[], face: FaceOf): boolean {
  return texts.some((text) => {
    for (const char of text) if (face(char.codePointAt(0) ?? 0) === 'symbols') return true;
    return false;
  });
}

export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const fonts = await documentFonts();
  const face = faceOf(fonts);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fonts.fontkit);
  doc.setTitle(content.title);
  doc.setProducer('penyedia sandbox');
  doc.setCreator('penyedia sandbox');
  doc.setCreationDate(content.createdAt);
  doc.setModificationDate(content.createdAt);
  // Fixed subset names (pdf-lib would draw random ones), so the same data gives the same bytes.
  const embed = (name: FaceName, tag: string) =>
    doc.embedFont(fonts.bytes[name], { subset: true, customName: `${tag}+${FACE_NAMES[name]}` });
  const faces: Faces = {
    regular: await embed('regular', 'PNYDAA'),
    bold: await embed('bold', 'PNYDAB'),
    symbols: needsSymbols(textsOf(content), face) ? await embed('symbols', 'PNYDAC') : null,
  };
  const writer = new Writer(doc, new Typesetter(faces, face));
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
