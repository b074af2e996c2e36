/**
 * A free-text field with a length limit (chat and complaint replies, negotiation notes). The
 * portal counts and the server refuses by the same measure, so what the counter accepts is never
 * cut or refused later: the text as sent, without the spaces around it.
 */
export interface TextLimit {
  readonly max: number;
  /** The refusal of a longer text, in Indonesian. */
  readonly tooLong: string;
}

export function textLimit(max: number, what: string): TextLimit {
  return { max, tooLong: `${what} maksimal ${max} karakter` };
}

/** The length the limit applies to. */
function limitedLength(text: string): number {
  return text.trim().length;
}

export function exceedsLimit(text: string, limit: TextLimit): boolean {
  return limitedLength(text) > limit.max;
}

/** What the counter under the field reads: '12/2000 karakter'. */
export function counterText(text: string, limit: TextLimit): string {
  return `${limitedLength(text)}/${limit.max} karakter`;
}
