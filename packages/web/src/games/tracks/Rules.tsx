/** Tracks & Waves in our words. */
export function TracksRules() {
  return (
    <div className="rules-text">
      <p>
        A cooperative tower defense for 1–4. Waves of enemies walk two numbered tracks (A and B, 1–25). Together you build towers beside the tracks that
        must defeat each unit of a wave in one shot.
      </p>
      <h2>A turn</h2>
      <ul>
        <li>Income: credits are revealed and each player in turn takes one onto one of their four Stacks: Build/Upgrade, Boost, Combine, Kill Bonus.</li>
        <li>
          Actions: everyone acts in any order — build a tower from a credit of the Build stack on a free space, upgrade or sell it, boost a tower's attack,
          attack the visible unit of a wave in range, combine two towers' attacks through a Combine tower, place Skill Markers — then says done.
        </li>
        <li>Then the waves move. A wave reaching the end of its track costs lives; track under a wave that gets through may be lost.</li>
      </ul>
      <h2>Towers</h2>
      <p>
        Standard (S) towers hit hard; Boost (B) towers multiply what Boost credits add; Charge (C) towers store charge while resting; Combine (X) towers never
        attack but join two others. Mk II and Mk III towers come from Kill Bonuses.
      </p>
      <h2>Winning</h2>
      <p>Defeat every wave. You lose when every life is gone or too much track is lost.</p>
      <h2>Versus Sandbox</h2>
      <p>
        In mode “versus” (2–4 players) you may, once per income, take a Versus Energy instead of a credit (click the credit, then the Versus draw pile) and
        play it in the action phase from your Versus Stack: click the card, then its target. Defeating units, modifiers and conditions earns performance
        points; the best performers win a surviving session.
      </p>
      <h2>On the board</h2>
      <p>
        Track A is blue and Track B orange, numbered along the way; lost track is struck through; ▲ marks obstacles. Red discs are waves (W3 = wave 3, u2 =
        its second unit is the visible one, M = a Wave Modifier). Squares are towers in their type's colour with the owner's colour as the rim, their level
        (L2) and Depletion (D1).
      </p>
    </div>
  );
}
