/** Why a move is not allowed: a stable kebab-case code and a sentence a player understands. */
export type Problem = readonly [code: string, message: string] | null;
