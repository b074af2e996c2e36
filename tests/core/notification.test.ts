import { describe, expect, it } from 'vitest';
import { defaultNotificationRange, filterDate, notificationLink, notificationPreview, notificationTitle, NOTIFICATION_TABS, truncate } from '@core/notification/rules';

describe('notification links (spec 000 §2)', () => {
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

describe('truncation (spec 000 §2, §9)', () => {
  it('titles to 30 characters, previews to 40, with an ellipsis', () => {
    const long = 'Pesanan baru dari SD Negeri 1 Jakarta menunggu konfirmasi';
    expect(notificationTitle(long)).toBe(`${long.slice(0, 30)}...`);
    expect(notificationTitle('Pesanan baru')).toBe('Pesanan baru');
    expect(notificationTitle('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('the preview drops the HTML first', () => {
    expect(notificationPreview('<p>Pesanan <b>INV-1</b> telah&nbsp;dibayar &amp; menunggu konfirmasi penyedia</p>')).toBe(
      'Pesanan INV-1 telah dibayar & menunggu k...',
    );
    expect(notificationPreview('<i>Halo</i>')).toBe('Halo');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('tabs and dates (spec 000 §4, §7)', () => {
  it("tabs: 0 'Informasi Untuk Anda', 1 'Perlu Di Tindaklanjuti'", () => {
    expect(NOTIFICATION_TABS.map((t) => [t.isNotifReminder, t.label])).toEqual([
      [0, 'Informasi Untuk Anda'],
      [1, 'Perlu Di Tindaklanjuti'],
    ]);
  });

  it('filter_date is yyyy/mm/dd_yyyy/mm/dd; the default is the last year up to today', () => {
    expect(filterDate(new Date(2026, 0, 5), new Date(2026, 4, 12))).toBe('2026/01/05_2026/05/12');
    expect(defaultNotificationRange(new Date(2026, 4, 12))).toBe('2025/05/12_2026/05/12');
  });
});
