import DOMPurify from 'dompurify';

/** Server HTML (notification text, order status) is rendered only after DOMPurify has cleaned it. */
export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/** The visible text of server HTML, for previews; DOMPurify parses it, so no markup is ever run. */
export function htmlToText(html: string): string {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
