import { useLayoutEffect } from 'react';
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

export const EMPTY_REGION: RegionValue = {
  provinceId: '',
  cityId: '',
  districtId: '',
  districtCode: '',
  villageCode: '',
  villageName: '',
};

/** The region's own keys: onChange hands back the value it was given with these changed, so a form takes only them. */
export const REGION_KEYS = [
  'provinceId',
  'cityId',
  'districtId',
  'districtCode',
  'villageCode',
  'villageName',
] as const satisfies readonly (keyof RegionValue)[];

/** Core names its region checks by what is chosen; a form keeps each select's value under these keys. */
const REGION_CHECK_PATHS = {
  province: 'provinceId',
  city: 'cityId',
  district: 'districtCode',
  village: 'villageCode',
} as const satisfies Record<string, keyof RegionValue>;
type RegionCheck = keyof typeof REGION_CHECK_PATHS;

function isRegionCheck(field: string): field is RegionCheck {
  return field in REGION_CHECK_PATHS;
}

/** The value path of a core check's field: a region check's select, any other field its own name. */
export function regionAwarePath<Field extends string>(
  field: Field,
): Exclude<Field, RegionCheck> | (typeof REGION_CHECK_PATHS)[RegionCheck] {
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

/** Every level's list: the provinces as given, the others as the caller's region queries read them. */
type LevelLists = RegionLists & { readonly provinces: RegionList<Province> };
type Entry<L extends keyof LevelLists> = LevelLists[L]['items'][number];

/** One level of the region: its select's words, its list, and the fields of an entry it reads. */
interface RegionLevel<L extends keyof LevelLists> {
  /** Core's name of the level's check; REGION_CHECK_PATHS gives the key its select's value is kept under. */
  readonly check: RegionCheck;
  readonly label: string;
  readonly placeholder: string;
  readonly list: L;
  /** The entry's field that is the select's value, and the one that is its label. */
  readonly code: keyof Entry<L>;
  readonly name: keyof Entry<L>;
  /** Another field of the chosen entry the region keeps, and under which key ('' until the list has the entry). */
  readonly keeps?: readonly [keyof RegionValue, keyof Entry<L>];
}

/** A level as its select draws it: the choices, and every key a choice sets ('' for no choice). */
interface LevelSelect {
  readonly check: RegionCheck;
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly loading: boolean;
  readonly error: string | null;
  readonly fields: (code: string) => Partial<RegionValue>;
}

/** A level's select; its choices show once the level above is chosen. */
function level<L extends keyof LevelLists>(def: RegionLevel<L>) {
  return (lists: LevelLists, aboveChosen: boolean, errors: RegionErrors): LevelSelect => {
    const list: RegionList<Entry<L>> = lists[def.list];
    const entries = aboveChosen ? list.items : [];
    const codeOf = (entry: Entry<L>) => String(entry[def.code]);
    return {
      check: def.check,
      label: def.label,
      placeholder: def.placeholder,
      options: entries.map((entry) => ({ value: codeOf(entry), label: String(entry[def.name]) })),
      loading: list.loading,
      error: errors[def.check] ?? list.error,
      fields: (code) => {
        const own: Partial<RegionValue> = { [REGION_CHECK_PATHS[def.check]]: code };
        if (!def.keeps) return own;
        const [key, field] = def.keeps;
        const entry = entries.find((candidate) => codeOf(candidate) === code);
        return { ...own, [key]: entry ? String(entry[field]) : '' };
      },
    };
  };
}

/** Province, city, kecamatan, kelurahan, top down: each list is read for the choice above it. */
const LEVELS = [
  level({
    check: 'province',
    label: 'Provinsi',
    placeholder: 'Pilih Provinsi',
    list: 'provinces',
    code: 'province_id',
    name: 'province',
  }),
  level({
    check: 'city',
    label: 'Kota/Kabupaten',
    placeholder: 'Pilih Kota',
    list: 'cities',
    code: 'city_id',
    name: 'city_name',
  }),
  level({
    check: 'district',
    label: 'Kecamatan',
    placeholder: 'Pilih Kecamatan',
    list: 'districts',
    code: 'subdistrict_kd',
    name: 'subdistrict',
    keeps: ['districtId', 'subdistrict_id'],
  }),
  level({
    check: 'village',
    label: 'Kelurahan/Desa',
    placeholder: 'Pilih Kelurahan',
    list: 'villages',
    code: 'kd_kelurahan_desa',
    name: 'kelurahan_desa',
    keeps: ['villageName', 'kelurahan_desa'],
  }),
];

/** The code chosen at a level ('' for none). */
function chosen(value: RegionValue, select: LevelSelect): string {
  return value[REGION_CHECK_PATHS[select.check]];
}

/**
 * What the lists tell of the chosen region that the value lacks (a stored address knows the
 * kecamatan's and the kelurahan's codes only); null when nothing is missing.
 */
function missingFields(selects: readonly LevelSelect[], value: RegionValue): Partial<RegionValue> | null {
  const known: Partial<RegionValue> = selects.reduce(
    (all, select) => ({ ...all, ...select.fields(chosen(value, select)) }),
    {},
  );
  const missing = REGION_KEYS.filter((key) => value[key] === '' && Boolean(known[key]));
  return missing.length === 0 ? null : Object.fromEntries(missing.map((key) => [key, known[key]]));
}

/** Whether any list below the province is still on its way (a form saves its region once they are in). */
export function regionListsLoading(lists: RegionLists): boolean {
  return lists.cities.loading || lists.districts.loading || lists.villages.loading;
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
  const levelLists: LevelLists = { ...lists, provinces: { items: provinces, loading: false, error: null } };
  const selects: LevelSelect[] = [];
  for (const open of LEVELS) {
    const above = selects.at(-1);
    selects.push(open(levelLists, above === undefined || chosen(value, above) !== '', errors));
  }
  const missing = missingFields(selects, value);
  // Runs once the lists have answered; after it nothing is missing, so it does not run again. Before
  // paint, so no frame shows a form whose region is known but not yet filled in (a save pressed then
  // was refused for a kecamatan it had).
  useLayoutEffect(() => {
    if (missing) onChange({ ...value, ...missing });
  }, [missing, value, onChange]);

  return selects.map((select, index) => {
    const above = selects[index - 1];
    // A choice sets the level's keys and clears the levels below (their keys for no choice).
    const choose = (code: string) =>
      onChange(
        selects
          .slice(index + 1)
          .reduce((next, below) => ({ ...next, ...below.fields('') }), { ...value, ...select.fields(code) }),
      );
    return (
      <Select
        key={select.check}
        label={select.label}
        name={REGION_CHECK_PATHS[select.check]}
        placeholder={select.placeholder}
        value={chosen(value, select)}
        disabled={disabled || (above !== undefined && chosen(value, above) === '')}
        loading={select.loading}
        options={select.options}
        error={select.error}
        onChange={choose}
      />
    );
  });
}
