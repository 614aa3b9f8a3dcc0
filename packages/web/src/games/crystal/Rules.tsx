import { content } from '@ramparts/games/crystal/content/index.ts';
import { mapLevelWords } from '@ramparts/games/crystal/rules/level.ts';
import { IconCredit, PieceIcon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { DEFENSE_COLOURS, ENEMY_COLOUR, FLYING_COLOUR, defenseIcon, enemyIcon, heroIcon } from './pieces.tsx';
import { CoverageFigure, TokensFigure } from './RulesFigures.tsx';

const keywords = (k: Record<string, number | boolean | undefined>) =>
  Object.entries(k)
    .map(([name, x]) => (x === true ? name : `${name} ${x}`))
    .join(', ');

/** Crystal Defenders in our words: the rulebook, what we decided where it is silent, and the content's numbers. */
export function CrystalRules() {
  const r = content.rules;
  const mapWords = content.maps.map((m) => mapLevelWords(m.id)).filter((w) => w !== '');
  return (
    <div className="rules-text">
      <p>
        A co-operative game for 1–8 people, adapted from the video game Dungeon Defenders. Enemies spawn on the red hexes (!) and walk towards the
        crystal; your heroes build defenses and fight to stop them. One enemy attack on the crystal loses the game; survive {r.wavesToWin} waves to win. Each person
        plays a hero (one may play several): Squire/Countess build blockades and turrets, Apprentice/Adept cast magic towers, Huntress/Ranger lay traps,
        Monk/Initiate raise auras. The two heroes of a pair play the same.
      </p>
      <h2>The board</h2>
      <p>
        The map is made of hexes, named by column letter and row number (F4). Enemies walk the floor; dark hexes are blacked out and thick stone lines
        are walls. The crystal (◆) sits in the middle; heroes enter on the blue player spawns (+); enemies arrive on the red enemy spawns (!), where
        they cannot be hit until they step off.
      </p>
      <TokensFigure />
      <h2>A turn</h2>
      <p>
        A turn has two halves: first the heroes act, everyone at once and in any order; then the board moves by itself (enemies walk, defenses and
        enemies attack, new enemies arrive). The team shares one pool of mana: building spends it, every fallen enemy adds its bounty.
      </p>
      <h2>Hero phase</h2>
      <ol>
        <li>
          <strong>Respawn</strong>: a hero still off the board enters on a free blue player spawn (+) before doing anything else. A hero that fell sits
          out one Hero phase, then enters again.
        </li>
        <li>
          <strong>Actions</strong>, heroes in any order: walk up to Speed hexes (in one or several moves; walls, blacked-out hexes, the crystal, enemies,
          blockades and turrets block; heroes and traps or auras may be crossed), and take {r.actionsPerPhase} actions: <em>build</em> a defense of your kit on an empty
          neighbouring hex (not a spawn, the crystal or a blacked-out hex), paying its mana and choosing which way its spread faces; <em>repair</em> a
          defense on or next to you by Cast health; <em>heal</em> yourself by Cast health; <em>attack</em> an enemy within your Range that you can see.
          Click Done when the hero has finished; the Board phase runs when every hero is done.
        </li>
      </ol>
      <h2>Board phase</h2>
      <ol>
        <li>
          <strong>New wave</strong>: if no enemy is on the board and the wave's spawning is over, the wave counter goes up (the game is won after wave {r.wavesToWin})
          and play goes straight back to a Hero phase.
        </li>
        <li>
          <strong>Cooldowns</strong>: each face-down defense counts down by 1 and flips face up at 0; Lingering defenses keep hurting here.
        </li>
        <li>
          <strong>Enemy movement</strong>, highest Speed first (equal Speed: the one nearer the crystal, then the lower token number). Each enemy chooses
          its target — the closest defense that damaged it, else a hero within {r.heroSight} hexes, else the closest defense{r.towerSight ? ` within ${r.towerSight}` : ''} (never a trap or aura), else the
          crystal — and walks towards it until it is in range. Enemies may pass over each other but only share an enemy spawn. A face-up defense attacks
          the moment an enemy enters its cover; abilities trigger the moment their condition holds.
        </li>
        <li>
          <strong>Defenses attack</strong> the enemy in their cover nearest the crystal, then flip face down for Rate turns.
        </li>
        <li>
          <strong>Enemies attack</strong> their target when it is in range. A hero at 0 health falls; a defense at 0 is destroyed.
        </li>
        <li>
          <strong>Spawning</strong>: during wave N, the first N Board phases end by drawing a spawn card for each enemy spawn (clockwise from the top) and
          placing its enemies there: the green section for 1–2 heroes, orange 3–4, red 5–6, purple 7–8. The wave's cards are shuffled back afterwards.
        </li>
      </ol>
      <h2>Defenses and enemies</h2>
      <CoverageFigure />
      <p>
        A defense covers the hexes within its Range in the directions of its spread (its yellow sides), unless a wall or a blacked-out hex is in the way.
        Keywords: Piercing (the whole line), Continuous (every turn while enemies are in cover), Delay (attacks the turn after), Inert (not targeted until
        it hurt that enemy), Knockback X, Blast X, Chain X, Forceful (through walls), Trap/Aura (loses 1 health per attack, cannot be targeted, walked
        onto, not built within range of another of its type), Lingering X, Stun X, Healing X with Friendly (heals heroes), Weaken, Confused, Calming X.
      </p>
      <p>
        Enemies: Wyverns fly over walls; a Kobold stops 4 hexes from its target, flips, then runs into it and explodes; a Mage 3 hexes from its target
        flips and raises 3 Skeletons; a Ninja within 6 hexes of a hero leaps next to it, and never attacks the crystal; an Ogre not next to its target
        enrages at the end of a Board phase and calms after attacking. Enemies on their spawn cannot be targeted or damaged.
      </p>
      <h2>What we decided where the rulebook is silent</h2>
      <ul>
        <li>Each hero has {r.actionsPerPhase} actions a Hero phase besides walking; heroes act in any order.</li>
        <li>Building costs mana from one team pool; fallen enemies give their bounty. Each defense's bag limits how many are on the board at once.</li>
        <li>Two enemies of equal Speed: the one nearer the crystal moves first, then the lower token number — a fixed rule keeps the game flowing.</li>
        <li>A Ninja with nothing to target walks towards the crystal but never attacks it.</li>
        <li>
          The team starts with {r.startingMana} mana. Difficulty: as the rulebook prints it (the usual) — {r.difficulty.rulebook.text} Easy — {r.difficulty.easy.text} Normal — {r.difficulty.normal.text} Hard — {r.difficulty.hard.text}
        </li>
        {mapWords.length > 0 && <li>Some maps change the game at every designed difficulty (easy, normal and hard). {mapWords.join(' ')}</li>}
        <li>After {r.maxTurns} Hero phases the siege has outlasted the heroes: the game is lost.</li>
      </ul>
      <h2>Heroes and their defenses</h2>
      {content.kits.map((k) => (
        <div key={k.id}>
          <h3>
            {k.heroes.map((h, i) => (
              <span key={h.id}>
                {i > 0 && ' / '}
                <PieceIcon icon={heroIcon(h.id)} fill={SEAT_COLOURS[0]} /> {h.name}
              </span>
            ))}
            : health {k.health}, attack {k.attack}, speed {k.speed}, cast {k.cast}, range {k.range}
          </h3>
          <p>{k.text}</p>
          <ul>
            {k.defenses.map((id) => {
              const d = content.defense(id);
              return (
                <li key={id}>
                  <PieceIcon icon={defenseIcon(id)} fill={DEFENSE_COLOURS[d.kind]} shape="hex" /> <strong>{d.name}</strong> ({d.kind}, {d.cost} mana, bag of {d.tokens}; {d.code} on the text board): health {d.health}, attack {d.attack}, range {d.range}, rate {d.rate}
                  {Object.keys(d.keywords).length ? `; ${keywords(d.keywords)}` : ''}. {d.text}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <h2>Enemies</h2>
      <ul>
        {content.enemies.map((e) => (
          <li key={e.id}>
            <PieceIcon icon={enemyIcon(e.id)} fill={e.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR} shape="square" /> <strong>{e.name}</strong> ({e.code} on the text board): speed {e.speed}, attack {e.attack}, health {e.health}, range {e.range}, bounty {e.bounty}
            {e.flipped ? `; flipped: speed ${e.flipped.speed}, attack ${e.flipped.attack}, range ${e.flipped.range}` : ''}. {e.text}
          </li>
        ))}
      </ul>
      <h2>On the board</h2>
      <p>
        Hexes are named by column letter and row number (F4). Click a hero (when you play several), then a highlighted hex to walk to or build on (then
        pick the defense and its facing — hovering a facing lights what it would cover), a defense to repair, an enemy to attack, or the Heal and Done
        buttons under the map. Hover anything for its numbers; hover a defense to light its cover. The list beside the board names every possible move.
      </p>
      <IconCredit />
    </div>
  );
}
