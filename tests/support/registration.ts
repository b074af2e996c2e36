/** Who registers: the store's name, its login and an NPWP not yet registered (16 digits). */
export interface Registrant {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly npwp: string;
}

/**
 * What the registration call carries for a Bandung CV with one BCA account: the one
 * complete registration of the tests, so a test about a new seller never depends on another test
 * having filled the form.
 */
export function bandungCv(who: Registrant, npwpImage: File) {
  return {
    name: who.name,
    jenis_usaha: 'CV' as const,
    kategori_usaha: 2,
    jenis: 'PKP' as const,
    npwp: who.npwp,
    siup: '9120007654321',
    npwp_image: npwpImage,
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
    atas_nama: who.name,
    email: who.email,
    password: who.password,
    password_konfirmasi: who.password,
    pernyataan: '1',
  };
}

/** What a kept mailbox can say: the newest e-mail to an address. */
interface Inbox {
  lastTo(email: string): { readonly subject: string; readonly text: string } | undefined;
}

/**
 * The token of the activation link the sandbox mailed to `email` (its newest e-mail): a
 * registration makes the account only once its link is opened, as a seller opens it from the inbox.
 */
export function activationToken(inbox: Inbox, email: string): string {
  const text = inbox.lastTo(email)?.text ?? '';
  const token = /[?&]token=([0-9a-f]{48})/.exec(text)?.[1];
  if (!token) throw new Error(`no activation link was mailed to ${email}: ${text}`);
  return token;
}
