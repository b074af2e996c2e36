import { z } from 'zod';
import type { ApiError } from '@core/api/errors';
import { LOCATION_MESSAGES } from '@core/geo';
import { accountApi } from '@web/app/api/account';
import { appConfig } from '@web/app/config';

/**
 * Reverse geocoding behind a port (a point in, a formatted
 * address out). With no geocodeUrl in config.json, or one naming the sandbox's stand-in, the
 * sandbox answers through the gateway (GET geocode/reverse); any other URL is asked directly.
 */
type GeocodeOutcome =
  { readonly ok: true; readonly address: string } | { readonly ok: false; readonly message: string };

export interface Geocoder {
  reverse(latitude: number, longitude: number): Promise<GeocodeOutcome>;
}

/** The reason in the portal's words: a server's own text (which may be anything) is never shown here. */
function geocoderFailure(error: ApiError): string {
  if (error.kind === 'network') return LOCATION_MESSAGES.geocoderUnreachable;
  if (error.kind === 'http') return LOCATION_MESSAGES.geocoderStatus(error.status);
  return LOCATION_MESSAGES.addressNotFound;
}

const sandboxGeocoder: Geocoder = {
  reverse: (latitude, longitude) =>
    accountApi.reverseGeocode({ lat: latitude, lon: longitude }).match(
      (body): GeocodeOutcome => ({ ok: true, address: body.data.formattedAddress }),
      (error): GeocodeOutcome => ({ ok: false, message: geocoderFailure(error) }),
    ),
};

/** Nominatim answers {display_name}; Google's geocoder {results: [{formatted_address}]}. Either is accepted. */
const externalAnswer = z.union([
  z.object({ display_name: z.string().min(1) }).transform((body) => body.display_name),
  z
    .object({ results: z.array(z.object({ formatted_address: z.string() })).min(1) })
    .transform((body) => body.results[0]?.formatted_address ?? ''),
  z.object({ formattedAddress: z.string().min(1) }).transform((body) => body.formattedAddress),
  // The sandbox's own envelope, should a URL lead there under another name.
  z.object({ data: z.object({ formattedAddress: z.string().min(1) }) }).transform((body) => body.data.formattedAddress),
]);

/**
 * A configurable service: '{lat}' and '{lon}' in the URL are replaced; without them lat, lon and
 * format=json are appended as query parameters.
 */
function httpGeocoder(urlTemplate: string): Geocoder {
  return {
    reverse: async (latitude, longitude) => {
      let url: string;
      if (urlTemplate.includes('{lat}')) {
        url = urlTemplate.replace('{lat}', String(latitude)).replace('{lon}', String(longitude));
      } else {
        const built = new URL(urlTemplate, window.location.href);
        built.searchParams.set('lat', String(latitude));
        built.searchParams.set('lon', String(longitude));
        if (!built.searchParams.has('format')) built.searchParams.set('format', 'json');
        url = built.toString();
      }
      try {
        const res = await fetch(url, { headers: { Accept: 'application/json' } });
        if (!res.ok) return { ok: false, message: LOCATION_MESSAGES.geocoderStatus(res.status) };
        const parsed = externalAnswer.safeParse(await res.json());
        return parsed.success && parsed.data !== ''
          ? { ok: true, address: parsed.data }
          : { ok: false, message: LOCATION_MESSAGES.addressNotFound };
      } catch {
        return { ok: false, message: LOCATION_MESSAGES.geocoderUnreachable };
      }
    },
  };
}

/** The stand-in's address under the API root: such a URL is the sandbox, answered through the gateway. */
function isSandboxStandIn(url: string, apiRoot: string): boolean {
  const absolute = (value: string) => new URL(value, window.location.href).toString().replace(/\/+$/, '');
  try {
    return absolute(url) === `${absolute(apiRoot)}/geocode/reverse`;
  } catch {
    return false;
  }
}

export function geocoder(): Geocoder {
  const { geocodeUrl, apiRoot } = appConfig();
  return geocodeUrl && !isSandboxStandIn(geocodeUrl, apiRoot) ? httpGeocoder(geocodeUrl) : sandboxGeocoder;
}
