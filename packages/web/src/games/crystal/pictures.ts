// Crystal Defenders' pictures: each hero, defense and enemy of the game's content by id → its icon in the game-icons
// collection (game-icons.net, CC BY 3.0). `npm run icons -w @ramparts/web` copies the icons named here into
// icons.generated.ts (this game's chunk only); a unit test checks every piece of the content has one.

export const HERO_ICONS: Record<string, string> = {
  squire: 'visored-helm',
  countess: 'queen-crown',
  apprentice: 'wizard-face',
  adept: 'pointy-hat',
  huntress: 'hood',
  ranger: 'bowman',
  monk: 'monk-face',
  initiate: 'meditation',
};

export const DEFENSE_ICONS: Record<string, string> = {
  'bouncer-blockade': 'bouncing-spring',
  'spike-wall': 'spiked-wall',
  'harpoon-turret': 'harpoon-chain',
  'bowling-ball-turret': 'bowling-strike',
  'slice-n-dice': 'circular-sawblade',
  'magic-blockade': 'magic-shield',
  'magic-missile-tower': 'magic-swirl',
  'fireball-tower': 'fireball',
  'lightning-tower': 'lightning-branches',
  'striker-tower': 'crossed-sabres',
  'proximity-mine': 'land-mine',
  'gas-trap': 'poison-gas',
  'inferno-trap': 'flame',
  'darkness-trap': 'night-sky',
  'ethereal-spike': 'crystal-growth',
  'ensnare-aura': 'spider-web',
  'electric-aura': 'electric',
  'healing-aura': 'healing',
  'strength-drain-aura': 'heart-drop',
  'enrage-aura': 'angry-eyes',
};

export const ENEMY_ICONS: Record<string, string> = {
  goblin: 'goblin-head',
  archer: 'archer',
  skeleton: 'skeleton',
  orc: 'orc-head',
  kobold: 'imp-laugh',
  wyvern: 'wyvern',
  mage: 'warlock-hood',
  ninja: 'ninja-mask',
  ogre: 'ogre',
};

/** Every icon this game draws (the generator's list). */
export const ICON_NAMES: readonly string[] = [...Object.values(HERO_ICONS), ...Object.values(DEFENSE_ICONS), ...Object.values(ENEMY_ICONS)];
