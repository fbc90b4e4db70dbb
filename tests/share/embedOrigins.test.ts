// Which origins may talk to an embedded lab: origins are read strictly (scheme, host, port; no
// path, wildcard or user), the site's list bounds the address's, and only the lab's own origin is
// allowed when nothing is configured.
import { describe, expect, it } from 'vitest';
import { MAX_ORIGINS, normaliseOrigin, originAllowed, originPolicy, parseOriginList } from '../../src/share/embedOrigins';

const OWN = 'https://lab.example.org';

describe('normaliseOrigin', () => {
  it.each([
    { text: 'https://moodle.example.edu', origin: 'https://moodle.example.edu' },
    { text: 'https://moodle.example.edu/', origin: 'https://moodle.example.edu' },
    { text: ' HTTPS://Moodle.Example.EDU ', origin: 'https://moodle.example.edu' },
    { text: 'https://host:443', origin: 'https://host' },
    { text: 'http://localhost:8080', origin: 'http://localhost:8080' },
    { text: 'http://127.0.0.1:4173', origin: 'http://127.0.0.1:4173' },
  ])('$text → $origin', ({ text, origin }) => {
    expect(normaliseOrigin(text)).toEqual({ origin });
  });

  it.each([
    { text: '', problem: /empty/ },
    { text: '*', problem: /wildcards are not allowed/ },
    { text: 'https://*.example.edu', problem: /wildcards/ },
    { text: 'moodle.example.edu', problem: /is not an origin \(write it as https:\/\/host/ },
    { text: 'https://moodle.example.edu/course/7', problem: /no path, query or fragment \(write just https:\/\/moodle\.example\.edu\)/ },
    { text: 'https://moodle.example.edu?x=1', problem: /no path, query or fragment/ },
    { text: 'javascript:alert(1)', problem: /only http and https/ },
    { text: 'file:///home', problem: /only http and https/ },
    { text: 'https://user:pw@host', problem: /no user name or password/ },
    { text: 'null', problem: /is not an origin/ },
  ])('refuses $text', ({ text, problem }) => {
    const r = normaliseOrigin(text);
    expect('problem' in r && r.problem).toMatch(problem);
  });
});

describe('parseOriginList', () => {
  it('splits on commas and white space, drops duplicates, and keeps the good ones beside the problems', () => {
    expect(parseOriginList('https://a.edu, https://b.edu  https://a.edu/ ,nonsense')).toEqual({
      origins: ['https://a.edu', 'https://b.edu'],
      problems: ['"nonsense" is not an origin (write it as https://host or https://host:port)'],
    });
  });
  it(`reads at most ${MAX_ORIGINS}`, () => {
    const many = Array.from({ length: MAX_ORIGINS + 5 }, (_, i) => `https://h${i}.edu`).join(',');
    const r = parseOriginList(many);
    expect(r.origins).toHaveLength(MAX_ORIGINS);
    expect(r.problems).toEqual([`only the first ${MAX_ORIGINS} origins are read (${MAX_ORIGINS + 5} were given)`]);
  });
});

describe('originPolicy and originAllowed', () => {
  it('by default only the lab itself: every other origin is refused', () => {
    const p = originPolicy(undefined, []);
    expect(p).toEqual({ allowed: [], problems: [] });
    expect(originAllowed(OWN, OWN, p)).toBe(true);
    expect(originAllowed('https://moodle.example.edu', OWN, p)).toBe(false);
    expect(originAllowed('https://lab.example.org:8443', OWN, p)).toBe(false);
    expect(originAllowed('http://lab.example.org', OWN, p)).toBe(false);
  });

  it('an opaque origin ("null": a sandboxed frame, a file) is never allowed, even when the lab itself is opaque', () => {
    expect(originAllowed('null', 'null', { allowed: [] })).toBe(false);
    expect(originAllowed('', OWN, { allowed: [''] })).toBe(false);
  });

  it('without a site list, the address names the origins', () => {
    const p = originPolicy('', ['https://moodle.example.edu', 'https://canvas.example.edu/']);
    expect(p.allowed).toEqual(['https://moodle.example.edu', 'https://canvas.example.edu']);
    expect(originAllowed('https://canvas.example.edu', OWN, p)).toBe(true);
    expect(originAllowed('https://evil.example.com', OWN, p)).toBe(false);
  });

  it('with a site list, those origins are allowed, and the address can only choose among them', () => {
    const site = 'https://moodle.example.edu https://canvas.example.edu';
    expect(originPolicy(site, []).allowed).toEqual(['https://moodle.example.edu', 'https://canvas.example.edu']);
    const p = originPolicy(site, ['https://canvas.example.edu,https://evil.example.com']);
    expect(p.allowed).toEqual(['https://canvas.example.edu']);
    expect(p.problems).toEqual(['parentOrigin: https://evil.example.com is not among the origins this site allows (https://moodle.example.edu, https://canvas.example.edu)']);
  });

  it("reports bad entries in either setting and keeps the rest", () => {
    const p = originPolicy('https://ok.edu, ftp://no.edu', ['https://ok.edu/path']);
    expect(p.allowed).toEqual([]);
    expect(p.problems).toEqual([
      "the site's list of origins: \"ftp://no.edu\": only http and https origins can embed the lab",
      'parentOrigin: "https://ok.edu/path": an origin has no path, query or fragment (write just https://ok.edu)',
    ]);
  });
});
