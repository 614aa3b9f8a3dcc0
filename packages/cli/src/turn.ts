/**
 * A human's turn in the terminal: menus grouped by the moves' paths, narrowed by typed words, with back, undo,
 * the board again, the game's terms and help.
 */
import { hintMoves, isRuleError, moveKey, resignConsequence, type Applied, type Hint, type Match, type Resigned, type Seat, type Term } from '@ramparts/engine';
import { filterLevel, firstMenu, menuLevel, menuLines, menuMoves, menuPages, type MenuLevel, type MenuMove } from './menu.ts';
import type { LineReader } from './prompt.ts';

type Out = (...lines: string[]) => void;

export const HELP = [
  'Type the number of a choice and press Enter, or words to narrow the list (e.g. "build b7").',
  '  b  back to the menu before (0 too)',
  '  m  more of a long list',
  '  l  look at the board again',
  '  u  take back your last move (when nobody acted since and it used no chance)',
  '  ?  the words of this game; ? <word> explains one',
  "  hint  the bot's three best moves with their chances (when the game was started with --hints)",
  '  resign  give up this game, asked to confirm (leave in a co-operative game: a bot plays for you to the end)',
  '  q  quit without saving',
  '  help  these commands',
];

export interface TurnSettings {
  /** Ask even when there is a single move. */
  confirm: boolean;
  /** Draws the board as this seat sees it (the `l` command). */
  board: () => void;
  /** The width menus are laid out in. */
  width: number;
  /** Hints allowed (`play --hints`): the seed of this table's hint searches, and optionally their size (tests). */
  hints?: { seed: string; iterations?: number };
}

/** What `hint` says when the game was started without `--hints`. */
export const HINTS_OFF = "Hints are off in this game. Start it with --hints to allow them (type hint at your turn; the record notes each use).";

/**
 * The answers that reach move `index` from `level`: the item's number in this menu, then in each menu below it.
 * Null when this menu (narrowed by words) does not hold the move.
 */
export function answersFrom(level: MenuLevel, index: number): string[] | null {
  const answers: string[] = [];
  for (;;) {
    const i = level.items.findIndex((item) => item.moves.some((m) => m.index === index));
    if (i < 0) return null;
    answers.push(String(i + 1));
    const item = level.items[i];
    if (item.moves.length === 1) return answers;
    level = menuLevel(item.moves, level.depth + 1, [...level.title, item.label]);
  }
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The hint line: the search's best moves for `seat`, best first, each with what to type from the menu on the screen
 * (`4)`, or `2 › 3)` through a group, or from the first menu when words narrowed this one) and its chance.
 */
export function hintLine(match: Match, seat: Seat, hints: readonly Hint[], level: MenuLevel, first: MenuLevel, moves: MenuMove[]): string {
  const keys = match.legalMoves(seat).map(moveKey);
  if (hints.length === 0) return 'No hint here: the search found no move to suggest.';
  const parts = hints.map((h) => {
    const index = keys.indexOf(moveKey(h.move));
    const text = index >= 0 ? moves[index].text : match.game.describeMove(match.state, seat, h.move);
    const here = index >= 0 ? answersFrom(level, index) : null;
    const fromFirst = here || index < 0 ? null : answersFrom(first, index);
    const keysText = here ? `${here.join(' › ')}) ` : fromFirst ? `(b to the first menu, then ${fromFirst.join(' › ')}) ` : '';
    return `${keysText}${text} ${pct(h.chance)}`;
  });
  return `Hint (the bot's ${hints.length === 1 ? 'best move' : `${hints.length} best moves`}, estimated chance of winning): ${parts.join('  ·  ')}`;
}

export type TurnResult = { status: 'played'; applied: Applied; only: boolean } | { status: 'resigned'; resigned: Resigned } | { status: 'undone' } | { status: 'quit' } | { status: 'eof' };

/** The question before a seat resigns or leaves, saying what follows in plain words. */
export function resignQuestion(match: Match, seat: Seat): string {
  const others = Array.from({ length: match.players }, (_, s) => s).filter((s) => s !== seat && !match.hasResigned(s));
  const consequence = resignConsequence(match.playKind(), others.map((s) => match.seatName(s)));
  return match.playKind() === 'cooperative' ? `Leave the table? ${consequence} Type yes to leave: ` : `Resign? ${consequence} Type yes to resign: `;
}

/** Explains the game's words: `?` lists them, `? <word>` explains one (case-insensitive, an exact name or a prefix). */
export function explain(terms: readonly Term[], asked: string): string[] {
  const names = terms.map((t) => t.name);
  if (!asked) return names.length ? [`Words of this game: ${names.join(', ')}.`, 'Type ? <word> to read one, help for the commands.'] : ['This game explains no words of its own here.', 'Type help for the commands.'];
  const key = asked.toLowerCase();
  const exact = terms.filter((t) => t.name.toLowerCase() === key);
  const found = exact.length ? exact : terms.filter((t) => t.name.toLowerCase().startsWith(key));
  if (found.length === 1) return [`${found[0].name}: ${found[0].text}`];
  if (found.length > 1) return [`"${asked}" may be: ${found.map((t) => t.name).join(', ')}.`];
  return [`No word "${asked}" here.${names.length ? ` Words: ${names.join(', ')}.` : ''}`];
}

/** Asks one human for a move, menu by menu, until a legal one is played (or they undo, quit, or the input ends). */
export async function humanTurn(match: Match, seat: Seat, name: string, reader: LineReader, out: Out, settings: TurnSettings): Promise<TurnResult> {
  const game = match.game;
  const legal = match.legalMoves(seat);
  if (legal.length === 0) throw new Error(`${game.title} lets ${name} act but offers no legal move.`);
  const play = (index: number, only: boolean): TurnResult | null => {
    try {
      return { status: 'played', applied: match.play(seat, legal[index]), only };
    } catch (e) {
      if (!isRuleError(e)) throw e;
      out(e.message);
      return null;
    }
  };
  if (legal.length === 1 && !settings.confirm) {
    const played = play(0, true);
    if (played) return played;
  }

  const moves = menuMoves(game, match.state, seat, legal);
  const stack: MenuLevel[] = [firstMenu(moves, settings.width)];
  // The hint of this position, searched once: asking again shows it again (numbered for the menu then on screen).
  let hinted: Hint[] | null = null;
  let page = 0;
  // The items, then the question naming the menu: "Player 1 › Build › Mk I Standard, choose 1-4 (b back, …): ".
  const show = () => out(...menuLines(stack[stack.length - 1], page, settings.width));
  show();
  for (;;) {
    const level = stack[stack.length - 1];
    const n = level.items.length;
    const undo = match.canUndo(seat);
    const hints = [...(menuPages(level, settings.width) > 1 ? ['m more'] : []), ...(stack.length > 1 ? ['b back'] : []), ...(undo ? ['u undo'] : []), '? help', 'q quit'];
    const raw = await reader.ask(`${[name, ...level.title].join(' › ')}, choose ${n === 1 ? '1' : `1-${n}`} (${hints.join(', ')}): `);
    if (raw === null) return { status: 'eof' };
    const text = raw.trim();
    const command = text.toLowerCase();
    if (command === '') {
      out(`Type the number of a choice, from 1 to ${n}.`);
    } else if (command === 'help' || command === 'h') {
      out(...HELP);
    } else if (command === 'hint' || command === 'hints') {
      if (!settings.hints) {
        out(HINTS_OFF);
        continue;
      }
      if (hinted === null) {
        out('Thinking…');
        hinted = hintMoves(game, match.state, seat, { seed: `${settings.hints.seed}:hint:${match.moveCount}:${seat}`, iterations: settings.hints.iterations, count: 3 });
        match.noteHint(seat);
      }
      out(hintLine(match, seat, hinted, level, stack[0], moves));
    } else if (command === '?' || command.startsWith('? ')) {
      out(...explain(game.terms?.(match.view(seat)) ?? [], text.slice(1).trim()));
    } else if (command === 'resign' || command === 'leave') {
      if (match.players === 1) {
        out('A game for one player has nobody to resign to: type q to stop.');
        continue;
      }
      const sure = await reader.ask(resignQuestion(match, seat));
      if (sure === null) return { status: 'eof' };
      if (!/^y(es)?$/i.test(sure.trim())) {
        out(match.playKind() === 'cooperative' ? 'You stay at the table.' : 'You play on.');
        show();
        continue;
      }
      try {
        return { status: 'resigned', resigned: match.resign(seat) };
      } catch (e) {
        if (!isRuleError(e)) throw e;
        out(e.message);
      }
    } else if (command === 'q' || command === 'quit') {
      return { status: 'quit' };
    } else if (command === 'l' || command === 'look') {
      settings.board();
      show();
    } else if (command === 'm' || command === 'more') {
      page++;
      show();
    } else if (command === 'b' || command === '0' || command === 'back') {
      if (stack.length === 1) {
        out('This is the first menu.');
      } else {
        stack.pop();
        page = 0;
        show();
      }
    } else if (command === 'u' || command === 'undo') {
      if (!undo) {
        out('There is no move of yours to take back now (someone acted since, it used chance, or it revealed something).');
        continue;
      }
      const last = match.moves().at(-1)!;
      match.undo(seat);
      out(`Took back: ${game.describeMove(match.state, seat, last.move)}.`);
      return { status: 'undone' };
    } else if (/^\d+$/.test(command)) {
      const i = Number(command);
      if (i < 1 || i > n) {
        out(`There is no ${i} here: type a number from 1 to ${n}.`);
        continue;
      }
      const item = level.items[i - 1];
      if (item.moves.length === 1) {
        const played = play(item.moves[0].index, false);
        if (played) return played;
        continue;
      }
      stack.push(menuLevel(item.moves, level.depth + 1, [...level.title, item.label]));
      page = 0;
      show();
    } else {
      const narrowed = filterLevel(level, text);
      if (!narrowed) {
        out(`Nothing here matches "${text}". Type a number from 1 to ${n}, or other words.`);
        continue;
      }
      stack.push(narrowed);
      page = 0;
      show();
    }
  }
}
