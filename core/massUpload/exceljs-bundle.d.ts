/**
 * The prebuilt single-file exceljs (its browser bundle, also fine in Node): one file to parse
 * instead of hundreds of CommonJS modules, which keeps `penyedia check` within its time budget.
 */
declare module 'exceljs/dist/exceljs.bare.min.js' {
  export * from 'exceljs';
}
