import { type DefaultTreeAdapterTypes as T, parseFragment, serialize } from 'parse5';

/*
 * The screen's SVG made ready for svg-to-pdfkit, which reads presentation attributes but not CSS: a piece placed
 * by a CSS transform (the boards' gliding pieces) would land in the corner, and a label haloed with
 * paint-order would have its white outline drawn over its letters, and a colour with alpha (#ffffff80) is
 * black to it.
 */

type Element = T.Element;
const isElement = (n: T.ChildNode): n is Element => 'tagName' in n;

/** A picture's markup with CSS placement turned into attributes, haloed labels drawn outline first, alpha split off. */
export function printableSvg(svg: string): string {
  const root = parseFragment(svg);
  root.childNodes.filter(isElement).forEach(fix);
  return serialize(root);
}

function fix(e: Element): void {
  placeByAttribute(e);
  splitAlpha(e);
  const kids = e.childNodes;
  for (let i = 0; i < kids.length; i++) {
    const kid = kids[i];
    if (!isElement(kid)) continue;
    fix(kid);
    const halo = haloFirst(kid);
    if (halo) {
      kids.splice(i, 0, halo);
      i++;
    }
  }
}

const get = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
function set(e: Element, name: string, value: string | null): void {
  e.attrs = e.attrs.filter((a) => a.name !== name);
  if (value !== null) e.attrs.push({ name, value });
}

/** `style="transform: translate(4px, 5px)"` becomes `transform="translate(4 5)"` (CSS wins over the attribute, as here). */
function placeByAttribute(e: Element): void {
  const style = get(e, 'style');
  if (!style) return;
  const props = style.split(';').map((p) => p.trim()).filter(Boolean);
  const transform = props.find((p) => /^transform\s*:/.test(p));
  if (!transform) return;
  const value = transform.replace(/^transform\s*:\s*/, '').replace(/(-?[\d.]+)px/g, '$1').replace(/,/g, ' ');
  set(e, 'transform', value);
  const rest = props.filter((p) => p !== transform).join(';');
  set(e, 'style', rest || null);
}

const OPACITY_OF: Record<string, string> = { fill: 'fill-opacity', stroke: 'stroke-opacity', 'stop-color': 'stop-opacity' };

/** `fill="#ffffff80"` becomes `fill="#ffffff" fill-opacity="0.5"` (likewise stroke and stop-color, and #rgba). */
function splitAlpha(e: Element): void {
  for (const [paint, opacity] of Object.entries(OPACITY_OF)) {
    const value = get(e, paint);
    const long = value && /^#([0-9a-f]{6})([0-9a-f]{2})$/i.exec(value);
    const short = value && /^#([0-9a-f]{3})([0-9a-f])$/i.exec(value);
    const hex = long || short;
    if (!hex) continue;
    const alpha = parseInt(long ? hex[2] : hex[2] + hex[2], 16) / 255;
    set(e, paint, `#${hex[1]}`);
    set(e, opacity, String(Math.round(alpha * Number(get(e, opacity) ?? 1) * 1000) / 1000));
  }
}

/**
 * For an element painted stroke first (`paint-order="stroke"`, a label's halo): a copy that draws only the
 * stroke, to go before it, while the element itself keeps only its fill.
 */
function haloFirst(e: Element): Element | null {
  const order = get(e, 'paint-order') ?? /paint-order\s*:\s*([^;]+)/.exec(get(e, 'style') ?? '')?.[1];
  if (!order || !order.trim().startsWith('stroke')) return null;
  const copy = cloneElement(e);
  set(copy, 'fill', 'none');
  set(copy, 'paint-order', null);
  set(e, 'stroke', 'none');
  set(e, 'paint-order', null);
  return copy;
}

/** A deep copy of an element (parse5 nodes point at their parents, so structuredClone would copy the whole tree). */
function cloneElement(e: Element): Element {
  const copy: Element = { ...e, attrs: e.attrs.map((a) => ({ ...a })), childNodes: [] };
  copy.childNodes = e.childNodes.map((c) => (isElement(c) ? { ...cloneElement(c), parentNode: copy } : { ...c, parentNode: copy }));
  return copy;
}
