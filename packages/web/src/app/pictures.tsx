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
    case 'crystal':
      return (
        <svg viewBox="0 0 120 70" className="picture" aria-hidden="true">
          <rect x="0" y="0" width="120" height="70" fill="#e7e5df" />
          {[18, 42, 66, 90].map((x, i) => (
            <polygon key={x} points={[0, 1, 2, 3, 4, 5].map((k) => `${x + 12 * Math.cos(((60 * k + 30) * Math.PI) / 180)},${(i % 2 ? 44 : 26) + 12 * Math.sin(((60 * k + 30) * Math.PI) / 180)}`).join(' ')} fill={i === 3 ? '#fecaca' : '#efe9d8'} stroke="#a8a29e" />
          ))}
          <path d="M54 20 L62 35 L54 50 L46 35 z" fill="#38bdf8" stroke="#0369a1" />
          <circle cx="18" cy="26" r="7" fill="#1f6fb2" stroke="#fff" />
          <rect x="83" y="37" width="14" height="13" rx="2" fill="#991b1b" />
          <path d="M30 52 L36 62" stroke="#111" strokeWidth="3" />
        </svg>
      );
    default:
      return <svg viewBox="0 0 120 70" className="picture" aria-hidden="true" />;
  }
}
