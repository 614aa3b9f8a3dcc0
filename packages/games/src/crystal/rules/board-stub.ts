import type { Random } from '@ramparts/engine';
import type { Events } from '../events.ts';
import type { CrystalState } from '../state.ts';

/** TEMPORARY: stands in for rules/board.ts (the Board phase's steps 1-4) until the rules-board helper lands it. */
export function boardPhase(_s: CrystalState, _ev: Events, _random: Random): void {}
