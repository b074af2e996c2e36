import { describe, expect, it } from 'vitest';
import { fixedClock } from '@core/clock';
import { checkDayRange, DATE_RANGE_MESSAGES, filterDate, filterDateOf, isReversed, lastYear } from '@core/dateRange';
import {
  defaultNotificationRange,
  notificationLink,
  notificationPreview,
  notificationTitle,
  NOTIFICATION_TABS,
  truncate,
} from '@core/notification/rules';

describe('notification links', () => {
  it('order, tagihan, komplain and pembayaran open the order; nego the negotiation', () => {
    for (const type of ['order', 'tagihan', 'komplain', 'pembayaran'] as const) {
      expect(notificationLink({ type, isRedirect: true, linkRedirect: 42 })).toBe('/pesanan/detail/42');
    }
    expect(notificationLink({ type: 'nego', isRedirect: true, linkRedirect: '7' })).toBe('/negoisasi/detail/7');
  });

  it("a link not valid for redirect is '#'", () => {
    expect(notificationLink({ type: 'order', isRedirect: false, linkRedirect: 42 })).toBe('#');
    expect(notificationLink({ type: 'order', isRedirect: true, linkRedirect: '' })).toBe('#');
    expect(notificationLink({ type: 'order', isRedirect: true, linkRedirect: null })).toBe('#');
    expect(notificationLink({ type: 'nego', isRedirect: true, linkRedirect: '#' })).toBe('#');
  });
});

describe('truncation', () => {
  it('titles to 30 characters, previews to 40, with an ellipsis', () => {
    const long = 'Pesanan baru dari SD Negeri 1 Jakarta menunggu konfirmasi';
    expect(notificationTitle(long)).toBe(`${long.slice(0, 30)}...`);
    expect(notificationTitle('Pesanan baru')).toBe('Pesanan baru');
    expect(notificationTitle('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('the preview drops the HTML first', () => {
    expect(
      notificationPreview('<p>Pesanan <b>INV-1</b> telah&nbsp;dibayar &amp; menunggu konfirmasi penyedia</p>'),
    ).toBe('Pesanan INV-1 telah dibayar & menunggu k...');
    expect(notificationPreview('<i>Halo</i>')).toBe('Halo');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('tabs and dates', () => {
  it("tabs: 0 'Informasi Untuk Anda', 1 'Perlu Di Tindaklanjuti'", () => {
    expect(NOTIFICATION_TABS.map((t) => [t.isNotifReminder, t.label])).toEqual([
      [0, 'Informasi Untuk Anda'],
      [1, 'Perlu Di Tindaklanjuti'],
    ]);
  });

  it('filter_date is yyyy/mm/dd_yyyy/mm/dd; the default is the last year up to today', () => {
    expect(filterDate({ year: 2026, month: 1, day: 5 }, { year: 2026, month: 5, day: 12 })).toBe(
      '2026/01/05_2026/05/12',
    );
    expect(defaultNotificationRange(fixedClock('2026-05-12T10:00:00+07:00'))).toBe('2025/05/12_2026/05/12');
  });

  it("the default range ends on the seller's today in Jakarta, whatever zone the machine is in", () => {
    // 06:00 WIB on 24 November is still 23 November in UTC and in Pago Pago.
    expect(defaultNotificationRange(fixedClock('2026-11-24T06:00:00+07:00'))).toBe('2025/11/24_2026/11/24');
    // 23:30 WIB on 24 November is already 25 November at Kiritimati (UTC+14).
    expect(defaultNotificationRange(fixedClock('2026-11-24T23:30:00+07:00'))).toBe('2025/11/24_2026/11/24');
    // A server may name another zone.
    expect(defaultNotificationRange(fixedClock('2026-11-24T23:30:00+07:00', 'Asia/Jayapura'))).toBe(
      '2025/11/25_2026/11/25',
    );
  });

  it('a range is reversed when it ends before it starts; filter_date of a non-day is no filter', () => {
    expect(isReversed({ from: '2026-12-31', to: '2026-01-01' })).toBe(true);
    expect(isReversed({ from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(filterDateOf({ from: '', to: '2026-01-01' })).toBe('');
    expect(filterDateOf({ from: '2026-01-01', to: '2026-01-31' })).toBe('2026/01/01_2026/01/31');
  });

  it('a reversed range (Dari 31/12/2026, Sampai 01/01/2026) is refused in Indonesian before any call', () => {
    expect(checkDayRange({ from: '2026-12-31', to: '2026-01-01' })).toBe(
      "Tanggal 'Sampai' tidak boleh sebelum tanggal 'Dari'. Silakan perbaiki rentang tanggalnya.",
    );
    expect(DATE_RANGE_MESSAGES.reversed).not.toContain('filter_date');
    expect(checkDayRange({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(checkDayRange({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
  });

  it('lastYear is inclusive of today and a year back, in date-input form', () => {
    expect(lastYear(fixedClock('2028-02-29T12:00:00+07:00'))).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });
});
