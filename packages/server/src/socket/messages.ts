import { z } from 'zod';

/**
 * The handshake: `io(url, { auth: { match, seat, credential } })`; without a seat, a spectator, who gives a private
 * match's invitation or spectator key as `key`.
 */
export const authSchema = z.strictObject({
  match: z.string().min(1).max(64),
  seat: z.number().int().min(0).max(63).optional(),
  credential: z.string().min(1).max(128).optional(),
  key: z.string().min(1).max(128).optional(),
});

/** `move`: the move as the game's `moveSchema` knows it; `seq` (optional) is the state the client saw. */
export const moveMessage = z.strictObject({
  move: z.unknown(),
  seq: z.number().int().min(0).optional(),
});

/** `chat`: a line of plain text (its length is checked after control characters are stripped: `chat-too-long`). */
export const chatMessage = z.strictObject({
  text: z.string(),
});

export const emptyMessage = z.union([z.strictObject({}), z.undefined(), z.null()]);

/** `absent`: in a turn-based match, what happens to `target`, whose clock ran out. */
export const timeOutMessage = z.strictObject({
  target: z.number().int().min(0).max(63),
  choice: z.enum(['skip', 'end', 'bot']),
});

/** `hint`: asks the bot's best moves for the connection's seat; carries nothing (`{}`). */
export const hintMessage = emptyMessage;

/** The largest message the server reads, in bytes (Socket.IO drops the connection beyond it). */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** The largest move, in characters of JSON. */
export const MAX_MOVE_CHARS = 4 * 1024;
/** The deepest nesting of arrays and objects a message may have (checked before anything walks it). */
export const MAX_DEPTH = 32;
/** The most values (objects, arrays, strings, numbers …) one message may hold. */
export const MAX_VALUES = 2048;
