import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapPointText, MAP_POINT_TEXTS, regionCentre } from '@core/account/mapPoint';

describe('the registration map point', () => {
  const province = { latitude: -6.9175, longitude: 107.6191 };
  const district = { latitude: -6.93, longitude: 107.625 };

  it('moves to the smallest chosen region that has a centre; none leaves the map where it is', () => {
    expect(regionCentre([district, undefined, province])).toEqual(district);
    expect(regionCentre([undefined, {}, province])).toEqual(province);
    expect(regionCentre([{ latitude: 1 }, undefined, undefined])).toBeNull();
    expect(regionCentre([])).toBeNull();
  });

  it('the confirmation names the point exactly as the form shows it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) =>
          MAP_POINT_TEXTS.confirm({ latitude, longitude }).includes(mapPointText({ latitude, longitude })),
      ),
    );
    expect(mapPointText(district)).toBe('-6.930000, 107.625000');
  });
});
