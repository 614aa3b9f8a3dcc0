import { mkdir, readFile, rename, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError, oneLine, problemsOf } from './io.ts';

/**
 * A small file store for campaign saves (and any other per-group progress): one JSON file per game and group
 * under a saves directory (`saves/` by default), written atomically (a temporary file, then a rename), so a
 * crash mid-write leaves the previous save intact. What the JSON means is the game's business: callers pass
 * their own loader (a versioned schema with migrations) to `read`.
 */
export interface SaveStore {
  readonly dir: string;
  /** The save of `group` for `game`, read through `load`; null when there is none yet. */
  read<T>(game: string, group: string, load: (data: unknown) => T): Promise<T | null>;
  write(game: string, group: string, data: unknown): Promise<string>;
  remove(game: string, group: string): Promise<void>;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

function fileOf(dir: string, game: string, group: string): string {
  if (!NAME.test(game)) throw new CliError(`"${game}" is not a game id.`);
  if (!NAME.test(group)) throw new CliError(`A save name is 1-64 letters, digits, "-" or "_" (not "${group}").`);
  return join(dir, game, `${group.toLowerCase()}.json`);
}

export function saveStore(dir = 'saves'): SaveStore {
  let counter = 0;
  return {
    dir,
    async read(game, group, load) {
      const file = fileOf(dir, game, group);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      try {
        return load(JSON.parse(text));
      } catch (e) {
        throw new CliError(`The save ${file} cannot be read: ${oneLine(e)}`, 1, problemsOf(e));
      }
    },
    async write(game, group, data) {
      const file = fileOf(dir, game, group);
      await mkdir(join(dir, game), { recursive: true });
      const temp = `${file}.${process.pid}.${counter++}.tmp`;
      await writeFile(temp, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
      await rename(temp, file);
      return file;
    },
    async remove(game, group) {
      await rm(fileOf(dir, game, group), { force: true });
    },
  };
}
