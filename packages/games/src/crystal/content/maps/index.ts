// The maps, one JSON file each; content/index.ts checks them at load.
import small from './small.json' with { type: 'json' };

export const MAPS: [string, unknown][] = [['small.json', small]];
