/**
 * What each player keeps before them (3.B): a Player Mat in their colour (the four Stacks and the mat skills) and,
 * in Versus Sandbox, the Versus Stack add-on. Read from the content when printed.
 */
import { content, type SkillCard } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import type { SheetSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { CARD } from '../../layout.ts';
import { Band } from './boards.tsx';
import { maxPlayers } from './cards.tsx';
import { plural, TITLE } from './common.tsx';
import { effectText, Slot, SLOT_R } from './skills.tsx';

/** The four Stacks (3.B): each one's name, a short line beside its card and the rule inside its card's place. */
const STACKS: { title: string; head: string[]; side: () => string[]; inside: () => string }[] = [
  { title: 'Build / Upgrade', head: ['Build /', 'Upgrade'], side: () => ['Pays to build, to upgrade and for the U of Skill slots'], inside: () => 'Build: the tower card itself plus its Build cost. Upgrade: its Upgrade cost. A Skill slot: 1 credit of any type for each U.' },
  { title: 'Boost', head: ['Boost'], side: () => ['+1 damage a credit, this turn'], inside: () => 'Discard a credit on any ready tower: +1 damage this turn (a Boost tower more for Boost credits). Exactly 2 matching credits on a tower of their type: 1 more.' },
  { title: 'Combine', head: ['Combine'], side: () => ['Pays for Combine attacks'], inside: () => "Pays the Combine cost of a Combine tower's attack." },
  {
    title: 'Kill Bonus / Conversion',
    head: ['Kill Bonus /', 'Conversion'],
    side: () => {
      const k = content.rules.killBonus;
      return [`Mk II: ${k.mk2}`, `(${k.mk2AfterKill} after a unit)`, `Mk III: ${k.mk3}`, `(${k.mk3AfterKill} after a wave)`];
    },
    inside: () => 'Kill Bonus: buy a Mk II or Mk III tower card onto any Stack. Right after you defeat a unit: discard credits here and draw as many Mk I credits (Conversion).',
  },
];

/** A Stack: a card's place on the left with the rule faintly inside, its name and key numbers beside it. */
function StackBox({ x, y, w, h, head, side, inside, colour }: { x: number; y: number; w: number; h: number; head: string[]; side: string[]; inside: string; colour: string }) {
  const room = w - CARD.width - 8;
  const words = wrap(inside, CARD.width - 8, 3);
  const cy = y + (h - CARD.height) / 2;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={3} fill="url(#art-parchment)" stroke={colour} strokeWidth={0.8} />
      <rect x={x + 3} y={cy} width={CARD.width} height={CARD.height} rx={3} fill="#fff" stroke={PALETTE.inkSoft} strokeWidth={0.5} strokeDasharray="2 1.2" />
      <Lines x={x + 3 + CARD.width / 2} y={cy + (CARD.height - (words.length - 1) * 3.75) / 2} size={3} anchor="middle" fill={PALETTE.inkSoft} lines={words} />
      <Lines x={x + CARD.width + 5} y={y + 8} size={3.5} bold gap={1.15} fill={colour} lines={head} />
      <Lines x={x + CARD.width + 5} y={y + 8 + head.length * 4 + 3} size={2.8} gap={1.3} lines={side.flatMap((l) => wrap(l, room, 2.8))} />
    </g>
  );
}

/** A mat skill: its name, effect and slot (always open, for its owner only). */
function MatSkill({ skill, x, y, w, h }: { skill: SkillCard; x: number; y: number; w: number; h: number }) {
  const size = 2.4;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={2.5} fill="#fff" stroke={PALETTE.paperEdge} strokeWidth={0.5} />
      <text x={x + w / 2} y={y + 4.6} textAnchor="middle" fontSize={3.6} fontWeight="bold" fill={PALETTE.ink}>
        {skill.name}
      </text>
      <Lines x={x + w / 2} y={y + 8.6} size={size} anchor="middle" gap={1.15} lines={wrap(effectText(skill), w - 3, size).slice(0, 4)} />
      <Slot x={x + w / 2} y={y + h - SLOT_R - 1.5} cost={skill.slots[0] ?? 0} locks={0} />
    </g>
  );
}

function PlayerMat({ seat }: { seat: number }) {
  const colour = SEAT_COLOURS[seat];
  const boxW = 93;
  const boxH = 93;
  const top = 18;
  const skillsTop = top + 2 * boxH + 4 + 6;
  const mat = content.matSkills;
  const tileW = (190 - (mat.length - 1) * 2.5) / Math.max(1, mat.length);
  return (
    <Svg w={190} h={250}>
      <rect width={190} height={250} rx={4} fill="url(#art-parchment)" />
      <Band w={190} colour={colour} kicker={`${TITLE} · Player Mat · ${plural(content.rules.skillMarkers, 'Skill Marker')} each`} title={`Player ${seat + 1}`} />
      <text x={185} y={12} textAnchor="end" fontSize={3.2} fill="#fff">
        Every credit lies on one Stack; it is spent only from there
      </text>
      {STACKS.map((s, i) => (
        <StackBox key={s.title} x={(i % 2) * (boxW + 4)} y={top + Math.floor(i / 2) * (boxH + 4)} w={boxW} h={boxH} head={s.head} side={s.side()} inside={s.inside()} colour={colour} />
      ))}
      <text x={0} y={skillsTop - 2} fontSize={3.8} fontWeight="bold" fill={colour}>
        Your skills
      </text>
      <text x={190} y={skillsTop - 2} textAnchor="end" fontSize={2.6} fill={PALETTE.inkSoft}>
        Always open, for you alone: one Skill Marker each
      </text>
      {mat.map((k, i) => (
        <MatSkill key={k.id} skill={k} x={i * (tileW + 2.5)} y={skillsTop} w={tileW} h={250 - skillsTop} />
      ))}
    </Svg>
  );
}

export function playerMatSheets(): SheetSpec[] {
  return Array.from({ length: maxPlayers() }, (_, p) => ({ id: `player mat ${p + 1}`, title: `Player Mat, Player ${p + 1}`, art: <PlayerMat seat={p} /> }));
}

/** Four Versus Stack add-ons (Versus Sandbox), one a player, to cut apart. */
function VersusStacks() {
  const n = maxPlayers();
  const cols = 2;
  const w = 93;
  const h = (250 - 4 * (Math.ceil(n / cols) - 1)) / Math.ceil(n / cols);
  return (
    <Svg w={190} h={250}>
      {Array.from({ length: n }, (_, p) => {
        const x = (p % cols) * (w + 4);
        const y = Math.floor(p / cols) * (h + 4);
        const colour = SEAT_COLOURS[p];
        return (
          <g key={p}>
            <rect x={x} y={y} width={w} height={h} rx={3} fill="url(#art-parchment)" stroke={colour} strokeWidth={0.8} />
            <rect x={x} y={y} width={w} height={13} rx={3} fill={colour} />
            <text x={x + 4} y={y + 5} fontSize={2.6} fill="#fff">
              {`Versus Sandbox add-on · Player ${p + 1}`}
            </text>
            <text x={x + 4} y={y + 11} fontSize={4.6} fontWeight="bold" fill="#fff">
              Versus Stack
            </text>
            <rect x={x + (w - CARD.width) / 2} y={y + 15} width={CARD.width} height={CARD.height} rx={3} fill="#fff" stroke={PALETTE.inkSoft} strokeWidth={0.5} strokeDasharray="2 1.2" />
            <Lines x={x + w / 2} y={y + 15 + CARD.height / 2} size={3} anchor="middle" fill={PALETTE.stone} lines={['Versus Energy', 'waits here']} />
            <Lines x={x + 3} y={y + 15 + CARD.height + 5} size={3} lines={wrap('Once each Phase 5, on your pick, you may draw 1 Versus Energy here instead of the revealed credit. Cards lie face up; play one as a Phase 6 action. A Universal credit plays as any chosen card.', w - 6, 3)} />
          </g>
        );
      })}
    </Svg>
  );
}

export function versusStackSheet(): SheetSpec {
  return { id: 'versus stacks', title: 'Versus Stack add-ons (Versus Sandbox), cut in four', art: <VersusStacks /> };
}

