import { content } from '@ramparts/games/tracks/content/index.ts';
import { versusContent } from '@ramparts/games/tracks/versus/index.ts';
import { useMemo, type ReactNode } from 'react';
import { IconCredit } from '../common/Icon.tsx';
import { BoardDiagram } from './tutorial/Diagram.tsx';
import { CreditsKey, MarkersKey, TowerTypesKey } from './tutorial/PiecesKey.tsx';
import { rulesViews } from './tutorial/diagrams.ts';
import { TUTORIAL_CELL } from './tutorial/script.ts';

const SECTIONS = [
  ['goal', 'The goal'],
  ['setup', 'Setting up'],
  ['round', 'A round'],
  ['credits', 'Credits and Stacks'],
  ['marks', 'Towers and their Marks'],
  ['build', 'Building'],
  ['upgrade', 'Upgrading and selling'],
  ['boost', 'Boosting'],
  ['attack', 'Attacking'],
  ['combine', 'Combine attacks'],
  ['bonus', 'Kill Bonus and conversion'],
  ['waves', 'Waves and units'],
  ['modifiers', 'Wave Modifiers and Game Conditions'],
  ['depletion', 'Depletion'],
  ['lhex', 'L-Hex markers'],
  ['skills', 'Skills'],
  ['end', 'Lives, lost track, winning'],
  ['exp', 'Experience and unlocks'],
  ['modes', 'Campaign, Sandbox and Versus'],
  ['screen', 'Reading the screen'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((s) => s[0] === id)![1];
  return (
    <section aria-labelledby={`tracks-${id}`}>
      <h2 id={`tracks-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** Spaces of a square around a cell of the 12-column Meadow, for a diagram's crop: rows `top`..`bottom`, columns `left`..`right`. */
function cells(top: number, left: number, bottom: number, right: number): string[] {
  return [`cell:${top * 12 + left}`, `cell:${bottom * 12 + right}`];
}

/** Tracks & Waves in our words: the whole game, with diagrams drawn by the real board from real views. */
export function TracksRules() {
  const v = useMemo(rulesViews, []);
  const col = TUTORIAL_CELL % 12;
  return (
    <div className="rules-text tracks-rules">
      <p>
        A cooperative tower defense for 1–4 players. Waves of enemies walk two numbered tracks, A and B, from space 1 to space 25. Together you build towers
        beside the tracks, and every enemy unit must be defeated <strong>in one shot</strong> before it walks off the end.
      </p>
      <nav className="toc" aria-label="Contents">
        <strong>Contents</strong>
        <ol>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a
                href="#/rules/tracks"
                onClick={(e) => {
                  // The hash holds the route, so the link scrolls instead of navigating.
                  e.preventDefault();
                  document.getElementById(`tracks-${id}`)?.scrollIntoView();
                }}
              >
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="goal">
        <p>
          Defeat every wave before its units reach the end of their track, and before the waves destroy too much track. You share everything that decides
          the game: the lives, the lost track, the waves. Each player has their own credits and towers.
        </p>
      </Section>

      <Section id="setup">
        <ul>
          <li>
            <strong>The field.</strong> A Playing Field of free spaces, obstacles and the 50 track tiles (A1–A25, B1–B25). The Level presets use fields of
            10 × 12 spaces: Meadow (Level 1), River (Level 2) and Fortress (Level 3); in a Sandbox you may lay out your own.
          </li>
          <li>
            <strong>The waves.</strong> Each track tile has a wave on its back; the tiles not laid as track form the pool of waves, all face up. Wave 1 is
            a rank 1 wave on Track A, wave 2 a pair of rank 2 waves on Track B, and so on.
          </li>
          <li>
            <strong>The difficulty</strong> says how many waves come and how hard each one’s Wave Modifier is: “1/1/1/1/2/2” is six waves, the last two
            with level 2 modifiers. One Game Condition per wave waits face down.
          </li>
          <li>
            <strong>Lives and track.</strong> Level 1 gives 10 lives and allows 5 lost track tiles, Level 2 8 and 4, Level 3 6 and 3.
          </li>
          <li>
            <strong>Starting credits.</strong> 8 Mk I credits are revealed; starting with the Starting Player and going clockwise, each player takes one at a
            time onto one of their Stacks.
          </li>
        </ul>
      </Section>

      <Section id="round">
        <ol>
          <li>
            <strong>Turn Tracker.</strong> It moves on; a new wave is called on turns 1, 4, 7, 10 … (even-numbered waves come as a pair).
          </li>
          <li>
            <strong>New waves</strong> are set on space 0 of their track and get a Wave Modifier.
          </li>
          <li>
            <strong>All waves move</strong> their Movement (3–5 spaces plus modifiers), the lowest wave number first. A wave never ends on another wave: it
            goes on to the next empty space.
          </li>
          <li>
            <strong>Energize.</strong> Each tower loses one Depletion marker; a Charge tower that loses one gains charge.
          </li>
          <li>
            <strong>Income.</strong> 4 Mk I credits are revealed and taken one at a time, as at the start.
          </li>
          <li>
            <strong>Actions.</strong> Everyone acts, one action at a time, in any order: build, upgrade, sell, boost, attack, combine, take a Kill Bonus,
            place a Skill Marker, complete a Game Condition. When everyone has said “done”, the next turn begins. Anyone acting again reopens it for all.
          </li>
        </ol>
        <BoardDiagram
          view={v.field}
          show={cells(1, 0, 3, 11)}
          caption="Turn 1 of the guided game: wave 1 entered Track A and walked to A3. It will walk on A4, A5 … up to A25, round the hairpin."
        />
      </Section>

      <Section id="credits">
        <p>
          Credits are the flip side of the tower cards. Their letter is their type: <strong>S</strong> Standard, <strong>B</strong> Boost, <strong>C</strong>{' '}
          Charge, <strong>X</strong> Combine; a completed Game Condition gives <strong>U2</strong>, 2 Universal credits that pay for anything. A Mk II card
          counts as 2 credits of its type, a Mk III card as 3.
        </p>
        <CreditsKey />
        <p>Every credit you take goes onto one of your four Stacks, and each Stack pays for its own actions:</p>
        <table>
          <thead>
            <tr>
              <th>Stack</th>
              <th>pays for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Build/Upgrade</td>
              <td>building a tower (the tower card itself comes from this Stack), upgrades, Skill slots</td>
            </tr>
            <tr>
              <td>Boost</td>
              <td>extra damage for an attack</td>
            </tr>
            <tr>
              <td>Combine</td>
              <td>the cost of a Combine attack</td>
            </tr>
            <tr>
              <td>Kill Bonus</td>
              <td>Mk II and Mk III towers, and conversions after a kill</td>
            </tr>
          </tbody>
        </table>
        <p>Payment is automatic: the fewest cards that pay, the least overpaid. Overpaid credit is lost.</p>
        <BoardDiagram
          view={v.stacks}
          show={['stack:build', 'stack:boost']}
          caption="Two of your four Stacks after the first draft and income: three S1 on Build/Upgrade (a tower card and its 2 credits), three B1 on Boost."
        />
      </Section>

      <Section id="marks">
        <p>
          There are four types of tower, each in three Marks. The Mk I deck (10 of each type) is shuffled and feeds the credits; Mk II (4 of each) and
          Mk III (2 of each) towers are only won through the Kill Bonus. Every tower has four levels.
        </p>
        <ul>
          <li>
            <strong>Standard</strong>: plain, hard-hitting (Mk I level 1: Range 2, 4 damage; Mk III level 4: Range 5, 21 damage).
          </li>
          <li>
            <strong>Boost</strong>: low damage, but Boost credits spent on it are multiplied (×2 to ×5).
          </li>
          <li>
            <strong>Charge</strong>: each time it is energized it stores charge (up to a maximum); its next attack adds and spends it.
          </li>
          <li>
            <strong>Combine</strong>: never attacks and cannot be boosted; it joins two other towers in its Radius into one stronger attack.
          </li>
        </ul>
        <TowerTypesKey />
        <p>
          <strong>Range</strong> (or a Combine tower’s Radius) counts spaces in any direction, diagonals included: Range 2 reaches the 5 × 5 square around
          the tower.
        </p>
      </Section>

      <Section id="build">
        <p>
          Pick a tower card in your Build/Upgrade stack and a free space (no track, tower or obstacle). You pay the card plus its cost from the same Stack:
        </p>
        <table>
          <thead>
            <tr>
              <th />
              <th>build</th>
              <th>upgrade</th>
              <th>sell for</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Mk I</td>
              <td>2</td>
              <td>1</td>
              <td>1</td>
            </tr>
            <tr>
              <td>Mk II</td>
              <td>3</td>
              <td>2</td>
              <td>2</td>
            </tr>
            <tr>
              <td>Mk III</td>
              <td>4</td>
              <td>3</td>
              <td>3</td>
            </tr>
          </tbody>
        </table>
        <p>The new tower is yours at level 1 and gets a Depletion marker: it can do nothing until the next turn energizes it.</p>
        <BoardDiagram
          view={v.built}
          show={cells(1, Math.max(0, col - 3), 3, col + 3)}
          caption="A new Mk I Standard tower below the track, at level 1 and with one Depletion marker. Its Range 2 covers A4–A8 and A18–A22."
        />
      </Section>

      <Section id="upgrade">
        <p>
          <strong>Upgrade</strong> one of your own towers without Depletion: pay its upgrade cost from your Build/Upgrade stack; it rises one level (at most
          4), with more damage and often more Range, and gets a Depletion marker.
        </p>
        <p>
          <strong>Sell</strong> one of your towers without Depletion: it leaves the field and you draw its sell value in Mk I credits, which you place on your
          Stacks. An upgraded tower sells for no more than a new one.
        </p>
      </Section>

      <Section id="boost">
        <p>
          Spend one credit of your Boost stack on any player’s ready tower (not a Combine tower). Several players may boost the same tower. The boost lasts
          until that tower attacks or the turn ends.
        </p>
        <ul>
          <li>Each credit adds 1 damage; a Boost credit on a Boost tower adds its multiplier instead (×2 on a Mk I level 1 Boost tower).</li>
          <li>
            Exactly 2 credits on one tower add 2, or 3 when both are of the tower’s own type (“exactly two matching”). A Mk II card alone is two credits.
          </li>
          <li>With 3 or more credits there is no matching bonus at all.</li>
        </ul>
        <BoardDiagram
          view={v.boosted}
          show={cells(1, Math.max(0, col - 3), 3, col + 3)}
          caption="The next turn: the wave walked to A6, inside the tower’s Range, and the tower is ready (its Depletion is gone). One B1 boosts it from 4 to 5 damage."
        />
      </Section>

      <Section id="attack">
        <p>
          Choose one of your towers without Depletion and a wave within its Range. Only the wave’s <strong>visible unit</strong> can be hit. If the damage
          equals or beats that unit’s HP, the unit is defeated and the next unit becomes visible; after the last unit the whole wave is gone. A weaker hit
          does nothing: damage never stays on a unit and never carries over to the next one. Either way the tower gets a Depletion marker.
        </p>
        <p>
          You may instead attack the wave’s <strong>Wave Modifier</strong>: it has 2 + its level + the wave’s number HP, and defeating it takes its
          effects away.
        </p>
      </Section>

      <Section id="combine">
        <p>
          Choose a Combine tower and two other ready towers (anyone’s) within its Radius, and pay its cost from your Combine stack. The attack is made from
          the Combine tower with the longer Range of the two, for the sum of their damage plus the Combine tower’s bonus. Each of the two may be boosted
          first. All three towers get a Depletion marker; only the Combine tower counts as having attacked.
        </p>
      </Section>

      <Section id="bonus">
        <ul>
          <li>
            <strong>Mk II tower</strong>: 3 credits from your Kill Bonus stack, or 2 right after you defeated a unit.
          </li>
          <li>
            <strong>Mk III tower</strong>: 5 credits, or 4 right after you defeated a whole wave.
          </li>
          <li>
            <strong>Conversion</strong>: right after a kill, discard credits of your Kill Bonus stack and draw as many Mk I credits.
          </li>
        </ul>
        <p>The new card goes onto any of your Stacks. “Right after” ends as soon as anyone does any other action.</p>
      </Section>

      <Section id="waves">
        <p>
          Wave <em>k</em> has rank <em>k</em>. Odd waves walk Track A; even waves come as a pair on Track B. A wave has 1–4 units, each with its HP and
          Movement; slow units are tougher, fast ones frailer. A wave moves at the Movement of its visible unit. Units may have abilities (only the visible
          unit’s act):
        </p>
        <table>
          <tbody>
            {[...content.abilities.values()].map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.name}</th>
                <td>{a.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>A wave that walks off the end of its track costs one life per unit it still has.</p>
      </Section>

      <Section id="modifiers">
        <p>
          Every wave arrives with a <strong>Wave Modifier</strong> of the level the difficulty names: more HP, more Movement, a Resistance or an ability for
          all its units. Some modifiers reveal a <strong>Game Condition</strong>.
        </p>
        <p>
          One Game Condition is in play at a time. It changes the game while it lasts (waves move more, units have more HP, building costs more, Range −1,
          less income …) and names a requirement (defeat a unit, a modifier or a whole wave, make a Combine attack, build a Mk II …). Whoever meets the
          requirement may complete it, before their next action: its card, worth 2 Universal credits, goes onto one of their Stacks and the next Game
          Condition waiting comes into play.
        </p>
      </Section>

      <Section id="depletion">
        <p>
          A tower gets a Depletion marker when it is built, upgraded, attacks or joins a Combine attack (some abilities add more). A tower with any Depletion
          cannot upgrade, attack, be boosted or be sold. Each turn’s energize step removes one marker, so a tower with two waits two turns.
        </p>
      </Section>

      <Section id="lhex">
        <p>
          On the table, L-shaped hexes cover part of a piece to show only what is current. On a tower, your coloured L-Hex shows it is yours and, turned
          clockwise at each upgrade, its level 1–4. On a wave, the Wave Modifier’s L-Hex uncovers the one unit that may be attacked, and turns on when it is
          defeated. The Turn Tracker’s L-Hex shows when the next wave comes. On the screen, a tower’s level is its gold pips, and a wave shows its visible
          unit’s numbers.
        </p>
        <MarkersKey />
      </Section>

      <Section id="skills">
        <p>
          Each player has 4 Skill Markers. Placing one is an action and is permanent: its bonus lasts all game (or, for one-time skills, happens at once).
          Five skills on your own mat are always free and only for you ({content.matSkills.map((s) => s.name).join(', ')}); the Skill Boards of the session
          (one more than the players) are shared, and their slots may cost Universal Energy (1 credit of any type from your Build/Upgrade stack each) or stay
          locked until a campaign unlocks them.
        </p>
      </Section>

      <Section id="end">
        <p>
          <strong>Victory</strong> when every wave has been called and none is left on the field (campaign pages may add a Special Objective).{' '}
          <strong>Failure</strong> at once when the last life is lost, when more track is lost than the level allows, or when a Special Objective can no
          longer be met. Track is lost to Sapper, Brute and Menace units.
        </p>
      </Section>

      <Section id="exp">
        <p>
          Winning earns experience (EXP) by bands of lives left — (1–3), (4–5), (6+) — and for Special Objectives. Each mark is earned once ever; replaying
          can only earn the ones still missing, and a harder tier also earns the easier tiers’ marks for the same result. Failing earns nothing.
        </p>
        <p>
          EXP comes in types: <strong>B</strong> (Battle: tower packets such as the Mk III Kill Bonus), <strong>U</strong> (Unlock: new pages and Tier III),{' '}
          <strong>S</strong> (Skill: locked Skill slots) and, in Versus, <strong>V</strong>. Spend it right after the game on a Lock of the same type; what
          you do not spend is forfeit (and can be earned again). A Lock opens when all its points are crossed out.
        </p>
      </Section>

      <Section id="modes">
        <h3>Cooperative Campaign</h3>
        <p>
          Pages with a fixed field, difficulty, lives and track allowance, each in three tiers. Start with Level 1, Mode 1 (Meadow); the other pages open with
          U EXP. Your group’s progress is kept in a save (the campaign page of the site).
        </p>
        <h3>Cooperative Sandbox</h3>
        <p>
          Choose everything: the field (or your own layout), the difficulty (1–10 waves, modifier levels 1–4; level 4 must be unlocked), lives, credits,
          income, the deck, even which waves come. A demanding setup (6+ waves, at most 10 lives and 8 starting credits) earns Sandbox EXP.
        </p>
        <h3>Versus Sandbox</h3>
        <p>
          2–4 players defend together (lives and track are shared) while each tries to outperform the others: +1 performance per unit your tower defeats,
          +2 more for a wave’s last unit, +1 per Wave Modifier, +2 per Game Condition. If the session is won, everyone earns Versus EXP and the best
          performers win.
        </p>
        <p>
          <strong>Versus Energy.</strong> Each player chooses 8 cards for the draw pile. Once per income, instead of taking a credit, you may draw a Versus
          Energy onto your Versus Stack, and play it later as an action (a U2 may be spent as any of them):
        </p>
        <table>
          <tbody>
            {versusContent.cards.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>
                  {c.text}
                  {c.locked ? ' (opens with Versus EXP)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>L-Hexes.</strong> Each player may also flip {versusContent.lHexes} L-Hexes a session, paid from the Build/Upgrade stack: a Tower
          Modification on one of their towers ({versusContent.towerMods.map((m) => `${m.name}: ${m.text.replace(/\.$/, '')}`).join('; ')}) or a Versus Wave
          Modifier on a wave ({versusContent.waveMods.map((m) => `${m.name}: ${m.text.replace(/\.$/, '')}`).join('; ')}).
        </p>
      </Section>

      <Section id="screen">
        <p>
          The field is a grid of grass, obstacles and the two roads of track tiles, each with its sign (A1–A25, B1–B25); lost track is drawn broken.
          Towers and waves are drawn as above. Beside the field: lives, lost track, the Next Wave slots, the Game Condition and the credits on offer;
          under it, each player’s four Stacks of credit cards and their Skills. Point at (or long-press) any piece to read what it is, with its numbers.
        </p>
        <BoardDiagram
          view={v.later}
          show={cells(0, 0, 9, 11)}
          caption="Turn 11 of a two-player game on the Meadow (played by bots): wave 3 on Track A, the pair of waves that is wave 4 on Track B, and the towers of both players (two colours) at several levels."
        />
      </Section>
      <IconCredit />
    </div>
  );
}
