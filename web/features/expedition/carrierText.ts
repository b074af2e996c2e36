/**
 * Spec 002 §2.6, §4.6: the row reads 'Melayani' or 'Tidak'; the toast after a toggle reads
 * "status pengiriman {name} diubah menjadi 'Melayani'" or "... 'Tidak Melayani'".
 * (Belongs in core/expedition/rules.ts, which this helper may not edit; the sandbox words it the same.)
 */
export function carrierStateLabel(serving: boolean): string {
  return serving ? 'Melayani' : 'Tidak';
}

export function carrierToggleToast(name: string, serving: boolean): string {
  return `status pengiriman ${name} diubah menjadi '${serving ? 'Melayani' : 'Tidak Melayani'}'`;
}
