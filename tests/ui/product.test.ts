// One description of the product, everywhere it is described: the README, the page's meta
// description (index.html) and the manifest (vite.config.ts) all name every variant the engine has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUEUE_MODULES } from '../../src/sim/queue/registry';
import { VARIANT_MODULES } from '../../src/sim/tcp/registry';
import { PRODUCT_DESCRIPTION, QUEUE_LIST, VARIANT_LIST } from '../../src/ui/product';

const flat = (path: string): string => readFileSync(path, 'utf8').replace(/\s+/g, ' ');

describe('the product description', () => {
  it('names every variant of the registry, in its order', () => {
    const labels = VARIANT_MODULES.map((m) => m.label);
    expect(VARIANT_LIST).toBe(`${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`);
    expect(PRODUCT_DESCRIPTION).toContain(VARIANT_LIST);
  });

  it('names every queue discipline of the registry, in its order', () => {
    const labels = QUEUE_MODULES.map((m) => m.label);
    expect(QUEUE_LIST).toBe(`${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`);
    expect(PRODUCT_DESCRIPTION).toContain(QUEUE_LIST);
  });

  it("is package.json's description", () => {
    expect((JSON.parse(readFileSync('package.json', 'utf8')) as { description: string }).description).toBe(PRODUCT_DESCRIPTION);
  });

  it('is the one the README opens with, and the one index.html and the manifest take', () => {
    expect(flat('README.md').slice(0, 1200)).toContain(`runs ${VARIANT_LIST} flows`);
    expect(flat('index.html')).toContain('content="%PRODUCT_DESCRIPTION%"');
    expect(flat('vite.config.ts')).toContain('description: PRODUCT_DESCRIPTION');
  });
});
