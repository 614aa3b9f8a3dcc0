import { z } from 'zod';
import type { Credit, Stack } from './state.ts';

/** The moves of Tracks & Waves (README.md "Moves"). */
export type TracksMove =
  /** Phase 5 / 4.E: take a revealed credit onto one of your Stacks; also places credits drawn during Phase 6. */
  | { type: 'take'; credit: Credit; stack: Stack }
  /** Phase 6: say you are done (anyone's later action reopens the phase for everyone). */
  | { type: 'done' }
  /** 6.A.I: build the tower card `card` from your Build stack on a free space. */
  | { type: 'build'; card: string; cell: number }
  /** 6.A.II: upgrade one of your towers. */
  | { type: 'upgrade'; tower: number }
  /** 6.B: sell one of your towers. */
  | { type: 'sell'; tower: number }
  /** 6.C: spend one credit card of your Boost stack on any tower (several players may boost one attack). */
  | { type: 'boost'; tower: number; credit: Credit }
  /** 6.G: attack the visible unit of a wave (or its Wave Modifier); `ignore`: ignore Armored/Brute and pay its price. */
  | { type: 'attack'; tower: number; wave: number; modifier?: true; ignore?: true }
  /** 6.D: a Combine attack with two other towers in the Combine tower's Radius. */
  | { type: 'combine'; tower: number; with: number[]; wave: number; modifier?: true }
  /** 6.E.I-II: take a Mk II or Mk III tower (`card`) from its pile onto a Stack, paid from your Kill Bonus stack. */
  | { type: 'bonus'; card: string; stack: Stack }
  /** 6.E.III: after a kill, discard a credit of your Kill Bonus stack and draw that many Mk I credits. */
  | { type: 'convert'; credit: Credit }
  /** 6.F: place a Skill Marker. */
  | { type: 'skill'; skill: string; slot: number }
  /** 6.H: complete the Game Condition; its card (2 Universal credits) goes onto a Stack. */
  | { type: 'complete'; stack: Stack }
  /**
   * Mender, restoring skills (3.C): return this discarded track to the Playing Field on space `cell` (its own space or
   * any free one). Records of version 1 have no `cell`: the track went back to its own space.
   */
  | { type: 'restore'; track: string; cell?: number }
  /** Versus Sandbox, Phase 5: instead of the offered `credit` (discarded), draw one Versus Energy onto your Versus Stack. */
  | { type: 'versus'; credit: Credit }
  /** Versus Sandbox, Phase 6: play a Versus Energy `card` (from your Versus Stack, or `universal`: spend a U2 as it), at a tower or seat. */
  | { type: 'energy'; card: string; target?: number; universal?: true }
  /** Versus Sandbox, Phase 6: flip an L-Hex onto your tower as the Tower Modification `mod`. */
  | { type: 'modify'; tower: number; mod: string }
  /** Versus Sandbox, Phase 6: flip an L-Hex onto a wave on the field as the Versus Wave Modifier `mod`. */
  | { type: 'hinder'; wave: number; mod: string };

const stack = z.enum(['build', 'boost', 'combine', 'bonus']);
const credit = z.string().regex(/^(?:[SBCX][123]|U2)$/, 'not a credit');
const card = z.string().regex(/^[SBCX][123]$/, 'not a tower card');
const id = z.number().int().min(0).max(1_000_000);
/** A space of the Playing Field (row * columns + column; a Sandbox field may be large). */
const space = z.number().int().min(0).max(9999);

export const moveSchema: z.ZodType<TracksMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('take'), credit, stack }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('build'), card, cell: space }),
  z.object({ type: z.literal('upgrade'), tower: id }),
  z.object({ type: z.literal('sell'), tower: id }),
  z.object({ type: z.literal('boost'), tower: id, credit }),
  z.object({ type: z.literal('attack'), tower: id, wave: id, modifier: z.literal(true).optional(), ignore: z.literal(true).optional() }),
  z.object({ type: z.literal('combine'), tower: id, with: z.array(id).length(2), wave: id, modifier: z.literal(true).optional() }),
  z.object({ type: z.literal('bonus'), card, stack }),
  z.object({ type: z.literal('convert'), credit }),
  z.object({ type: z.literal('skill'), skill: z.string().regex(/^[a-z]{1,30}$/), slot: z.number().int().min(0).max(1) }),
  z.object({ type: z.literal('complete'), stack }),
  z.object({ type: z.literal('restore'), track: z.string().regex(/^[AB](?:0[1-9]|1\d|2[0-5])$/, 'not a track'), cell: space.optional() }),
  z.object({ type: z.literal('versus'), credit }),
  z.object({ type: z.literal('energy'), card: z.string().regex(/^[a-z][a-z-]{0,29}$/), target: id.optional(), universal: z.literal(true).optional() }),
  z.object({ type: z.literal('modify'), tower: id, mod: z.string().regex(/^[a-z][a-z-]{0,29}$/) }),
  z.object({ type: z.literal('hinder'), wave: id, mod: z.string().regex(/^[a-z][a-z-]{0,29}$/) }),
]);
