import type { ReactNode } from 'react';
import { ArtDefs, MATERIAL, PALETTE, TYPE } from '../common/art.tsx';
import { Castle } from './Castle.tsx';
import { Coin } from './Coin.tsx';
import { SQ, STACK_STEP } from './layout.ts';

type Soldier = [value: number, wounded?: boolean];

/** A few squares of the road as the board draws them, with their stacks (bottom first) and, at the end, the castle. */
function RoadDiagram({ label, squares, first = 1, castle, marks = {} }: { label: string; squares: Soldier[][]; first?: number; castle?: { hp: number; garrison: number[] }; marks?: Record<number, string> }) {
  const width = 30 + squares.length * SQ + (castle ? 160 : 10);
  // The castle's flag stands high above the road: a taller picture when it is drawn.
  const y = castle ? 140 : 110;
  const height = y + 50;
  const road = `M10 ${y} H${30 + squares.length * SQ + (castle ? 80 : 0)}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="rules-diagram" role="img" aria-label={label} style={{ maxWidth: width, width: '100%' }}>
      <ArtDefs />
      <rect width={width} height={height} fill={MATERIAL.grass} rx={8} />
      <path d={road} stroke={PALETTE.roadEdge} strokeWidth="54" strokeLinecap="round" />
      <path d={road} stroke={PALETTE.road} strokeWidth="44" strokeLinecap="round" />
      {squares.map((stack, i) => {
        const x = 30 + i * SQ + SQ / 2;
        return (
          <g key={i}>
            <rect x={x - 21} y={y - 21} width={42} height={42} rx={5} fill={MATERIAL.stone} stroke={PALETTE.stoneDark} strokeWidth="1.5" />
            <text x={x + 23} y={y + 36} textAnchor="middle" fontSize={TYPE.small} fontWeight="bold" fill={PALETTE.ink}>
              {first + i}
            </text>
            {stack.map(([v, wounded], l) => (
              <g key={l} transform={`translate(${x} ${y - l * STACK_STEP})`}>
                <Coin value={v} heads={wounded} />
              </g>
            ))}
            {marks[first + i] && (
              <text x={x} y={20} textAnchor="middle" fontSize={TYPE.body} fontWeight="bold" fill={PALETTE.ink} stroke="#fff" strokeWidth="3" paintOrder="stroke">
                {marks[first + i]}
              </text>
            )}
          </g>
        );
      })}
      {castle && <Castle map={-1} x={30 + squares.length * SQ + 4} y={y} hp={castle.hp} out={false} name="The castle" garrison={castle.garrison} flag={PALETTE.danger} />}
    </svg>
  );
}

/** A row of tossed coins: tails (value) or heads (crown). */
function TossDiagram({ label, coins }: { label: string; coins: Soldier[] }) {
  const width = 20 + coins.length * 46;
  return (
    <svg viewBox={`0 0 ${width} 56`} className="rules-diagram" role="img" aria-label={label} style={{ maxWidth: width, width: '100%' }}>
      <ArtDefs />
      <rect width={width} height={56} fill={MATERIAL.parchment} rx={8} />
      {coins.map(([v, heads], i) => (
        <g key={i} transform={`translate(${32 + i * 46} 28)`}>
          <Coin value={v} heads={heads} />
        </g>
      ))}
    </svg>
  );
}

const Figure = ({ children, caption }: { children: ReactNode; caption: string }) => (
  <figure className="rules-figure">
    {children}
    <figcaption>{caption}</figcaption>
  </figure>
);

/** Coin Siege in our words, with small diagrams drawn by the board's own pieces. */
export function CoinsRules() {
  return (
    <div className="rules-text">
      <p>
        An army of coins marches on a castle. One player, the <strong>Attacker</strong>, sends soldiers (1, 2 and 5 cent coins) down a road of 12
        squares; the other, the <strong>Defender</strong>, tosses the garrison's coins to shoot them. A soldier that walks past the last square strikes the
        castle and takes its value off the castle's hit points (HP).
      </p>
      <h2>Setting up</h2>
      <Figure caption="The start: a 5c, a 2c and a 1c soldier on squares 1 to 3; the castle has 8 HP and three towers, each holding a 1c garrison coin.">
        <RoadDiagram label="The road at the start: 5c on square 1, 2c on square 2, 1c on square 3, and the castle with 8 HP" squares={[[[5]], [[2]], [[1]], [], []]} castle={{ hp: 8, garrison: [1, 1, 1] }} />
      </Figure>
      <ul>
        <li>The Attacker holds three <strong>reinforcement</strong> coins (1c, 2c, 5c). Six more wait on the <strong>lap counter</strong>: one joins after each of the Attacker's first six turns.</li>
        <li>The Defender's <strong>garrison</strong> is three 1c coins, one in each tower.</li>
        <li>Every other coin is the <strong>supply</strong>: new soldiers, garrison upgrades and castle repairs come from it, and a value that runs out gives nothing.</li>
      </ul>
      <h2>The Attacker's turn</h2>
      <p>The Attacker goes first. Your reinforcements are tossed three times a turn. After each toss, the coins lying tails up show their value and can be paired.</p>
      <Figure caption="A toss: 1c tails, 2c heads (crown: counts for nothing), 5c tails. The 1 and the 5 make one pairing.">
        <TossDiagram label="A toss of three coins: 1c tails up, 2c heads up, 5c tails up" coins={[[1], [2, true], [5]]} />
      </Figure>
      <ul>
        <li>
          A pairing is two tails-up coins: one says <em>which</em> soldier (its value), the other <em>how far</em> (or which square). With 1 and 5 you may
          move a 1c soldier 5 squares, move a 5c soldier 1 square, put a new 1c soldier on square 5, or put a new 5c soldier on square 1.
        </li>
        <li>New soldiers come from the supply, only until turn 7. Each soldier moves once a turn (a new one counts as moved).</li>
        <li>A soldier may enter or pass a square that already holds soldiers only if it is worth strictly less than one of them: a 1c or 2c may climb onto a 5c, a 1c onto a 2c.</li>
        <li>A soldier carries every soldier stacked on top of it.</li>
        <li>When no pairing is left (or none is worth making), end the toss; after the third toss every soldier marches one square forward, nearest the castle first.</li>
      </ul>
      <Figure caption="A stack on square 5: a 2c stands on a 5c. Moving the 5c carries the 2c; a shot hits the 2c first.">
        <RoadDiagram label="A stack on square 5: a 2c on top of a 5c" first={4} squares={[[], [[5], [2]], []]} />
      </Figure>
      <h2>The Defender's turn</h2>
      <ul>
        <li>Toss the garrison: the tails-up values add up to your damage. Then toss again to add more, or stop. You may toss at most three times a turn.</li>
        <li>
          Every coin heads up is a <strong>critical failure</strong>: the turn's damage is lost. Every coin tails up is a <strong>critical success</strong>:
          the toss counts, the castle gains 1 HP, and the tossing ends.
        </li>
        <li>Spend the damage on soldiers. A wound costs the soldier's value: wounded, it turns heads up; a second wound kills it. Only the top soldier of a stack can be hit.</li>
        <li>Each kill upgrades one garrison coin: all 1c become 2c first, then 2c become 5c. A stronger garrison hits harder.</li>
      </ul>
      <Figure caption="After 3 damage: the 2c on square 6 is wounded (heads up), the 1c on square 7 too. Each will die at the next wound.">
        <RoadDiagram label="Soldiers on squares 6 and 7, wounded and turned heads up" first={6} squares={[[[2, true]], [[1, true]], []]} />
      </Figure>
      <h2>Winning</h2>
      <p>The Attacker wins the moment the castle reaches 0 HP. From turn 8, the Defender wins as soon as no soldier is left on the road and the castle stands.</p>
      <h3>Is the duel fair?</h3>
      <p>
        Not quite: the printed rules favour the Attacker. Between equally good players the Attacker wins about 6 or 7 duels in 10 (62.5% to 74% in our bot
        tests). For a more even duel, set <strong>Defender’s tosses per turn</strong> to <strong>No limit, until a critical or a stop</strong> when you set up
        the game: the Defender may then toss on. Between our middling bots that brings the Attacker down to 52 to 55%; our strongest bot still wins about 7
        duels in 10 as the Attacker either way.
      </p>
      <h2>Solo</h2>
      <ul>
        <li>
          <strong>You defend</strong> against the rules: the rules' Attacker tosses 3, 4 or 5 times a turn (easy, normal, heroic), always places new soldiers when it
          can and otherwise moves its biggest soldiers first; at the end of its turn the soldiers march 1, 2 or 3 squares.
        </li>
        <li>
          <strong>You attack</strong> against the rules: the rules' Defender tosses 2, 3 or 4 times, ignoring criticals. Then you choose for it: inflict the
          damage now (on the soldiers nearest the castle first), or have it toss on until a critical.
        </li>
      </ul>
      <h2>Crusade (2 to 4 players)</h2>
      <ul>
        <li>Every player has a road, a castle of 8 HP, a garrison and reinforcements. The roads form a ring: your soldiers leave your castle and walk onto the next player's road.</li>
        <li>Each turn choose to attack (toss your reinforcements, move your soldiers anywhere, place new ones on your own road) or to defend (shoot the other players' soldiers on your road).</li>
        <li>Either way your soldiers march at the end of your turn and you take your next lap coin. From your turn 8, your castle loses 1 HP at the end of each of your turns.</li>
        <li>A castle at 0 HP puts its player out; the last castle standing wins.</li>
      </ul>
      <h2>On the board</h2>
      <p>
        Orange rings and borders mark what you can click now. To move, click a soldier and then a +N marker where it would land; to place, click a coin in the supply
        and then a square; the buttons under the toss end a toss, toss again or stop. Hover, focus or long-press anything to read what it is. In Crusade a soldier's
        coloured rim tells whose it is.
      </p>
    </div>
  );
}
