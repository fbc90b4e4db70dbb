// The table of what each page loads (pageCode.ts) says what App.tsx does: the build preloads from it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CODE } from '../../../src/ui/pages/pageCode';
import { HOME_PAGE, PAGE_IDS } from '../../../src/ui/pages/pages';

describe('PAGE_CODE', () => {
  it('has one entry per page, the home page among them', () => {
    expect(Object.keys(PAGE_CODE).sort()).toEqual([...PAGE_IDS].sort());
    expect(Object.keys(PAGE_CODE)).toContain(HOME_PAGE);
  });

  it('names, for each page, the module App.tsx imports for it, with the page’s own loader', () => {
    const app = readFileSync('src/ui/App.tsx', 'utf8');
    for (const [id, code] of Object.entries(PAGE_CODE)) {
      const path = `./${relative('src/ui', code.module).replace(/\.tsx?$/, '')}`;
      expect(app, id).toContain(`pageCode('${id}', () => import('${path}'))`);
    }
  });
});
