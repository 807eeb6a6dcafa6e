import { describe, expect, it } from 'vitest';
import { paths, returnPathFrom } from './paths';

describe('returnPathFrom', () => {
  it('returns to the remembered location with its query and hash', () => {
    const state = { from: { pathname: '/dashboard/orders', search: '?page=2', hash: '#top' } };
    expect(returnPathFrom(state)).toBe('/dashboard/orders?page=2#top');
  });

  it.each([
    ['no state', null],
    ['no origin', {}],
    ['another site', { from: { pathname: '//evil.example/x' } }],
    ['the login page itself', { from: { pathname: '/login' } }],
  ])('goes home with %s', (_, state) => {
    expect(returnPathFrom(state)).toBe(paths.home.getHref());
  });
});
