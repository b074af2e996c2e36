import DOMPurify from 'dompurify';

/**
 * DOMPurify for markup shown as markup, with its default configuration set once, so a call does not
 * read its options again (a quarter of its cost). The shared instance stays free for htmlToText's own.
 */
const purifier = DOMPurify(window);
purifier.setConfig({});
// A server picture without an alt text is taken as decoration: alt="" keeps a screen reader from
// reading out its file name, and the page passes the image-alt rule.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * Cleaned markup by its source. A list draws the same few status badges on a hundred rows; each
 * text goes through DOMPurify once (its output depends on the text alone: one config, and a hook
 * that looks at nothing but the node).
 */
const cleaned = new Map<string, string>();
const CLEANED_KEPT = 200;

function sanitizedHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const fresh = purifier.sanitize(html);
  if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value ?? '');
  cleaned.set(html, fresh);
  return fresh;
}

/** Server HTML (notification text, order status) is rendered only after DOMPurify has cleaned it. */
export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml(html) }} />;
}

/** The visible text of server HTML, for previews; DOMPurify parses it, so no markup is ever run. */
export function htmlToText(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
