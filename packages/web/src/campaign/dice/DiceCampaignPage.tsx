import type { AnyGame } from '@ramparts/engine';
import * as C from '@ramparts/games/dice/campaign/index.ts';
import { content as diceContent } from '@ramparts/games/dice/content/index.ts';
import { dice } from '@ramparts/games/dice/index.ts';
import { useState, type ReactNode } from 'react';
import { go } from '../../app/router.ts';
import { defaultSeats, SeatPicker, startLocalMatch, type SeatChoice } from '../../app/seats.tsx';
import { validGroup } from '../GroupForm.tsx';
import { diceSaves } from './store.ts';
import { CannotOpen } from '../../app/CannotOpen.tsx';
import { JoinGroupForm, ServerGroup, useGroupSave } from '../ServerGroup.tsx';

/**
 * `#/campaign/dice/<group>`: the group's Gate Defense campaign from its save in this browser, or from the server for
 * a group kept there (without a group: the group form, and joining a group on the server).
 */
export default function DiceCampaignPage({ group }: { group: string | null }) {
  if (!group) return <DiceGroupForm />;
  return <GroupCampaign key={group} group={group} />;
}

function GroupCampaign({ group }: { group: string }) {
  const [loaded, reload] = useGroupSave(diceSaves, group);
  if (!loaded) return <main className="page">Opening the campaign…</main>;
  if ('error' in loaded) return <CannotOpen title="This campaign cannot be opened" error={loaded.error} />;
  return (
    <DiceCampaignView
      save={loaded.save}
      stored={loaded.stored}
      notice={loaded.notice}
      server={<ServerGroup store={diceSaves} save={loaded.save} stored={loaded.stored} onChange={reload} />}
    />
  );
}

function DiceGroupForm() {
  const [name, setName] = useState('');
  return (
    <main className="page">
      <h1>Gate Defense campaign</h1>
      <p>{C.campaign.intro}</p>
      <p>A campaign belongs to a group: its chapters, gate, gold, scars and towers are kept in this browser under the group&apos;s name, or on the server for the whole group.</p>
      <form
        className="group-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (validGroup(name)) go(`#/campaign/dice/${encodeURIComponent(name.trim())}`);
        }}
      >
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="group name" aria-label="Campaign group name" />{' '}
        <button type="submit" disabled={!validGroup(name)}>
          Campaign
        </button>
      </form>
      <JoinGroupForm game="dice" store={diceSaves} />
    </main>
  );
}

const heroName = (id: string) => diceContent.hero(id).name;

/**
 * Where the group stands (`describeSave`), the next chapter's story and the heroes and seats to play it with;
 * `server`: where the group's save is kept (this browser or the server).
 */
export function DiceCampaignView({ save, stored, notice, server }: { save: C.DiceCampaignSave; stored: boolean; notice?: string | null; server?: ReactNode }) {
  const game = dice as AnyGame;
  const chapter = C.currentChapter(save);
  const [heroes, setHeroes] = useState<string[]>(() => C.defaultHeroes(save, 1));
  const [seats, setSeats] = useState<SeatChoice[]>([]);
  const [count, setCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const counts = { min: 1, max: Math.max(1, heroes.length) };
  const players = Math.min(counts.max, Math.max(counts.min, count));
  const seatList = defaultSeats(players, seats);
  const seatName = (i: number) => game.seatName(players, { heroes }, i);
  const toggle = (id: string) => setHeroes((h) => (h.includes(id) ? h.filter((x) => x !== id) : [...h, id]));
  const play = () => {
    try {
      const options = C.chapterOptions(save, players, heroes);
      startLocalMatch(game, players, options, seatList, seatName, { diceCampaign: { group: save.group, chapter: chapter!.id, played: save.history.length } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <main className="page campaign">
      <h1>Gate Defense campaign: {save.group}</h1>
      <p className="meta">
        {C.campaign.name}. {stored ? `Chapters played: ${save.history.length}.` : 'A new campaign: it is saved (in this browser, or on the server for a group kept there) when its first chapter ends.'}
      </p>
      {notice && <p className="notice">{notice}</p>}
      {server}
      <section aria-label="The group">
        {C.describeSave(save).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </section>
      {chapter ? (
        <section aria-label="Next chapter">
          <h2>
            Chapter {chapter.id}: {chapter.title}
          </h2>
          <p className="story">{chapter.before}</p>
          <fieldset>
            <legend>Heroes</legend>
            {save.unlocked.map((id) => (
              <label key={id}>
                <input type="checkbox" checked={heroes.includes(id)} onChange={() => toggle(id)} /> {heroName(id)}
              </label>
            ))}
          </fieldset>
          <SeatPicker counts={counts} players={players} onCount={setCount} seats={seatList} onSeats={setSeats} seatName={seatName} game={game} link={false} />
          {error && <p className="error">{error}</p>}
          <p>
            <button className="primary" onClick={play} disabled={heroes.length === 0}>
              Play chapter {chapter.id}
            </button>
          </p>
        </section>
      ) : (
        <p>Every chapter is won. Start another campaign under another group name.</p>
      )}
      {save.history.length > 0 && (
        <section aria-label="Chapters played">
          <h2>Chapters played</h2>
          <ol>
            {save.history.map((h, i) => (
              <li key={i}>
                Chapter {h.chapter}, {C.chapterById(h.chapter)?.title}: {h.won ? 'won' : 'lost'} in {h.rounds} rounds ({h.reason})
              </li>
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}
