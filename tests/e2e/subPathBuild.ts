// The end-to-end suite's second build (server.ts): served from SUB_PATH, with an embedding list
// (subPathEnv). Made by the global set-up when a test first asks, and shared by every test that
// does; closed, and its directory removed, when the run ends.
import { inject } from 'vitest';
export { SUB_PATH } from './buildServe';

export interface SubPathBuild {
  /** The build's directory on disk (a test may change files in it: a new deployment). */
  outDir: string;
  /** The site's address, ending in SUB_PATH. */
  url: string;
}

/** The sub-path build, made first if no test has asked for it yet. */
export async function subPathBuild(): Promise<SubPathBuild> {
  const res = await fetch(`${inject('buildsUrl')}sub-path`);
  if (!res.ok) throw new Error(`the sub-path build failed: ${await res.text()}`);
  return (await res.json()) as SubPathBuild;
}
