import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { RegionList, RegionLists, RegionValue } from '@web/ui/RegionSelects';
import { accountApi } from './account';
import { fromResult } from './query';
import { regionKeys } from './queryKeys';

/**
 * The reference data of registration and of the profile's address: provinces and
 * banks, then the cities of a province, the districts of a city, the villages of a district.
 * Reference lists change rarely: once read they are kept for the visit.
 */
const REFERENCE = { staleTime: Number.POSITIVE_INFINITY } as const;

export function useRegistrationReference() {
  return useQuery({
    queryKey: regionKeys.reference(),
    queryFn: () => fromResult(accountApi.registrationReference().map((body) => body.data)),
    ...REFERENCE,
  });
}

function regionList<T>(query: UseQueryResult<readonly T[]>, chosen: boolean): RegionList<T> {
  if (!chosen) return { items: [], loading: false, error: null };
  return { items: query.data ?? [], loading: query.isFetching, error: query.error?.message ?? null };
}

/** The three lists below the chosen province, city and district; a list is read only once its parent is chosen. */
export function useRegionLists(value: RegionValue): RegionLists {
  const provinceId = Number(value.provinceId);
  const cityId = Number(value.cityId);
  const cities = useQuery({
    queryKey: regionKeys.cities(provinceId),
    queryFn: () => fromResult(accountApi.cities({ provinceId }).map((body) => body.data)),
    enabled: value.provinceId !== '',
    ...REFERENCE,
  });
  const districts = useQuery({
    queryKey: regionKeys.districts(cityId),
    queryFn: () => fromResult(accountApi.districts({ cityId }).map((body) => body.data)),
    enabled: value.cityId !== '',
    ...REFERENCE,
  });
  const villages = useQuery({
    queryKey: regionKeys.villages(value.districtCode),
    queryFn: () => fromResult(accountApi.villages({ districtCode: value.districtCode }).map((body) => body.data)),
    enabled: value.districtCode !== '',
    ...REFERENCE,
  });
  return {
    cities: regionList(cities, value.provinceId !== ''),
    districts: regionList(districts, value.cityId !== ''),
    villages: regionList(villages, value.districtCode !== ''),
  };
}
