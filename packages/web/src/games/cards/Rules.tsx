/** Elemental Towers in our words. */
export function CardsRules() {
  return (
    <div className="rules-text">
      <p>Five suits, each beating two others: Rock beats Scissors and Lizard; Paper beats Rock and Water; Scissors beat Paper and Lizard; Water beats Rock and Scissors; Lizard beats Paper and Water.</p>
      <h2>Part 1: build</h2>
      <p>
        Each turn swap one card with the draw pile or the discard pile. When your hand holds one card of each suit you may lay your tower down: Rock is the
        Foundation, then Paper the Government, Scissors the Soldiers, Water the Moat and Lizard the Dragon on top.
      </p>
      <h2>Part 2: fight</h2>
      <ul>
        <li>Your attacks from last turn land first: a card of a stronger suit damages a level (it is turned) or destroys a damaged one.</li>
        <li>Then make two plays: attack a tower with a card (it flies until your next turn), deflect a card in flight with a stronger suit of equal or higher rank, repair a damaged level, rebuild a destroyed one, or discard.</li>
        <li>Then draw two cards (a third with an undamaged Moat), from the draw pile or the discard pile.</li>
      </ul>
      <h2>Level bonuses</h2>
      <p>An undamaged Soldiers level lets you deflect twice a turn; an undamaged Moat lets you hold five cards; Foundation and Government are needed to rebuild.</p>
      <h2>Winning</h2>
      <p>A player whose every level is gone is out. The last tower standing wins.</p>
      <h2>On the board</h2>
      <p>Damaged levels are drawn turned and faded; gone levels are dashed outlines. Others' hands show only their size. Hover a card for what it beats.</p>
    </div>
  );
}
