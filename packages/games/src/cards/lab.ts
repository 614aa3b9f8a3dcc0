import { contentOf, type VersusMode } from '@ramparts/engine';
import { checkCards, files } from './content/index.ts';

// What the balance lab needs from Elemental Towers: its versus set-up and its content. Data only.

/** Left out, the decks follow the player count (one deck for 2-4, two for 5-8), so every count from 2 to 8 plays. */
export const versusModes: VersusMode[] = [{ id: 'towers', label: 'Every tower against the others', options: {} }];

export const content = contentOf('cards', files, checkCards);
