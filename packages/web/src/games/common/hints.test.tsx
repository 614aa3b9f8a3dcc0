import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HintKeys, hintKeyMap, MarkedKeys, Pickable } from './svg.tsx';

describe('#17 hints marked on every board through Pickable', () => {
  it('numbers each key of the hinted moves’ paths with the hints going through it (1 = the best)', () => {
    const map = hintKeyMap([
      ['lane:1', 'coin:3'],
      ['lane:2', 'coin:3'],
      ['toss', 'toss'],
    ]);
    expect(Object.fromEntries(map)).toEqual({ 'lane:1': [1], 'coin:3': [1, 2], 'lane:2': [2], toss: [3] });
  });

  it('a hinted piece carries data-hint and the hinted class, apart from the last move’s mark, and says its number', () => {
    const hinted = new Map([['cell:4', [2]]]);
    const html = renderToStaticMarkup(
      <MarkedKeys.Provider value={new Set(['cell:4'])}>
        <HintKeys.Provider value={hinted}>
          <svg>
            <Pickable pickKey="cell:4" next={new Set(['cell:4'])} onPick={() => undefined} label="Cell 4">
              <rect />
            </Pickable>
            <Pickable pickKey="cell:5" next={new Set(['cell:5'])} onPick={() => undefined} label="Cell 5">
              <rect />
            </Pickable>
          </svg>
        </HintKeys.Provider>
      </MarkedKeys.Provider>,
    );
    expect(html).toMatch(/class="pickable marked hinted" data-hint="2"[^>]*aria-label="Cell 4 \(hint 2\)"/);
    expect(html).toMatch(/class="pickable" role="button"[^>]*aria-label="Cell 5"/);
    expect(html.match(/data-hint/g)).toHaveLength(1);
  });

  it('a piece that cannot be clicked now is still marked when hinted', () => {
    const html = renderToStaticMarkup(
      <HintKeys.Provider value={new Map([['tower:a', [1, 3]]])}>
        <svg>
          <Pickable pickKey="tower:a" next={new Set()} onPick={() => undefined} label="Tower A">
            <rect />
          </Pickable>
        </svg>
      </HintKeys.Provider>,
    );
    expect(html).toContain('data-hint="1 3"');
    expect(html).toContain('class="hinted"');
  });
});
