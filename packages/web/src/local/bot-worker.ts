// The bots' Web Worker: the page never freezes while a bot thinks.
import '../csp.ts';
import { BotBrain, type BotRequest } from './bots.ts';

const brain = new BotBrain();
const scope = self as unknown as { onmessage: ((e: MessageEvent<{ id: number; req: BotRequest }>) => void) | null; postMessage(data: unknown): void };

scope.onmessage = (e) => {
  const { id, req } = e.data;
  try {
    scope.postMessage({ id, move: brain.choose(req) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
