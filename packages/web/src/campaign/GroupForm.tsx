import { useState } from 'react';
import { go } from '../app/router.ts';

/** A group's name: 1 to 64 characters once trimmed (it names the save). */
export const validGroup = (name: string): boolean => name.trim().length >= 1 && name.trim().length <= 64;

/** A group's name, to continue its campaign or begin one (the home page's tracks card, and the campaign's own page). */
export function GroupForm() {
  const [name, setName] = useState('');
  return (
    <form
      className="group-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (validGroup(name)) go(`#/campaign/tracks/${encodeURIComponent(name.trim())}`);
      }}
    >
      <input type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={64} placeholder="group name" aria-label="Campaign group name" />{' '}
      <button type="submit" disabled={!validGroup(name)}>
        Campaign
      </button>
    </form>
  );
}
