import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES, formatCoordinates, parseCoordinates } from '@core/geo';

describe('the map coordinate field (a text field for coordinates)', () => {
  it.each([
    ['-6.2, 106.816666', { latitude: -6.2, longitude: 106.816666 }],
    [' -6.200000 ;106.816666 ', { latitude: -6.2, longitude: 106.816666 }],
    ['0,0', { latitude: 0, longitude: 0 }],
    ['+90, -180', { latitude: 90, longitude: -180 }],
  ])('reads %j', (text, expected) => {
    expect(parseCoordinates(text)._unsafeUnwrap()).toEqual(expected);
  });

  it.each([
    ['', COORDINATE_MESSAGES.format],
    ['-6,2 106,8', COORDINATE_MESSAGES.format],
    ['Jakarta', COORDINATE_MESSAGES.format],
    ['-6.2', COORDINATE_MESSAGES.format],
    ['91, 100', COORDINATE_MESSAGES.latitude],
    ['-6.2, 181', COORDINATE_MESSAGES.longitude],
  ])("refuses %j with '%s'", (text, message) => {
    expect(parseCoordinates(text)._unsafeUnwrapErr()).toBe(message);
  });

  it('reads back what it shows, to its six decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          const back = parseCoordinates(formatCoordinates({ latitude, longitude }))._unsafeUnwrap();
          expect(Math.abs(back.latitude - latitude)).toBeLessThanOrEqual(5e-7);
          expect(Math.abs(back.longitude - longitude)).toBeLessThanOrEqual(5e-7);
        },
      ),
    );
  });
});
