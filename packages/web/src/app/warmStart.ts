import { hasUi, loadUi } from '../games/index.ts';
import { loadGame } from '../games/rules.ts';
import { localGame } from './myMatches.ts';
import { parseRoute } from './router.ts';

/**
 * A local table opened by its address (a reload, a bookmark, a link) starts fetching its game's board and rules
 * at once, beside the table page's own code, instead of after it: a round trip less before a slow phone shows the
 * board. Only a peek at the save's game id; the table page reads and checks the save itself (with the full zod,
 * which the first load does not carry), and an id that is no game of Ramparts starts nothing.
 */
export function warmStart(hash: string): void {
  const route = parseRoute(hash);
  if (route.page !== 'local') return;
  const game = localGame(route.id);
  if (game === null || !hasUi(game)) return;
  // The rules need src/csp.ts first (zod without eval), as every lazy page does.
  void import('../csp.ts').then(() => Promise.all([loadUi(game), loadGame(game)])).catch(() => undefined);
}
