import type { ResultAsync } from 'neverthrow';
import type { SellerProfile } from '@core/account/schema';
import { accountEndpoints } from '@core/api/endpoints/account';
import type { ApiError } from '@core/api/errors';
import { fetchTransport } from '@core/api/fetchTransport';
import { createGateway, type Gateway } from '@core/api/gateway';
import { pngFile } from './png';
import { DEMO_SELLER, type Credentials, type Portal } from './portal';

/**
 * What the account tests read or set up through the sandbox's API, never through its memory or
 * files: core's gateway, so every answer is checked against the endpoint's response schema.
 */
export type AccountApi = Gateway<typeof accountEndpoints>;

/** The account calls as `who` (the demo seller unless given; null for a guest). */
export async function accountApiAs(p: Portal, who: Credentials | null = DEMO_SELLER): Promise<AccountApi> {
  const token = who ? await p.token(who) : null;
  return createGateway(accountEndpoints, {
    transport: fetchTransport(),
    roots: { apiRoot: p.sandbox.apiRoot, chatApiRoot: p.sandbox.chatApiRoot },
    getToken: () => token,
  });
}

/** The value of a call that must succeed. */
export async function answerOf<T>(call: ResultAsync<T, ApiError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new Error(`the sandbox refused the call: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The seller's profile as the sandbox answers it now. */
export async function profileOf(p: Portal, who: Credentials = DEMO_SELLER): Promise<SellerProfile> {
  const api = await accountApiAs(p, who);
  return (await answerOf(api.profile())).data;
}

export interface NewSeller extends Credentials {
  readonly name: string;
  /** 16 digits, not yet registered. */
  readonly npwp: string;
}

/**
 * Registers a store through the API (a Bandung CV with one BCA account), so a test about a new
 * seller does not depend on another test having filled the registration form. E-mail and NPWP
 * must be unique in the sandbox.
 */
export async function registerSeller(p: Portal, seller: NewSeller): Promise<void> {
  const api = await accountApiAs(p, null);
  const result = await answerOf(
    api.register({
      name: seller.name,
      jenis_usaha: 'CV',
      kategori_usaha: 2,
      jenis: 'PKP',
      npwp: seller.npwp,
      siup: '9120007654321',
      npwp_image: new File([new Uint8Array(pngFile(64, 40))], 'npwp.png', { type: 'image/png' }),
      address_npwp: 'Jl. Dago No. 45, Bandung',
      province: 32,
      city: 3273,
      kecamatan: 327322,
      kodepos: '40135',
      kelurahan_kd: '3273221006',
      kelurahan_nama: 'Dago',
      address_1: 'Jl. Ir. H. Juanda No. 45, Dago, Coblong, Kota Bandung',
      lat: -6.8851,
      lon: 107.6139,
      nama_pic: 'Hendra Wijaya',
      jabatan_pic: 'Direktur',
      telp_pic: '081298765432',
      ktp_id: '3273020101800001',
      nama_bank: '4',
      cabang: 'KCU Bandung Asia Afrika',
      nomor_rekening: '7770123456',
      atas_nama: seller.name,
      email: seller.email,
      password: seller.password,
      password_konfirmasi: seller.password,
      pernyataan: '1',
    }),
  );
  if (!result.success) throw new Error(`registration of ${seller.email} refused: ${JSON.stringify(result)}`);
}
