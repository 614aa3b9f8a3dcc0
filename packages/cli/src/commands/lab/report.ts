import type { Command } from 'commander';
import type { Env } from '../../env.ts';
import type { Io } from '../../io.ts';

/** `ramparts lab report <run>`. */
export function registerLabReport(lab: Command, io: Io, env: () => Promise<Env>): void {
  void lab;
  void io;
  void env;
}
