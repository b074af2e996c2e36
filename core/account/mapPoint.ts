/**
 * The store's point on the registration map. The map moves to the centre of the smallest region
 * chosen (kecamatan, else city, else province), so a shop in Bandung does not keep the default
 * Jakarta point; the seller then drags the marker to the shop and confirms the point before the
 * registration is sent.
 */

export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** A reference region as the lists give it: its centre where the API has one. */
export interface RegionWithCentre {
  readonly latitude?: number | undefined;
  readonly longitude?: number | undefined;
}

/** The centre of the first region, smallest first, that has one; null leaves the map where it is. */
export function regionCentre(smallestFirst: readonly (RegionWithCentre | undefined)[]): MapPoint | null {
  for (const region of smallestFirst)
    if (region?.latitude !== undefined && region.longitude !== undefined)
      return { latitude: region.latitude, longitude: region.longitude };
  return null;
}

/** The point as the form shows it: six decimals, about ten centimetres. */
export function mapPointText(point: MapPoint): string {
  return `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;
}

export const MAP_POINT_TEXTS = {
  /** Under the map, once a region has moved it. */
  moved: 'Peta dipindahkan ke wilayah yang dipilih. Geser penanda ke lokasi toko Anda.',
  /** The confirmation before the registration is sent asks for the point. */
  confirm: (point: MapPoint) =>
    `Titik lokasi toko di peta: ${mapPointText(point)}. Pastikan titik ini dan data toko Anda sudah benar sebelum dikirim.`,
} as const;
