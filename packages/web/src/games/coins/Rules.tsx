/** Coin Siege in our words. */
export function CoinsRules() {
  return (
    <div className="rules-text">
      <p>
        One side attacks a castle with soldiers that are 1, 2 and 5 cent coins; the other defends it by tossing a garrison of coins. The soldiers walk a
        pathway of 12 squares; a soldier that walks past the last square hits the castle for its value.
      </p>
      <h2>The Attacker</h2>
      <ul>
        <li>Each turn your reinforcements are tossed (several times a turn). Coins that land tails up show their value and are free to pair.</li>
        <li>
          Two free coins make one action: <strong>place</strong> a new soldier of the first coin's value on the square of the second's (only up to turn 7), or{' '}
          <strong>move</strong> a soldier of the first coin's value forward by the second's. A soldier moves once per turn and carries the soldiers on top
          of it.
        </li>
        <li>A soldier may only enter or pass a square holding a soldier worth more than itself.</li>
        <li>At the end of each turn every soldier marches one square, and a coin of the lap counter joins your reinforcements.</li>
      </ul>
      <h2>The Defender</h2>
      <ul>
        <li>
          Toss your garrison: every coin tails up adds its value to the damage. Toss again to add more, but three heads lose the whole toss. Stop when
          you like.
        </li>
        <li>
          Spend damage to shoot the top soldier of a square: a wound costs the soldier's value. A wounded soldier is turned heads up (♔); a second wound
          kills it, and each kill makes one of your garrison coins stronger.
        </li>
      </ul>
      <h2>Winning</h2>
      <p>The Attacker wins when the castle falls to 0 HP. From turn 8, the Defender wins when no soldier is left on the map and the castle stands.</p>
      <h2>Other modes</h2>
      <p>
        Solo: play the Defender (or the Attacker) against the rules, easy, normal or heroic. Crusade (2–4): every player has a castle and a map, the maps
        form a ring, and each turn you choose to attack or defend; the last castle standing wins.
      </p>
      <h2>On the board</h2>
      <p>
        Stacks are drawn bottom first, from the square's foot upwards. A coloured rim shows whose soldier it is in Crusade. Highlighted things can be
        clicked now; the list beside the board names every possible move.
      </p>
    </div>
  );
}
