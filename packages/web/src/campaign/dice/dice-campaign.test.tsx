import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { diceCampaign as C, findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRoute } from '../../app/router.ts';
import { saveLocal, type LocalSave } from '../../local/store.ts';
import { DiceCampaignView } from './DiceCampaignPage.tsx';
import { DiceCampaignEnd, foldLocal } from './DiceCampaignEnd.tsx';
import { loadDiceCampaign, saveDiceCampaign } from './store.ts';

const mem = new Map<string, string>();
beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => mem.get(k) ?? null,
    setItem: (k: string, v: string) => void mem.set(k, v),
  };
});
afterEach(() => {
  mem.clear();
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

/** Chapter 1 of a new save played to its end by the heuristic bot, kept as a local match would be. */
function playedChapter(group: string): LocalSave {
  const game = findGame('dice')!;
  const options = C.chapterOptions(C.newSave(group), 1);
  const match = Match.create(game, { players: 1, options, seed: 'web-chapter' });
  while (!match.outcome()) match.play(0, createBot('heuristic', `b${match.moveCount}`, game).chooseMove(game, match.state, 0));
  const moves: RecordedMove[] = match.moves().map((m) => ({ ...m }));
  return { id: 'ch1', game: 'dice', players: 1, options, seed: 'web-chapter', seats: [{ kind: 'bot', bot: 'heuristic', name: 'Bot' }], moves, createdAt: 1, finished: true, diceCampaign: { group, chapter: 1, played: 0 } };
}

describe('the Gate Defense campaign in the web', () => {
  it('the route names the game and the group', () => {
    expect(parseRoute('#/campaign/dice/north%20wind')).toEqual({ page: 'campaign', game: 'dice', group: 'north wind' });
    expect(parseRoute('#/campaign/dice')).toEqual({ page: 'campaign', game: 'dice', group: null });
  });

  it('the page tells where the group stands, the next chapter\'s story, and offers the unlocked heroes and the seats', () => {
    const html = renderToStaticMarkup(<DiceCampaignView save={C.newSave('north')} stored={false} />);
    expect(html).toContain('Gate Defense campaign: north');
    expect(html).toContain('Chapter 1 of 5: The Meadow Road.');
    expect(html).toContain(C.chapterById(1)!.before);
    expect(html).toContain('Keith the Crazed Archer');
    expect(html).not.toContain('Mongo the Mage');
    expect(html).toContain('Play chapter 1');
    expect(html).toContain('Who plays Player 1');
  });

  it('after a chapter: the game is folded into the save once, what carries forward is told, and the page moves on', async () => {
    const local = playedChapter('north');
    saveLocal(local);
    const folded = foldLocal('ch1', local.diceCampaign!);
    expect(typeof folded).not.toBe('string');
    const news = (folded as { news: string[] }).news;
    expect(news[0]).toMatch(/^Chapter 1, The Meadow Road: (won|lost)/);
    const html = renderToStaticMarkup(<DiceCampaignEnd localId="ch1" link={local.diceCampaign!} />);
    expect(html).toContain('What carries forward');
    expect(html).toContain(news[0].replace(/'/g, '&#x27;'));
    // The fold is saved by the effect in a browser; here by hand, as it does.
    await saveDiceCampaign((folded as { save: C.DiceCampaignSave }).save);
    expect(loadDiceCampaign('north').save.history).toHaveLength(1);
    // The end screen mounted again in this page tells the same news; it does not count the game twice.
    expect(foldLocal('ch1', local.diceCampaign!)).toBe(folded);
    const again = renderToStaticMarkup(<DiceCampaignEnd localId="ch1" link={local.diceCampaign!} />);
    expect(again).toContain(news[0].replace(/'/g, '&#x27;'));
    // Another game begun at the same chapter no longer counts.
    saveLocal({ ...local, id: 'ch2' });
    expect(foldLocal('ch2', local.diceCampaign!)).toBe('The campaign of north has moved on since this game began: it no longer counts.');
    // Reopened later, a closed chapter tells the news it brought; an old closed link without them says it counted.
    const reopened = renderToStaticMarkup(<DiceCampaignEnd localId="ch1" link={{ ...local.diceCampaign!, closed: true, news }} />);
    expect(reopened).toContain(news[0].replace(/'/g, '&#x27;'));
    expect(foldLocal('ch2', { ...local.diceCampaign!, closed: true })).toBe('This chapter is already in the campaign.');
  });

  it('a damaged save is refused with its one-line reason', () => {
    mem.set('ramparts:campaign:dice:south', JSON.stringify({ ...C.newSave('south'), bank: -3 }));
    expect(() => loadDiceCampaign('south')).toThrow('The Gate Defense campaign save is damaged: bank: expected at least 0, got -3');
  });
});
