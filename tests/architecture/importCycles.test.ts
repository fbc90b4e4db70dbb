// No import circles in src/: every file's imports (type-only ones too: a circle of types is a
// circle of ideas) resolved with the TypeScript compiler, and the graph searched for strongly
// connected parts. A circle is printed file by file.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, allowImportingTsExtensions: true };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f))
    .sort();
}

/** Each file's imports and re-exports that resolve to another file under `dir`. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const deps = importedFiles
      .map((i) => ts.resolveModuleName(i.fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName)
      .filter((f): f is string => f !== undefined && inside.has(resolve(f)))
      .map((f) => resolve(f));
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** The graph's circles: its strongly connected parts of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)!.includes(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('finds a circle, type-only imports included, and none in a tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcp-lab-cycles-'));
    try {
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'a/one.ts'), "import type { Two } from '../two';\nexport interface One { two: Two }\n");
      writeFileSync(join(dir, 'two.ts'), "import { three } from './three';\nexport interface Two { n: typeof three }\n");
      writeFileSync(join(dir, 'three.ts'), "export type { One } from './a/one';\nexport const three = 3;\n");
      writeFileSync(join(dir, 'leaf.ts'), "import { three } from './three';\nexport const leaf = three;\n");
      expect(circles(importGraph(dir)).map((c) => c.map((f) => relative(dir, f)))).toEqual([['a/one.ts', 'three.ts', 'two.ts']]);
      writeFileSync(join(dir, 'three.ts'), 'export const three = 3;\n');
      expect(circles(importGraph(dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('there are none in src/', () => {
    const graph = importGraph(resolve('src'));
    expect(graph.size).toBeGreaterThan(200);
    expect(circles(graph).map((c) => c.map((f) => relative('.', f)).join(' → '))).toEqual([]);
  });
});
