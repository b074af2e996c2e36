import { z } from 'zod';

/*
 * Reference lists of the registration and address forms, with the exact snake_case
 * keys of the older register_penyedia_api. Ids may arrive as numbers or numeric strings.
 */
const numericId = z.coerce.number<number | string>().int();
/**
 * A region's centre, where the sandbox gives it: the registration map moves to the chosen
 * province, city or kecamatan. An API without it leaves the map where it is.
 */
const centre = { latitude: z.number().optional(), longitude: z.number().optional() };

const provinceSchema = z.object({ province_id: numericId, province: z.string(), ...centre });
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.object({ city_id: numericId, city_name: z.string(), ...centre });
export type City = z.infer<typeof citySchema>;

/** A kecamatan: numeric id and its code (in the sandbox both hold the same digits). */
export const districtSchema = z.object({
  subdistrict_id: numericId,
  subdistrict_kd: z.coerce.string<string | number>(),
  subdistrict: z.string(),
  ...centre,
});
export type District = z.infer<typeof districtSchema>;

/** A kelurahan or desa. */
export const villageSchema = z.object({
  kd_kelurahan_desa: z.coerce.string<string | number>(),
  kelurahan_desa: z.string(),
});
export type Village = z.infer<typeof villageSchema>;

export const bankSchema = z.object({ id_bank: numericId, bank: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** Answer data of GET register_penyedia_api/reg3. */
export const registrationReferenceSchema = z.object({
  prov: z.array(provinceSchema),
  bank: z.array(bankSchema),
});
