// `npm run bench:server`: loads the TypeScript benchmark through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
