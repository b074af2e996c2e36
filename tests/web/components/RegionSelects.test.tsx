// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_REGION, RegionSelects, type RegionLists, type RegionValue } from '@web/ui/RegionSelects';

afterEach(cleanup);

const provinces = [
  { province_id: 31, province: 'DKI Jakarta' },
  { province_id: 32, province: 'Jawa Barat' },
];
const lists: RegionLists = {
  cities: { items: [{ city_id: 3171, city_name: 'Jakarta Pusat' }], loading: false, error: null },
  districts: {
    items: [{ subdistrict_id: 317101, subdistrict_kd: '317101', subdistrict: 'Gambir' }],
    loading: false,
    error: null,
  },
  villages: { items: [{ kd_kelurahan_desa: '3171011001', kelurahan_desa: 'Gambir' }], loading: false, error: null },
};

function Harness({
  start,
  onRegion,
}: {
  readonly start: RegionValue;
  readonly onRegion: (region: RegionValue) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <RegionSelects
      provinces={provinces}
      lists={lists}
      value={value}
      onChange={(next) => {
        setValue(next);
        onRegion(next);
      }}
    />
  );
}

const GAMBIR: RegionValue = {
  provinceId: '31',
  cityId: '3171',
  districtId: '317101',
  districtCode: '317101',
  villageCode: '3171011001',
  villageName: 'Gambir',
};

describe('RegionSelects', () => {
  it('offers each level once the level above is chosen, and keeps the kecamatan id and the kelurahan name of the choices', async () => {
    const regions: RegionValue[] = [];
    render(<Harness start={EMPTY_REGION} onRegion={(r) => regions.push(r)} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kota/Kabupaten' }).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provinsi' }), 'DKI Jakarta');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Jakarta Pusat');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kelurahan/Desa' }).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan' }), 'Gambir');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kelurahan/Desa' }), 'Gambir');
    expect(regions.at(-1)).toEqual(GAMBIR);
  });

  it('a new choice clears every level below it', async () => {
    const regions: RegionValue[] = [];
    render(<Harness start={GAMBIR} onRegion={(r) => regions.push(r)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Pilih Kota');
    expect(regions.at(-1)).toEqual({ ...EMPTY_REGION, provinceId: '31' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provinsi' }), 'Jawa Barat');
    expect(regions.at(-1)).toEqual({ ...EMPTY_REGION, provinceId: '32' });
  });

  it('a stored address with codes only gets the kecamatan id and the kelurahan name from the lists', () => {
    const regions: RegionValue[] = [];
    render(<Harness start={{ ...GAMBIR, districtId: '', villageName: '' }} onRegion={(r) => regions.push(r)} />);
    expect(regions).toEqual([GAMBIR]);
  });
});
