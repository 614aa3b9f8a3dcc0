import { useEffect, useState } from 'react';
import { go } from '../app/router.ts';
import { ApiError } from '../online/api.ts';
import { validGroup } from './GroupForm.tsx';
import { groupProblem, type CampaignGame, type GroupSaves } from './groups.ts';

export type LoadedGroup<S> = { save: S; stored: boolean; notice: string | null } | { error: string };

/**
 * A group's save for its campaign page: this browser's copy, refreshed from the server first for a group kept there
 * (when the server cannot be reached, the copy with a notice saying so). `reload` reads it again.
 */
export function useGroupSave<S extends { group: string }>(store: GroupSaves<S>, group: string): [LoadedGroup<S> | null, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedGroup<S> | null>(null);
  useEffect(() => {
    let live = true;
    const read = (notice: string | null): LoadedGroup<S> => {
      try {
        return { ...store.load(group), notice };
      } catch (e) {
        return { error: e instanceof Error ? e.message : String(e) };
      }
    };
    if (!store.online(group)) {
      setLoaded(read(null));
      return;
    }
    setLoaded(null);
    store.refresh(group).then(
      () => live && setLoaded(read(null)),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.code === 'unreachable') setLoaded(read('The server cannot be reached: this is the copy of the campaign kept in this browser.'));
        else setLoaded({ error: groupProblem(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [store, group, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

/**
 * Where the group's campaign is kept: this browser only (the default), with "Keep this campaign on the server",
 * which shows the group's secret once, and for a new group "join" with the secret; or the server.
 */
export function ServerGroup<S extends { group: string }>({ store, save, stored, onChange }: { store: GroupSaves<S>; save: S; stored: boolean; onChange(): void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [joinSecret, setJoinSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(groupProblem(e));
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    run(async () => {
      setSecret(await store.publish(save));
    });
  const join = () =>
    run(async () => {
      await store.join(save.group, joinSecret);
      onChange();
    });

  if (secret)
    return (
      <section className="server-group" aria-label="On the server">
        <h2>On the server</h2>
        <p>
          <strong>Share this secret with your group; it will not be shown again.</strong> Each of you opens the campaign of “{save.group}” and joins with it.
        </p>
        <input className="secret" readOnly value={secret} onFocus={(e) => e.target.select()} aria-label="Group secret" />
        <p>
          <button
            onClick={() => {
              setSecret(null);
              onChange();
            }}
          >
            I have kept it
          </button>
        </p>
      </section>
    );
  if (store.online(save.group))
    return (
      <section className="server-group" aria-label="On the server">
        <p className="meta">This campaign is kept on the server: everyone in the group who has its secret plays it, from any browser.</p>
      </section>
    );
  return (
    <section className="server-group" aria-label="On the server">
      <h2>On the server</h2>
      <p className="meta">This campaign is kept in this browser only. On the server, everyone in your group can play it with the group&apos;s secret.</p>
      <p>
        <button onClick={() => void publish()} disabled={busy}>
          Keep this campaign on the server
        </button>
      </p>
      {!stored && (
        <form
          className="join-group"
          onSubmit={(e) => {
            e.preventDefault();
            if (joinSecret.trim()) void join();
          }}
        >
          Is “{save.group}” already on the server?{' '}
          <input type="text" value={joinSecret} onChange={(e) => setJoinSecret(e.target.value)} maxLength={200} placeholder="the group's secret" aria-label="Group secret" />{' '}
          <button type="submit" disabled={busy || !joinSecret.trim()}>
            Join the group
          </button>
        </form>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** "Join a group": a campaign group on the server, by its name and secret; then its page. */
export function JoinGroupForm({ game, store }: { game: CampaignGame; store: Pick<GroupSaves<{ group: string }>, 'join'> }) {
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await store.join(name.trim(), secret);
      go(`#/campaign/${game}/${encodeURIComponent(name.trim())}`);
    } catch (e) {
      setError(groupProblem(e));
      setBusy(false);
    }
  };
  const ready = validGroup(name) && secret.trim().length > 0;
  return (
    <form
      className="group-form join-group"
      aria-label="Join a group"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void join();
      }}
    >
      <h2>Join a group</h2>
      <p className="meta">A campaign kept on the server: its name and the secret whoever started it shared with you.</p>
      <input type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="group name" aria-label="Name of the group to join" />{' '}
      <input type="text" value={secret} onChange={(e) => setSecret(e.target.value)} maxLength={200} placeholder="the group's secret" aria-label="The group's secret" />{' '}
      <button type="submit" disabled={busy || !ready}>
        Join
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
