// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rupiahError } from '@core/money';
import { CurrencyInput } from '@web/ui/CurrencyInput';

afterEach(cleanup);

/** The field as a screen uses it: the value lives in the parent. */
function Harness({ prefix, onValue }: { readonly prefix?: string; readonly onValue?: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CurrencyInput
      label="Harga"
      value={value}
      prefix={prefix}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Harga' });

describe('CurrencyInput', () => {
  it('keeps only digits as the seller types and shows dots as thousands separators', async () => {
    const onValue = vi.fn();
    render(<Harness prefix="Rp" onValue={onValue} />);
    await userEvent.type(field(), '1250000');
    expect(field().value).toBe('Rp1.250.000');
    expect(onValue).toHaveBeenLastCalledWith(1250000);
  });

  it('forces a minus sign and letters away (spec 001 §5.5)', async () => {
    render(<Harness onValue={() => undefined} />);
    await userEvent.type(field(), '-12a3');
    expect(field().value).toBe('123');
  });

  it('an emptied field is null, not zero', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '7');
    await userEvent.clear(field());
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('shows any whole amount the way it was set, with the numeric keyboard', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (amount) => {
        const { unmount } = render(<CurrencyInput label="Harga" value={amount} onValueChange={() => undefined} />);
        const shown = field().value;
        expect(shown.replace(/\./g, '')).toBe(String(amount));
        expect(shown).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(field().inputMode).toBe('numeric');
        unmount();
      }),
      { numRuns: 50 },
    );
  });

  it('shows its error under the field and marks it invalid', () => {
    const { message } = rupiahError('empty');
    render(<CurrencyInput label="Harga" value={null} onValueChange={() => undefined} error={message} />);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
