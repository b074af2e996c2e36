import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Badge } from './Badge';
import { DetailLink } from './DetailLink';
import { Icon } from './Icon';
import { RowLink } from './RowLink';
import { Svg } from './Svg';

/**
 * Table cells drawn the way the platform draws a plain table: with DOM calls, not through React's
 * reconciler. A cell qualifies when its content is inert: text, host elements with plain
 * attributes (no handlers, refs, styles or form state), and the kit's own inert pieces: a RowLink
 * (followed by the table's one click listener), Badge, Svg, Icon, DetailLink, and the pieces that
 * register a drawing of their own (SafeHtml: DOMPurify's output). Anything else (a switch, a menu, a
 * button that does something) is React's to draw, and the whole table then is.
 */

/** Kit components without hooks or state: their output is their drawing. */
const EXPANDED: ReadonlySet<unknown> = new Set<unknown>([Badge, DetailLink, Icon, Svg]);

/** How a kit component is drawn without React: which props it can be drawn from, and the drawing. */
interface PlainDrawing {
  readonly accepts: (props: Readonly<Record<string, unknown>>) => boolean;
  readonly draw: (props: Readonly<Record<string, unknown>>, into: Element) => void;
}

const drawings = new Map<unknown, PlainDrawing>();

/**
 * Lets a kit component be drawn in plain rows. The component registers itself (SafeHtml), so the
 * table's chunk does not carry what the drawing needs (DOMPurify) to lists that show no such cell.
 */
export function drawnPlainly(component: unknown, drawing: PlainDrawing): void {
  drawings.set(component, drawing);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** React's names of the attributes a plain cell may carry, where they differ from the attribute's. */
const REACT_NAMES: Readonly<Record<string, string>> = { className: 'class', tabIndex: 'tabindex', colSpan: 'colspan', rowSpan: 'rowspan' };
/**
 * The attributes a plain cell may carry: presentation and accessibility only. No URL (href, src:
 * React keeps javascript: out of those, a DOM call would not), no handler, style or form state.
 */
const PLAIN_ATTRIBUTES = new Set(['class', 'title', 'role', 'id', 'tabindex', 'lang', 'dir', 'alt', 'type', 'colspan', 'rowspan', 'width', 'height', 'viewBox', 'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'points', 'fill', 'stroke']);

type AnyElement = ReactElement<Record<string, unknown>>;

function attributeName(prop: string): string | null {
  const name = REACT_NAMES[prop] ?? prop;
  return PLAIN_ATTRIBUTES.has(name) || /^(aria|data)-[a-z]+(-[a-z]+)*$/.test(name) ? name : null;
}

function plainValue(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Whether `node` can be drawn by drawPlain, exactly as React would draw it. */
export function isPlain(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every((child: ReactNode) => isPlain(child));
  if (!isValidElement(node)) return false;
  const element = node as AnyElement;
  const { children, ...props } = element.props;
  if (element.type === Fragment) return isPlain(children as ReactNode);
  const drawing = drawings.get(element.type);
  if (drawing) return drawing.accepts(element.props);
  // A route of the portal ('/pesanan/detail/5002'), put under the router's base: never a javascript: URL.
  if (element.type === RowLink) return typeof props.href === 'string' && props.href.startsWith('/') && plainValue(props.className) && plainValue(props.title) && isPlain(children as ReactNode);
  if (EXPANDED.has(element.type)) return isPlain((element.type as (p: unknown) => ReactNode)(element.props));
  if (typeof element.type !== 'string') return false;
  return Object.entries(props).every(([prop, value]) => attributeName(prop) !== null && plainValue(value)) && isPlain(children as ReactNode);
}

/** How a plain cell's links leave: the href under the router's base, and the table's record of each anchor's route. */
export interface PlainLinks {
  readonly href: (to: string) => string;
  readonly routes: WeakMap<Element, string>;
}

function setAttributes(target: Element, props: Readonly<Record<string, unknown>>): void {
  for (const [prop, value] of Object.entries(props)) {
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
}

/** Appends the drawing of a plain `node` (isPlain) to `into`. */
export function drawPlain(node: ReactNode, into: Element, links: PlainLinks): void {
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
  const { children, ...props } = element.props;
  if (element.type === Fragment) {
    drawPlain(children as ReactNode, into, links);
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
  if (EXPANDED.has(element.type)) {
    drawPlain((element.type as (p: unknown) => ReactNode)(element.props), into, links);
    return;
  }
  const tag = element.type as string;
  // As in markup: an <svg> and everything inside it are SVG elements.
  const svg = tag === 'svg' || into.namespaceURI === SVG_NS;
  const created = svg ? into.ownerDocument.createElementNS(SVG_NS, tag) : into.ownerDocument.createElement(tag);
  setAttributes(created, props);
  drawPlain(children as ReactNode, created, links);
  into.append(created);
}

/** Whether two drawings of a cell are the same (the rows need not be drawn again). */
export function samePlain(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((child: ReactNode, at) => samePlain(child, b[at] as ReactNode));
  if (!isValidElement(a) || !isValidElement(b)) return false;
  const left = a as AnyElement;
  const right = b as AnyElement;
  if (left.type !== right.type) return false;
  const leftKeys = Object.keys(left.props);
  if (leftKeys.length !== Object.keys(right.props).length) return false;
  return leftKeys.every((key) => (key === 'children' ? samePlain(left.props.children as ReactNode, right.props.children as ReactNode) : left.props[key] === right.props[key]));
}
