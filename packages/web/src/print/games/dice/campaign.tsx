import { campaign } from '@ramparts/games/dice/campaign/index.ts';
import { content } from '@ramparts/games/dice/content/index.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { heroIcon } from '../../../games/dice/pieces.tsx';
import type { SheetSpec } from '../../types.ts';
import { heroColour } from './cards.tsx';
import { MM, Svg, textWidth } from '../../art.tsx';
import { Emblem, lines, Portrait } from './common.tsx';

// The campaign record sheet (190 × 250 mm): the chapters to tick off, each hero's scars, kills and perks, the towers
// left standing on a map the campaign comes back to, and what carries from one chapter to the next, in words.

const W = 190;
const INK = PALETTE.ink;
const SOFT = PALETTE.inkSoft;
const LINE = PALETTE.paperEdge;

/** A row of tick boxes of side `s` from (x, y). */
function Boxes({ x, y, n, s = 3.6, gap = 1.2 }: { x: number; y: number; n: number; s?: number; gap?: number }) {
  return (
    <g>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} x={x + i * (s + gap)} y={y} width={s} height={s} rx={0.5} fill="#fff" stroke={SOFT} strokeWidth={0.3} />
      ))}
    </g>
  );
}

const Heading = ({ y, text }: { y: number; text: string }) => (
  <g>
    <text x={0} y={y} fontSize={MM.name} fontWeight="bold" fill={INK}>
      {text}
    </text>
    <rect x={0} y={y + 1.4} width={W} height={0.35} fill={INK} />
  </g>
);

/** A hero's scars at most: the campaign's cap, and a hero always keeps 2 max health (the campaign's rule). */
const scarsFor = (health: number) => Math.max(0, Math.min(campaign.carry.maxScars, health - 2));

export function campaignSheet(): SheetSpec {
  const c = campaign.carry;
  let y = 8;
  const parts: ReactElement[] = [];
  const intro = lines(campaign.intro, 22, 15, W - 22, MM.small, { italic: true, fill: SOFT });
  parts.push(
    <g key="title">
      <Emblem x={8} y={8} size={15} />
      <text x={22} y={y} fontSize={6} fontWeight="bold" fill={INK}>
        {campaign.name}
      </text>
      {intro.node}
    </g>,
  );
  y = Math.max(intro.bottom, 18) + 5;
  parts.push(
    <text key="group" x={0} y={y} fontSize={MM.stat} fill={INK}>
      Group: ____________________________ Players: ______________________________________
    </text>,
  );

  // The chapters.
  y += 9;
  parts.push(<Heading key="ch" y={y} text="Chapters" />);
  y += 6;
  const cols = [0, 5, 47, 79, 94, 116, 140, 149, 171];
  const heads = ['#', 'Chapter', 'Scenario (map)', 'Level', 'A win unlocks', 'Losses', 'Won', 'Gate dice', 'Gold banked'];
  parts.push(
    <g key="chh">
      {heads.map((h, i) => (
        <text key={h} x={cols[i]} y={y} fontSize={MM.least} fontWeight="bold" fill={SOFT}>
          {h}
        </text>
      ))}
    </g>,
  );
  for (const ch of campaign.chapters) {
    y += 7.5;
    const sc = content.scenario(ch.scenario);
    const unlocks = ch.unlocks.map((h) => content.hero(h).short).join(', ') || '—';
    parts.push(
      <g key={`ch${ch.id}`}>
        <rect x={0} y={y + 2.2} width={W} height={0.25} fill={LINE} />
        <text x={cols[0]} y={y} fontSize={MM.small} fontWeight="bold" fill={INK}>
          {ch.id}
        </text>
        <text x={cols[1]} y={y} fontSize={MM.small} fill={INK}>
          {ch.title}
        </text>
        <text x={cols[2]} y={y} fontSize={MM.least} fill={INK}>
          {`${sc.id}: ${content.map(sc.map).name}`}
        </text>
        <text x={cols[3]} y={y} fontSize={MM.least} fill={INK}>
          {ch.difficulty}
        </text>
        <text x={cols[4]} y={y} fontSize={MM.least} fill={INK}>
          {unlocks}
        </text>
        <Boxes x={cols[5]} y={y - 3} n={5} s={3.2} gap={0.9} />
        <Boxes x={cols[6]} y={y - 3} n={1} s={3.2} />
        <rect x={cols[7]} y={y + 0.4} width={18} height={0.3} fill={SOFT} />
        <rect x={cols[8]} y={y + 0.4} width={15} height={0.3} fill={SOFT} />
      </g>,
    );
  }

  // The heroes.
  y += 11;
  parts.push(<Heading key="he" y={y} text="Heroes" />);
  y += 1;
  const starting = new Set(campaign.startingHeroes);
  for (const h of content.heroes) {
    y += 10;
    const scars = scarsFor(h.health);
    parts.push(
      <g key={`h${h.id}`}>
        <rect x={0} y={y + 4} width={W} height={0.25} fill={LINE} />
        <Portrait x={4} y={y - 1} r={3.8} icon={heroIcon(h.id)} fill={heroColour(h.id)} />
        <text x={10} y={y - 2} fontSize={MM.small} fontWeight="bold" fill={INK}>
          {h.name}
        </text>
        <text x={10} y={y + 2} fontSize={MM.least} fill={SOFT}>
          {starting.has(h.id) ? `starts with the group · health ${h.health}` : `health ${h.health} · joined`}
        </text>
        {!starting.has(h.id) && <Boxes x={10.5 + textWidth(`health ${h.health} · joined `, MM.least)} y={y - 0.6} n={1} s={3} />}
        <text x={70} y={y - 2} fontSize={MM.least} fill={SOFT}>
          {scars ? `Scars (−1 health each, at most ${scars})` : 'Scars: none can be carried'}
        </text>
        <Boxes x={70} y={y - 0.6} n={scars} />
        <text x={112} y={y - 2} fontSize={MM.least} fill={SOFT}>
          {`Enemies slain by own attacks (${c.veteranKills}: Veteran)`}
        </text>
        <Boxes x={112} y={y - 0.6} n={c.veteranKills} s={3.2} gap={0.9} />
        {campaign.perks.map((p, i) => (
          <g key={p.id}>
            <Boxes x={151 + i * 20} y={y + 0.1} n={1} s={3} />
            <text x={155 + i * 20} y={y + 2.6} fontSize={MM.least} fill={INK}>
              {p.name}
            </text>
          </g>
        ))}
      </g>,
    );
  }

  // Towers left standing on a map the campaign comes back to.
  const again = content.maps.filter((m) => campaign.chapters.filter((ch) => content.scenario(ch.scenario).map === m.id).length > 1);
  for (const m of again) {
    y += 12;
    parts.push(<Heading key={`tw${m.id}`} y={y} text={`Towers left standing on ${m.name}`} />);
    y += 7;
    const per = Math.ceil(m.sites.length / 2);
    m.sites.forEach((t, i) => {
      const x = i < per ? 0 : W / 2;
      const yy = y + (i % per) * 5.5;
      parts.push(
        <text key={`${m.id}${t.id}`} x={x} y={yy} fontSize={MM.small} fill={INK}>
          {`${t.id}  tower ____________________  level ___`}
        </text>,
      );
    });
    y += (per - 1) * 5.5;
  }

  // What carries forward.
  y += 11;
  parts.push(<Heading key="rules" y={y} text="Between chapters" />);
  y += 6;
  const rules = [
    `The gate: the next chapter starts with the gate dice the last won chapter left; the masons mend each die by ${c.mend} (not above ${c.mendUpTo}). A lost die is lost for good.`,
    `Gold: bank at most ${c.bankCap} gold, added to the next scenario's starting gold.`,
    `Scars: each time a hero is severely wounded (won or lost), it loses 1 max health for the rest of the campaign.`,
    ...campaign.perks.map((p) => `${p.name}: ${p.text}`),
    `Towers left standing stay on their map for the next chapter there, ${c.weather} levels lower (a tower brought to 0 crumbles).`,
    'A loss: replay the chapter with the carry-over of before (its wounds still scar), one difficulty easier for each loss; a win resets it.',
  ];
  for (const r of rules) {
    const l = lines(`• ${r}`, 0, y, W, MM.least);
    parts.push(<g key={r}>{l.node}</g>);
    y = l.bottom + 2.2;
  }

  // The rest of the sheet: lines for the group's notes.
  y += 6;
  if (y < 238) {
    parts.push(
      <g key="notes">
        <text x={0} y={y} fontSize={MM.small} fontWeight="bold" fill={INK}>
          Notes
        </text>
        {Array.from({ length: Math.floor((246 - y) / 7) }, (_, i) => (
          <rect key={i} x={0} y={y + 7 + i * 7} width={W} height={0.25} fill={LINE} />
        ))}
      </g>,
    );
  }
  return {
    id: 'campaign record',
    title: `${campaign.name}: campaign record`,
    art: (
      <Svg w={190} h={250}>
        <rect x={0} y={0} width={190} height={250} fill="#fff" />
        {parts}
      </Svg>
    ),
  };
}
