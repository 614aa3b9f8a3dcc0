// Gate Defense's pictures: each hero, tower, minion and boss of the game's content by id → its icon in the game-icons
// collection (game-icons.net, CC BY 3.0). `npm run icons -w @ramparts/web` copies the icons named here into
// icons.generated.ts (this game's chunk only); a unit test checks every piece of the content has one.

export const HERO_ICONS: Record<string, string> = {
  glorbud: 'ogre',
  keith: 'bowman',
  henry: 'mounted-knight',
  mongo: 'wizard-face',
  edward: 'hammer-nails',
};

export const TOWER_ICONS: Record<string, string> = {
  archery: 'bow-arrow',
  swordsmen: 'crossed-swords',
  bombers: 'unlit-bomb',
  mage: 'wizard-staff',
  stables: 'horse-head',
  trebuchet: 'trebuchet',
};

/** Minions and bosses. */
export const ENEMY_ICONS: Record<string, string> = {
  gremlin: 'imp',
  'devil-steed': 'unicorn',
  'bat-monkeys': 'bat',
  golem: 'rock-golem',
  'dark-wizard': 'warlock-hood',
  'corrupt-dwarf': 'dwarf-face',
  morgu: 'troll',
  damitat: 'dragon-head',
  flambee: 'burning-skull',
};

/** Every icon this game draws (the generator's list). */
export const ICON_NAMES: readonly string[] = [...Object.values(HERO_ICONS), ...Object.values(TOWER_ICONS), ...Object.values(ENEMY_ICONS)];
