import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_LIMIT,
  chatFullTime,
  chatMessageProblem,
  chatTimeLabel,
  unreadRoseOutside,
} from '@core/chat/rules';
import { applyComplaint, complaintCreationRefusal } from '@core/complaint/machine';
import { COMPLAINT_MESSAGE_LIMIT, complaintTextValidator } from '@core/complaint/rules';
import { counterText, exceedsLimit } from '@core/textLimit';

describe('reply limits, counted as they are refused', () => {
  it("chat: 2000 characters go, 2001 are refused with 'Pesan maksimal 2000 karakter'", () => {
    expect(CHAT_MESSAGE_LIMIT.max).toBe(2000);
    expect(chatMessageProblem('a'.repeat(2000))).toBeNull();
    expect(chatMessageProblem('a'.repeat(2001))).toBe('Pesan maksimal 2000 karakter');
  });

  it("complaint replies: the same limit, 'Pesan komplain maksimal 2000 karakter', on screen and in the machine the server runs", () => {
    expect(complaintTextValidator.validate({ text: 'a'.repeat(2000) }).ok).toBe(true);
    expect(complaintTextValidator.validate({ text: 'a'.repeat(2001) }).first).toBe(
      'Pesan komplain maksimal 2000 karakter',
    );
    expect(applyComplaint({ isResolved: false }, { type: 'reply', message: 'b'.repeat(2001) })).toMatchObject({
      ok: false,
      message: 'Pesan komplain maksimal 2000 karakter',
    });
    expect(applyComplaint({ isResolved: false }, { type: 'reply', message: 'b'.repeat(2000) }).ok).toBe(true);
  });

  it('the counter shows what the limit counts: the text without surrounding spaces', () => {
    expect(counterText('  halo  ', CHAT_MESSAGE_LIMIT)).toBe('4/2000 karakter');
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (text) => {
        const [count] = counterText(text, COMPLAINT_MESSAGE_LIMIT).split('/');
        expect(Number(count) > COMPLAINT_MESSAGE_LIMIT.max).toBe(exceedsLimit(text, COMPLAINT_MESSAGE_LIMIT));
      }),
    );
  });
});

describe("chat times in the seller's day", () => {
  it("a message of the seller's today shows its time, an older one its date and its time", () => {
    expect(chatTimeLabel('2026-11-24 09:41:07', '2026-11-24')).toBe('09:41');
    expect(chatTimeLabel('2026-11-23 23:59:00', '2026-11-24')).toBe('23/11/2026 23:59');
    expect(chatTimeLabel('2025-11-24 09:41:07', '2026-11-24')).toBe('24/11/2025 09:41');
  });

  it('the tooltip holds both, date and hour, whatever the label shows', () => {
    expect(chatFullTime('2026-11-24 09:41:07')).toBe('24/11/2026 09:41');
  });
});

describe('new-message toast and the open conversation', () => {
  const list = (counts: Record<number, number>) =>
    Object.entries(counts).map(([id, countUnread]) => ({
      customerId: Number(id),
      customerName: `C${id}`,
      countUnread,
    }));

  it('a new message in the conversation on screen is no news; one elsewhere is', () => {
    expect(unreadRoseOutside(list({ 1: 0, 2: 3 }), list({ 1: 1, 2: 3 }), 1)).toBe(false);
    expect(unreadRoseOutside(list({ 1: 0, 2: 3 }), list({ 1: 0, 2: 4 }), 1)).toBe(true);
    expect(unreadRoseOutside(list({ 1: 0 }), list({ 1: 0, 3: 1 }), 1)).toBe(true);
    expect(unreadRoseOutside(list({ 1: 2, 2: 3 }), list({ 1: 0, 2: 3 }), null)).toBe(false);
  });
});

describe('a new complaint carries the same limit', () => {
  it("a reason over 2000 characters is refused with 'Pesan komplain maksimal 2000 karakter'", () => {
    expect(
      complaintCreationRefusal({ statusId: 4, unresolvedComplaints: 0 }, { reason: 'r'.repeat(2001), category: 0 }),
    ).toMatchObject({ message: 'Pesan komplain maksimal 2000 karakter' });
    expect(
      complaintCreationRefusal({ statusId: 4, unresolvedComplaints: 0 }, { reason: 'r'.repeat(2000), category: 0 }),
    ).toBeNull();
  });
});
