import { content } from '@ramparts/games/dice/content/index.ts';
import { IconCredit, PieceIcon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { BOSS_COLOUR, ENEMY_COLOURS, TOWER_COLOURS, enemyIcon, heroIcon, towerIcon } from './pieces.tsx';
import { PiecesFigure, RoadFigure, RollFigure } from './RulesFigures.tsx';

const types = (t: readonly string[]) => t.join(', ');

/** Gate Defense in our words: the whole game for a newcomer, with the numbers from the game's own content. */
export function DiceRules() {
  const r = content.rules;
  return (
    <div className="rules-text">
      <p>
        A co-operative game for 1–5 people. Hordes of enemies walk a road from the spawn to your gate. Together your heroes build and upgrade towers
        beside the road, fight on it, and keep the gate standing until the scenario's objective is met (in Scenario 1: defeat every enemy once the event
        deck is spent). Each person plays one hero; alone you play two. You all win or lose together.
      </p>
      <h2>The board</h2>
      <RoadFigure />
      <PiecesFigure />
      <p>
        The gate's strength is a row of dice. An enemy that reaches the gate strikes the strongest gate die for its damage and leaves the board; a die
        that falls to 0 is gone for good, and when the last one goes the gate falls and the game is lost. The team shares one purse of gold (at most 60).
      </p>
      <h2>A round</h2>
      <ol>
        <li>
          <strong>Event</strong>: draw the top event card: new enemies at the spawn, a boss, a special event, or Wait (no more cards until the map is
          clear). The back of the next card tells which wave it belongs to.
        </li>
        <li>
          <strong>Enemies</strong>, fastest first: an enemy on a hero's space attacks that hero (each hero once a phase); an enemy at the gate strikes it;
          every other enemy walks its movement towards the gate. At a crossroads a group splits evenly each way (a boss rolls: 1–3 the first way). A hero
          brought to 0 health is severely wounded: back to the gate with {r.woundedHealth} health, and skips the next Players phase.
        </li>
        <li>
          <strong>Players</strong>: each hero in turn takes {r.actionsPerHero} actions (the same one twice if you like):
          <ul>
            <li><em>Move</em> up to its movement along the road, either way.</li>
            <li><em>Build</em> a tower on an empty site beside its space, paying its price.</li>
            <li><em>Upgrade</em> a tower beside it (or the one it is in) by one level, up to 6.</li>
            <li><em>Mount</em> a tower beside it (one hero a tower), or step down onto a space beside the tower.</li>
            <li><em>Attack</em> an enemy on its own space: roll its attack dice; each die at or above the enemy's health kills one.</li>
            <li><em>Raise</em> the lowest gate die by 1 ({r.gateRepairCost} gold, standing at the gate).</li>
            <li><em>Do nothing</em>.</li>
          </ul>
        </li>
        <li>
          <strong>Towers</strong> fire after the heroes: each rolls one die per level at enemies in its reach, nearest the gate first.
          <RollFigure />
          Kills pile their reward as gold by the tower; a hero in it or beside it (even walking past) claims the pile.
        </li>
      </ol>
      <h2>Playing on this table</h2>
      <p>
        Click the target of an action: a highlighted space to walk there, an empty site to build (then choose the tower), a tower to upgrade or mount it,
        an enemy chip on your hero's space to attack it, the gate dice to raise one. "Do nothing" is a button under the map. Hover, focus or press and
        hold anything for its numbers; hover a tower to light every space it reaches. Purple marks what the last move touched.
      </p>
      <h2>Enemies</h2>
      <table>
        <thead>
          <tr><th>Enemy</th><th>On the text board</th><th>Type</th><th>Damage</th><th>Moves</th><th>Killed by</th><th>Reward</th></tr>
        </thead>
        <tbody>
          {content.minions.map((e) => (
            <tr key={e.id}><td><PieceIcon icon={enemyIcon(e.id)} fill={ENEMY_COLOURS[e.type]} /> {e.name}</td><td>{e.code}</td><td>{e.type}</td><td>{e.damage}</td><td>{e.movement}</td><td>{e.health}+</td><td>{e.reward}</td></tr>
          ))}
          {content.bosses.map((e) => (
            <tr key={e.id}><td><PieceIcon icon={enemyIcon(e.id)} fill={BOSS_COLOUR} /> {e.name} (boss)</td><td>{e.code}</td><td>{e.type}</td><td>{e.damage}</td><td>{e.movement}</td><td>{e.health} sixes</td><td>{e.reward}</td></tr>
          ))}
        </tbody>
      </table>
      <ul>
        {[...content.minions, ...content.bosses].filter((e) => e.abilities.length).map((e) => (
          <li key={e.id}>{e.name}: {e.abilities.map((a) => content.abilities[a]).join(' ')}</li>
        ))}
      </ul>
      <h2>Towers</h2>
      <ul>
        {content.towers.map((t) => (
          <li key={t.id}>
            <PieceIcon icon={towerIcon(t.id)} fill={TOWER_COLOURS[t.id]} /> <strong>{t.name}</strong>: builds for {t.purchase} gold, each level {t.upgrade} more; hits {types(t.targets)}; {content.reachText[t.reach]}.
            {t.special ? ` ${content.specialText[t.special]}.` : ''}
          </li>
        ))}
      </ul>
      <h2>Heroes</h2>
      <ul>
        {content.heroes.map((h) => (
          <li key={h.id}>
            <PieceIcon icon={heroIcon(h.id)} fill={SEAT_COLOURS[0]} /> <strong>{h.name}</strong>: health {h.health}, moves {h.movement}, attacks with {h.attackDice} {h.attackDice === 1 ? 'die' : 'dice'} ({types(h.targets)}). {h.special}
          </li>
        ))}
      </ul>
      <IconCredit />
    </div>
  );
}
