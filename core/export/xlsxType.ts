/** The media type of an xlsx workbook: downloads, uploads and the sandbox's answers all name it so. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
