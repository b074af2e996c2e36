import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@core/account/messages';
import { GEOCODED } from '@core/account/serverMessages';
import {
  bankSchema,
  type Bank,
  type City,
  type District,
  type Province,
  type Village,
} from '@core/account/referenceSchema';
import type { SellerProfile } from '@core/account/schema';
import { accountEndpoints as api } from '@core/api/endpoints/account';
import banksSeed from '@fixtures/seed/reference/banks.json';
import regionsSeed from '@fixtures/seed/reference/regions.json';
import { ok } from '../../reply';
import { accountRoute } from './state';

/*
 * Real Indonesian regions (province, city, kecamatan, kelurahan/desa) after the Kemendagri code
 * pattern; each province, city and kecamatan carries an approximate centre, which the registration
 * map moves to and the reverse-geocoding stand-in reads (kecamatan). The
 * lists are read-only, so they live beside the state rather than in it.
 */
const villageSeed = z.object({ kd_kelurahan_desa: z.string().regex(/^\d{10}$/), kelurahan_desa: z.string() });
const districtSeed = z.object({
  subdistrict_id: z.number().int(),
  subdistrict_kd: z.string().regex(/^\d{6}$/),
  subdistrict: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  villages: z.array(villageSeed).min(1),
});
const citySeed = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  districts: z.array(districtSeed).min(1),
});
const provinceSeed = z.object({
  province_id: z.number().int(),
  province: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cities: z.array(citySeed).min(1),
});

type ProvinceSeed = z.infer<typeof provinceSeed>;
type CitySeed = z.infer<typeof citySeed>;
type DistrictSeed = z.infer<typeof districtSeed>;

const regions: readonly ProvinceSeed[] = z.array(provinceSeed).parse(regionsSeed);
const banks: readonly Bank[] = z.array(bankSchema).parse(banksSeed);

function findProvince(id: number): ProvinceSeed | undefined {
  return regions.find((p) => p.province_id === id);
}

export function findProvinceByName(name: string): ProvinceSeed | undefined {
  return regions.find((p) => p.province.toLowerCase() === name.trim().toLowerCase());
}

function findCity(id: number): CitySeed | undefined {
  return regions.flatMap((p) => p.cities).find((c) => c.city_id === id);
}

function findDistrict(code: string): DistrictSeed | undefined {
  return regions.flatMap((p) => p.cities.flatMap((c) => c.districts)).find((d) => d.subdistrict_kd === code);
}

/** A bank by its id_bank or its exact name. */
export function findBank(idOrName: string): Bank | undefined {
  const trimmed = idOrName.trim();
  return banks.find((b) => String(b.id_bank) === trimmed || b.bank.toLowerCase() === trimmed.toLowerCase());
}

export interface AddressChoice {
  readonly provinceId: number;
  readonly cityId: number;
  readonly districtId: number;
  readonly villageCode: string;
}

/**
 * The profile location of a chosen province, city, kecamatan and kelurahan, each checked to belong
 * to the one above; otherwise the registration's message for the first wrong choice.
 */
export function resolveRegion(
  choice: AddressChoice,
): Pick<SellerProfile['location'], 'province' | 'city' | 'district' | 'subdistrict'> | string {
  const province = findProvince(choice.provinceId);
  if (!province) return ACCOUNT_MESSAGES.provinceMissing;
  const city = province.cities.find((c) => c.city_id === choice.cityId);
  if (!city) return ACCOUNT_MESSAGES.cityMissing;
  const district = city.districts.find((d) => d.subdistrict_id === choice.districtId);
  if (!district) return ACCOUNT_MESSAGES.districtMissing;
  const village = district.villages.find((v) => v.kd_kelurahan_desa === choice.villageCode.trim());
  if (!village) return ACCOUNT_MESSAGES.villageMissing;
  return {
    province: { id: province.province_id, name: province.province },
    city: { id: city.city_id, name: city.city_name },
    district: { code: district.subdistrict_kd, name: district.subdistrict },
    subdistrict: { code: village.kd_kelurahan_desa, name: village.kelurahan_desa },
  };
}

/** The nearest seeded kecamatan centre (flat-earth distance is plenty at this scale). */
function nearestDistrict(lat: number, lon: number) {
  let best: { province: ProvinceSeed; city: CitySeed; district: DistrictSeed; distance: number } | null = null;
  const lonScale = Math.cos((lat * Math.PI) / 180);
  for (const province of regions) {
    for (const city of province.cities) {
      for (const district of city.districts) {
        const distance = Math.hypot(district.latitude - lat, (district.longitude - lon) * lonScale);
        if (!best || distance < best.distance) best = { province, city, district, distance };
      }
    }
  }
  return best;
}

function reverseGeocode(lat: number, lon: number) {
  const near = nearestDistrict(lat, lon);
  const point = `(${lat.toFixed(6)}, ${lon.toFixed(6)})`;
  if (!near)
    return {
      formattedAddress: GEOCODED.point(point),
      latitude: lat,
      longitude: lon,
      province: null,
      city: null,
      district: null,
    };
  const { province, city, district } = near;
  return {
    formattedAddress: GEOCODED.district(district.subdistrict, city.city_name, province.province, point),
    latitude: lat,
    longitude: lon,
    province: { id: province.province_id, name: province.province },
    city: { id: city.city_id, name: city.city_name },
    district: { code: district.subdistrict_kd, name: district.subdistrict },
  };
}

export const referenceRoutes = [
  accountRoute('registrationReference', api.registrationReference, () => {
    const prov: Province[] = regions.map(({ province_id, province, latitude, longitude }) => ({
      province_id,
      province,
      latitude,
      longitude,
    }));
    return ok({ prov, bank: banks });
  }),
  accountRoute('cities', api.cities, (input) => {
    const cities: City[] = (findProvince(input.provinceId)?.cities ?? []).map(
      ({ city_id, city_name, latitude, longitude }) => ({ city_id, city_name, latitude, longitude }),
    );
    return ok(cities);
  }),
  accountRoute('districts', api.districts, (input) => {
    const districts: District[] = (findCity(input.cityId)?.districts ?? []).map(
      ({ subdistrict_id, subdistrict_kd, subdistrict, latitude, longitude }) => ({
        subdistrict_id,
        subdistrict_kd,
        subdistrict,
        latitude,
        longitude,
      }),
    );
    return ok(districts);
  }),
  accountRoute('villages', api.villages, (input) => {
    const villages: Village[] = findDistrict(input.districtCode.trim())?.villages ?? [];
    return ok(villages);
  }),
  accountRoute('reverseGeocode', api.reverseGeocode, (input) => ok(reverseGeocode(input.lat, input.lon))),
];
