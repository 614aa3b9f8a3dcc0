/** Dice rolled, as a line of the log tells them: who rolled (in short: "Swordsmen on T7", "Keith") and the faces. */
export interface Roll {
  who: string;
  dice: number[];
  /** The whole line: the tooltip, and the words for screen readers. */
  line: string;
}

const faces = (s: string) => s.split(/, | and /).map(Number);

/**
 * The dice rolls a few log lines of Gate Defense tell (the rules' own words, dice/rules): a tower firing ("Swordsmen on
 * T7 (level 3) rolls 2, 3, 6: …"), a hero attacking ("Keith attacks the Gremlins on P2, rolls 1: …", "… rolls 3 and
 * 5: …"), a Trebuchet aiming and striking ("… (rolled 4), strikes with 5, 2: …", "… and rolls a 1: a misfire"), a boss
 * or odd enemy at a crossroads ("At the crossroads P4 Morgu rolls 4: …"). Other lines roll nothing.
 */
export function rollsOf(lines: readonly string[]): Roll[] {
  const out: Roll[] = [];
  for (const line of lines) {
    const trebuchet = line.match(/^(Trebuchet on \S+) .*?\(rolled (\d)\), strikes with (\d(?:, \d)*):/);
    if (trebuchet) {
      out.push({ who: trebuchet[1], dice: [Number(trebuchet[2]), ...faces(trebuchet[3])], line });
      continue;
    }
    const m = line.match(/^(.*?),? rolls (?:a )?(\d(?:(?:, | and )\d)*)\b/);
    if (!m) continue;
    const who = m[1]
      .replace(/^At the crossroads \S+ (?:the odd )?/, '')
      .replace(/ attacks .*$/, '')
      .replace(/ aims at .*$/, '')
      .replace(/ \(level \d+\)$/, '');
    out.push({ who, dice: faces(m[2]), line });
  }
  return out;
}
