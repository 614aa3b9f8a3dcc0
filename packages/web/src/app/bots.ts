/** The bot strengths a person picks from; the spec goes to `createBot` (locally) or to the server. */
export const BOT_LEVELS: { spec: string; label: string }[] = [
  { spec: 'random', label: 'Bot: beginner (random)' },
  { spec: 'mcts:300', label: 'Bot: normal' },
  { spec: 'mcts:2000', label: 'Bot: strong' },
];

export function botLabel(spec: string): string {
  const level = BOT_LEVELS.find((b) => b.spec === spec);
  return level ? level.label.replace('Bot: ', 'Bot, ') : `Bot (${spec})`;
}
