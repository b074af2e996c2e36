import { okAsync } from 'neverthrow';
import { useEffect } from 'react';
import type { City, District, Province, Village } from '@core/account/referenceSchema';
import { accountApi } from '@web/app/api/account';
import { Select } from '@web/ui/Select';
import { useApi } from '@web/ui/useApi';

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

export interface RegionErrors {
  readonly province?: string | undefined;
  readonly city?: string | undefined;
  readonly district?: string | undefined;
  readonly village?: string | undefined;
}

const none = <T,>() => okAsync<{ data: T[] }, never>({ data: [] });

/**
 * Province, city, kecamatan and kelurahan selects; each choice loads the next list from the
 * reference calls and clears the choices below it.
 */
export function RegionSelects({
  provinces,
  value,
  onChange,
  errors = {},
  disabled,
}: {
  readonly provinces: readonly Province[];
  readonly value: RegionValue;
  readonly onChange: (next: RegionValue) => void;
  readonly errors?: RegionErrors;
  readonly disabled?: boolean;
}) {
  const cities = useApi(() => (value.provinceId ? accountApi.cities({ provinceId: Number(value.provinceId) }) : none<City>()), [value.provinceId]);
  const districts = useApi(() => (value.cityId ? accountApi.districts({ cityId: Number(value.cityId) }) : none<District>()), [value.cityId]);
  const villages = useApi(
    () => (value.districtCode ? accountApi.villages({ districtCode: value.districtCode }) : none<Village>()),
    [value.districtCode],
  );
  const cityList = value.provinceId ? (cities.data?.data ?? []) : [];
  const districtList = value.cityId ? (districts.data?.data ?? []) : [];
  const villageList = value.districtCode ? (villages.data?.data ?? []) : [];

  // A stored address knows the kecamatan's code and the kelurahan's code only; the lists give the rest.
  const knownDistrict = districtList.find((d) => d.subdistrict_kd === value.districtCode);
  const knownVillage = villageList.find((v) => v.kd_kelurahan_desa === value.villageCode);
  const missingDistrictId = value.districtId === '' && knownDistrict !== undefined;
  const missingVillageName = value.villageName === '' && knownVillage !== undefined;
  useEffect(() => {
    if (!missingDistrictId && !missingVillageName) return;
    onChange({
      ...value,
      districtId: knownDistrict ? String(knownDistrict.subdistrict_id) : value.districtId,
      villageName: knownVillage ? knownVillage.kelurahan_desa : value.villageName,
    });
    // Runs once the lists have answered; onChange is the caller's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingDistrictId, missingVillageName]);

  return (
    <>
      <Select
        label="Provinsi"
        placeholder="Pilih Provinsi"
        value={value.provinceId}
        disabled={disabled}
        options={provinces.map((p) => ({ value: String(p.province_id), label: p.province }))}
        error={errors.province}
        onChange={(provinceId) => onChange({ ...EMPTY_REGION, provinceId })}
      />
      <Select
        label="Kota/Kabupaten"
        placeholder="Pilih Kota"
        value={value.cityId}
        disabled={disabled || !value.provinceId}
        loading={cities.loading && Boolean(value.provinceId)}
        options={cityList.map((c) => ({ value: String(c.city_id), label: c.city_name }))}
        error={errors.city ?? (value.provinceId ? cities.error : null)}
        onChange={(cityId) => onChange({ ...EMPTY_REGION, provinceId: value.provinceId, cityId })}
      />
      <Select
        label="Kecamatan"
        placeholder="Pilih Kecamatan"
        value={value.districtCode}
        disabled={disabled || !value.cityId}
        loading={districts.loading && Boolean(value.cityId)}
        options={districtList.map((d) => ({ value: d.subdistrict_kd, label: d.subdistrict }))}
        error={errors.district ?? (value.cityId ? districts.error : null)}
        onChange={(districtCode) => {
          const district = districtList.find((d) => d.subdistrict_kd === districtCode);
          onChange({ ...value, districtCode, districtId: district ? String(district.subdistrict_id) : '', villageCode: '', villageName: '' });
        }}
      />
      <Select
        label="Kelurahan/Desa"
        placeholder="Pilih Kelurahan"
        value={value.villageCode}
        disabled={disabled || !value.districtCode}
        loading={villages.loading && Boolean(value.districtCode)}
        options={villageList.map((v) => ({ value: v.kd_kelurahan_desa, label: v.kelurahan_desa }))}
        error={errors.village ?? (value.districtCode ? villages.error : null)}
        onChange={(villageCode) => {
          const village = villageList.find((v) => v.kd_kelurahan_desa === villageCode);
          onChange({ ...value, villageCode, villageName: village?.kelurahan_desa ?? '' });
        }}
      />
    </>
  );
}
