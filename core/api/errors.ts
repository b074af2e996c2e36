import type { z } from 'zod';

/** Everything that can go wrong with one call, as a value. */
export type ApiError =
  | { readonly kind: 'network'; readonly endpoint: string; readonly message: string }
  | { readonly kind: 'unauthorized'; readonly endpoint: string }
  | { readonly kind: 'http'; readonly endpoint: string; readonly status: number; readonly message: string }
  | { readonly kind: 'server'; readonly endpoint: string; readonly code: number; readonly message: string }
  | { readonly kind: 'contract'; readonly endpoint: string; readonly issues: readonly z.core.$ZodIssue[] };

/** A sentence for the seller (Indonesian), never a stack trace. */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return 'Tidak dapat terhubung ke server. Cek koneksi internet anda.';
    case 'unauthorized':
      return 'Sesi Anda telah berakhir. Silakan login kembali.';
    case 'http':
      return error.message || `Terjadi kesalahan pada server (HTTP ${error.status}).`;
    case 'server':
      return error.message || `Terjadi kesalahan (kode ${error.code}).`;
    case 'contract':
      return `Data dari server tidak sesuai format (${error.endpoint}). Silakan coba lagi nanti.`;
  }
}
