// Which page an address names: the lab at `/` (whatever its fragment), pages by query key.
import { describe, expect, it } from 'vitest';
import { optionsSuffix, parseRoute, routeSearch } from '../../../src/ui/pages/route';

const PAGES = ['lab', 'about', 'lesson'];

describe('parseRoute', () => {
  it.each([
    ['', { page: 'lab', arg: null }],
    ['?', { page: 'lab', arg: null }],
    ['?about', { page: 'about', arg: null }],
    ['?about=', { page: 'about', arg: null }],
    ['?lesson=vegas-alpha', { page: 'lesson', arg: 'vegas-alpha' }],
    ['?lesson=a%20b', { page: 'lesson', arg: 'a b' }],
    // A tracking parameter before the page does not hide it.
    ['?utm_source=mail&about', { page: 'about', arg: null }],
    ['?abuot', { page: 'not-found', arg: null, asked: 'abuot' }],
    // Options of a page (the embed view, the embedding API's origins) name no page.
    ['?embed', { page: 'lab', arg: null }],
    ['?embed&parentOrigin=https%3A%2F%2Fmoodle.example.edu', { page: 'lab', arg: null }],
    ['?parentOrigin=https%3A%2F%2Fa.edu&lesson=intro', { page: 'lesson', arg: 'intro' }],
  ])('%j → %j', (search, route) => {
    expect(parseRoute(search, PAGES)).toEqual(route);
  });

  it('round-trips with routeSearch', () => {
    for (const [page, arg] of [['lab', null], ['about', null], ['lesson', 'tsang & chang']] as const) {
      expect(parseRoute(routeSearch(page, arg), PAGES)).toEqual({ page, arg });
    }
  });
});

describe('optionsSuffix', () => {
  it.each([
    ['', ''],
    ['?lesson=intro&step=lab', ''],
    ['?lesson=intro&embed&parentOrigin=https%3A%2F%2Fa.edu', '&embed&parentOrigin=https%3A%2F%2Fa.edu'],
    ['?parentOrigin=https%3A%2F%2Fa.edu&parentOrigin=https%3A%2F%2Fb.edu&about', '&parentOrigin=https%3A%2F%2Fa.edu&parentOrigin=https%3A%2F%2Fb.edu'],
  ])('%j keeps %j', (search, suffix) => {
    expect(optionsSuffix(search)).toBe(suffix);
    // What it keeps reads back as the same options.
    const again = new URLSearchParams(`?lesson=x${suffix}`);
    expect(again.getAll('parentOrigin')).toEqual(new URLSearchParams(search).getAll('parentOrigin'));
    expect(again.has('embed')).toBe(new URLSearchParams(search).has('embed'));
  });
});
