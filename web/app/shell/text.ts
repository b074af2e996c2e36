/** 'CV MITRA PUSTAKA' -> 'Cv Mitra Pustaka': the sidebar shows the seller's name in title case (spec 000 §2). */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((word) => (word.trim() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');
}

/** Cuts text to `max` characters and marks the cut with an ellipsis (titles 30, previews 40; spec 000 §9). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}

export const NOTIFICATION_TITLE_MAX = 30;
export const NOTIFICATION_PREVIEW_MAX = 40;
