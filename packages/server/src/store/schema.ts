import type { Generated } from 'kysely';

/** A match: its game and setup (the seed stays here until the match is over), its status and settings. */
export interface MatchTable {
  id: string;
  game: string;
  game_version: string;
  players: number;
  /** JSON: the game's options after parsing (defaults filled in). */
  options: string;
  seed: string;
  /** 'open' (human seats free), 'live', 'finished'. */
  status: string;
  /** JSON: `MatchSettings` (clock, takeover bot). */
  settings: string;
  /** JSON `Outcome` once finished, else null. */
  outcome: string | null;
  created_at: number;
  updated_at: number;
  /** 'public' (listed in the lobby) or 'private' (reached by its link; seats need the invitation). */
  visibility: string;
  /** sha256 of a private match's invitation (hex); null for public matches. */
  invite_hash: string | null;
  /** sha256 of a private match's spectator key (hex): it opens the match to watching, not to a seat; null: none. */
  watch_hash: string | null;
  /** Who created the match (a key derived from the client's address), for per-client limits; null if unknown. */
  client: string | null;
  /** When an open match that nobody completed is removed (ms since epoch); null: never. */
  expires_at: number | null;
  /** The instance driving this match's bots and clocks, until `lease_until` (ms since epoch). */
  lease_holder: string | null;
  lease_until: number;
  /** The table's name its host gave (plain text, shown in the lobby); null: none given. */
  name: string | null;
  /**
   * The variant the match is played with (#32: `variants.digest`); null: the game as published. Optional in the
   * type only, so rows written before it need not name it; the column is always there.
   */
  variant_digest?: string | null;
}

/** A designer's variant (#32), kept once by its content digest. */
export interface VariantTable {
  /** `variantDigest(variant)`: sha256 of its canonical JSON (hex). */
  digest: string;
  game: string;
  name: string;
  /** The variant as canonical JSON (`canonicalJson`): its digest is the sha256 of this text. */
  body: string;
  created_at: number;
}

/** A variant a signed-in account shared (#32): its list of "my variants". */
export interface AccountVariantTable {
  account_id: string;
  digest: string;
  created_at: number;
}

/** A seat: a person (with the hash of the credential handed out once) or a bot. */
export interface SeatTable {
  match_id: string;
  seat: number;
  /** 'human' or 'bot'. */
  kind: string;
  /** The bot spec for bot seats ('random', 'mcts:2000' …); null for people. */
  bot: string | null;
  name: string | null;
  /** sha256 of the seat's credential (hex); null while the seat is free. */
  credential_hash: string | null;
  /** 1 while a bot plays for an absent person (time ran out, left). */
  away: number;
  /** Bumped each time the seat is claimed or freed: a connection holds the generation it was checked against. */
  generation: number;
}

/** The append-only log: one row per accepted move or undo, keyed (match_id, seq). The log is the truth. */
export interface EntryTable {
  match_id: string;
  seq: number;
  seat: number;
  /** 'move' or 'undo'. */
  kind: string;
  /** JSON move for 'move', null for 'undo'. */
  move: string | null;
  /** JSON clock banks (ms left per seat) after this entry, or null without a clock. */
  clocks: string | null;
  at: number;
}

/** Campaign saves (tracks groups): one JSON blob per game and group, versioned for optimistic updates. */
export interface SaveTable {
  game: string;
  group_name: string;
  data: string;
  version: number;
  updated_at: number;
  /** sha256 of the group's secret (hex), handed out once when the group is created; reads and writes need it. */
  secret_hash: string | null;
}

/** Table chat: one row per line said at a match, keyed (match_id, seq); a line is acknowledged once its row is committed. */
export interface ChatTable {
  match_id: string;
  seq: number;
  /** The speaker's seat; null for a spectator. */
  seat: number | null;
  /** The speaker's name as the table showed it then. */
  name: string;
  /** 1 when the speaker was watching (no seat). */
  watching: number;
  /** Plain text, control characters stripped; never HTML. */
  text: string;
  at: number;
}

/** A hint asked for at a match: one row per use, numbered per match (`n`); `at` is how many moves had been made. */
export interface HintTable {
  match_id: string;
  n: number;
  seat: number;
  at: number;
  created_at: number;
}

/** An account (#29): its name as typed, the key names collide on (NFKC, lower case), an argon2id hash of its password. */
export interface AccountTable {
  /** Random (base64url), never derived from the name. */
  id: string;
  name: string;
  /** `nameKey(name)`: unique, so names differing only in case or look-alike letters are one name. */
  name_key: string;
  /** argon2id, PHC string. */
  password_hash: string;
  created_at: number;
}

/** A signed-in browser: the id is the sha256 of its cookie's token (hex); revoked sessions are refused at once. */
export interface SessionTable {
  id: string;
  account_id: string;
  created_at: number;
  last_seen_at: number;
  /** The browser's User-Agent when it signed in (cut to 200 characters), so a list of sessions says which is which. */
  user_agent: string;
  /** 1 once signed out or revoked. */
  revoked: number;
}

/** A seat an account holds, with its credential (kept so another device can act as the seat: see migration 0006). */
export interface AccountSeatTable {
  account_id: string;
  match_id: string;
  seat: number;
  credential: string;
  /** A private match's invitation or spectator key, when the browser that attached the seat had it (watching, the record). */
  match_key: string | null;
  created_at: number;
}

/** A campaign group an account holds, with its secret (as for seats) and the group's name. */
export interface AccountGroupTable {
  account_id: string;
  game: string;
  group_id: string;
  name: string;
  secret: string;
  created_at: number;
}

/** A passkey (#29): a WebAuthn credential of an account, its public key and signature counter. */
export interface PasskeyTable {
  /** The credential's id (base64url), as the authenticator gives it. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** How the browser may reach the authenticator (JSON list: internal, usb, hybrid …). */
  transports: string;
  /** A name the player gives it ("Phone"), shown in the list. */
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out for one ceremony: short-lived, taken (deleted) by its one use. */
export interface AuthChallengeTable {
  id: string;
  /** `register` (a passkey for a signed-in account), `sign-up` (a new account with a passkey), `sign-in`. */
  purpose: string;
  /** The challenge, base64url. */
  challenge: string;
  /** The account it is for (register), else null. */
  account_id: string | null;
  /** The name a passkey sign-up asked for. */
  name: string | null;
  expires_at: number;
}

/** An account's verified email address (at most one). */
export interface AccountEmailTable {
  account_id: string;
  /** Trimmed, lower case. */
  email: string;
  verified_at: number;
}

/** A one-time token sent by email: sha256 of the token as its id; `verify` an address (`email`) or `reset` a password. */
export interface EmailTokenTable {
  id: string;
  account_id: string;
  purpose: string;
  email: string | null;
  expires_at: number;
  created_at: number;
}

/** A player's current rating in one game and mode (#29): OpenSkill's mu and sigma, and ordinal = mu - 3 sigma (the board's order). */
export interface RatingTable {
  account_id: string;
  game: string;
  /** The rated mode's id (`ratedModeOf`: 'duel', 'crusade', '4-players', 'versus'). */
  mode: string;
  mu: number;
  sigma: number;
  ordinal: number;
  played: number;
  won: number;
  updated_at: number;
}

/** One seat of a counted rated match: its rating before and after (a bot's stays its fixed one). Marks the match counted. */
export interface RatingChangeTable {
  match_id: string;
  seat: number;
  /** The account that held the seat; null for a bot. */
  account_id: string | null;
  /** The bot's level; null for a person. */
  bot: string | null;
  game: string;
  mode: string;
  won: number;
  mu_before: number;
  sigma_before: number;
  mu: number;
  sigma: number;
  /** When the match finished (ms). */
  at: number;
}

/** One seat of a finished co-operative match (#29): the team's result on its scenario, the game's own measure of how well. */
export interface CoopResultTable {
  match_id: string;
  seat: number;
  /** The account that held the seat; null for a guest or a bot. */
  account_id: string | null;
  /** The seat's name as the table showed it. */
  name: string;
  game: string;
  /** Scenario or map and difficulty, in words ('Scenario 2, hard'): the record's key. */
  scenario: string;
  won: number;
  /** The game's measure, more is better (gate health left, heroes' health, lives left). */
  measure: number;
  /** Moves the team made: fewer is better when the measure ties. */
  moves: number;
  at: number;
}

/** An account invited by name to an open match (#29), with a private match's invitation key for it alone. */
export interface InvitationTable {
  id: string;
  match_id: string;
  account_id: string;
  /** Who invited, as the table shows them (an account's name, or the seat's name). */
  from_name: string;
  match_key: string | null;
  created_at: number;
}

/** A failed sign-in (#29), counted against a name or an address on every instance; `key` is the sha256 of which. */
export interface SignInAttemptTable {
  /** 'name' or 'address'. */
  scope: string;
  key: string;
  at: number;
}

/** A browser's Web Push subscription (#30): its endpoint (unique) and public keys, for one account. */
export interface PushSubscriptionTable {
  endpoint: string;
  account_id: string;
  /** The browser's P-256 public key (base64url) and its auth secret (base64url): the payload is encrypted to them. */
  p256dh: string;
  auth: string;
  created_at: number;
}

/** An account's choice for one kind of notice (#30); no row: both on. */
export interface NoticePrefTable {
  account_id: string;
  /** 'turn', 'ended', 'invited', 'clock'. */
  kind: string;
  push: number;
  email: number;
}

/** When an account was last sent an email digest of notices (at most one an hour). */
export interface NoticeDigestTable {
  account_id: string;
  last_sent_at: number;
}

/**
 * A notice waiting to go (#30): `channel` 'notice' (not yet sorted into push and email by the account's choices),
 * 'push' (a retry to one subscription, `endpoint`) or 'email' (an item of the account's next digest). The id keeps a
 * notice from being queued twice (kind, match, move, seat, account).
 */
export interface NoticeQueueTable {
  id: string;
  /** Null: a seat's notice (`seat` of `match_id`), pushed to the browsers that subscribed that seat. */
  account_id: string | null;
  kind: string;
  match_id: string;
  channel: string;
  endpoint: string | null;
  /** JSON: the notice's words and link (`NoticeBody`). */
  body: string;
  attempts: number;
  /** Not sent before this time (ms): retries back off, a digest waits for its hour. */
  due_at: number;
  created_at: number;
  /** A seat's notice (no account): the seat whose subscriptions get it. */
  seat?: number | null;
}

/**
 * A browser's push subscription for one seat of one match (#30, 0012-seat-push): whoever holds the seat's
 * credential (a guest most often). `generation` is the seat's when subscribed: once the seat changes hands the
 * subscription goes; it goes with the match's end too.
 */
export interface SeatPushSubscriptionTable {
  match_id: string;
  seat: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  generation: number;
  created_at: number;
}

/** A job only one instance runs at a time ('notices'): who holds it, until when unless renewed (ms). */
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  until: number;
}

/** Keys the server makes once and every instance shares: the VAPID key pair, the secret of unsubscribe links. */
export interface ServerKeyTable {
  name: string;
  value: string;
  created_at: number;
}

export interface Database {
  matches: MatchTable;
  seats: SeatTable;
  entries: EntryTable;
  saves: SaveTable;
  chat: ChatTable;
  hints: HintTable;
  accounts: AccountTable;
  sessions: SessionTable;
  account_seats: AccountSeatTable;
  account_groups: AccountGroupTable;
  passkeys: PasskeyTable;
  auth_challenges: AuthChallengeTable;
  account_emails: AccountEmailTable;
  email_tokens: EmailTokenTable;
  ratings: RatingTable;
  rating_changes: RatingChangeTable;
  coop_results: CoopResultTable;
  invitations: InvitationTable;
  sign_in_attempts: SignInAttemptTable;
  push_subscriptions: PushSubscriptionTable;
  seat_push_subscriptions: SeatPushSubscriptionTable;
  notice_prefs: NoticePrefTable;
  notice_digests: NoticeDigestTable;
  notice_queue: NoticeQueueTable;
  job_leases: JobLeaseTable;
  server_keys: ServerKeyTable;
  variants: VariantTable;
  account_variants: AccountVariantTable;
}

/** Kept for Kysely's generated-column typing should a table gain one. */
export type { Generated };
