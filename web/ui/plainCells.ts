import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Badge } from './Badge';
import { DetailLink } from './DetailLink';
import { Icon } from './Icon';
import { RowLink } from './RowLink';
import { Svg } from './Svg';

/**
 * Table cells drawn the way the platform draws a plain table: with DOM calls, not through React's
 * reconciler. A cell qualifies when its content is text, host elements with plain attributes (no
 * refs, styles or raw markup; an onClick, or an onChange and checked state of a checkbox, which the
 * table's one listener of each kind calls: PlainRows), and the kit's own pieces: a RowLink (followed
 * by the table's one click listener), Badge, Svg, Icon, DetailLink, the pieces that register a
 * drawing of their own (SafeHtml: DOMPurify's output) and those that register what they draw in a
 * table's layout (RowActions' buttons on a wide screen). Anything else (a menu with state of its
 * own) is React's to draw, and the whole table then is.
 */

/** Kit components without hooks or state: their output is their drawing. */
const EXPANDED: ReadonlySet<unknown> = new Set<unknown>([Badge, DetailLink, Icon, Svg]);

/** How a kit component is drawn without React: which props it can be drawn from, and the drawing. */
interface PlainDrawing {
  readonly accepts: (props: Readonly<Record<string, unknown>>) => boolean;
  readonly draw: (props: Readonly<Record<string, unknown>>, into: Element) => void;
}

const drawings = new Map<unknown, PlainDrawing>();

/** What the rows are drawn as: phone cards or table rows (a kit piece may draw differently on each). */
export interface PlainLayout {
  readonly phone: boolean;
}

/** What a kit component draws in a table's layout, in plain pieces; undefined when that is not plain (a menu on a phone). */
type PlainExpansion = (props: Readonly<Record<string, unknown>>, layout: PlainLayout) => ReactNode | undefined;

const expansions = new Map<unknown, PlainExpansion>();

/**
 * Lets a kit component with hooks be drawn in plain rows as the plain pieces it draws in a table
 * (RowActions: icon buttons on a wide screen). The component registers itself, as SafeHtml does.
 */
export function expandsPlainly(component: unknown, expansion: PlainExpansion): void {
  expansions.set(component, expansion);
}

/** What a plain element does when used; the table's one listener of each kind calls it (PlainRows). */
export interface PlainHandlers {
  readonly onClick?: (event: Event) => void;
  readonly onChange?: (event: Event) => void;
  /** A controlled checkbox's state: after a change it shows this until its row says otherwise, as React's does. */
  readonly checked?: boolean;
}

/**
 * Lets a kit component be drawn in plain rows. The component registers itself (SafeHtml), so the
 * table's chunk does not carry what the drawing needs (DOMPurify) to lists that show no such cell.
 */
export function drawnPlainly(component: unknown, drawing: PlainDrawing): void {
  drawings.set(component, drawing);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** React's names of the attributes a plain cell may carry, where they differ from the attribute's. */
const REACT_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  tabIndex: 'tabindex',
  colSpan: 'colspan',
  rowSpan: 'rowspan',
};
/**
 * The attributes a plain cell may carry: presentation and accessibility only. No URL (href, src:
 * React keeps javascript: out of those, a DOM call would not), no handler, style or form state.
 */
const PLAIN_ATTRIBUTES = new Set([
  'class',
  'title',
  'role',
  'id',
  'tabindex',
  'lang',
  'dir',
  'alt',
  'type',
  'colspan',
  'rowspan',
  'width',
  'height',
  'disabled',
  'loading',
  'viewBox',
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'fill',
  'stroke',
]);
/** An image's source a plain cell may carry: a web address or a path, a data: image; never javascript:. */
const PLAIN_SOURCE = /^(?:(?:https?:)?\/\/|\/(?!\/)|data:image\/)/i;

type AnyElement = ReactElement<Record<string, unknown>>;

/** Each prop's attribute, looked up once: a page of rows asks for the same few thousands of times. */
const attributeNames = new Map<string, string | null>();

function attributeName(prop: string): string | null {
  const known = attributeNames.get(prop);
  if (known !== undefined) return known;
  const name = REACT_NAMES[prop] ?? prop;
  const found = PLAIN_ATTRIBUTES.has(name) || /^(aria|data)-[a-z]+(-[a-z]+)*$/.test(name) ? name : null;
  attributeNames.set(prop, found);
  return found;
}

function plainValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  );
}

/** Whether a host element's prop can be drawn plainly: an attribute, a handler the table calls, a checkbox's state, a safe image source. */
function plainProp(tag: string, prop: string, value: unknown): boolean {
  if (prop === 'onClick') return typeof value === 'function';
  if (prop === 'onChange' || prop === 'checked')
    return tag === 'input' && (prop === 'checked' ? typeof value === 'boolean' : typeof value === 'function');
  if (prop === 'src') return tag === 'img' && (value === '' || (typeof value === 'string' && PLAIN_SOURCE.test(value)));
  return attributeName(prop) !== null && plainValue(value);
}

/** Whether `node` can be drawn by drawPlain, exactly as React would draw it, in `layout`. */
export function isPlain(node: ReactNode, layout: PlainLayout): boolean {
  if (
    node === null ||
    node === undefined ||
    typeof node === 'boolean' ||
    typeof node === 'string' ||
    typeof node === 'number'
  )
    return true;
  if (Array.isArray(node)) return node.every((child: ReactNode) => isPlain(child, layout));
  if (!isValidElement(node)) return false;
  const element = node as AnyElement;
  const props = element.props;
  const children = props.children as ReactNode;
  if (element.type === Fragment) return isPlain(children, layout);
  if (typeof element.type === 'string') return isPlainHost(element, element.type, layout);
  const drawing = drawings.get(element.type);
  if (drawing) return drawing.accepts(element.props);
  if (expansions.has(element.type)) {
    const drawn = expanded(element, layout);
    return drawn !== undefined && isPlain(drawn, layout);
  }
  // A route of the portal ('/pesanan/detail/5002'), put under the router's base: never a javascript: URL.
  if (element.type === RowLink)
    return (
      typeof props.href === 'string' &&
      props.href.startsWith('/') &&
      plainValue(props.className) &&
      plainValue(props.title) &&
      isPlain(children, layout)
    );
  if (EXPANDED.has(element.type)) return isPlain(expanded(element, layout), layout);
  return false;
}

/** Whether a host element (a `tag` of the DOM) and what is inside it can be drawn plainly. */
function isPlainHost(element: AnyElement, tag: string, layout: PlainLayout): boolean {
  const props = element.props;
  const children = props.children as ReactNode;
  for (const prop in props) if (prop !== 'children' && !plainProp(tag, prop, props[prop])) return false;
  // A glyph's paths are a constant (web/ui/Icon.tsx): checked once for every row that shows it.
  if (element.type === 'svg' && typeof children === 'object' && children !== null) {
    const known = plainGlyphs.get(children);
    if (known !== undefined) return known;
    const plain = isPlain(children, layout);
    plainGlyphs.set(children, plain);
    return plain;
  }
  return isPlain(children, layout);
}

const plainGlyphs = new WeakMap<object, boolean>();

/** How plain cells are drawn in a table: its layout, where its links lead, and who keeps their handlers. */
export interface PlainTable extends PlainLayout {
  /** The href of a route path under the router's base. */
  readonly href: (to: string) => string;
  /** The table's record of each anchor's route, for its one click listener. */
  readonly routes: WeakMap<Element, string>;
  /** Told of each element with handlers, in drawing order (handlersOf lists them in the same order). */
  readonly handle: (element: Element, handlers: PlainHandlers) => void;
}

function handlersIn(props: Readonly<Record<string, unknown>>): PlainHandlers | null {
  const { onClick, onChange, checked } = props;
  if (typeof onClick !== 'function' && typeof onChange !== 'function' && typeof checked !== 'boolean') return null;
  return {
    onClick: typeof onClick === 'function' ? (onClick as PlainHandlers['onClick']) : undefined,
    onChange: typeof onChange === 'function' ? (onChange as PlainHandlers['onChange']) : undefined,
    checked: typeof checked === 'boolean' ? checked : undefined,
  };
}

/** What the plain pieces of an element of the kit are (a Badge's span), or undefined for a host element or RowLink. */
function expanded(element: AnyElement, layout: PlainLayout): ReactNode | undefined {
  const expansion = expansions.get(element.type);
  const pure = expansion
    ? undefined
    : EXPANDED.has(element.type)
      ? (element.type as (p: unknown) => ReactNode)
      : undefined;
  if (!expansion && !pure) return undefined;
  // An element is immutable: what it expands to is worked out once, when the table checks it, and drawn from then.
  const known = expansionsOf.get(element);
  if (known && known.phone === layout.phone) return known.pieces;
  const pieces = expansion ? expansion(element.props, layout) : pure?.(element.props);
  expansionsOf.set(element, { phone: layout.phone, pieces });
  return pieces;
}

const expansionsOf = new WeakMap<object, { readonly phone: boolean; readonly pieces: ReactNode | undefined }>();

/**
 * The handlers of a plain `node`'s elements, in the order drawPlain tells of them: a row drawn
 * before keeps its elements and gets the handlers of this render (they close over its state).
 */
export function handlersOf(node: ReactNode, layout: PlainLayout, into: PlainHandlers[]): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) handlersOf(child, layout, into);
    return;
  }
  if (!isValidElement(node)) return;
  const element = node as AnyElement;
  if (drawings.has(element.type)) return;
  const pieces = expanded(element, layout);
  if (pieces !== undefined) {
    handlersOf(pieces, layout, into);
    return;
  }
  if (typeof element.type === 'string') {
    const handlers = handlersIn(element.props);
    if (handlers) into.push(handlers);
  }
  handlersOf(element.props.children as ReactNode, layout, into);
}

function setAttributes(target: Element, props: Readonly<Record<string, unknown>>): void {
  for (const prop in props) {
    if (prop === 'children') continue;
    const value = props[prop];
    const name = attributeName(prop);
    if (name === null || value === undefined || value === null) continue;
    if (typeof value === 'boolean') {
      // As React writes them: aria-* and data-* as 'true'/'false', other booleans present or absent.
      if (name.startsWith('aria-') || name.startsWith('data-')) target.setAttribute(name, String(value));
      else if (value) target.setAttribute(name, '');
      continue;
    }
    if (typeof value === 'string' || typeof value === 'number') target.setAttribute(name, String(value));
  }
  // As React draws an image: its source last, once `loading` is set (a lazy image is not fetched
  // before it nears the screen), and only when there is one.
  const { src } = props;
  if (typeof src === 'string' && src !== '') target.setAttribute('src', src);
  // A checkbox's state as React sets it, its property and its default, once its type is set.
  const { checked } = props;
  if (typeof checked === 'boolean' && 'defaultChecked' in target) {
    (target as HTMLInputElement).defaultChecked = checked;
    (target as HTMLInputElement).checked = checked;
  }
}

/** Appends the drawing of a plain `node` (isPlain) to `into`. */
export function drawPlain(node: ReactNode, into: Element, links: PlainTable): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') {
    into.append(String(node));
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) drawPlain(child, into, links);
    return;
  }
  if (!isValidElement(node)) return;
  const element = node as AnyElement;
  const props = element.props;
  const children = props.children;
  if (element.type === Fragment) {
    drawPlain(children as ReactNode, into, links);
    return;
  }
  // Most of a row's elements are host elements (a td's span, a link's text): straight to the DOM call.
  if (typeof element.type === 'string') {
    drawHost(element, element.type, into, links);
    return;
  }
  const drawing = drawings.get(element.type);
  if (drawing) {
    drawing.draw(element.props, into);
    return;
  }
  if (element.type === RowLink) {
    const anchor = into.ownerDocument.createElement('a');
    const to = String(props.href);
    anchor.setAttribute('href', links.href(to));
    setAttributes(anchor, { className: props.className, title: props.title });
    links.routes.set(anchor, to);
    drawPlain(children as ReactNode, anchor, links);
    into.append(anchor);
    return;
  }
  const pieces = expanded(element, links);
  if (pieces !== undefined) drawPlain(pieces, into, links);
}

/** Appends the drawing of a plain host element (a `tag` of the DOM, an svg's paths included). */
function drawHost(element: AnyElement, tag: string, into: Element, links: PlainTable): void {
  const props = element.props;
  // The same glyph element as a row before (a module constant, such as an icon kept by its feature), copied as it is.
  const same = tag === 'svg' ? glyphsByElement.get(element) : undefined;
  if (same) {
    into.append(same.cloneNode(true));
    return;
  }
  const glyph = tag === 'svg' ? glyphPlace(element) : undefined;
  const known = glyph?.drawn.get(glyph.frame);
  if (known) {
    into.append(known.cloneNode(true));
    glyphsByElement.set(element, known);
    return;
  }
  // As in markup: an <svg> and everything inside it are SVG elements.
  const svg = tag === 'svg' || into.namespaceURI === SVG_NS;
  const created = svg ? into.ownerDocument.createElementNS(SVG_NS, tag) : into.ownerDocument.createElement(tag);
  setAttributes(created, props);
  const handlers = handlersIn(props);
  if (handlers) links.handle(created, handlers);
  drawPlain(props.children as ReactNode, created, links);
  into.append(created);
  // A glyph that does nothing is kept for the next rows (one that acts is drawn each time: its handlers are its row's).
  if (glyph) {
    const acting: PlainHandlers[] = [];
    handlersOf(element, links, acting);
    if (acting.length === 0 && glyph.drawn.size < GLYPH_FRAMES) {
      const kept = created.cloneNode(true) as Element;
      glyph.drawn.set(glyph.frame, kept);
      glyphsByElement.set(element, kept);
    }
  }
}

/** Glyphs drawn once, by their element: the rows that show one constant element skip even working out its frame. */
const glyphsByElement = new WeakMap<object, Element>();

/**
 * Glyphs drawn once, by their paths (an icon's are one module constant, however many rows show it)
 * and their frame's attributes; each row appends a copy, as a plain table would clone a template.
 */
const glyphs = new WeakMap<object, Map<string, Element>>();
/** Frames kept per glyph: a few sizes; not one per row when each row names its glyph ('Buku IPA diblokir'). */
const GLYPH_FRAMES = 8;

/** Where the drawing of an <svg> is kept: by its paths when they are one object (a constant), and by its frame. */
function glyphPlace(svg: AnyElement): { readonly drawn: Map<string, Element>; readonly frame: string } | undefined {
  const paths: unknown = svg.props.children;
  if (typeof paths !== 'object' || paths === null) return undefined;
  let frame = '';
  for (const prop in svg.props) if (prop !== 'children') frame += `${prop}=${String(svg.props[prop])};`;
  let drawn = glyphs.get(paths);
  if (!drawn) {
    drawn = new Map();
    glyphs.set(paths, drawn);
  }
  return { drawn, frame };
}

/**
 * Whether two drawings of a cell are the same (the cell need not be drawn again). Handlers are not
 * compared: a kept cell gets this render's (handlersOf).
 */
export function samePlain(a: ReactNode, b: ReactNode, layout: PlainLayout): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((child: ReactNode, at) => samePlain(child, b[at] as ReactNode, layout));
  if (!isValidElement(a) || !isValidElement(b)) return false;
  const left = a as AnyElement;
  const right = b as AnyElement;
  if (left.type !== right.type) return false;
  // A piece drawn from what it expands to (RowActions' props hold a new list of actions each render).
  if (expansions.has(left.type)) return samePlain(expanded(left, layout), expanded(right, layout), layout);
  const leftKeys = Object.keys(left.props);
  if (leftKeys.length !== Object.keys(right.props).length) return false;
  return leftKeys.every((key) => {
    const [mine, theirs] = [left.props[key], right.props[key]];
    if (key === 'children') return samePlain(mine as ReactNode, theirs as ReactNode, layout);
    return mine === theirs || (typeof mine === 'function' && typeof theirs === 'function');
  });
}
