import type { ReactNode } from 'react';
import { ArtDefs } from '../../common/art.tsx';
import { CreditCard, ModifierHex, TowerPiece, UnitToken } from '../pieces.tsx';

const BOX = 110;

/** One picture of the rules: pieces as the board draws them, each over its name; one image named by `label`. */
function Key({ label, items }: { label: string; items: { draw: ReactNode; name: string }[] }) {
  return (
    <figure className="tracks-diagram">
      <svg viewBox={`0 0 ${items.length * BOX} ${BOX + 14}`} className="pieces-key" style={{ maxWidth: `${items.length * BOX * 1.1}px` }} role="img" aria-label={label}>
        <ArtDefs />
        {items.map((it, i) => (
          <g key={it.name} transform={`translate(${i * BOX} 0)`}>
            {it.draw}
            <text x={BOX / 2} y={BOX + 8} textAnchor="middle" fontSize="12">
              {it.name}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

const at = (node: ReactNode) => <g transform={`translate(${BOX / 2} ${BOX / 2})`}>{node}</g>;

/** The four tower types (Mk I, level 1, Player 1's colour) and their credit cards. */
export function TowerTypesKey() {
  return (
    <Key
      label="The four tower types as the board draws them: the roof’s colour and sign tell the type, the Roman numeral its Mark; the body has its owner’s colour."
      items={['S1', 'B1', 'C1', 'X1'].map((card) => ({ draw: at(<TowerPiece size={80} card={card} owner={0} level={1} />), name: `${card} tower` }))}
    />
  );
}

/** Credit cards of each type and Mark. */
export function CreditsKey() {
  const cards = ['S1', 'B1', 'C2', 'X3', 'U2'];
  return (
    <Key
      label="Credit cards: the band names the type and Mark; the gold coin is what the card is worth (Mk II: 2 credits; U2: 2 Universal credits)."
      items={cards.map((card) => ({ draw: <CreditCard x={14} y={18} w={68} h={62} card={card} />, name: card }))}
    />
  );
}

/** A tower's level pips (the Player Marker L-Hex turned to Position 1-4), Depletion and boost; a wave's unit token and its Wave Modifier. */
export function MarkersKey() {
  return (
    <Key
      label="Levels, Depletion and waves: the gold pips over a tower are its level 1–4 (the L-Hex’s position), the dark red token its Depletion markers, +1 a boost. A wave’s visible unit shows its HP (top left), its Movement (bottom right) and a dot per unit left; the gold hexagon is its Wave Modifier with the modifier’s own HP."
      items={[
        { draw: at(<TowerPiece size={80} card="S1" owner={0} level={1} depletion={1} />), name: 'level 1, Depletion 1' },
        { draw: at(<TowerPiece size={80} card="S1" owner={0} level={3} />), name: 'level 3, ready' },
        { draw: at(<TowerPiece size={80} card="S1" owner={1} level={4} boosted={1} />), name: 'level 4, +1 boost' },
        {
          draw: (
            <>
              {at(<UnitToken size={72} number={3} hp={9} move={4} left={2} />)}
              <ModifierHex x={BOX / 2 + 30} y={BOX / 2 - 30} r={12} hp={7} />
            </>
          ),
          name: 'wave 3, 2 units left',
        },
      ]}
    />
  );
}
