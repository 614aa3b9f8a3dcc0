import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** The schema's history, in code; `Migrator` runs what a database lacks at start. */
const migrations: Record<string, Migration> = {
  '0001-matches-seats-entries-saves': {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('game_version', 'varchar(64)', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('matches_status').on('matches').columns(['status', 'created_at']).execute();
      await db.schema
        .createTable('seats')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('bot', 'varchar(64)')
        .addColumn('name', 'varchar(64)')
        .addColumn('credential_hash', 'varchar(64)')
        .addColumn('away', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('seats_pk', ['match_id', 'seat'])
        .execute();
      await db.schema
        .createTable('entries')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('move', 'text')
        .addColumn('clocks', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('entries_pk', ['match_id', 'seq'])
        .execute();
      await db.schema
        .createTable('saves')
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('group_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('saves_pk', ['game', 'group_name'])
        .execute();
      await sql`select 1`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('saves').execute();
      await db.schema.dropTable('entries').execute();
      await db.schema.dropTable('seats').execute();
      await db.schema.dropTable('matches').execute();
    },
  },
  '0002-privacy-leases-generations-secrets': {
    // For a server open to strangers: private matches joined by invitation, who created a match (limits),
    // open matches that expire, one instance at a time driving a match's bots (a lease), seat generations
    // (a freed seat's old connections lose it), and campaign groups guarded by a secret.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('matches').addColumn('visibility', 'varchar(8)', (c) => c.notNull().defaultTo('public')).execute();
      await db.schema.alterTable('matches').addColumn('invite_hash', 'varchar(64)').execute();
      await db.schema.alterTable('matches').addColumn('client', 'varchar(64)').execute();
      await db.schema.alterTable('matches').addColumn('expires_at', 'bigint').execute();
      await db.schema.alterTable('matches').addColumn('lease_holder', 'varchar(64)').execute();
      await db.schema.alterTable('matches').addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('matches_client').on('matches').columns(['client', 'status']).execute();
      await db.schema.alterTable('seats').addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('saves').addColumn('secret_hash', 'varchar(64)').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      // SQLite drops no indexed column: the index goes first.
      await db.schema.dropIndex('matches_client').execute();
      for (const column of ['visibility', 'invite_hash', 'client', 'expires_at', 'lease_holder', 'lease_until']) await db.schema.alterTable('matches').dropColumn(column).execute();
      await db.schema.alterTable('seats').dropColumn('generation').execute();
      await db.schema.alterTable('saves').dropColumn('secret_hash').execute();
    },
  },
  '0003-chat-match-names': {
    // Table chat kept with its match (shown in its replay), and the name a host gives a match.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('matches').addColumn('name', 'varchar(64)').execute();
      await db.schema
        .createTable('chat')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('watching', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['match_id', 'seq'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat').execute();
      await db.schema.alterTable('matches').dropColumn('name').execute();
    },
  },
  '0004-hints': {
    // Hints asked for at a table (#17): who asked, after how many moves, and when. Kept apart from the entries so
    // move numbers, undo and replays are untouched; whether a match allows hints lives in its settings (JSON).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hints')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('at', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('hints_pk', ['match_id', 'n'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('hints').execute();
    },
  },
  '0005-spectator-keys': {
    // A private match is watched only with its invitation or its spectator key (#28.5): the key's hash. Private
    // matches made before it have none (null): their invitation alone opens them to watching.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('matches').addColumn('watch_hash', 'varchar(64)').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('matches').dropColumn('watch_hash').execute();
    },
  },
  '0006-accounts': {
    // Accounts (#29): optional, a guest plays as before. A session's id is the sha256 of the token in its cookie, so
    // a read of this table signs nobody in. `account_seats` and `account_groups` keep the seat credentials and group
    // secrets an account holds IN CLEAR, on purpose: another device signed in must be handed a working credential,
    // which a hash cannot give back. A credential opens one seat of one match (a secret, one group's save), which the
    // account already may use; sealing it with a key kept in this same database would add nothing, and a key kept
    // elsewhere would be one more thing whose loss breaks every signed-in device. `seats` keeps only hashes, as before.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('name_key', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').columns(['account_id', 'revoked']).execute();
      await db.schema
        .createTable('account_seats')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('credential', 'varchar(128)', (c) => c.notNull())
        .addColumn('match_key', 'varchar(128)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_seats_pk', ['account_id', 'match_id', 'seat'])
        .execute();
      await db.schema.createIndex('account_seats_match').on('account_seats').columns(['match_id']).execute();
      await db.schema
        .createTable('account_groups')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('group_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('secret', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_groups_pk', ['account_id', 'game', 'group_id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('account_groups').execute();
      await db.schema.dropTable('account_seats').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('accounts').execute();
    },
  },
  '0007-ratings': {
    // Ratings and co-operative records (#29), both worked out from finished matches only, so `ramparts admin ratings
    // --rebuild` can empty these tables and fill them again from the log. No foreign keys to matches: a pruned match
    // keeps its place in a player's history (its record is in the archive). `rating_changes` is one row per seat of a
    // rated match (a bot's with its fixed rating); its rows also mark the match as counted, so counting is done once.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('ratings')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('mode', 'varchar(64)', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('ordinal', 'double precision', (c) => c.notNull())
        .addColumn('played', 'integer', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['account_id', 'game', 'mode'])
        .execute();
      await db.schema.createIndex('ratings_board').on('ratings').columns(['game', 'mode', 'ordinal']).execute();
      await db.schema
        .createTable('rating_changes')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('account_id', 'varchar(32)')
        .addColumn('bot', 'varchar(64)')
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('mode', 'varchar(64)', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('mu_before', 'double precision', (c) => c.notNull())
        .addColumn('sigma_before', 'double precision', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_changes_pk', ['match_id', 'seat'])
        .execute();
      await db.schema.createIndex('rating_changes_account').on('rating_changes').columns(['account_id', 'at']).execute();
      await db.schema
        .createTable('coop_results')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('account_id', 'varchar(32)')
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('scenario', 'varchar(128)', (c) => c.notNull())
        .addColumn('won', 'integer', (c) => c.notNull())
        .addColumn('measure', 'double precision', (c) => c.notNull())
        .addColumn('moves', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('coop_results_pk', ['match_id', 'seat'])
        .execute();
      await db.schema.createIndex('coop_results_game').on('coop_results').columns(['game', 'scenario']).execute();
      await db.schema.createIndex('coop_results_account').on('coop_results').columns(['account_id', 'at']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('coop_results').execute();
      await db.schema.dropTable('rating_changes').execute();
      await db.schema.dropTable('ratings').execute();
    },
  },
  '0008-passkeys-emails': {
    // Passkeys, email addresses and one-time tokens (#29). A passkey keeps its public key (no secret: it only checks
    // a signature) and its signature counter. A WebAuthn challenge lives in the store, not in memory, so the instance
    // that answers the ceremony need not be the one that began it; it is taken (deleted) by its one use. Email and
    // reset tokens are kept as their sha256, as sessions are: reading the table opens nothing.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'varchar(1400)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .execute();
      await db.schema.createIndex('passkeys_account').on('passkeys').columns(['account_id']).execute();
      await db.schema
        .createTable('auth_challenges')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('challenge', 'varchar(128)', (c) => c.notNull())
        .addColumn('account_id', 'varchar(32)', (c) => c.references('accounts.id').onDelete('cascade'))
        .addColumn('name', 'varchar(64)')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('account_emails')
        .addColumn('account_id', 'varchar(32)', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('verified_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_emails_email').on('account_emails').columns(['email']).execute();
      await db.schema
        .createTable('email_tokens')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('email_tokens').execute();
      await db.schema.dropTable('account_emails').execute();
      await db.schema.dropTable('auth_challenges').execute();
      await db.schema.dropTable('passkeys').execute();
    },
  },
  '0009-invitations': {
    // An invitation by name (#29): the host of an open match asks an account to a seat. It keeps a private match's
    // invitation key, as `account_seats` keeps seat credentials, for the invited account alone to read. One per
    // account and match; it goes with either (the match's rows are never deleted while open, an account's are).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('invitations')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('from_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('match_key', 'varchar(128)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('invitations_match_account', ['match_id', 'account_id'])
        .execute();
      await db.schema.createIndex('invitations_account').on('invitations').columns(['account_id']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('invitations').execute();
    },
  },
  '0010-sign-in-attempts': {
    // Failed sign-ins (#29), kept in the store so every instance counts the same ones: one row per failure and per
    // what it counts against ('name' or 'address'); `key` is the sha256 of the name key or the address key, so a
    // guessed name is not kept in clear. Rows older than the window are deleted as failures are written (at most once
    // a minute per instance), as expired WebAuthn challenges are.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sign_in_attempts')
        .addColumn('scope', 'varchar(8)', (c) => c.notNull())
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sign_in_attempts_key').on('sign_in_attempts').columns(['scope', 'key', 'at']).execute();
      await db.schema.createIndex('sign_in_attempts_at').on('sign_in_attempts').columns(['at']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('sign_in_attempts').execute();
    },
  },
  '0011-notices': {
    // Notices (#30): "your turn" and the like, by Web Push and by email. A push subscription is the browser's endpoint
    // and its two public keys (p256dh, auth), per account; preferences are one row per account and kind only once
    // changed (no row: push and email on, each used when there is a subscription or a verified address). The queue
    // holds notices to send and retries, driven by one instance at a time under the 'notices' row of `job_leases`;
    // `notice_digests` says when an account last got an email (at most one an hour). `server_keys` keeps the VAPID
    // key pair, made once at the first start so every instance signs with it, and the secret unsubscribe links are
    // signed with.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('endpoint', 'varchar(1024)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('p256dh', 'varchar(128)', (c) => c.notNull())
        .addColumn('auth', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_subscriptions_account').on('push_subscriptions').columns(['account_id']).execute();
      await db.schema
        .createTable('notice_prefs')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('push', 'integer', (c) => c.notNull())
        .addColumn('email', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_prefs_pk', ['account_id', 'kind'])
        .execute();
      await db.schema
        .createTable('notice_digests')
        .addColumn('account_id', 'varchar(32)', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('notice_queue')
        .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(1024)')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notice_queue_due').on('notice_queue').columns(['due_at']).execute();
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('holder', 'varchar(64)')
        .addColumn('until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['server_keys', 'job_leases', 'notice_queue', 'notice_digests', 'notice_prefs', 'push_subscriptions']) await db.schema.dropTable(t).execute();
    },
  },
  '0012-seat-push': {
    // Pushes for a seat (#30): a browser holding a seat's credential (a guest's, most often) subscribes that seat of
    // that match; the subscription keeps the seat's generation (another holder, another generation: it goes) and goes
    // with the match. The queue takes a seat's notices too: `account_id` may be null, `seat` then names the seat (the
    // rows queued before are kept).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('seat_push_subscriptions')
        .addColumn('match_id', 'varchar(64)', (c) => c.notNull().references('matches.id').onDelete('cascade'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(1024)', (c) => c.notNull())
        .addColumn('p256dh', 'varchar(128)', (c) => c.notNull())
        .addColumn('auth', 'varchar(64)', (c) => c.notNull())
        .addColumn('generation', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_push_subscriptions_pk', ['match_id', 'seat', 'endpoint'])
        .execute();
      await db.schema.createIndex('seat_push_subscriptions_endpoint').on('seat_push_subscriptions').columns(['endpoint']).execute();
      await rebuildNoticeQueue(db, true);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.deleteFrom('notice_queue').where('account_id', 'is', null).execute();
      await rebuildNoticeQueue(db, false);
      await db.schema.dropTable('seat_push_subscriptions').execute();
    },
  },
  '0013-variants': {
    // Variants (#32): a designer's variant kept once by its content digest (sha256 of its canonical JSON), whatever
    // shares or plays it: `body` is that canonical JSON, so the row is the variant and nothing else. A match played
    // with one names it (`variant_digest`; no foreign key, which SQLite could not drop again: the match's row and the
    // variant's are written in one transaction). `account_variants` lists what a signed-in account shared; it goes
    // with the account, the variant stays (links and records of others' matches use it).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('variants')
        .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('account_variants')
        .addColumn('account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('digest', 'varchar(64)', (c) => c.notNull().references('variants.digest').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_variants_pk', ['account_id', 'digest'])
        .execute();
      await db.schema.alterTable('matches').addColumn('variant_digest', 'varchar(64)').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('matches').dropColumn('variant_digest').execute();
      await db.schema.dropTable('account_variants').execute();
      await db.schema.dropTable('variants').execute();
    },
  },
};

/**
 * The notice queue of 0011 (`seats` false) or of 0012 (`seats`: the account may be null, a `seat` column). PostgreSQL
 * alters the table; SQLite cannot drop a NOT NULL, so there the queue is made again with its rows (the old table
 * renamed first, so the new one's indexes have the names the old one's had).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildNoticeQueue(db: Kysely<any>, seats: boolean): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (seats) {
      await db.schema.alterTable('notice_queue').alterColumn('account_id', (c) => c.dropNotNull()).execute();
      await db.schema.alterTable('notice_queue').addColumn('seat', 'integer').execute();
    } else {
      await db.schema.alterTable('notice_queue').dropColumn('seat').execute();
      await db.schema.alterTable('notice_queue').alterColumn('account_id', (c) => c.setNotNull()).execute();
    }
    return;
  }
  await db.schema.alterTable('notice_queue').renameTo('notice_queue_old').execute();
  let t = db.schema
    .createTable('notice_queue')
    .addColumn('id', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) => (seats ? c : c.notNull()).references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('match_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(1024)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull());
  if (seats) t = t.addColumn('seat', 'integer');
  await t.execute();
  const columns = ['id', 'account_id', 'kind', 'match_id', 'channel', 'endpoint', 'body', 'attempts', 'due_at', 'created_at'];
  await db.insertInto('notice_queue').columns(columns).expression(db.selectFrom('notice_queue_old').select(columns)).execute();
  await db.schema.dropTable('notice_queue_old').execute();
  await db.schema.createIndex('notice_queue_due').on('notice_queue').columns(['due_at']).execute();
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
