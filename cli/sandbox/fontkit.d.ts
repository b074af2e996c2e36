/** The fork of fontkit that pdfkit keeps: pdf-lib embeds and subsets TrueType fonts with it. */
declare module '@foliojs-fork/fontkit' {
  import type { PDFDocument } from 'pdf-lib';

  const fontkit: Parameters<PDFDocument['registerFontkit']>[0];
  export = fontkit;
}
