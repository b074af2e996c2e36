import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { Province } from '@core/account/referenceSchema';
import { ACCOUNT_MESSAGES, addressValidator, type AddressField } from '@core/account/rules';
import { buildAddressFields } from '@core/account/form';
import type { SellerProfile } from '@core/account/schema';
import { accountApi } from '@web/app/api/account';
import { useRegionLists, useRegistrationReference } from '@web/app/api/regions';
import { appConfig } from '@web/app/config';
import { currentPosition } from '@web/platform/geolocation';
import { geocoder } from '@web/platform/geocoder';
import { Button } from '@web/ui/Button';
import { MapPicker } from '@web/ui/MapPicker';
import { RegionSelects, type RegionValue } from '@web/ui/RegionSelects';
import { TextField } from '@web/ui/TextField';
import { useConfirmedEdit } from './useConfirmedEdit';

interface AddressForm extends RegionValue {
  readonly npwpAddress: string;
  readonly postalCode: string;
  readonly mapAddress: string;
  readonly latitude: number;
  readonly longitude: number;
}

function initial(user: SellerProfile): AddressForm {
  const l = user.location;
  return {
    npwpAddress: l.npwpAddress,
    postalCode: l.postalCode,
    mapAddress: l.address ?? '',
    latitude: l.latitude,
    longitude: l.longitude,
    provinceId: l.province.id ? String(l.province.id) : '',
    cityId: l.city.id ? String(l.city.id) : '',
    districtId: '',
    districtCode: l.district.code,
    villageCode: l.subdistrict.code,
    villageName: l.subdistrict.name ?? '',
  };
}

const chosen = (value: string) => (value === '' ? null : Number(value));

/** Alamat: NPWP address, region, postal code, the map address and its point (spec 000 §2, §5, §7). */
export function AddressTab({ user }: { readonly user: SellerProfile }) {
  const [form, setForm] = useState<AddressForm>(() => initial(user));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [locating, setLocating] = useState(false);
  const edit = useConfirmedEdit();
  const reference = useRegistrationReference();
  const regionLists = useRegionLists(form);
  const provinces: readonly Province[] = reference.data?.prov ?? [];
  const lookup = useRef(0);

  const set = (patch: Partial<AddressForm>) => {
    setForm((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };

  /** A new point: keep it, then ask the geocoder for its address (the latest answer wins). */
  const moveTo = async (latitude: number, longitude: number) => {
    set({ latitude, longitude });
    const call = ++lookup.current;
    const found = await geocoder().reverse(latitude, longitude);
    if (call !== lookup.current) return;
    if (found.ok) set({ mapAddress: found.address });
    else toast.error(found.message);
  };

  const locate = async () => {
    setLocating(true);
    const found = await currentPosition();
    setLocating(false);
    if (found.ok) await moveTo(found.position.latitude, found.position.longitude);
    else toast.error(found.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      npwpAddress: form.npwpAddress,
      provinceId: chosen(form.provinceId),
      cityId: chosen(form.cityId),
      districtId: chosen(form.districtId),
      villageCode: form.villageCode === '' ? null : form.villageCode,
      postalCode: form.postalCode,
    };
    const result = addressValidator.validate(input);
    if (!result.ok) {
      toast.error(result.first ?? '');
      setErrors(result.fields);
      return;
    }
    const fields = buildAddressFields({
      mapAddress: form.mapAddress,
      latitude: form.latitude,
      longitude: form.longitude,
      npwpAddress: form.npwpAddress,
      provinceId: input.provinceId ?? 0,
      cityId: input.cityId ?? 0,
      districtId: input.districtId ?? 0,
      villageCode: form.villageCode,
      postalCode: form.postalCode,
    });
    edit.ask({
      title: 'Simpan alamat toko?',
      text: 'Alamat dan titik lokasi toko akan diperbarui.',
      run: () => accountApi.updateAddress(fields).map(() => ACCOUNT_MESSAGES.addressUpdated),
    });
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div className="profile-grid">
        <TextField label="Alamat NPWP" name="npwpAddress" value={form.npwpAddress} error={errors.npwpAddress} onChange={(e) => set({ npwpAddress: e.target.value })} className="profile-grid__wide" />
        <RegionSelects provinces={provinces} lists={regionLists} value={form} onChange={(region) => set(region)} errors={errors} />
        <TextField label="Kode Pos" name="postalCode" inputMode="numeric" value={form.postalCode} error={errors.postalCode} onChange={(e) => set({ postalCode: e.target.value })} />
        <TextField label="Alamat Peta" name="mapAddress" value={form.mapAddress} onChange={(e) => set({ mapAddress: e.target.value })} />
        <TextField label="Latitude" name="latitude" value={form.latitude.toFixed(6)} readOnly />
        <TextField label="Longitude" name="longitude" value={form.longitude.toFixed(6)} readOnly />
        <div className="profile-grid__wide">
          <MapPicker label="Peta lokasi toko" tilesUrl={appConfig().mapTilesUrl} latitude={form.latitude} longitude={form.longitude} onMove={(lat, lon) => void moveTo(lat, lon)} />
        </div>
      </div>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => void locate()} busy={locating}>
          Lokasi Sekarang
        </Button>
        <Button type="submit" busy={edit.busy}>
          Simpan Alamat
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}
