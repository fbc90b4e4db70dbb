// Loaded with `node --import`: makes importing playwright-core or vite fail. A command needs them
// only once it drives a browser or serves a build (each takes about half a second to load), so its
// help and its refusals must answer without them (commands.test.ts).
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

export const HEAVY = ['playwright-core', 'vite'];

// Module hooks run on a thread of their own, which loads this file again: register once, from the main thread.
if (isMainThread) register(import.meta.url);

/**
 * Node's resolve hook: refuses HEAVY, passes everything else on.
 * @param {string} specifier
 * @param {unknown} context
 * @param {(specifier: string, context: unknown) => Promise<unknown>} next
 */
export async function resolve(specifier, context, next) {
  if (HEAVY.some((h) => specifier === h || specifier.startsWith(`${h}/`))) throw new Error(`${specifier} was loaded before it was needed`);
  return next(specifier, context);
}
