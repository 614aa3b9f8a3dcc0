import type { TracksView } from '@ramparts/games/tracks/view.ts';
import { Pickable } from '../common/svg.tsx';
import { content, type SkillCard } from '@ramparts/games/tracks/content/index.ts';
import { skillWords } from '@ramparts/games/tracks/text.ts';
import { MATERIAL, PALETTE, useLeastType } from '../common/art.tsx';
import { SkillMarker } from './pieces.tsx';
import { seatWord } from './words.ts';
import { inTableContent } from '../common/content-run.tsx';

/**
 * A skill's tile; on a phone (drawn at about 1 CSS px a unit) one to a row, its slots a finger's size apart. A desktop
 * board drawn small (its least type over 13 units) has room on a tile for the name and the slots only: the effect is
 * in the tooltip.
 */
const tileOf = (narrow: boolean, width: number, least = 0) =>
  narrow ? { w: width - 12, h: 54, slot: 50, hit: 46 } : least > 13 ? { w: Math.floor((width - 10) / Math.max(1, Math.floor((width - 10) / 198))) - 8, h: 34, slot: 32, hit: 0 } : { w: 176, h: 46, slot: 28, hit: 0 };

/** The Skills of this session: every Player Mat's skills, then the chosen side of each Skill Board. */
function sessionSkills(v: TracksView): { skill: SkillCard; mat: boolean }[] {
  return [...content.matSkills.map((skill) => ({ skill, mat: true })), ...v.boards.flatMap((b) => (content.boards.find((x) => x.id === b.id)?.[b.side] ?? []).map((skill) => ({ skill, mat: false })))];
}

const columns = (width: number, narrow: boolean, least = 0) => Math.max(1, Math.floor((width - 10) / (tileOf(narrow, width, least).w + 8)));

/**
 * The title's height: one line, or on a phone the markers left two seats to a line under it. A desktop board drawn
 * small has none: its title is the first tile (the markers left are on each mat's title bar), so the board is less tall.
 */
const headOf = (v: TracksView, narrow: boolean, least = 0) => (narrow ? 30 + Math.ceil(v.markers.length / 2) * 16 : least > 13 ? 6 : 30);
/** The tiles before the first skill: the title's, on a desktop board drawn small. */
const lead = (narrow: boolean, least: number) => (!narrow && least > 13 ? 1 : 0);

export const skillsHeight = (v: TracksView, width: number, narrow = false, least = 0): number => headOf(v, narrow, least) + Math.ceil((sessionSkills(v).length + lead(narrow, least)) / columns(width, narrow, least)) * (tileOf(narrow, width, least).h + 6);

/** The Skills panel: each skill a tile with its slots; a slot you may take now is a target for a Skill Marker. */
export const SkillsPanel = inTableContent(function SkillsPanel({ v, width, next, onPick, seatNames, narrow = false }: { v: TracksView; width: number; next: ReadonlySet<string>; onPick(k: string): void; seatNames: string[]; narrow?: boolean }) {
  const least = useLeastType();
  const list = sessionSkills(v);
  const cols = columns(width, narrow, least);
  const { w: TILE_W, h: TILE_H, slot: SLOT, hit: HIT } = tileOf(narrow, width, least);
  const big = least > 13;
  // The words of an effect as far as the tile holds them beside its slots.
  const room = narrow ? Math.floor((TILE_W - 12 - Math.max(...list.map((x) => x.skill.slots.length), 1) * SLOT) / 5.5) : 22;
  return (
    <g className="tracks-skills">
      <rect width={width} height={skillsHeight(v, width, narrow, least) - 4} rx={6} fill={MATERIAL.parchment} stroke={PALETTE.paperEdge} />
      {narrow ? (
        <text x={10} y={19} fontSize={13} fill={PALETTE.ink}>
          <tspan fontWeight="bold">Skills</tspan> · Skill Markers left:
          {Array.from({ length: Math.ceil(v.markers.length / 2) }, (_, line) => (
            <tspan key={line} x={10} dy={16} fontSize={12}>
              {v.markers
                .slice(line * 2, line * 2 + 2)
                .map((n, i) => `${seatWord(seatNames, line * 2 + i)} ${n}`)
                .join(', ')}
            </tspan>
          ))}
        </text>
      ) : big ? (
        <g data-tip={`Skills: a Skill Marker and the slot's cost from the Build stack take one. Skill Markers left: ${v.markers.map((n, p) => `${seatWord(seatNames, p)} ${n}`).join(', ')}.`}>
          <text x={12} y={headOf(v, narrow, least) - 2 + TILE_H / 2 + least * 0.36} fontSize={least * 1.1} fontWeight="bold" fill={PALETTE.ink}>
            Skills
          </text>
        </g>
      ) : (
        <text x={10} y={20} fontSize={Math.max(13, least)} fontWeight="bold" fill={PALETTE.ink}>
          Skills · Skill Markers left: {v.markers.map((n, p) => `${seatWord(seatNames, p)} ${n}`).join(', ')}
        </text>
      )}
      {list.map(({ skill, mat }, n) => {
        const i = n + lead(narrow, least);
        const x = 6 + (i % cols) * (TILE_W + 8);
        const y = headOf(v, narrow, least) - 2 + Math.floor(i / cols) * (TILE_H + 6);
        const holders = v.skills.filter((p) => p.skill === skill.id);
        return (
          <g key={skill.id} transform={`translate(${x} ${y})`}>
            <g data-tip={`${skill.name} (${mat ? 'on every Player Mat: each player may take it once' : 'Skill Board'}): ${skillWords(skill.effect)}. ${skill.slots.map((c, s) => `Slot ${s + 1} costs ${c}`).join(', ')} from the Build stack and a Skill Marker.${holders.length ? ` Taken by ${holders.map((h) => seatWord(seatNames, h.seat)).join(', ')}.` : ''}`}>
              <rect width={TILE_W} height={TILE_H} rx={5} fill="#fff" stroke={PALETTE.paperEdge} />
              <text x={6} y={big ? TILE_H / 2 + least * 0.36 : 16} fontSize={Math.max(12, least)} fontWeight="bold" fill={PALETTE.ink}>
                {skill.name}
              </text>
              {!big && (
                <text x={6} y={34} fontSize={10} fill={PALETTE.inkSoft}>
                  {skillWords(skill.effect).slice(0, room)}
                  {skillWords(skill.effect).length > room ? '…' : ''}
                </text>
              )}
            </g>
            {skill.slots.map((cost, slot) => {
              const k = `skill:${skill.id}:${slot}`;
              const cx = TILE_W - (narrow ? HIT / 2 + 4 : 16) - (skill.slots.length - 1 - slot) * SLOT;
              const taken = mat ? holders.filter((h) => h.seat === v.seat) : holders.filter((h) => h.slot === slot);
              return (
                <Pickable key={slot} pickKey={k} next={next} onPick={onPick} label={`${next.has(k) ? 'Place a Skill Marker here: ' : ''}${skill.name}, slot ${slot + 1}, costs ${cost}${taken.length ? `; taken by ${taken.map((h) => seatWord(seatNames, h.seat)).join(', ')}` : ''}.`}>
                  {next.has(k) && <circle className="box" cx={cx} cy={TILE_H / 2} r={narrow ? HIT / 2 : big ? 17 : 14} fill="#fff1cc" stroke={PALETTE.pick} strokeWidth={3} />}
                  <SkillMarker x={cx} y={TILE_H / 2} r={narrow ? 16 : big ? least / 1.1 : 11} seat={taken[0]?.seat ?? null} cost={cost} />
                </Pickable>
              );
            })}
          </g>
        );
      })}
    </g>
  );
});
