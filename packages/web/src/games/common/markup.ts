/** A board's drawings in its rendered markup (tests): each outermost `<svg …>…</svg>` as its own text, in order. */
export function drawings(html: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of html.matchAll(/<svg\b|<\/svg>/g)) {
    if (m[0] === '<svg') {
      if (depth++ === 0) start = m.index;
    } else if (--depth === 0) out.push(html.slice(start, m.index + 6));
  }
  return out;
}
