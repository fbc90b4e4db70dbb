// The build's variable parts: which navigations the service worker answers with the app, and
// when source maps are written.
import { describe, expect, it } from 'vitest';
import { appPagePattern, sourcemapSetting } from '../../src/cli/buildConfig';

describe('appPagePattern: the app’s own pages, and nothing else in its folder', () => {
  it.each([
    { base: '/', path: '/', app: true },
    { base: '/', path: '/index.html', app: true },
    { base: '/', path: '/?lessons', app: true },
    { base: '/', path: '/?lesson=reno-sawtooth', app: true },
    { base: '/', path: '/course.html', app: false },
    { base: '/', path: '/course/', app: false },
    { base: '/', path: '/course/index.html?x=1', app: false },
    { base: '/~lecturer/tcp-lab/', path: '/~lecturer/tcp-lab/', app: true },
    { base: '/~lecturer/tcp-lab/', path: '/~lecturer/tcp-lab/index.html?s=abc', app: true },
    { base: '/~lecturer/tcp-lab/', path: '/~lecturer/tcp-lab/course.html', app: false },
    { base: '/~lecturer/tcp-lab/', path: '/~lecturer/tcp-lab/week3/', app: false },
    // The dot in a base is a dot, not "any character".
    { base: '/v1.2/', path: '/v1x2/', app: false },
    { base: './', path: '/anywhere/index.html', app: true },
    { base: './', path: '/anywhere/course.html', app: false },
  ])('base $base: $path is the app: $app', ({ base, path, app }) => {
    expect(appPagePattern(base).test(path)).toBe(app);
  });
});

describe('sourcemapSetting', () => {
  it.each([
    { env: {}, want: false },
    { env: { SOURCEMAP: '' }, want: false },
    { env: { SOURCEMAP: '0' }, want: false },
    { env: { SOURCEMAP: '1' }, want: true },
    { env: { SOURCEMAP: 'true' }, want: true },
    { env: { SOURCEMAP: 'hidden' }, want: 'hidden' },
  ])('SOURCEMAP=$env.SOURCEMAP → $want', ({ env, want }) => {
    expect(sourcemapSetting(env)).toBe(want);
  });
});
