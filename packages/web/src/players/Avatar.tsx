/** A string's 32-bit FNV-1a hash: the same name always draws the same avatar. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * An avatar drawn from a name (#29): a 5×5 mirrored pattern in one hue on a pale ground, like a banner on a keep.
 * Decorative: the name beside it says who it is.
 */
export function Avatar({ name, size = 64 }: { name: string; size?: number }) {
  const h = hash(name);
  const hue = h % 360;
  const cells: [number, number][] = [];
  for (let i = 0; i < 15; i++) {
    if (((h >>> (i + 8)) & 1) === 0 && i % 4 !== 3) continue;
    const x = i % 3;
    const y = Math.floor(i / 3);
    cells.push([x, y]);
    if (x < 2) cells.push([4 - x, y]);
  }
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 6 6" aria-hidden="true" data-avatar={name}>
      <rect width="6" height="6" rx="1" fill={`hsl(${hue} 45% 92%)`} />
      {cells.map(([x, y]) => (
        <rect key={`${x},${y}`} x={x + 0.5} y={y + 0.5} width="1" height="1" fill={`hsl(${hue} 55% 38%)`} />
      ))}
    </svg>
  );
}
