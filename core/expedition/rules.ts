import { validator, type Validator } from '../validation';

/** The carrier row reads 'Melayani' (on) or 'Tidak' (off). */
export function carrierStateLabel(serving: boolean): string {
  return serving ? 'Melayani' : 'Tidak';
}

/** The toast after a carrier toggle; the portal and the sandbox word it the same. */
export function carrierToggleToast(name: string, serving: boolean): string {
  return `status pengiriman ${name} diubah menjadi '${serving ? 'Melayani' : 'Tidak Melayani'}'`;
}

export const EXPEDITION_MESSAGES = { notFound: 'Ekspedisi tidak ditemukan' } as const;

/** A toggle (PUT seller/setting/expedition {id}) and the carriers the seller's list holds: added and not added yet. */
export interface CarrierToggleInput {
  readonly id: number | null;
  readonly known: readonly number[];
}

/** Only a carrier of the seller's list flips; the portal's form and the sandbox run this one rule. */
export const carrierToggleValidator: Validator<CarrierToggleInput, 'id'> = validator<CarrierToggleInput, 'id'>([
  { field: 'id', test: (f) => (f.id !== null && f.known.includes(f.id) ? null : EXPEDITION_MESSAGES.notFound) },
]);
