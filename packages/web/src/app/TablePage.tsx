import { playKindOf, variantGame, type AnyGame } from '@ramparts/engine';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { MatchDriver } from '../driver.ts';
import { loadUi } from '../games/index.ts';
import { gameTitle, loadGame } from '../games/rules.ts';
import { useGame } from '../games/useGame.ts';
import type { GameUi } from '../games/types.ts';
import { LocalDriver } from '../local/driver.ts';
import { localGame } from '../local/rebuild.ts';
import { contentRunOf, TableContent, uiInContent, type ContentRun } from '../games/common/content-run.tsx';
import { sharedVariant } from '../studio/share.ts';
import { loadLocal, type LocalSave } from '../local/store.ts';
import { workerRunner } from '../local/worker-runner.ts';
import { credentialsFor, getMatch, invitationFor, joinSeat, keepInvitation, keepWatchKey, myName, shareLink, watchKeyFor, watchLink, type MatchSummary } from '../online/api.ts';
import { OnlineDriver } from '../online/driver.ts';
import { Table } from './Table.tsx';
import { playAgainLocal, playAgainOnline } from './again.ts';
import { CannotOpen } from './CannotOpen.tsx';
import { InviteByName } from './InviteByName.tsx';
import { offerTurnNotices } from '../account/notices.ts';
import { useAccount } from '../account/session.ts';
import { turnPaceWords } from './turnBased.ts';

// A campaign's end step is its game's own (the tracks or dice campaign and rules): loaded only at such a table.
const CampaignEnd = lazy(() => import('../campaign/SpendStep.tsx').then((m) => ({ default: m.CampaignEnd })));
const DiceCampaignEnd = lazy(() => import('../campaign/dice/DiceCampaignEnd.tsx').then((m) => ({ default: m.DiceCampaignEnd })));

type Loaded =
  | { driver: MatchDriver; ui: GameUi; game: AnyGame; options: unknown; variant?: string; content?: ContentRun | null; campaign?: LocalSave['campaign']; diceCampaign?: LocalSave['diceCampaign']; summary?: MatchSummary }
  | { join: MatchSummary }
  | { error: string };

/** Resolves in a later task of the page (a timer's), after what is queued now: the browser may paint and answer input between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `invite`: a private match's invitation, from the link this page was opened by (kept for joining and sharing);
 * `watch`: its spectator key, from a spectator link (kept for watching).
 */
export default function TablePage({ source, id, invite, watch }: { source: 'local' | 'online'; id: string; invite?: string; watch?: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const account = useAccount();

  useEffect(() => {
    let driver: MatchDriver | null = null;
    let stop: (() => void) | null = null;
    let live = true;
    (async () => {
      if (source === 'local') {
        const save = loadLocal(id);
        if (!save) throw new Error('This game is not kept in this browser (it may have been started elsewhere).');
        const [ui, game] = await Promise.all([loadUi(save.game), loadGame(save.game)]);
        if (!game) throw new Error(`There is no game "${save.game}".`);
        // The chunks just ran their modules; replaying the moves waits for a task of its own, so neither holds the
        // page long by itself (a phone's first input waits for both otherwise: Lighthouse's blocking time).
        await nextTask();
        const runner = workerRunner();
        stop = runner.terminate;
        driver = new LocalDriver(save, game, { run: runner.run, hint: runner.hint });
        // The board draws the variant's map: its content lookups run with the variant on.
        const content = contentRunOf(localGame(game, save));
        return { driver, ui: uiInContent(ui, content), game, options: save.options, variant: save.variant?.name, content, campaign: save.campaign, diceCampaign: save.diceCampaign };
      }
      if (invite) keepInvitation(id, invite);
      if (watch) keepWatchKey(id, watch);
      const summary = await getMatch(id);
      if (summary.status === 'expired') throw new Error('This match expired before every seat was taken: start a new one.');
      // Every seat this browser holds (several: people at this screen, hot-seat), each with its credential.
      const mine = credentialsFor(id);
      const free = summary.seats.filter((s) => s.kind === 'human' && !s.taken);
      if (mine.length === 0 && free.length > 0 && summary.status === 'open') return { join: summary };
      const [ui, game] = await Promise.all([loadUi(summary.game), loadGame(summary.game)]);
      if (!game) throw new Error(`There is no game "${summary.game}".`);
      // A variant match's views come from the server; its board draws the variant's map, read by its digest. Without
      // it the board would draw the rulebook's map under the variant's pieces: the table says so instead.
      const played = summary.variant;
      const variant = played
        ? await sharedVariant(played.digest).catch((e: unknown) => {
            throw new Error(`This match plays the variant “${played.name}”, whose numbers could not be loaded (${e instanceof Error ? e.message : String(e)}). Try again in a moment.`);
          })
        : null;
      const content = variant ? contentRunOf(variantGame(game, variant)) : null;
      driver = new OnlineDriver(summary, game, mine);
      return { driver, ui: uiInContent(ui, content), game, options: summary.options, variant: summary.variant?.name, content, summary };
    })().then(
      (r) => {
        // The table's first render, the largest of the page, is a transition: React renders it in slices and the
        // page answers meanwhile; "Opening the table…" stays until it is ready.
        if (live) startTransition(() => setLoaded(r));
        else driver?.close();
      },
      (e: unknown) => live && setLoaded({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
      driver?.close();
      stop?.();
    };
  }, [source, id, attempt]);

  if (!loaded) return <main className="page">Opening the table…</main>;
  if ('error' in loaded) return <CannotOpen title="This table cannot be opened" error={loaded.error} />;
  if ('join' in loaded) return <JoinForm summary={loaded.join} onJoined={() => setAttempt((n) => n + 1)} />;
  const game = loaded.game;
  // An online table its host named reads "Coin Siege: Friday siege" for every seat.
  const named = loaded.summary?.name;
  const title = `${game.title}${named ? `: ${named}` : ''}`;
  const link = loaded.campaign;
  const chapter = loaded.diceCampaign;
  return (
    <TableContent.Provider value={loaded.content ?? null}>
    <Table
      driver={loaded.driver}
      ui={loaded.ui}
      title={title}
      variant={loaded.variant}
      // How this set-up is played: tracks' Versus Sandbox is seat against seat, not a team's.
      play={playKindOf(game, loaded.options)}
      share={source === 'online' ? shareLink(id) : undefined}
      // A private match's link seats people only with its invitation: without it here, the link is to watch.
      shareText={loaded.summary?.visibility === 'private' && !invitationFor(id) ? 'Watch by link' : 'Invite by link'}
      // Whoever holds both (the host) may also share a link that only watches.
      watchShare={source === 'online' && invitationFor(id) && watchKeyFor(id) ? watchLink(id) : undefined}
      // A seat held here (or the signed-in account's) may invite a player by name while seats are free.
      invite={loaded.summary?.status === 'open' && (credentialsFor(id).length > 0 || account) ? <InviteByName match={id} /> : undefined}
      // "Play again" at a local table opens a new one set as this was (a campaign's table goes back to the form).
      // Online: the new-game form filled in as this match was, the seats held here played again from this screen.
      again={
        source === 'local'
          ? !link && !chapter
            ? () => void playAgainLocal(id)
            : undefined
          : loaded.summary
            ? () => playAgainOnline(loaded.summary!, credentialsFor(id).map((c) => c.seat))
            : undefined
      }
      end={
        link
          ? (outcome) => (
              <Suspense fallback={<p>Loading…</p>}>
                <CampaignEnd localId={id} link={link} outcome={outcome} />
              </Suspense>
            )
          : chapter
            ? () => (
                <Suspense fallback={<p>Loading…</p>}>
                  <DiceCampaignEnd localId={id} link={chapter} />
                </Suspense>
              )
            : undefined
      }
    />
    </TableContent.Provider>
  );
}

function JoinForm({ summary, onJoined }: { summary: MatchSummary; onJoined(): void }) {
  const game = useGame(summary.game);
  const [name, setName] = useState(myName());
  const [error, setError] = useState<string | null>(null);
  const join = async (seat: number) => {
    try {
      await joinSeat(summary.id, seat, name.trim() || undefined);
      // A seat taken in a turn-based match: this browser is offered "your turn" notices (once; never on a page load).
      if (summary.settings?.turnBased) void offerTurnNotices(summary.id).catch(() => null);
      onJoined();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <main className="page">
      <h1>
        Join a game of {gameTitle(summary.game)}
        {summary.name ? `: “${summary.name}”` : null}
      </h1>
      {summary.variant && <p className="variant-line">Variant: {summary.variant.name} (the host changed some of the rulebook’s numbers)</p>}
      {summary.settings?.turnBased && <p className="meta">Turn-based: {turnPaceWords(summary.settings.turnBased)}. Make your move when it suits you.</p>}
      <p>
        <label>
          Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        </label>
      </p>
      <ul className="list">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            <strong>{game ? game.seatName(summary.players, summary.options, s.seat) : `Seat ${s.seat + 1}`}</strong>:{' '}
            {s.kind === 'bot' ? `a bot (${s.bot})` : s.taken ? (s.name || 'taken') : <button className="primary" onClick={() => void join(s.seat)}>Take this seat</button>}
          </li>
        ))}
      </ul>
      {error && <p className="error">{error}</p>}
    </main>
  );
}
