#!/usr/bin/env -S node --max-semi-space-size=64
// The `ramparts` command. Loads the TypeScript sources through tsx, so no build step is needed.
// A young generation of 64 MB a half (V8's default is 16): a server answering thousands of moves a second makes
// short-lived states, and a bigger nursery collects them less often (`npm run bench:server`, packages/server/README.md).
import { URL, fileURLToPath } from 'node:url';
import { ignoreStylesheets } from '@ramparts/web/stylesheets';
import { register } from 'tsx/esm/api';

// A closed pipe (`ramparts replay … | head`) ends the command quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

// How tsx compiles, whatever the working directory: the repository's settings, with React's JSX for the web
// client's art (the print command draws with it).
register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.runtime.json', import.meta.url)) });
ignoreStylesheets();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv);
