#!/usr/bin/env node
// The `ramparts` command. Loads the TypeScript sources through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

// A closed pipe (`ramparts replay … | head`) ends the command quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv);
