import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser } from '@web/platform/sseParser';

describe('server-sent events parser', () => {
  it('reads the sandbox frame: retry, id, event name and JSON data', () => {
    const parser = createSseParser();
    const events = parser.push('retry: 2000\n\nid: 7\nevent: chat\ndata: {"customerId":3001,"totalUnread":4}\n\n');
    expect(events).toEqual([{ event: 'chat', data: '{"customerId":3001,"totalUnread":4}', id: '7' }]);
    expect(parser.retryMs).toBe(2000);
  });

  it('ignores comments (the 15 s ping) and events without data', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\nevent: chat\n\n')).toEqual([]);
  });

  it("joins data lines with '\\n', names an unnamed event 'message' and strips only one leading space", () => {
    const parser = createSseParser();
    expect(parser.push('data:a\ndata:  b\ndata\n\n')).toEqual([{ event: 'message', data: 'a\n b\n', id: '' }]);
  });

  it('accepts CRLF, CR and LF line ends, a CRLF split across chunks, and a leading BOM', () => {
    const parser = createSseParser();
    expect(parser.push('\uFEFFevent: chat\r')).toEqual([]);
    // The second CR may still be the start of a CRLF: the blank line is only certain with the next byte.
    expect(parser.push('\ndata: 1\r\r')).toEqual([]);
    expect(parser.push('data: 2\n\n')).toEqual([
      { event: 'chat', data: '1', id: '' },
      { event: 'message', data: '2', id: '' },
    ]);
  });

  it('keeps the last id for later events and ignores a non-numeric retry', () => {
    const parser = createSseParser();
    parser.push('id: 3\nretry: soon\ndata: x\n\n');
    expect(parser.push('data: y\n\n')).toEqual([{ event: 'message', data: 'y', id: '3' }]);
    expect(parser.retryMs).toBeNull();
  });

  it('gives the same events however the stream is cut into chunks (property)', () => {
    const frames = fc.array(
      fc.record({
        event: fc.constantFrom('chat', 'notification'),
        data: fc.string({ unit: fc.constantFrom('a', 'b', '{', '}', ':', ' ', '1') }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        frames,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        (list, cuts, eol) => {
          // The final '\n' settles a trailing lone CR (it could have been the first half of a CRLF).
          const text = `${list.map((f) => `event: ${f.event}${eol}data: ${f.data}${eol}${eol}`).join('')}\n`;
          const whole = createSseParser().push(text);
          const parser = createSseParser();
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const pieces: string[] = [];
          let from = 0;
          for (const p of points) {
            pieces.push(text.slice(from, p));
            from = p;
          }
          pieces.push(text.slice(from));
          const chunked = pieces.flatMap((piece) => parser.push(piece));
          expect(chunked).toEqual(whole);
          expect(whole.map((e) => e.data)).toEqual(list.map((f) => f.data));
        },
      ),
    );
  });
});
