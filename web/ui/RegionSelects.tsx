import { useEffect } from 'react';
import type { City, District, Province, Village } from '@core/account/referenceSchema';
import { Select } from './Select';

/** The chosen region as select values ('' = not chosen) plus what the calls need besides the codes. */
export interface RegionValue {
  readonly provinceId: string;
  readonly cityId: string;
  /** The kecamatan's subdistrict_id (registration and address update send it). */
  readonly districtId: string;
  /** Its subdistrict_kd (the villages call and the profile use it). */
  readonly districtCode: string;
  readonly villageCode: string;
  readonly villageName: string;
}

export const EMPTY_REGION: RegionValue = { provinceId: '', cityId: '', districtId: '', districtCode: '', villageCode: '', villageName: '' };

/** The region's own keys: onChange hands back the value it was given with these changed, so a form takes only them. */
export const REGION_KEYS = ['provinceId', 'cityId', 'districtId', 'districtCode', 'villageCode', 'villageName'] as const satisfies readonly (keyof RegionValue)[];

/** Core names its region checks by what is chosen; a form keeps each select's value under these keys. */
const REGION_CHECK_PATHS = { province: 'provinceId', city: 'cityId', district: 'districtCode', village: 'villageCode' } as const satisfies Record<string, keyof RegionValue>;
type RegionCheck = keyof typeof REGION_CHECK_PATHS;

function isRegionCheck(field: string): field is RegionCheck {
  return field in REGION_CHECK_PATHS;
}

/** The value path of a core check's field: a region check's select, any other field its own name. */
export function regionAwarePath<Field extends string>(field: Field): Exclude<Field, RegionCheck> | (typeof REGION_CHECK_PATHS)[RegionCheck] {
  // The guard narrows `field`, not the generic Field: outside it, the field is no region check.
  return isRegionCheck(field) ? REGION_CHECK_PATHS[field] : (field as Exclude<Field, RegionCheck>);
}

export interface RegionErrors {
  readonly province?: string | undefined;
  readonly city?: string | undefined;
  readonly district?: string | undefined;
  readonly village?: string | undefined;
}

/** One list of choices as the region queries give it: what is there, whether more is coming, why it failed. */
export interface RegionList<T> {
  readonly items: readonly T[];
  readonly loading: boolean;
  readonly error: string | null;
}

/** The lists below the province, each read for the choice above it (web/app/api/regions.ts). */
export interface RegionLists {
  readonly cities: RegionList<City>;
  readonly districts: RegionList<District>;
  readonly villages: RegionList<Village>;
}

/**
 * Province, city, kecamatan and kelurahan selects; each choice clears the choices below it and
 * the caller's region queries read the next list.
 */
export function RegionSelects({
  provinces,
  lists,
  value,
  onChange,
  errors = {},
  disabled,
}: {
  readonly provinces: readonly Province[];
  readonly lists: RegionLists;
  readonly value: RegionValue;
  readonly onChange: (next: RegionValue) => void;
  readonly errors?: RegionErrors;
  readonly disabled?: boolean;
}) {
  const { cities, districts, villages } = lists;
  const cityList = value.provinceId ? cities.items : [];
  const districtList = value.cityId ? districts.items : [];
  const villageList = value.districtCode ? villages.items : [];

  // A stored address knows the kecamatan's code and the kelurahan's code only; the lists give the rest.
  const knownDistrict = districtList.find((d) => d.subdistrict_kd === value.districtCode);
  const knownVillage = villageList.find((v) => v.kd_kelurahan_desa === value.villageCode);
  const missingDistrictId = value.districtId === '' && knownDistrict !== undefined;
  const missingVillageName = value.villageName === '' && knownVillage !== undefined;
  // Runs once the lists have answered; after it nothing is missing, so it does not run again.
  useEffect(() => {
    if (!missingDistrictId && !missingVillageName) return;
    onChange({
      ...value,
      districtId: knownDistrict ? String(knownDistrict.subdistrict_id) : value.districtId,
      villageName: knownVillage ? knownVillage.kelurahan_desa : value.villageName,
    });
  }, [missingDistrictId, missingVillageName, knownDistrict, knownVillage, value, onChange]);

  return (
    <>
      <Select
        label="Provinsi"
        name="provinceId"
        placeholder="Pilih Provinsi"
        value={value.provinceId}
        disabled={disabled}
        options={provinces.map((p) => ({ value: String(p.province_id), label: p.province }))}
        error={errors.province}
        onChange={(provinceId) => onChange({ ...EMPTY_REGION, provinceId })}
      />
      <Select
        label="Kota/Kabupaten"
        name="cityId"
        placeholder="Pilih Kota"
        value={value.cityId}
        disabled={disabled || !value.provinceId}
        loading={cities.loading}
        options={cityList.map((c) => ({ value: String(c.city_id), label: c.city_name }))}
        error={errors.city ?? cities.error}
        onChange={(cityId) => onChange({ ...EMPTY_REGION, provinceId: value.provinceId, cityId })}
      />
      <Select
        label="Kecamatan"
        name="districtCode"
        placeholder="Pilih Kecamatan"
        value={value.districtCode}
        disabled={disabled || !value.cityId}
        loading={districts.loading}
        options={districtList.map((d) => ({ value: d.subdistrict_kd, label: d.subdistrict }))}
        error={errors.district ?? districts.error}
        onChange={(districtCode) => {
          const district = districtList.find((d) => d.subdistrict_kd === districtCode);
          onChange({ ...value, districtCode, districtId: district ? String(district.subdistrict_id) : '', villageCode: '', villageName: '' });
        }}
      />
      <Select
        label="Kelurahan/Desa"
        name="villageCode"
        placeholder="Pilih Kelurahan"
        value={value.villageCode}
        disabled={disabled || !value.districtCode}
        loading={villages.loading}
        options={villageList.map((v) => ({ value: v.kd_kelurahan_desa, label: v.kelurahan_desa }))}
        error={errors.village ?? villages.error}
        onChange={(villageCode) => {
          const village = villageList.find((v) => v.kd_kelurahan_desa === villageCode);
          onChange({ ...value, villageCode, villageName: village?.kelurahan_desa ?? '' });
        }}
      />
    </>
  );
}
