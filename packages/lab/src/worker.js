// A lab worker thread. Worker threads start without the main thread's TypeScript loader,
// so register tsx here, then load the TypeScript that does the work.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
