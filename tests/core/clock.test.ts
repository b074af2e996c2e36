import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  compareDays,
  dayOf,
  fixedClock,
  isoDay,
  parseDay,
  SELLER_ZONE,
  shiftedClock,
  slashDay,
  startOfDay,
  today,
  zonedParts,
  zoneOffsetMs,
} from '@core/clock';

const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
const zones = fc.constantFrom(
  SELLER_ZONE,
  'Asia/Makassar',
  'Asia/Jayapura',
  'UTC',
  'Pacific/Pago_Pago',
  'Pacific/Kiritimati',
  'America/New_York',
  'Europe/Berlin',
);

describe('clock: today in the seller zone', () => {
  it('is the Jakarta day whatever zone the machine is in', () => {
    // 23:30 UTC on 23 November is 06:30 on 24 November in Jakarta.
    expect(today(fixedClock('2026-11-23T23:30:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    // 16:59 UTC is 23:59 WIB the same day; one minute later it is tomorrow in Jakarta.
    expect(today(fixedClock('2026-11-24T16:59:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    expect(today(fixedClock('2026-11-24T17:00:00Z'))).toEqual({ year: 2026, month: 11, day: 25 });
  });

  it('follows a zone the server names instead', () => {
    expect(today(fixedClock('2026-11-24T16:30:00Z', 'Asia/Jayapura'))).toEqual({ year: 2026, month: 11, day: 25 });
    expect(today(fixedClock('2026-11-24T16:30:00Z', 'Pacific/Pago_Pago'))).toEqual({ year: 2026, month: 11, day: 24 });
  });

  it('WIB is UTC+7 all year', () => {
    fc.assert(fc.property(instant, (ms) => zoneOffsetMs(ms, SELLER_ZONE) === 7 * 3600_000));
  });

  it('an instant lies inside the day it belongs to, in any zone', () => {
    fc.assert(
      fc.property(instant, zones, (ms, zone) => {
        const day = dayOf(ms, zone);
        return startOfDay(day, zone) <= ms && ms < startOfDay(addDays(day, 1), zone);
      }),
    );
  });

  it('the start of a day reads as 00:00 of that day', () => {
    fc.assert(
      fc.property(instant, zones, (ms, zone) => {
        const day = dayOf(ms, zone);
        const start = zonedParts(startOfDay(day, zone), zone);
        return compareDays(start, day) === 0 && start.hour === 0 && start.minute === 0;
      }),
    );
  });
});

describe('clock: calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('a year back from 29 February is 28 February', () => {
    expect(addYears({ year: 2028, month: 2, day: 29 }, -1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addYears({ year: 2026, month: 11, day: 24 }, -1)).toEqual({ year: 2025, month: 11, day: 24 });
  });

  it('prints and reads days', () => {
    const day = { year: 2026, month: 1, day: 5 };
    expect(isoDay(day)).toBe('2026-01-05');
    expect(slashDay(day)).toBe('2026/01/05');
    expect(parseDay('2026-01-05')).toEqual(day);
    expect(parseDay('2026/01/05')).toEqual(day);
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('26-1-5')).toBeNull();
  });

  it('parseDay reads back every printed day', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const day = dayOf(ms, 'UTC');
        return compareDays(parseDay(isoDay(day)) ?? { year: 0, month: 0, day: 0 }, day) === 0;
      }),
    );
  });

  it('a shifted clock starts at the given instant and runs with its base', () => {
    let real = 1_000;
    const base = { now: () => real, zone: SELLER_ZONE };
    const clock = shiftedClock('2026-11-24T00:00:00Z', base);
    expect(clock.now()).toBe(Date.parse('2026-11-24T00:00:00Z'));
    real += 5_000;
    expect(clock.now()).toBe(Date.parse('2026-11-24T00:00:05Z'));
  });
});
