import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';

/**
 * The faces the sandbox's documents are set in: Noto Sans (regular and bold) for the seller's and
 * the school's text in any Latin, Greek or Cyrillic script, with Noto Emoji for the emoji a seller
 * types on a phone. They come from npm packages (OFL), read with the font engine once per process
 * when the first document is written (so `serve` starts without them), and each document embeds
 * only the glyphs it uses. The engine is the fontkit fork pdfkit keeps: pdf-lib's own fork drops
 * most of Noto Sans's glyphs when it subsets it.
 */
const require = createRequire(import.meta.url);

/** Where each face is (literal paths, so the tools that check dependencies see them used). */
const FILES = {
  regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  symbols: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
} as const;

export type FaceName = keyof typeof FILES;

export interface DocumentFonts {
  readonly fontkit: Parameters<PDFDocument['registerFontkit']>[0];
  readonly bytes: Readonly<Record<FaceName, Uint8Array>>;
  /** Whether the text face (regular and bold cover the same characters) draws a character. */
  readonly inText: (codePoint: number) => boolean;
  /** Whether the symbol face draws it. */
  readonly inSymbols: (codePoint: number) => boolean;
}

let loading: Promise<DocumentFonts> | null = null;

async function load(): Promise<DocumentFonts> {
  // Required from node_modules when the first document is written, as the faces are: the engine
  // reads data files that lie beside its code, so it cannot be inlined in the bundle.
  const fontkit = require('@foliojs-fork/fontkit') as typeof import('@foliojs-fork/fontkit');
  const read = async (name: FaceName): Promise<Uint8Array> => readFile(FILES[name]());
  const [regular, bold, symbols] = await Promise.all([read('regular'), read('bold'), read('symbols')]);
  const textFace = fontkit.create(regular);
  const symbolFace = fontkit.create(symbols);
  return {
    fontkit,
    bytes: { regular, bold, symbols },
    inText: (codePoint) => textFace.hasGlyphForCodePoint(codePoint),
    inSymbols: (codePoint) => symbolFace.hasGlyphForCodePoint(codePoint),
  };
}

/** The faces, read on first use and kept for the process. */
export function documentFonts(): Promise<DocumentFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
