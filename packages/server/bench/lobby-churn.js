// `npm run bench:lobby`: the lobby's churn (lobby-churn.ts), loaded through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('./lobby-churn.ts');
