/** Copies text: the Clipboard API where the page is a secure context, else the textarea + execCommand fallback. */
export type CopyOutcome = 'copied' | 'failed' | 'unsupported';

function copyWithTextarea(text: string): CopyOutcome {
  if (typeof document.execCommand !== 'function') return 'unsupported';
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'failed';
  } catch {
    return 'failed';
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<CopyOutcome> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      return copyWithTextarea(text);
    }
  }
  return copyWithTextarea(text);
}
