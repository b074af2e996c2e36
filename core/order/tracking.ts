/**
 * The courier's tracking stages (GET seller/order/tracking/{id}, `status_stage`): machine codes
 * such as 'MANIFESTED' that a seller reads in Indonesian.
 */

/** The stages the sandbox writes; a real courier sends these and the others labelled below. */
export const TRACKING_STAGE = {
  manifested: 'MANIFESTED',
  delivered: 'DELIVERED',
} as const;

const STAGE_LABELS: Readonly<Record<string, string>> = {
  MANIFESTED: 'Diterima kurir',
  PICKED_UP: 'Diambil kurir',
  PICKED: 'Diambil kurir',
  ON_PROCESS: 'Dalam perjalanan',
  ON_TRANSIT: 'Dalam perjalanan',
  IN_TRANSIT: 'Dalam perjalanan',
  ON_DELIVERY: 'Diantar ke alamat tujuan',
  OUT_FOR_DELIVERY: 'Diantar ke alamat tujuan',
  WITH_COURIER: 'Diantar ke alamat tujuan',
  DELIVERED: 'Terkirim',
  ON_HOLD: 'Tertahan',
  FAILED: 'Gagal dikirim',
  UNDELIVERED: 'Gagal dikirim',
  RETURNED: 'Dikembalikan ke pengirim',
  CANCELLED: 'Dibatalkan',
};

/** Said for a stage code no courier list above knows: never the raw code. */
export const UNKNOWN_STAGE_LABEL = 'Status pengiriman diperbarui';

/** The Indonesian label of a courier's stage code, whatever its case or separators ('on-process', 'On Process'). */
export function trackingStageLabel(stage: string): string {
  const code = stage
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return STAGE_LABELS[code] ?? UNKNOWN_STAGE_LABEL;
}
