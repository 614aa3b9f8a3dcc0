// A print worker thread: one PDF, then it ends. Worker threads start without the main thread's TypeScript
// loader, so register tsx here (with the runtime tsconfig: the printer draws with the web client's .tsx art).
import { URL, fileURLToPath } from 'node:url';
import { ignoreStylesheets } from '@ramparts/web/stylesheets';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.runtime.json', import.meta.url)) });
ignoreStylesheets();
await import('./worker-main.ts');
