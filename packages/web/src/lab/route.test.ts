import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router.ts';

describe('the Lab page’s address', () => {
  it('is #/lab, with the summary to open by address after ?url=', () => {
    expect(parseRoute('#/lab')).toEqual({ page: 'lab', url: null });
    expect(parseRoute(`#/lab?url=${encodeURIComponent('/runs/dice difficulty/summary.json')}`)).toEqual({ page: 'lab', url: '/runs/dice difficulty/summary.json' });
    expect(parseRoute('#/lab/extra')).toEqual({ page: 'missing', path: 'lab/extra' });
  });
});
