import { PORTAL_CSP } from '@core/csp';

/**
 * Response headers of the sandbox. Uploads are served so that nothing in them can run on the
 * portal's origin: no type sniffing, a sandboxing CSP that allows nothing, and a download (not a
 * page) for anything that is not an image. The portal gets a strict CSP: scripts and styles from
 * its own origin only, no inline script.
 */

export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
};

export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${ascii}"`;
}

export function isImageType(type: string): boolean {
  return type.startsWith('image/');
}

export const PORTAL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PORTAL_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};
