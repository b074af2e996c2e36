// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail } from '@core/order/schema';
import { Wizard } from '@web/features/order/detail/Wizard';

afterEach(cleanup);

const base: OrderDetail = orderDetailSchema.parse(
  (JSON.parse(readFileSync('fixtures/api/orderDetail.json', 'utf8')) as { data: unknown }).data,
);
const columns = base.processing.column;

describe('the order wizard', () => {
  it("offers 'Lihat semua tahapan' while a step is current, naming its place", () => {
    const active = columns.map((column, at) => ({ ...column, isActive: at <= 1 }));
    render(<Wizard columns={active} />);
    const toggle = screen.getByRole('button', { name: /Lihat semua tahapan/ });
    expect(toggle.textContent).toContain(`Tahap 2 dari ${columns.length}`);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('with no current step shows every step and no button that would unfold nothing', () => {
    render(<Wizard columns={columns.map((column) => ({ ...column, isActive: false }))} />);
    expect(screen.queryByRole('button')).toBeNull();
    const list = screen.getByRole('list', { name: 'Tahapan pesanan' });
    expect(list.className).toContain('od-wizard--all');
    expect(list.querySelectorAll('li')).toHaveLength(columns.length);
  });
});
