/**
 * The decks besides the towers: Game Conditions (one card each), Versus Energy (every card, one copy per seat) and
 * the Versus L-Hex reference cards (each Tower Modification and Versus Wave Modifier with its cost, one set per seat).
 */
import { content, type ConditionCard } from '@ramparts/games/tracks/content/index.ts';
import { describeCondition, requirementWords } from '@ramparts/games/tracks/rules/conditions.ts';
import { versusContent, type TowerMod, type VersusCard, type WaveMod } from '@ramparts/games/tracks/versus/index.ts';
import { gameList } from '@ramparts/games/list';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import type { CardSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { capital, DeckBack, plural, ROMAN } from './common.tsx';

const CONDITION = '#0f766e';
const ENERGY = '#5b21b6';
const HEX = '#1e40af';

/** The most players a table of Tracks & Waves seats (the game list's): one Versus set for each. */
export const maxPlayers = (): number => gameList.find((g) => g.id === 'tracks')!.players.max;

/** A card face: a coloured frame, a title band, then paragraphs of words. */
function TextCard({ colour, kicker, title, icon, blocks, corner }: { colour: string; kicker: string; title: string; icon: string; blocks: { head?: string; text: string }[]; corner?: string }) {
  let y = 30;
  const size = 3.2;
  const titleSize = title.length > 13 ? 4.2 : 5;
    return (
    <Svg w={63} h={88}>
      <rect width={63} height={88} fill={colour} />
      <rect x={2.5} y={2.5} width={58} height={83} rx={2.5} fill="url(#art-parchment)" />
      <rect x={2.5} y={2.5} width={58} height={21} rx={2.5} fill={colour} />
      <Icon icon={ICONS[icon]} x={11} y={13} size={11} />
      <text x={19} y={9.5} fontSize={3} fill="#fff">
        {kicker}
      </text>
      <Lines x={19} y={16} size={titleSize} lines={wrap(title, 40, titleSize, true).slice(0, 2)} fill="#fff" bold gap={1.05} />
      {blocks.map((b, i) => {
        const lines = wrap(b.text, 51, size);
        const top = y;
        y += (b.head ? 5 : 0) + lines.length * size * 1.3 + 3;
        return (
          <g key={i}>
            {b.head && (
              <text x={6} y={top} fontSize={3} fontWeight="bold" fill={colour}>
                {b.head.toUpperCase()}
              </text>
            )}
            <Lines x={6} y={top + (b.head ? 5 : 0)} size={size} gap={1.3} lines={lines} />
          </g>
        );
      })}
      {corner && (
        <>
          <circle cx={54} cy={78} r={5} fill="url(#art-gold)" stroke={PALETTE.goldDark} strokeWidth={0.4} />
          <text x={54} y={79.8} textAnchor="middle" fontSize={4.6} fontWeight="bold" fill={PALETTE.ink}>
            {corner}
          </text>
        </>
      )}
    </Svg>
  );
}

function conditionEffect(c: ConditionCard): string {
  // describeCondition: "Gale (level 1): waves move 1 more until someone can defeat a unit".
  const words = describeCondition(c.id);
  const effect = words.slice(words.indexOf(': ') + 2, words.lastIndexOf(' until someone can '));
  return `${capital(effect)}.`;
}

export function conditionCards(): CardSpec[] {
  const back = <DeckBack deck="Game Condition" colour={CONDITION} icon="swap-bag" sub="Reveal one per wave, face down" />;
  return content.conditionList.map((c) => ({
    id: `game condition ${c.name} (level ${c.level})`,
    front: (
      <TextCard
        colour={CONDITION}
        kicker={`Game Condition · level ${ROMAN[c.level]}`}
        title={c.name}
        icon="swap-bag"
        corner={String(content.rules.conditionCredits)}
        blocks={[
          { head: 'While in play', text: conditionEffect(c) },
          { head: 'To complete', text: `${capital(requirementWords(c.id))}, then discard it as an action.` },
          { head: 'Completed', text: `Put it on a Stack: worth ${content.rules.conditionCredits} Universal credits.` },
        ]}
      />
    ),
    back,
  }));
}

function energyFront(v: VersusCard) {
  return (
    <TextCard
      colour={ENERGY}
      kicker={v.locked ? 'Versus Energy · locked' : 'Versus Energy'}
      title={v.name}
      icon="power-lightning"
      blocks={[
        { head: 'Play in Phase 6', text: v.text },
        ...(v.locked ? [{ head: 'Locked', text: 'Use it only once your group has opened its Versus Lock (record sheet).' }] : []),
        { text: 'Then put it on the Versus Discard.' },
      ]}
    />
  );
}

export function energyCards(): CardSpec[] {
  const back = <DeckBack deck="Versus Energy" colour={ENERGY} icon="power-lightning" sub={`Each player chooses ${versusContent.perPlayer}`} />;
  return versusContent.cards.flatMap((v) =>
    Array.from({ length: maxPlayers() }, (_, k) => ({ id: `versus energy ${v.name} #${k + 1}`, front: energyFront(v), back })),
  );
}

function modFront(m: TowerMod | WaveMod, tower: boolean) {
  const locked = 'locked' in m && m.locked;
  return (
    <TextCard
      colour={HEX}
      kicker={tower ? 'Tower Modification' : 'Versus Wave Modifier'}
      title={m.name}
      icon={tower ? 'high-shot' : 'orc-head'}
      corner={String(m.cost)}
      blocks={[
        { head: tower ? 'On one of your towers' : 'On a wave on the field', text: m.text },
        { head: 'Cost', text: `${plural(m.cost, 'credit')} from your Build / Upgrade Stack (a Phase 6 action).` },
        { text: `Flip a Player Marker L-Hex to this side: ${versusContent.lHexes} a session at most${tower ? ', one per tower (not Combine)' : ', one per wave'}.${locked ? ' Locked until your group opens it.' : ''}` },
      ]}
    />
  );
}

export function modCards(): CardSpec[] {
  const back = <DeckBack deck="Versus L-Hexes" colour={HEX} icon="interleaved-arrows" sub="Versus Sandbox" />;
  const all = [...versusContent.towerMods.map((m) => ({ m, tower: true })), ...versusContent.waveMods.map((m) => ({ m, tower: false }))];
  return Array.from({ length: maxPlayers() }, (_, k) =>
    all.map(({ m, tower }) => ({ id: `${tower ? 'tower modification' : 'versus wave modifier'} ${m.name} #${k + 1}`, front: modFront(m, tower), back })),
  ).flat();
}
