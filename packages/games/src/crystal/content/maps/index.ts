// The maps, one JSON file each; content/index.ts checks them at load and sorts them by difficulty (the first is the
// default).
import crossroads from './crossroads.json' with { type: 'json' };
import keep from './keep.json' with { type: 'json' };
import twinGates from './twin-gates.json' with { type: 'json' };

export const MAPS: [string, unknown][] = [
  ['keep.json', keep],
  ['crossroads.json', crossroads],
  ['twin-gates.json', twinGates],
];
