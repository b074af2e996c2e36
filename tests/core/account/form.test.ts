import { describe, expect, it } from 'vitest';
import {
  buildAddressFields,
  buildLoginFields,
  buildProfileAddressActionFields,
  buildProfileBankFields,
  buildProfileFileFields,
  buildProfileIdentityFields,
  buildRegistrationFields,
  buildStoreUserFields,
} from '@core/account/form';
import type { EndpointInput } from '@core/api/endpoint';
import { accountEndpoints } from '@core/api/endpoints/account';
import { expectAccepted } from '../support/catalogue';
import { registrationFormValues as registration } from '../support/validForms';

/*
 * Each call's fields as the spec names them, and, the builders feeding the gateway directly, as
 * its catalogue takes them: typed as the endpoint's input (tsc) and accepted by its request schema.
 */

describe('registration call', () => {
  it('has exactly the fields of the spec, blank zone_2, postcode, country and location', () => {
    const fields = buildRegistrationFields(registration);
    if (fields === null) throw new Error('fields expected');
    const input: EndpointInput<typeof accountEndpoints.register> = fields;
    expectAccepted(accountEndpoints.register, input);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'type_reg',
        'name',
        'jenis_usaha',
        'kategori_usaha',
        'jenis',
        'npwp',
        'siup',
        'npwp_image',
        'address_npwp',
        'province',
        'city',
        'kecamatan',
        'kodepos',
        'kelurahan_kd',
        'kelurahan_nama',
        'address_1',
        'lat',
        'lon',
        'nama_pic',
        'jabatan_pic',
        'telp_pic',
        'ktp_id',
        'nama_bank',
        'cabang',
        'nomor_rekening',
        'atas_nama',
        'email',
        'password',
        'password_konfirmasi',
        'pernyataan',
        'mall_type',
        'zone_2',
        'postcode',
        'country',
        'location',
      ].sort(),
    );
    expect(fields).toMatchObject({
      type_reg: 'bh',
      name: 'Toko Sinar',
      jenis_usaha: 'PT',
      kategori_usaha: 5,
      jenis: 'PKP',
      npwp_image: registration.npwpImage,
      province: 31,
      kecamatan: 317101,
      kelurahan_kd: '3171011001',
      kelurahan_nama: 'Gambir',
      address_1: 'Jl. Merdeka 1, Jakarta',
      lat: -6.17,
      nama_bank: '14',
      password_konfirmasi: 'Rahasia12345',
      pernyataan: '1',
      zone_2: '',
      postcode: '',
      country: '',
      location: '',
    });
  });

  it('without the NPWP image there is nothing to send', () => {
    expect(buildRegistrationFields({ ...registration, npwpImage: null })).toBeNull();
  });
});

describe('profile calls', () => {
  it('identitas_mall', () => {
    const fields: EndpointInput<typeof accountEndpoints.updateProfile> = buildProfileIdentityFields(1001, {
      name: 'Toko Sinar',
      businessType: 'CV',
      businessCategory: 'Kecil',
      taxStatus: 'Non-PKP',
      npwp: '01.234.567.8-901.2345',
      siup: 'S1',
      ktp: 'K1',
      email: 'a@b.id',
      picPosition: 'Direktur',
      picName: 'Sinta',
      picPhone: '0812',
    });
    expectAccepted(accountEndpoints.updateProfile, fields);
    expect(fields).toEqual({
      action: 'identitas_mall',
      mall_id: 1001,
      name: 'Toko Sinar',
      jenis_usaha: 'CV',
      kategori_usaha: 'Kecil',
      jenis: 'Non-PKP',
      npwp_id: '0123456789012345',
      siup_id: 'S1',
      ktp_id: 'K1',
      email: 'a@b.id',
      jabatan_pic: 'Direktur',
      nama_pic: 'Sinta',
      telp_pic: '0812',
    });
  });

  it('rek_mall and alamat_mall', () => {
    const bank: EndpointInput<typeof accountEndpoints.updateProfile> = buildProfileBankFields(1001, {
      accountId: 3,
      bank: 'BCA',
      number: '123',
      asName: 'Sinta',
    });
    expectAccepted(accountEndpoints.updateProfile, bank);
    expect(bank).toEqual({
      action: 'rek_mall',
      mall_id: 1001,
      ids_rek: 3,
      nama_bank: 'BCA',
      nomor_rekening: '123',
      atas_nama: 'Sinta',
    });
    expect(buildProfileAddressActionFields(1001)).toEqual({ action: 'alamat_mall', mall_id: 1001 });
  });

  it('files: legality in npwp, logo in logo_mall, header in header_mall', () => {
    const file = new Blob(['x'], { type: 'image/jpeg' });
    for (const kind of ['npwp', 'siup', 'logo', 'header'] as const) {
      const upload: EndpointInput<typeof accountEndpoints.uploadProfileFile> = buildProfileFileFields(1, kind, file);
      expectAccepted(accountEndpoints.uploadProfileFile, upload);
    }
    expect(buildProfileFileFields(1, 'npwp', file)).toEqual({ action: 'legalitas_npwp_mall', mall_id: 1, npwp: file });
    expect(buildProfileFileFields(1, 'siup', file)).toEqual({ action: 'legalitas_siup_mall', mall_id: 1, npwp: file });
    expect(buildProfileFileFields(1, 'logo', file)).toEqual({ action: 'gambar_logo', mall_id: 1, logo_mall: file });
    expect(buildProfileFileFields(1, 'header', file)).toEqual({
      action: 'gambar_header',
      mall_id: 1,
      header_mall: file,
    });
  });

  it('PUT seller/setting/address: the map address trimmed as address, the kelurahan as subDistrictCode, the rest as typed', () => {
    const place = {
      latitude: -6.2,
      longitude: 106.8,
      npwpAddress: 'Jl. B',
      provinceId: 31,
      cityId: 3171,
      districtId: 317101,
      postalCode: '10110',
    };
    const fields: EndpointInput<typeof accountEndpoints.updateAddress> = buildAddressFields({
      ...place,
      mapAddress: ' Jl. A ',
      villageCode: '3171011001',
    });
    expectAccepted(accountEndpoints.updateAddress, fields);
    expect(fields).toEqual({ ...place, address: 'Jl. A', subDistrictCode: '3171011001' });
  });
});

describe('store user', () => {
  it('is always created with role admin', () => {
    const fields: EndpointInput<typeof accountEndpoints.addStoreUser> = buildStoreUserFields(
      { sellerId: 1001, storeName: 'Toko Sinar' },
      { name: 'Budi', email: 'budi@contoh.id', password: 'x', phone: '0813', position: 'Finance' },
    );
    expectAccepted(accountEndpoints.addStoreUser, fields);
    expect(fields).toEqual({
      mall_id: 1001,
      mall: 'Toko Sinar',
      nama: 'Budi',
      email: 'budi@contoh.id',
      password: 'x',
      phone: '0813',
      jabatan: 'Finance',
      peran: 'admin',
    });
  });
});

describe('login payload (DESIGN.md)', () => {
  it('is {email, password}', () => {
    expect(buildLoginFields({ email: ' a@b.id ', password: ' p ' })).toEqual({ email: 'a@b.id', password: ' p ' });
  });
});
