import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TracksMove } from '@ramparts/games/tracks/moves.ts';
import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { narrow, nextKeys, pick, type PathedMove } from '../../app/picker.ts';
import { optionFields, parseGameOptions } from '../../app/options.ts';
import { tracksUi } from './ui.tsx';

const game = findGame('tracks')!;

function pathed(match: Match, seat: number): { view: TracksView; moves: (PathedMove & { move: TracksMove })[] } {
  const view = match.view(seat) as TracksView;
  return { view, moves: (match.legalMoves(seat) as TracksMove[]).map((move) => ({ move, text: '', path: tracksUi.path(move, view) })) };
}

function board(view: TracksView, next: Set<string>): string {
  return renderToStaticMarkup(<tracksUi.Board view={view} seat={view.seat} seatNames={['Player 1', 'Player 2']} next={next} chosen={[]} onPick={() => {}} />);
}

describe('tracks: Versus Sandbox in the web', () => {
  it('the new-game form offers mode: versus, which needs 2-4 players', () => {
    const mode = optionFields(game).fields.find((f) => f.key === 'mode');
    expect(mode?.kind === 'enum' && mode.values).toContain('versus');
    const parsed = parseGameOptions(game, { mode: 'versus' });
    expect(parsed.ok && game.playerCounts(parsed.options)).toEqual({ min: 2, max: 4 });
  });

  it('the board shows the Versus piles, each Versus Stack and the performance; versus and energy moves have guided steps', () => {
    const match = Match.create(game, { players: 2, options: { mode: 'versus' }, seed: 'web-versus' });
    let drew = false;
    let played: TracksMove | null = null;
    for (let step = 0; step < 600 && !played && !match.outcome(); step++) {
      const seat = match.actors()[0];
      const { view, moves } = pathed(match, seat);
      const versus = moves.find((m) => m.move.type === 'versus');
      const energy = moves.filter((m) => m.move.type === 'energy');
      expect(new Set(moves.map((m) => m.path.join('|'))).size, 'two moves share a path').toBe(moves.length);
      if (versus) {
        // Pick the credit, then "draw a Versus Energy instead": the draw pile on the board is the second step.
        expect(versus.path).toEqual([`credit:${(versus.move as { credit: string }).credit}`, 'versus']);
        const first = pick(moves, [], versus.path[0]);
        expect(first.play).toBeNull();
        expect(nextKeys(moves.filter((m) => m.path[0] === versus.path[0]), 1)).toContain('versus');
        expect(board(view, new Set(['versus']))).toContain('data-key="versus"');
        expect(tracksUi.label('versus', view)).toMatch(/Versus Energy instead/);
        match.play(seat, versus.move);
        drew = true;
        continue;
      }
      if (energy.length > 0) {
        const html = board(view, new Set(nextKeys(moves, 0)));
        // The first step of a playable card is on the board (a held card may have no target yet, as Rush without a depleted tower).
        expect(html).toContain(`data-key="${energy[0]!.path[0]}"`);
        for (const m of energy) {
          expect(m.path[0]).toMatch(/^energy:[a-z-]+(:u2)?$/);
          for (const k of m.path) expect(tracksUi.label(k, view)).not.toContain('{');
          if (m.move.type === 'energy' && m.move.target !== undefined) expect(m.path[1]).toMatch(/^(tower|seat):\d+$/);
        }
        expect(tracksUi.label(energy[0]!.path[0]!, view)).toMatch(/^Play [A-Z]/);
        const target = energy.find((m) => m.path.length === 2) ?? energy[0];
        // The first click plays the move when no other starts there; otherwise the board offers its second step.
        const r = pick(moves, [], target.path[0]);
        if (r.play) expect(r.play.move).toEqual(target.move);
        else expect(nextKeys(narrow(moves, r.chosen), 1)).toContain(target.path[1]);
        played = target.move;
        match.play(seat, target.move);
        continue;
      }
      match.play(seat, (moves.find((m) => m.move.type === 'done') ?? moves[0]).move);
    }
    expect(drew).toBe(true);
    expect(played).not.toBeNull();
    const view = match.view(0) as TracksView;
    const html = board(view, new Set());
    expect(html).toContain('Versus draw pile');
    expect(html).toContain('Versus discard');
    expect(html).toContain('Performance:');
    expect(html).toContain('Versus Stack of Player 1');
    expect(html).toContain('Versus Stack of Player 2');
    expect(tracksUi.scoreTitle?.(view)).toBe('Performance');
  });
});
