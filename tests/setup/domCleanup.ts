// Set-up of the DOM test files (the `unit-dom` project). They share their worker's modules and its
// document, so each file starts as it would in a fresh one: an empty page at the same address, with
// no attributes on <html> (a language test sets lang and dir) and nothing stored; and what a test
// renders is unmounted after it (Testing Library cleans up on its own only where Vitest's globals
// are on, which they are not here).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

beforeAll(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  // A fresh jsdom document's address: the origin's root.
  history.replaceState(null, '', `${location.origin}/`);
});

afterEach(() => cleanup());
