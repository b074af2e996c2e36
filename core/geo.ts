import { err, ok, type Result } from 'neverthrow';

/** A point on the map, in degrees (WGS 84), as the profile and the registration keep it. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** Decimal places of a typed or shown coordinate: 6 places are about 11 cm. */
const COORDINATE_DECIMALS = 6;

/**
 * Finding the seller's location and its address ('Lokasi Sekarang', a moved map point). Either may
 * fail; the seller is then told why and types the address.
 */
export const LOCATION_MESSAGES = {
  unsupported: 'Browser ini tidak mendukung lokasi.',
  denied: 'Izin lokasi ditolak oleh browser.',
  unavailable: 'Lokasi tidak dapat ditentukan.',
  timeout: 'Waktu menentukan lokasi habis.',
  geocoderStatus: (status: number) => `Layanan peta menjawab HTTP ${status}.`,
  addressNotFound: 'Alamat untuk titik ini tidak ditemukan.',
  geocoderUnreachable: 'Layanan peta tidak dapat dihubungi.',
  /** After any of the above on a form with an address field. */
  typeAddress: 'Silakan ketik alamatnya sendiri.',
} as const;

/** One sentence for the seller: the reason, then what to do. */
export function locationFailure(reason: string): string {
  return `${reason} ${LOCATION_MESSAGES.typeAddress}`;
}

export const COORDINATE_MESSAGES = {
  format: 'Tulis koordinat sebagai lintang, bujur (contoh: -6.200000, 106.816666)',
  latitude: 'Lintang harus di antara -90 dan 90',
  longitude: 'Bujur harus di antara -180 dan 180',
} as const;

/** 'lintang, bujur' as the coordinate field shows it: '-6.200000, 106.816666'. */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(COORDINATE_DECIMALS)}, ${longitude.toFixed(COORDINATE_DECIMALS)}`;
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*[,;]\s*(${NUMBER})\s*$`);

/**
 * What a seller types in the coordinate field (the keyboard's way to place the map point):
 * 'lintang, bujur' with a dot for decimals, e.g. '-6.2, 106.816666'; a semicolon separates too.
 */
export function parseCoordinates(text: string): Result<Coordinates, string> {
  const match = PAIR.exec(text);
  if (!match?.[1] || !match[2]) return err(COORDINATE_MESSAGES.format);
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90) return err(COORDINATE_MESSAGES.latitude);
  if (Math.abs(longitude) > 180) return err(COORDINATE_MESSAGES.longitude);
  return ok({ latitude, longitude });
}
