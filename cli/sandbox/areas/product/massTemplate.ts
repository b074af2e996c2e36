import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeTemplate } from '@core/massUpload/template';
import { TEMPLATE_URL } from './mass';
import { XLSX_TYPE } from '@core/export/xlsxType';

const FILE_NAME = TEMPLATE_URL.slice(TEMPLATE_URL.lastIndexOf('/') + 1);

let template: Promise<Uint8Array> | null = null;

/** Whether a request path is the template's address. */
export function isTemplatePath(path: string): boolean {
  return path === TEMPLATE_URL;
}

/**
 * Serves the mass-upload template that 'Unduh Template' links to: the workbook core writes for
 * `penyedia template`, generated once per sandbox process.
 */
export async function sendTemplate(req: IncomingMessage, res: ServerResponse): Promise<void> {
  template ??= writeTemplate();
  const bytes = await template;
  res.writeHead(200, {
    'Content-Type': XLSX_TYPE,
    'Content-Length': String(bytes.length),
    'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
