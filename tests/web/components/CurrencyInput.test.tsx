// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RUPIAH, rupiahError } from '@core/money';
import { CurrencyInput } from '@web/ui/CurrencyInput';

afterEach(cleanup);

/** The field as a screen uses it: the value lives in the parent. */
function Harness({
  prefix,
  kind,
  onValue,
  onUnreadable,
}: {
  readonly prefix?: string;
  readonly kind?: 'rupiah' | 'count';
  readonly onValue?: (value: number | null) => void;
  readonly onUnreadable?: (message: string | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CurrencyInput
      label="Harga"
      value={value}
      prefix={prefix}
      kind={kind}
      onUnreadable={onUnreadable}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Harga' });

describe('CurrencyInput (core parseRupiah)', () => {
  it('reads grouping dots and shows them once the field is left; the Rp prefix is drawn, not typed', async () => {
    const onValue = vi.fn();
    render(<Harness prefix="Rp" onValue={onValue} />);
    await userEvent.type(field(), '1250000');
    expect(onValue).toHaveBeenLastCalledWith(1250000);
    await userEvent.tab();
    expect(field().value).toBe('1.250.000');
    expect(screen.getByText('Rp').getAttribute('aria-hidden')).toBe('true');
  });

  it("'12.5' is refused with core's message and never becomes Rp125", async () => {
    const onValue = vi.fn();
    const onUnreadable = vi.fn();
    render(<Harness onValue={onValue} onUnreadable={onUnreadable} />);
    await userEvent.type(field(), '12.5');
    expect(onValue).not.toHaveBeenCalledWith(125);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('12.5');
    expect(screen.getByRole('alert').textContent).toBe('Harus bilangan bulat rupiah (tanpa desimal)');
    expect(onUnreadable).toHaveBeenLastCalledWith('Harus bilangan bulat rupiah (tanpa desimal)');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it("'12.345,67', '1e9' and twenty nines are refused, each with core's message", async () => {
    for (const [text, kind] of [
      ['12.345,67', 'not-integer'],
      ['1e9', 'invalid'],
      ['99999999999999999999', 'too-large'],
    ] as const) {
      const onValue = vi.fn();
      const { unmount } = render(<Harness onValue={onValue} />);
      await userEvent.type(field(), text);
      expect(screen.getByRole('alert').textContent).toBe(rupiahError(kind).message);
      expect(onValue).toHaveBeenLastCalledWith(null);
      unmount();
    }
  });

  it('a count speaks of whole numbers, not rupiah', async () => {
    render(<Harness kind="count" onValue={() => undefined} />);
    await userEvent.type(field(), '2,5');
    expect(screen.getByRole('alert').textContent).toBe('Harus bilangan bulat (tanpa desimal)');
  });

  it('the message goes once the text reads again', async () => {
    const onUnreadable = vi.fn();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} onUnreadable={onUnreadable} />);
    await userEvent.type(field(), '12.5');
    await userEvent.clear(field());
    await userEvent.type(field(), '125');
    expect(onUnreadable).toHaveBeenLastCalledWith(null);
    expect(onValue).toHaveBeenLastCalledWith(125);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an emptied field is null, not zero', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '7');
    await userEvent.clear(field());
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('shows any whole amount the way it was set, with the numeric keyboard and at most 20 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPIAH }), (amount) => {
        const { unmount } = render(<CurrencyInput label="Harga" value={amount} onValueChange={() => undefined} />);
        const shown = field().value;
        expect(shown.replace(/\./g, '')).toBe(String(amount));
        expect(shown).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(field().inputMode).toBe('numeric');
        expect(field().maxLength).toBe(20);
        unmount();
      }),
      { numRuns: 50 },
    );
  });

  it('shows a new value the form sets (a reset, a draft taken up)', () => {
    const { rerender } = render(<CurrencyInput label="Harga" value={1000} onValueChange={() => undefined} />);
    expect(field().value).toBe('1.000');
    rerender(<CurrencyInput label="Harga" value={87500} onValueChange={() => undefined} />);
    expect(field().value).toBe('87.500');
    rerender(<CurrencyInput label="Harga" value={null} onValueChange={() => undefined} />);
    expect(field().value).toBe('');
  });

  it('shows its error under the field and marks it invalid', () => {
    const { message } = rupiahError('empty');
    render(<CurrencyInput label="Harga" value={null} onValueChange={() => undefined} error={message} />);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
