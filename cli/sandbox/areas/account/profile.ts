import { normalNik, normalPhone } from '@core/account/fields';
import { ACCOUNT_MESSAGES } from '@core/account/messages';
import { refusalOf, sellerMay } from '@core/account/permissions';
import { addressValidator, identityValidator } from '@core/account/profile';
import { storeUserValidator } from '@core/account/storeUsers';
import { businessTypes, registrationResultTypes, STORE_USER_ROLE, type StoreUser } from '@core/account/schema';
import { ACCOUNT_SERVER_MESSAGES, ACTIVITY } from '@core/account/serverMessages';
import { accountEndpoints as api, profileFileField } from '@core/api/endpoints/account';
import { fail, isReply, ok, raw, refuse } from '../../reply';
import { imageRule } from './images';
import { hashPassword } from './password';
import { resolveRegion } from './reference';
import { accountRoute, currentSeller, emailTaken, logActivity, nextId, ownStore, sameEmail } from './state';

const PROFILE_UPDATED = ACCOUNT_MESSAGES.profileUpdated;

/** Store users, address, identity and files of the store profile. */
export const profileRoutes = [
  accountRoute('storeUsers', api.storeUsers, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    const users: StoreUser[] = ctx.state.storeUsers
      .filter((u) => u.mall_id === seller.profile.id)
      .map(({ passwordHash: _secret, ...user }) => user);
    return ok(users);
  }),

  accountRoute('addStoreUser', api.addStoreUser, async (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    const checked = storeUserValidator.validate({
      name: input.nama,
      email: input.email,
      phone: input.phone,
      password: input.password,
    });
    if (!checked.ok)
      return raw({ success: false, type: registrationResultTypes.invalid, title: checked.first ?? '' }, 422);
    if (emailTaken(ctx.state, input.email))
      return raw({
        success: false,
        type: registrationResultTypes.emailAlready,
        title: ACCOUNT_SERVER_MESSAGES.emailTaken,
      });
    const user = {
      id: nextId(ctx.state.storeUsers, 1101),
      mall_id: seller.profile.id,
      nama: input.nama.trim(),
      email: input.email.trim(),
      phone: normalPhone(input.phone.trim()),
      jabatan: input.jabatan,
      // New store users always get peran admin, whatever the form sent.
      peran: STORE_USER_ROLE,
      passwordHash: await hashPassword(input.password),
      createdAt: ctx.now().toISOString(),
    };
    ctx.state.storeUsers.push(user);
    logActivity(ctx, seller, 'user', ACTIVITY.storeUserAdded(user.nama, user.jabatan));
    return raw({ success: true, type: registrationResultTypes.success, title: ACCOUNT_SERVER_MESSAGES.storeUserAdded });
  }),

  accountRoute('updateAddress', api.updateAddress, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const checked = addressValidator.validate({
      npwpAddress: input.npwpAddress,
      provinceId: input.provinceId,
      cityId: input.cityId,
      districtId: input.districtId,
      villageCode: input.subDistrictCode,
      postalCode: input.postalCode,
    });
    if (!checked.ok) return fail(400, checked.first ?? '');
    const region = resolveRegion({
      provinceId: input.provinceId,
      cityId: input.cityId,
      districtId: input.districtId,
      villageCode: input.subDistrictCode,
    });
    if (typeof region === 'string') return fail(400, region);
    seller.profile.location = {
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address.trim(),
      npwpAddress: input.npwpAddress.trim(),
      postalCode: input.postalCode.trim(),
      ...region,
    };
    logActivity(ctx, seller, 'profile', ACTIVITY.addressUpdated);
    return ok(seller.profile.location, ACCOUNT_MESSAGES.addressUpdated);
  }),

  accountRoute('updateProfile', api.updateProfile, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const denied = ownStore(seller, input.mall_id);
    if (denied) return denied;
    // Bank accounts change only through customer service.
    if (input.action === 'rek_mall') return refuse(403, ACCOUNT_SERVER_MESSAGES.bankThroughCs);
    if (input.action === 'alamat_mall') return ok(null, PROFILE_UPDATED);

    const checked = identityValidator.validate({
      name: input.name,
      businessType: input.jenis_usaha ?? businessTypes.find((type) => type === seller.profile.business.type),
      npwp: input.npwp_id,
      siup: input.siup_id,
      ktp: input.ktp_id,
      email: input.email,
      picName: input.nama_pic,
      picPosition: input.jabatan_pic,
      picPhone: input.telp_pic,
    });
    if (!checked.ok) return fail(400, checked.first ?? '');
    if (
      input.email !== undefined &&
      !sameEmail(input.email, seller.profile.email) &&
      emailTaken(ctx.state, input.email)
    ) {
      return fail(409, ACCOUNT_SERVER_MESSAGES.emailTaken);
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
    if (input.ktp_id !== undefined) p.pic.ktp = normalNik(input.ktp_id.trim());
    if (input.email !== undefined) p.email = input.email.trim();
    if (input.jabatan_pic !== undefined) p.pic.position = input.jabatan_pic.trim();
    if (input.nama_pic !== undefined) p.pic.name = input.nama_pic.trim();
    if (input.telp_pic !== undefined) p.pic.phone = normalPhone(input.telp_pic.trim());
    logActivity(ctx, seller, 'profile', ACTIVITY.identityUpdated);
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
      // The call is open to every seller for the legality documents; the images need the standing core gives them.
      if (!sellerMay(seller.profile, 'uploadProfileFile', input.action)) return fail(403, refusalOf(seller.profile));
      const file = input[profileFileField[input.action]];
      if (!file) return fail(400, ACCOUNT_SERVER_MESSAGES.fileMissing);
      // The legality documents are the seller's only; the store's pictures are for everyone.
      const legality = input.action === 'legalitas_npwp_mall' || input.action === 'legalitas_siup_mall';
      const { url } = await ctx.saveUpload(file, legality ? { owner: seller.profile.id } : 'public');
      const p = seller.profile;
      if (input.action === 'legalitas_npwp_mall') p.legality.npwp.image = url;
      else if (input.action === 'legalitas_siup_mall') p.legality.siup.image = url;
      else if (input.action === 'gambar_logo') p.image.primary = url;
      else p.image.header = url;
      logActivity(ctx, seller, 'profile', ACTIVITY.files[input.action]);
      return ok({ url }, PROFILE_UPDATED);
    },
    { npwp: imageRule, logo_mall: imageRule, header_mall: imageRule },
  ),
];
