import { content } from '@ramparts/games/cards/content/index.ts';
import { describe, expect, it } from 'vitest';
import { cardsOf, markup, patched, words } from '../testing.tsx';
import { cardsPrint } from './cards.tsx';

const front = (id: string): string => markup(cardsOf(cardsPrint.sections()).find((c) => c.id === id)!.front);

describe('Elemental Towers in print', () => {
  it('is titled as the game list names it', () => {
    expect(cardsPrint.title).toBe('Elemental Towers');
  });

  it('holds as many decks as the largest table needs ("5 or more players … more than one deck"), every card of each once', () => {
    const largest = Math.max(...content.rules.players.map((r) => r.max));
    const decks = Math.min(...content.rules.players.filter((r) => r.max >= largest && r.min <= largest).map((r) => r.decks));
    const sections = cardsPrint.sections();
    expect(sections.filter((s) => s.kind === 'cards')).toHaveLength(decks);
    const perDeck = content.deck.suits.length * content.deck.ranks.length + content.deck.joker.perDeck;
    for (const s of sections) if (s.kind === 'cards') expect(s.cards).toHaveLength(perDeck);
    const ids = cardsOf(sections).map((c) => c.id);
    expect(new Set(ids).size).toBe(decks * perDeck);
  });

  it('names every card as the game does (R7a, PAb, J3): each suit in each rank per deck, the Jokers numbered on', () => {
    const ids = new Set(cardsOf(cardsPrint.sections()).map((c) => c.id));
    for (const suffix of content.deck.deckSuffixes) {
      for (const s of content.deck.suits) for (const r of content.deck.ranks) expect(ids.has(`${s.id}${r.id}${suffix}`)).toBe(true);
    }
    const jokers = content.deck.joker.perDeck * content.deck.deckSuffixes.length;
    for (let j = 1; j <= jokers; j++) expect(ids.has(`J${j}`)).toBe(true);
  });

  it('prints every card at 63 × 88 mm, one back shared by the whole box', () => {
    const cards = cardsOf(cardsPrint.sections());
    for (const c of cards.slice(0, 3)) expect(markup(c.front)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 63 88"/);
    const backs = new Set(cards.map((c) => markup(c.back)));
    expect(backs.size).toBe(1);
    expect([...backs][0]).toContain('viewBox="0 0 63 88"');
  });

  it('a card face says its suit, its level, the suits it beats and its deck', () => {
    for (const s of content.deck.suits) {
      const text = words(front(`${s.id}7b`));
      expect(text).toContain(s.name);
      expect(text).toContain(`${s.level} level`);
      const beaten = s.beats.map((b) => content.deck.suits.find((x) => x.id === b)!.name);
      expect(text).toContain(`beats ${beaten.join(' and ')}`);
      expect(text).toContain('deck B');
    }
  });

  it("an Ace shows both of its ranks (high in a tower, low attacking), from deck.json", () => {
    const ace = content.deck.ranks.find((r) => r.id === 'A')!;
    const text = words(front('RAa'));
    expect(text).toContain(`${ace.tower} in a tower or deflecting`);
    expect(text).toContain(`${ace.attack} when attacking`);
  });

  it('a changed rank shows on its cards: the 7 made to count 9 in a tower', () => {
    const i = content.deck.ranks.findIndex((r) => r.id === '7');
    expect(words(front('W7a'))).not.toContain('9 in a tower');
    patched('cards', { 'deck.json': { ranks: { [i]: { tower: 9 } } } }, () => {
      const text = words(front('W7a'));
      expect(text).toContain('9 in a tower or deflecting');
      expect(text).toContain('7 when attacking');
    });
    expect(words(front('W7a'))).not.toContain('9 in a tower');
  });

  it("a Joker's rank comes from deck.json", () => {
    patched('cards', { 'deck.json': { joker: { rank: 1 }, ranks: { 12: { attack: 2 } } } }, () => expect(words(front('J1'))).toContain('rank 1 everywhere'));
    expect(words(front('J1'))).toContain(`rank ${content.deck.joker.rank} everywhere`);
  });

  it('draws with nothing the PDF bridge ignores: no filters, masks or foreignObject', () => {
    const cards = cardsOf(cardsPrint.sections());
    const all = cards.map((c) => markup(c.front)).join('') + markup(cards[0].back);
    expect(all).not.toMatch(/filter=|<mask|<foreignObject/);
  });

  it('the player aid gives the suit table (who beats whom) and the level bonuses with the rules.json numbers', () => {
    const aid = cardsPrint.aid();
    const suits = aid.tables.find((t) => t.title.startsWith('Suits'))!;
    expect(suits.rows).toHaveLength(content.deck.suits.length);
    const rock = suits.rows.find((r) => r[1] === 'Rock')!;
    expect(rock[2]).toBe('Scissors, Lizard');
    expect(rock[3]).toBe('Paper, Water');
    expect(aid.turn.length).toBeGreaterThan(5);
    const all = JSON.stringify(aid);
    expect(all).toContain(`hold ${content.rules.moatHandLimit} cards`);
    patched('cards', { 'rules.json': { moatHandLimit: 6, dragonAttacksPerTurn: 3 } }, () => {
      const changed = JSON.stringify(cardsPrint.aid());
      expect(changed).toContain('hold 6 cards');
      expect(changed).toContain('send 3 attacks a turn');
    });
  });

  it('the aid says which decks a table plays with: one for 2 to 4 players, two for 5 to 8', () => {
    const decks = cardsPrint.aid().tables.find((t) => t.title === 'Decks')!;
    expect(decks.rows).toEqual(
      content.rules.players
        .slice()
        .sort((a, b) => a.decks - b.decks)
        .map((r, i, all) => [`${i === 0 ? r.min : all[i - 1].max + 1} to ${r.max}`, expect.stringContaining(['one deck', 'two decks'][r.decks - 1])]),
    );
  });
});
