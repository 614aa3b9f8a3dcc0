import { describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router.ts';

describe('#29 the account page and the links mailed to it', () => {
  it('#/account is the account page; #/account/verify/<token> and #/account/reset/<token> carry their token; anything else under it is missing', () => {
    expect(parseRoute('#/account')).toEqual({ page: 'account' });
    expect(parseRoute('#/account/verify/abc_-9')).toEqual({ page: 'account', link: { kind: 'verify', token: 'abc_-9' } });
    expect(parseRoute('#/account/reset/xyz')).toEqual({ page: 'account', link: { kind: 'reset', token: 'xyz' } });
    expect(parseRoute('#/account/reset')).toEqual({ page: 'missing', path: 'account/reset' });
    expect(parseRoute('#/account/other/xyz')).toEqual({ page: 'missing', path: 'account/other/xyz' });
  });
});
