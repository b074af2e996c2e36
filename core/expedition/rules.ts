/** Spec 002 §2.6, §4.6: the carrier row reads 'Melayani' or 'Tidak'. */
export function carrierStateLabel(serving: boolean): string {
  return serving ? 'Melayani' : 'Tidak';
}

/** Spec 002 §4.6: the toast after a toggle; the portal and the sandbox word it the same. */
export function carrierToggleToast(name: string, serving: boolean): string {
  return `status pengiriman ${name} diubah menjadi '${serving ? 'Melayani' : 'Tidak Melayani'}'`;
}

export const EXPEDITION_MESSAGES = { notFound: 'Ekspedisi tidak ditemukan' } as const;
