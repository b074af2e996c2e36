/**
 * The portal's Content Security Policy: scripts only from its own origin (no inline script, no
 * eval), no plugins, no framing of the portal. Map tiles, geocoding and a real API may live on
 * other hosts (config.json), so images and connections are open to https. Inline styles stay
 * allowed: React and the toast library set styles at run time.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https: wss:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The policy as a response header (the sandbox sends it with every portal page). */
export const PORTAL_CSP = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');
