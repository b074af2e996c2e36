import { STORE_USER_ROLE, type StoreUser } from '@core/account/schema';
import { accountEndpoints as api, profileFileField } from '@core/api/endpoints/account';
import { fail, isReply, ok, raw, refuse } from '../../reply';
import { imageRule, isJpegOrPng } from './images';
import { resolveRegion } from './reference';
import { accountRoute, currentSeller, emailTaken, logActivity, nextId, ownStore, sameEmail } from './state';

export const PROFILE_UPDATED = 'Berhasil! Anda berhasil mengupdate profile anda';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const fileTargets = {
  legalitas_npwp_mall: 'Mengunggah dokumen NPWP',
  legalitas_siup_mall: 'Mengunggah dokumen SIUP/NIB',
  gambar_logo: 'Mengunggah logo toko',
  gambar_header: 'Mengunggah gambar header toko',
} as const;

/** Store users, address, identity and files of the store profile (spec 000 §2 Profile, §7). */
export const profileRoutes = [
  accountRoute('storeUsers', api.storeUsers, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    const users: StoreUser[] = ctx.state.storeUsers
      .filter((u) => u.mall_id === seller.profile.id)
      .map(({ password: _secret, ...user }) => user);
    return ok(users);
  }),

  accountRoute('addStoreUser', api.addStoreUser, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    if (emailTaken(ctx.state, input.email)) return raw({ success: false, type: 'email_already', title: 'Email sudah terdaftar' });
    const user = {
      id: nextId(ctx.state.storeUsers, 1101),
      mall_id: seller.profile.id,
      nama: input.nama.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      jabatan: input.jabatan,
      // Spec 000 §3: new store users always get peran admin, whatever the form sent.
      peran: STORE_USER_ROLE,
      password: input.password,
      createdAt: ctx.now().toISOString(),
    };
    ctx.state.storeUsers.push(user);
    logActivity(ctx, seller, 'user', `Menambahkan user toko ${user.nama} (${user.jabatan})`);
    return raw({ success: true, type: 'success', title: 'User berhasil ditambahkan' });
  }),

  accountRoute('updateAddress', api.updateAddress, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    if (input.npwpAddress.trim() === '') return fail(400, 'Alamat berdasarkan NPWP tidak boleh kosong');
    const region = resolveRegion({ provinceId: input.provinceId, cityId: input.cityId, districtId: input.districtId, villageCode: input.subDistrictCode });
    if (typeof region === 'string') return fail(400, region);
    if (input.postalCode.trim() === '') return fail(400, 'Kode Pos tidak boleh kosong');
    seller.profile.location = {
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address.trim(),
      npwpAddress: input.npwpAddress.trim(),
      postalCode: input.postalCode.trim(),
      ...region,
    };
    logActivity(ctx, seller, 'profile', 'Memperbarui alamat toko');
    return ok(seller.profile.location, 'Anda berhasil update alamat');
  }),

  accountRoute('updateProfile', api.updateProfile, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    // Spec 000 §6: bank accounts change only through customer service.
    if (input.action === 'rek_mall') return refuse(403, 'Untuk mengganti Akun Bank mohon hubungi CS');
    if (input.action === 'alamat_mall') return ok(null, PROFILE_UPDATED);

    if (input.name !== undefined && input.name.trim() === '') return fail(400, 'Nama Toko tidak boleh kosong');
    if (input.npwp_id !== undefined && !/^\d{16}$/.test(input.npwp_id)) return fail(400, 'NPWP Harus 16 Digit!');
    if (input.email !== undefined) {
      if (input.email.trim() === '') return fail(400, 'Email tidak boleh kosong');
      if (!EMAIL_PATTERN.test(input.email.trim())) return fail(400, 'Format email tidak valid');
      if (!sameEmail(input.email, seller.profile.email) && emailTaken(ctx.state, input.email)) return fail(409, 'Email sudah terdaftar');
    }
    const p = seller.profile;
    if (input.name !== undefined) p.name = input.name.trim();
    if (input.jenis_usaha !== undefined) p.business.type = input.jenis_usaha;
    if (input.kategori_usaha !== undefined) p.business.category = input.kategori_usaha;
    if (input.jenis !== undefined) p.type = input.jenis;
    if (input.npwp_id !== undefined) {
      p.legality.npwp.id = input.npwp_id;
      p.isNpwpValid = true;
    }
    if (input.siup_id !== undefined) p.legality.siup.id = input.siup_id.trim();
    if (input.ktp_id !== undefined) p.pic.ktp = input.ktp_id.trim();
    if (input.email !== undefined) p.email = input.email.trim();
    if (input.jabatan_pic !== undefined) p.pic.position = input.jabatan_pic.trim();
    if (input.nama_pic !== undefined) p.pic.name = input.nama_pic.trim();
    if (input.telp_pic !== undefined) p.pic.phone = input.telp_pic.trim();
    logActivity(ctx, seller, 'profile', 'Memperbarui identitas toko');
    return ok(null, PROFILE_UPDATED);
  }),

  accountRoute(
    'uploadProfileFile',
    api.uploadProfileFile,
    async (input, ctx) => {
      const seller = currentSeller(ctx);
      if (isReply(seller)) return seller;
      const denied = ownStore(seller, input.mall_id);
      if (denied) return denied;
      const file = input[profileFileField[input.action]];
      if (!file) return fail(400, 'File tidak ditemukan');
      if (!(await isJpegOrPng(file))) return fail(422, 'File harus berupa gambar JPG atau PNG');
      const { url } = await ctx.saveUpload(file);
      const p = seller.profile;
      if (input.action === 'legalitas_npwp_mall') p.legality.npwp.image = url;
      else if (input.action === 'legalitas_siup_mall') p.legality.siup.image = url;
      else if (input.action === 'gambar_logo') p.image.primary = url;
      else p.image.header = url;
      logActivity(ctx, seller, 'profile', fileTargets[input.action]);
      return ok({ url }, PROFILE_UPDATED);
    },
    { npwp: imageRule, logo_mall: imageRule, header_mall: imageRule },
  ),
];
