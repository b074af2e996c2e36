// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecimalInput } from '@web/ui/form/DecimalInput';

afterEach(cleanup);

function Harness({ onValue }: { readonly onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <DecimalInput
      label="Berat (kg)"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Berat (kg)' });

/** Berat '0,5' is half a kilogram, never 5. */
describe('DecimalInput (core parseDecimal)', () => {
  it("reads '0,5' as 0.5 and '1,5' as 1.5, with the decimal keyboard", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '0,5');
    expect(onValue).toHaveBeenLastCalledWith(0.5);
    expect(onValue).not.toHaveBeenCalledWith(5);
    await userEvent.tab();
    expect(field().value).toBe('0,5');
    expect(field().inputMode).toBe('decimal');
  });

  it("reads a dot as the decimal mark too ('0.200' is the spec's own weight), never as a thousands separator", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '0.200');
    expect(onValue).toHaveBeenLastCalledWith(0.2);
    expect(onValue).not.toHaveBeenCalledWith(200);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses what is no decimal with core's message", async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(field(), '1.250,5');
    expect(screen.getByRole('alert').textContent).toBe(
      'Hanya angka, dengan koma atau titik sebagai pemisah desimal (contoh 0,25 atau 0.25)',
    );
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows a set value with the Indonesian comma', () => {
    render(<DecimalInput label="Berat (kg)" value={0.2} onValueChange={() => undefined} />);
    expect(field().value).toBe('0,2');
  });
});
