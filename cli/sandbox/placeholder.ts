/** A deterministic SVG picture for a CDN path that has no uploaded file, so seed images always render. */
export function placeholderSvg(path: string): string {
  let hash = 0;
  for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const label = (path.split('/').pop() ?? '?')
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .slice(0, 18)
    .replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${hue},55%,88%)"/>
<rect x="110" y="90" width="180" height="150" rx="14" fill="hsl(${hue},45%,62%)"/>
<circle cx="160" cy="140" r="18" fill="hsl(${hue},40%,92%)"/>
<path d="M120 230 L180 170 L220 205 L250 180 L280 230 Z" fill="hsl(${hue},40%,40%)"/>
<text x="200" y="300" font-family="sans-serif" font-size="22" text-anchor="middle" fill="hsl(${hue},40%,25%)">${label}</text>
</svg>`;
}
