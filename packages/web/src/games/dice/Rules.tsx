/** Gate Defense in our words. */
export function DiceRules() {
  return (
    <div className="rules-text">
      <p>
        A co-operative game for 1–5 people. Hordes of enemies walk a road from the spawn to your gate. Together your heroes build and upgrade towers beside
        the road, fight on it, and keep the gate standing until the scenario's objective is met (in Scenario 1: defeat every enemy once the event deck is
        spent). Each person plays one or more heroes; alone you play two.
      </p>
      <h2>A round</h2>
      <ol>
        <li>
          <strong>Event</strong>: draw the next event card: new enemies at the spawn, a boss, a special event, or Wait (no more cards until the map is clear).
        </li>
        <li>
          <strong>Enemies</strong> march towards the gate by their movement. At a crossroads a group splits evenly each way (a boss rolls: 1–3 the first
          way). An enemy on a hero's space attacks that hero instead of moving (each hero once a phase); an enemy at the gate strikes the strongest gate die for its damage and is gone. A die at 0 is lost
          for good, and when the last one goes the gate falls.
        </li>
        <li>
          <strong>Players</strong>: each hero in turn takes two actions: move (up to its movement, either way along the road), build a tower on an empty site
          beside it, upgrade a tower beside it, mount a tower beside it (or step down), attack an enemy on its space, raise the lowest gate die by 1 (20 gold
          at the gate; Edward pays 10 from anywhere), or do nothing.
        </li>
        <li>
          <strong>Towers</strong> fire after the heroes: each rolls a die per level (Bombers two) at enemies in reach, nearest the gate first. A die showing an enemy's health
          or more kills one; a boss is harmed only by 6s. Rewards pile up as gold by the tower until a hero in or beside it claims them.
        </li>
      </ol>
      <h2>Towers</h2>
      <ul>
        <li>Archery Tower (4 gold): Ground and Flying. Swordsmen (4): Ground; enemies passing lose 1 movement.</li>
        <li>Bombers (6): Ground, two dice per level. Mage Tower (8): every type. Stables (6): reach one space further.</li>
        <li>Trebuchet (10): reaches three spaces further, strikes one space a round, and may misfire on a 1.</li>
      </ul>
      <h2>Heroes</h2>
      <p>
        Glorbud (2 attack dice, cheaper Bombers), Keith (cheaper Archery, hits Flying), Henry (moves 3, cheaper Stables), Mongo (cheaper Mage Towers,
        hits every type, reaches further from a Mage Tower), Edward (all towers cheaper, repairs the gate from anywhere). A hero brought to 0 health is
        severely wounded: back to the gate with 1 health, and skips the next Players phase.
      </p>
      <h2>On the board</h2>
      <p>
        The road runs from the spawn to the gate (on a phone, top to bottom); arrows on the road show the way enemies walk. Squares beside it are tower
        sites; dashed arrows show where each site shoots, and hovering a tower shows its whole reach. A tower's die shows its level, a hero's die its
        health, the gate dice the gate's strength. Enemy chips show a code and the number of tokens (Gr×4: four Gremlins); hover anything for its numbers.
        To act, click the target: a space to move to, a site to build on (then the tower), a tower to upgrade or mount, an enemy to attack, the gate dice
        to raise one. The list beside the board names every possible move.
      </p>
    </div>
  );
}
