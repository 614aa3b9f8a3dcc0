/** A small picture per game for the home page (drawn, no image files). */
export function GamePicture({ id }: { id: string }) {
  switch (id) {
    case 'coins':
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#e9f0e1" />
          <path d="M88 62V22h6v6h6v-6h6v6h6v-6h6v40z" fill="#7a6a55" />
          {[12, 34, 56].map((x, i) => (
            <g key={x}>
              <circle cx={x} cy={46} r={9 + i} fill="#c9a23a" stroke="#8a6d1c" strokeWidth="2" />
              <text x={x} y={50} textAnchor="middle" fontSize="11" fontWeight="bold" fill="#3b2d07">
                {[1, 2, 5][i]}
              </text>
            </g>
          ))}
        </svg>
      );
    case 'cards':
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#e8e6f3" />
          {['#8d6e63', '#5c6bc0', '#e53935', '#039be5', '#43a047'].map((c, i) => (
            <rect key={c} x={20} y={56 - i * 11} width={34} height={10} rx="2" fill={c} />
          ))}
          <rect x="72" y="18" width="26" height="36" rx="3" fill="#fff" stroke="#555" transform="rotate(15 85 36)" />
          <path d="M60 30 q10 -20 22 -8" stroke="#333" fill="none" strokeDasharray="3 2" />
        </svg>
      );
    case 'tracks':
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#e3eef3" />
          <path d="M5 20 H60 V50 H115" stroke="#3d7ab8" strokeWidth="8" fill="none" />
          <path d="M5 60 H40 V10 H115" stroke="#d9822b" strokeWidth="8" fill="none" opacity="0.85" />
          <rect x="68" y="28" width="12" height="12" fill="#455a64" />
          <circle cx="25" cy="20" r="5" fill="#b71c1c" />
        </svg>
      );
    case 'dice':
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#eef3e6" />
          <path d="M6 44 H70 L84 30 H100" stroke="#d8c289" strokeWidth="10" fill="none" />
          <path d="M98 48V18h4v4h4v-4h4v4h4v-4h4v30z" fill="#9ca3af" stroke="#4b5563" />
          <rect x="40" y="10" width="18" height="18" rx="3" fill="#3d6b35" />
          <rect x="44" y="14" width="10" height="10" rx="2" fill="#fff" />
          <circle cx="49" cy="19" r="1.6" fill="#222" />
          <rect x="14" y="36" width="16" height="10" rx="5" fill="#8a5a2b" />
          <circle cx="66" cy="44" r="5" fill="#1f6fb2" stroke="#fff" />
        </svg>
      );
    case 'crystal': {
      // A patch of hexes: the crystal in the middle, a hero on its spawn, a blockade, an enemy coming from its gate.
      const R = 10.5;
      const at = (col: number, row: number) => ({ x: 6 + col * R * Math.sqrt(3) + (row % 2) * R * 0.866, y: 10 + row * R * 1.5 });
      const hexAt = (x: number, y: number, r: number) => [0, 1, 2, 3, 4, 5].map((k) => `${(x + r * Math.cos(((60 * k + 30) * Math.PI) / 180)).toFixed(1)},${(y + r * Math.sin(((60 * k + 30) * Math.PI) / 180)).toFixed(1)}`).join(' ');
      const fill = (col: number, row: number) => (col === 3 && row === 2 ? '#bae6fd' : col === 5 && row === 0 ? '#fecaca' : col === 1 && row === 3 ? '#bfdbfe' : col === 0 && row === 0 ? '#1f2937' : '#efe9d8');
      const crystal = at(3, 2);
      const hero = at(1, 3);
      const wall = [at(2, 1), at(3, 1)];
      const block = at(4, 2);
      const enemy = at(5, 1);
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#e7e5df" />
          {[0, 1, 2, 3].flatMap((row) =>
            [0, 1, 2, 3, 4, 5, 6].map((col) => {
              const c = at(col, row);
              return <polygon key={`${col}-${row}`} points={hexAt(c.x, c.y, R - 0.4)} fill={fill(col, row)} stroke="#a8a29e" strokeWidth="0.6" />;
            }),
          )}
          <path d={`M${wall[0].x - R * 0.866} ${wall[0].y + R / 2}L${wall[0].x} ${wall[0].y + R}L${wall[1].x - R * 0.866} ${wall[1].y + R / 2}L${wall[1].x} ${wall[1].y + R}`} stroke="#111" strokeWidth="2.2" fill="none" />
          <path d={`M${crystal.x} ${crystal.y - 8}L${crystal.x + 5} ${crystal.y}L${crystal.x} ${crystal.y + 8}L${crystal.x - 5} ${crystal.y}z`} fill="#38bdf8" stroke="#0369a1" />
          <polygon points={hexAt(block.x, block.y, 8)} fill="#7c4a1e" stroke="#111" strokeWidth="0.6" />
          <line x1={block.x + 6.9} y1={block.y - 4} x2={block.x + 6.9} y2={block.y + 4} stroke="#facc15" strokeWidth="1.6" />
          <circle cx={hero.x} cy={hero.y} r="5.5" fill="#1f6fb2" stroke="#fff" />
          <rect x={enemy.x - 5} y={enemy.y - 4.5} width="10" height="9" rx="1.5" fill="#991b1b" />
        </svg>
      );
    }
    default:
      return <svg viewBox="0 0 120 70" className="picture" aria-hidden="true" />;
  }
}
