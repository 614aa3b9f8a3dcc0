// The bots' Web Worker: the page never freezes while a bot thinks.
import '../csp.ts';
import { BotBrain, type BotRequest, type HintRequest } from './bots.ts';

const brain = new BotBrain();
const scope = self as unknown as { onmessage: ((e: MessageEvent<{ id: number; req: BotRequest } | { id: number; hint: HintRequest }>) => void) | null; postMessage(data: unknown): void };

scope.onmessage = (e) => {
  const { id } = e.data;
  try {
    // A hint answers with its moves in the same field a bot's move comes in.
    scope.postMessage({ id, move: 'hint' in e.data ? brain.hint(e.data.hint) : brain.choose(e.data.req) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
