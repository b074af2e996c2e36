// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@web/ui/ConfirmDialog';

afterEach(cleanup);

function dialog(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no <dialog>');
  return element;
}

describe('ConfirmDialog', () => {
  it("asks with 'Ya' / 'Tidak' on a modal native dialog, named by its title", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Anda Yakin?"
        text="Ingin menghapus produk Pensil ?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Anda Yakin?' })).toBeTruthy();
    expect(screen.getByText('Ingin menghapus produk Pensil ?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ya' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes the native dialog when the parent says so, and draws nothing inside it', () => {
    const { rerender } = render(<ConfirmDialog open title="Anda Yakin?" onConfirm={() => undefined} />);
    rerender(<ConfirmDialog open={false} title="Anda Yakin?" onConfirm={() => undefined} />);
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('button', { name: 'Ya' })).toBeNull();
  });

  it('while busy the confirm button spins and neither choice can be pressed (no double submit)', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Anda Yakin?" onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: /Ya/ });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Tidak' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Esc cancels a dismissible dialog; a blocking one ignores it and has no close button', () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open title="Perhatian" onConfirm={() => undefined} onCancel={onCancel} />,
    );
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog
        open
        title="Perhatian"
        dismissible={false}
        cancelLabel={null}
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('button', { name: 'Tutup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tidak' })).toBeNull();
  });

  it('offers further choices in order between cancel and confirm', async () => {
    const onProducts = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Informasi"
        confirmLabel="OK"
        cancelLabel={null}
        choices={[
          { label: 'Baca Pemberitahuan', onChoose: () => undefined },
          { label: 'Produk', onChoose: onProducts },
        ]}
        onConfirm={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Produk' }));
    expect(onProducts).toHaveBeenCalledTimes(1);
    // Without onCancel there is neither a cancel nor a close button: the seller must choose.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Baca Pemberitahuan', 'Produk', 'OK']);
  });

  it('keeps Tab inside the dialog: from the last control it wraps to the first, Shift+Tab the other way', async () => {
    render(<ConfirmDialog open title="Anda Yakin?" onConfirm={() => undefined} onCancel={() => undefined} />);
    const [close, cancel, confirm] = screen.getAllByRole('button');
    confirm?.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    expect(cancel).toBeTruthy();
  });

  it('drops the second click of a double click begun before it opened; clicks begun in it, and keys, pass', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<ConfirmDialog open title="Gagal" onConfirm={onConfirm} />);
    const press = (detail: number) => {
      const confirm = screen.getByRole('button', { name: 'Ya' });
      if (detail > 0) fireEvent.mouseDown(confirm, { detail });
      return fireEvent.click(confirm, { detail });
    };
    // The tail of a double click whose first click fell on the page before: dropped, default prevented.
    expect(press(2)).toBe(false);
    expect(onConfirm).not.toHaveBeenCalled();
    // A key's click (detail 0) passes.
    press(0);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A double click begun in the dialog: both clicks pass.
    press(1);
    press(2);
    expect(onConfirm).toHaveBeenCalledTimes(3);
    // Opened again, it forgets the earlier press.
    rerender(<ConfirmDialog open={false} title="Gagal" onConfirm={onConfirm} />);
    rerender(<ConfirmDialog open title="Gagal" onConfirm={onConfirm} />);
    press(2);
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });
});
