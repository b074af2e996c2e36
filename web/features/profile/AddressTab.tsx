import { useRef, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { Province } from '@core/account/referenceSchema';
import {
  ACCOUNT_MESSAGES,
  addressValidator,
  PROFILE_MAX_LENGTH,
  type AddressField,
  type AddressInput,
} from '@core/account/rules';
import { buildAddressFields } from '@core/account/form';
import type { SellerProfile } from '@core/account/schema';
import { locationFailure } from '@core/geo';
import { accountApi } from '@web/app/api/account';
import { useRegionLists, useRegistrationReference } from '@web/app/api/regions';
import { appConfig } from '@web/app/config';
import { currentPosition } from '@web/platform/geolocation';
import { geocoder } from '@web/platform/geocoder';
import { Button } from '@web/ui/Button';
import { useCoreForm } from '@web/ui/form/useCoreForm';
import { MapPicker } from '@web/ui/MapPicker';
import {
  REGION_KEYS,
  regionAwarePath,
  regionListsLoading,
  RegionSelects,
  type RegionValue,
} from '@web/ui/RegionSelects';
import { TextField } from '@web/ui/TextField';
import { OfferedFields } from './OfferedFields';
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

function addressInput(form: AddressForm): AddressInput {
  return {
    npwpAddress: form.npwpAddress,
    provinceId: chosen(form.provinceId),
    cityId: chosen(form.cityId),
    districtId: chosen(form.districtId),
    villageCode: form.villageCode === '' ? null : form.villageCode,
    postalCode: form.postalCode,
  };
}

/**
 * Alamat: NPWP address, region, postal code, the map address and its point,
 * on react-hook-form with core's address rules, which the sandbox runs too.
 */
export function AddressTab({ user }: { readonly user: SellerProfile }) {
  const form = useCoreForm<AddressForm, AddressInput, AddressField>({
    validator: addressValidator,
    input: addressInput,
    fieldPath: regionAwarePath,
    defaultValues: initial(user),
    shouldFocusError: false,
  });
  const values = form.watch();
  const [locating, setLocating] = useState(false);
  const edit = useConfirmedEdit();
  const reference = useRegistrationReference();
  const regionLists = useRegionLists(values);
  const provinces: readonly Province[] = reference.data?.prov ?? [];
  const lookup = useRef(0);
  const set = <K extends Path<AddressForm>>(name: K, value: PathValue<AddressForm, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const text = (name: 'npwpAddress' | 'postalCode' | 'mapAddress') => ({
    ...form.register(name),
    error: name === 'mapAddress' ? undefined : form.fieldError(name),
  });

  /** A new point: keep it, then ask the geocoder for its address (the latest answer wins). */
  const moveTo = async (latitude: number, longitude: number) => {
    set('latitude', latitude);
    set('longitude', longitude);
    const call = ++lookup.current;
    const found = await geocoder().reverse(latitude, longitude);
    if (call !== lookup.current) return;
    if (found.ok) set('mapAddress', found.address);
    else toast.error(locationFailure(found.message));
  };

  const locate = async () => {
    setLocating(true);
    const found = await currentPosition();
    setLocating(false);
    if (found.ok) await moveTo(found.position.latitude, found.position.longitude);
    else toast.error(locationFailure(found.message));
  };

  const submit = form.submit(
    (checked) => {
      const input = addressInput(checked);
      const fields = buildAddressFields({
        mapAddress: checked.mapAddress,
        latitude: checked.latitude,
        longitude: checked.longitude,
        npwpAddress: checked.npwpAddress,
        provinceId: input.provinceId ?? 0,
        cityId: input.cityId ?? 0,
        districtId: input.districtId ?? 0,
        villageCode: checked.villageCode,
        postalCode: checked.postalCode,
      });
      edit.ask({
        title: 'Simpan alamat toko?',
        text: 'Alamat dan titik lokasi toko akan diperbarui.',
        run: () => accountApi.updateAddress(fields).map(() => ACCOUNT_MESSAGES.addressUpdated),
      });
    },
    (first) => {
      toast.error(first.message);
      form.setFocus(regionAwarePath(first.field));
    },
  );

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <OfferedFields
        offer="editAddress"
        actions={
          <>
            <Button variant="secondary" onClick={() => void locate()} busy={locating}>
              Lokasi Sekarang
            </Button>
            {/* The stored region is filled in from its lists: until they are in, a save would be refused for a level the store has. */}
            <Button type="submit" busy={edit.busy} disabled={regionListsLoading(regionLists)}>
              Simpan Alamat
            </Button>
          </>
        }
      >
        <div className="profile-grid">
          <TextField label="Alamat NPWP" {...text('npwpAddress')} className="profile-grid__wide" />
          <RegionSelects
            provinces={provinces}
            lists={regionLists}
            value={values}
            onChange={(region) => {
              // RegionSelects hands back what it was given with the region changed: only the region's own keys are taken.
              for (const key of REGION_KEYS) set(key, region[key]);
            }}
            errors={{
              province: form.fieldError('province'),
              city: form.fieldError('city'),
              district: form.fieldError('district'),
              village: form.fieldError('village'),
            }}
          />
          <TextField
            label="Kode Pos"
            inputMode="numeric"
            maxLength={PROFILE_MAX_LENGTH.postalCode}
            {...text('postalCode')}
          />
          <TextField label="Alamat Peta" {...text('mapAddress')} />
          <TextField label="Latitude" name="latitude" value={values.latitude.toFixed(6)} readOnly />
          <TextField label="Longitude" name="longitude" value={values.longitude.toFixed(6)} readOnly />
          <div className="profile-grid__wide">
            <MapPicker
              label="Peta lokasi toko"
              tilesUrl={appConfig().mapTilesUrl}
              latitude={values.latitude}
              longitude={values.longitude}
              onMove={(lat, lon) => void moveTo(lat, lon)}
            />
          </div>
        </div>
      </OfferedFields>
      {edit.dialog}
    </form>
  );
}
