// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryNode } from '@core/category/schema';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { CategoryCascade, cascadeComplete } from '@web/ui/CategoryCascade';

afterEach(cleanup);

function node(id: number, title: string, children: CategoryNode[] = []): CategoryNode {
  return children.length ? { id, title, submenu: { menu: children } } : { id, title };
}

const roots: CategoryNode[] = [
  node(1, 'Alat Tulis', [
    node(11, 'Pensil', [node(111, 'Pensil Kayu'), node(112, 'Pensil Mekanik')]),
    node(12, 'Penghapus'),
  ]),
  node(2, 'Elektronik'),
];

function Harness({ onPath }: { readonly onPath: (path: readonly number[]) => void }) {
  const [path, setPath] = useState<number[]>([]);
  return (
    <CategoryCascade
      roots={roots}
      value={path}
      onChange={(next) => {
        setPath(next);
        onPath(next);
      }}
    />
  );
}

describe('CategoryCascade', () => {
  it('shows one level per chosen parent that has children, down to three levels', async () => {
    const paths: (readonly number[])[] = [];
    render(<Harness onPath={(p) => paths.push(p)} />);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Alat Tulis');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub Kategori' }), 'Pensil');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub Sub Kategori' }), 'Pensil Mekanik');
    expect(paths.at(-1)).toEqual([1, 11, 112]);
    expect(cascadeComplete(roots, [1, 11, 112])).toBe(true);
  });

  it('changing a level drops the levels below it', async () => {
    const paths: (readonly number[])[] = [];
    render(<Harness onPath={(p) => paths.push(p)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Alat Tulis');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub Kategori' }), 'Pensil');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Elektronik');
    expect(paths.at(-1)).toEqual([2]);
    expect(screen.queryByRole('combobox', { name: 'Sub Kategori' })).toBeNull();
  });

  it('is complete only at a category without children', () => {
    expect(cascadeComplete(roots, [])).toBe(false);
    expect(cascadeComplete(roots, [1])).toBe(false);
    expect(cascadeComplete(roots, [1, 11])).toBe(false);
    expect(cascadeComplete(roots, [1, 12])).toBe(true);
    expect(cascadeComplete(roots, [2])).toBe(true);
  });

  it('shows the error under the deepest level shown', () => {
    render(
      <CategoryCascade
        roots={roots}
        value={[1]}
        onChange={() => undefined}
        error={PRODUCT_MESSAGES.categoryIncomplete}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(PRODUCT_MESSAGES.categoryIncomplete);
    expect(screen.getByRole('combobox', { name: 'Sub Kategori' }).getAttribute('aria-describedby')).toBe(alert.id);
  });
});
