// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '@web/ui/Badge';
import { DetailLink } from '@web/ui/DetailLink';
import { Icon } from '@web/ui/Icon';
import { drawPlain, handlersOf, isPlain, samePlain, type PlainHandlers } from '@web/ui/plainCells';
import { RowActions } from '@web/ui/RowActions';
import { RowLink } from '@web/ui/RowLink';
import { SafeHtml } from '@web/ui/SafeHtml';
import { Svg } from '@web/ui/Svg';

afterEach(cleanup);

/** Markup with every element's attributes in one order: the same DOM, however its attributes were set. */
function canonical(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const element of box.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return box.innerHTML;
}

/** The cell as React draws it. */
function reactCell(node: ReactNode): string {
  const { container } = render(
    <table>
      <tbody>
        <tr>
          <td>{node}</td>
        </tr>
      </tbody>
    </table>,
  );
  return container.querySelector('td')?.innerHTML ?? '';
}

const WIDE = { phone: false };
const PHONE = { phone: true };

/** The cell as plain rows draw it, the routes its links were given and its elements with handlers. */
function plainCell(node: ReactNode): {
  html: string;
  routes: WeakMap<Element, string>;
  td: HTMLTableCellElement;
  handled: [Element, PlainHandlers][];
} {
  const td = document.createElement('td');
  const routes = new WeakMap<Element, string>();
  const handled: [Element, PlainHandlers][] = [];
  drawPlain(node, td, {
    ...WIDE,
    href: (to) => to,
    routes,
    handle: (element, handlers) => handled.push([element, handlers]),
  });
  return { html: td.innerHTML, routes, td, handled };
}

const HOSTILE =
  '<span class="badge badge-info">Pesanan Baru</span><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';

const PLAIN: ReadonlyArray<readonly [string, ReactNode]> = [
  ['text', 'Agus Permana'],
  ['a number', 42],
  ['nothing', null],
  ['false', false],
  [
    'a host element with attributes',
    <span className="order-status" title="INV/1" aria-label="Status" data-row="7">
      Diproses
    </span>,
  ],
  [
    'nested host elements with a line break opportunity',
    <span>
      INV/
      <wbr />
      20261018
    </span>,
  ],
  ['a fragment and a list', [<b key="a">a</b>, 'b', <i key="c">c</i>]],
  [
    'a Badge',
    <Badge tone="success" label="Sudah Deal">
      Sudah Deal
    </Badge>,
  ],
  ['an Icon (svg in its namespace)', <Icon name="info" size={14} label="Ditahan" />],
  [
    'an Svg with paths',
    <Svg size={18}>
      <circle cx="12" cy="5" r="1" />
      <path d="M1 1h4" />
    </Svg>,
  ],
  [
    'a RowLink',
    <RowLink href="/pesanan/detail/5002" className="order-invoice" title="INV/20261018/MPN/100039611603">
      611603
    </RowLink>,
  ],
  [
    'a DetailLink',
    <DetailLink href="/komplain/detail/3" title="INV/1">
      611603
    </DetailLink>,
  ],
  ['server HTML through DOMPurify', <SafeHtml html={HOSTILE} className="order-status" />],
  [
    'a button with a click handler',
    <button type="button" className="product-thumb" aria-label="Gambar Buku" onClick={() => undefined}>
      <img src="https://cdn.contoh.id/a.png" alt="" loading="lazy" width={44} height={44} />
    </button>,
  ],
  ['an image without a source', <img src="" alt="" />],
  [
    'a switch',
    <label className="product-switch" title="Aktif">
      <input
        type="checkbox"
        role="switch"
        aria-label="Status Buku"
        checked
        disabled={false}
        onChange={() => undefined}
      />
      <span />
    </label>,
  ],
  [
    'row actions on a wide screen',
    <RowActions
      label="Aksi Buku"
      actions={[{ text: 'Ubah', label: 'Ubah Buku', glyph: 'glyph--view', onSelect: () => undefined }]}
    />,
  ],
];

describe('plain table cells', () => {
  it.each(PLAIN)('draws %s exactly as React does', (_, node) => {
    expect(isPlain(node, WIDE)).toBe(true);
    expect(canonical(plainCell(node).html)).toBe(canonical(reactCell(node)));
  });

  // What DOMPurify removes is checked in Chromium (tests/e2e/lists-plain.test.ts): happy-dom's DOM
  // does not let DOMPurify work. Here: the same cleaned markup on every row, each row its own nodes.
  it('draws server HTML as cleaned once, a copy per cell', () => {
    const first = plainCell(<SafeHtml html={HOSTILE} className="order-status" />);
    const again = plainCell(<SafeHtml html={HOSTILE} className="order-status" />);
    expect(again.html).toBe(first.html);
    expect(again.td.firstChild).not.toBe(first.td.firstChild);
  });

  it("records a RowLink's route for the table's click listener", () => {
    const { td, routes } = plainCell(<RowLink href="/pesanan/detail/5002">611603</RowLink>);
    const anchor = td.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('/pesanan/detail/5002');
    expect(anchor ? routes.get(anchor) : undefined).toBe('/pesanan/detail/5002');
  });

  it.each<readonly [string, ReactNode]>([
    [
      'a handler spelt as a string',
      <button type="button" {...({ onClick: 'alert(1)' } as object)}>
        Hapus
      </button>,
    ],
    ['form state beyond a checkbox', <input type="checkbox" checked readOnly aria-label="Status" />],
    ['a text field that changes', <input type="text" value="x" onChange={() => undefined} aria-label="Nama" />],
    ['a style object', <span style={{ color: 'red' }}>x</span>],
    ['a ref', <span ref={() => undefined}>x</span>],
    ['raw markup outside SafeHtml', <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />],
    ['a component of its own', <Unknown />],
    ['an unknown attribute spelling', <svg strokeWidth={2} />],
    // React keeps javascript: URLs and lower-case handlers out of the page; a DOM call would not.
    ['a URL attribute', <a href="javascript:alert(1)">x</a>],
    ['a javascript: image source', <img src="javascript:alert(1)" alt="" />],
    ['a source on something other than an image', <iframe src="/cdn/x.html" title="x" />],
    ['a lower-case handler attribute', <span {...{ onclick: 'alert(1)' }}>x</span>],
    ['a RowLink to something other than a route', <RowLink href="javascript:alert(1)">x</RowLink>],
  ])('leaves a cell with %s to React', (_, node) => {
    expect(isPlain(node, WIDE)).toBe(false);
  });

  it("leaves a phone's row actions (a menu with state of its own) to React", () => {
    expect(
      isPlain(
        <RowActions
          label="Aksi Buku"
          actions={[{ text: 'Ubah', label: 'Ubah Buku', glyph: 'glyph--edit', onSelect: () => undefined }]}
        />,
        PHONE,
      ),
    ).toBe(false);
  });

  it('tells the table of each element with handlers, in the order handlersOf lists a later render of the cell', () => {
    const cell = (tag: string) => (
      <>
        <button type="button" aria-label="a" onClick={() => tag}>
          a
        </button>
        <RowActions
          label="Aksi"
          actions={[{ text: 'Ubah', label: 'Ubah', glyph: 'glyph--edit', onSelect: () => tag }]}
        />
        <input type="checkbox" aria-label="s" checked onChange={() => tag} />
      </>
    );
    const { handled } = plainCell(cell('first'));
    expect(handled.map(([element]) => element.getAttribute('aria-label'))).toEqual(['a', 'Ubah', 's']);
    const later: PlainHandlers[] = [];
    handlersOf(cell('later'), WIDE, later);
    expect(later.map((handlers) => (handlers.onClick ?? handlers.onChange)?.(new Event('click')))).toEqual([
      'later',
      'later',
      'later',
    ]);
    expect(later[2]?.checked).toBe(true);
  });

  it("sets an image's source last, as React does, so a lazy image is lazy before it has a source", () => {
    const image = <img src="/cdn/produk/buku.jpg" alt="" loading="lazy" width={44} height={44} />;
    const { td } = plainCell(image);
    const drawn = td.querySelector('img');
    expect(drawn?.getAttributeNames().at(-1)).toBe('src');
    const react = document.createElement('template');
    react.innerHTML = reactCell(image);
    expect(drawn?.getAttributeNames()).toEqual(react.content.querySelector('img')?.getAttributeNames());
  });

  it('draws a glyph once and copies it for the next rows, each row its own nodes', () => {
    const glyph = <Icon name="info" size={14} />;
    const first = plainCell(glyph);
    const again = plainCell(<Icon name="info" size={14} />);
    expect(again.html).toBe(first.html);
    expect(again.td.firstChild).not.toBe(first.td.firstChild);
    expect(canonical(again.html)).toBe(canonical(reactCell(glyph)));
  });

  it('copies a constant glyph element for every row that shows it, but draws one that acts each time', () => {
    const constant = (
      <Svg size={16}>
        <path d="M1 1h2" />
      </Svg>
    );
    const first = plainCell(constant);
    const again = plainCell(constant);
    expect(again.html).toBe(first.html);
    expect(again.td.firstChild).not.toBe(first.td.firstChild);
    expect(canonical(again.html)).toBe(canonical(reactCell(constant)));
    const acting = (
      <svg viewBox="0 0 24 24" onClick={() => 'pressed'}>
        <path d="M1 1h2" />
      </svg>
    );
    expect(plainCell(acting).handled).toHaveLength(1);
    expect(plainCell(acting).handled).toHaveLength(1);
  });

  // Plain rows call these components while the table renders: a hook inside one would run as one of
  // the table's own. Called outside any render, a component with a hook throws.
  it('expands only components without hooks (Badge, Icon, Svg, DetailLink)', () => {
    expect(() => Badge({ children: 'Deal' })).not.toThrow();
    expect(() => Icon({ name: 'info' })).not.toThrow();
    expect(() => Svg({ children: null })).not.toThrow();
    expect(() => DetailLink({ href: '/komplain/detail/1', children: '611603' })).not.toThrow();
  });

  it('tells two drawings of the same content apart from different ones', () => {
    expect(samePlain(<Badge tone="success">Deal</Badge>, <Badge tone="success">Deal</Badge>, WIDE)).toBe(true);
    expect(samePlain(<Badge tone="success">Deal</Badge>, <Badge tone="warning">Deal</Badge>, WIDE)).toBe(false);
    expect(samePlain(['a', <b key="b">b</b>], ['a', <b key="b">b</b>], WIDE)).toBe(true);
    expect(samePlain('Rp1.000', 'Rp1.001', WIDE)).toBe(false);
    // Handlers are not what a cell shows: a new render's closures keep the drawing.
    expect(
      samePlain(
        <button type="button" onClick={() => 1}>
          x
        </button>,
        <button type="button" onClick={() => 2}>
          x
        </button>,
        WIDE,
      ),
    ).toBe(true);
    expect(
      samePlain(
        <button type="button" disabled onClick={() => 1}>
          x
        </button>,
        <button type="button" onClick={() => 2}>
          x
        </button>,
        WIDE,
      ),
    ).toBe(false);
    const actions = (name: string) => (
      <RowActions
        label={`Aksi ${name}`}
        actions={[{ text: 'Ubah', label: `Ubah ${name}`, glyph: 'glyph--edit', onSelect: () => undefined }]}
      />
    );
    expect(samePlain(actions('Buku'), actions('Buku'), WIDE)).toBe(true);
    expect(samePlain(actions('Buku'), actions('Pena'), WIDE)).toBe(false);
  });
});

function Unknown() {
  return <span>x</span>;
}
