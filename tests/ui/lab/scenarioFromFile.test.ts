// The lab's file open: the shared reader over the file's bytes, and the size refused before the
// file is read (a 50 MB file is never loaded into the page).
import { describe, expect, it, vi } from 'vitest';
import { scenarioFromJson } from '../../../src/share/scenarioFile';
import { scenarioFromFile } from '../../../src/ui/lab/scenarioFromFile';
import { READABLE_FILES, REFUSED_FILES, SCENARIO_TEXT } from '../../share/hostileFiles';

describe('scenarioFromFile', () => {
  it.each(READABLE_FILES)('opens $name', async ({ bytes }) => {
    expect(await scenarioFromFile(new Blob([bytes() as BlobPart]))).toEqual(scenarioFromJson(SCENARIO_TEXT));
  });

  it.each(REFUSED_FILES)('refuses $name with the reader’s message', async ({ bytes, message }) => {
    const r = await scenarioFromFile(new Blob([bytes() as BlobPart]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(message);
  });

  it('refuses a 50 MB file by its size, without reading it', async () => {
    const file = new Blob([new Uint8Array(50_000_000)]);
    const read = vi.spyOn(file, 'arrayBuffer');
    expect(await scenarioFromFile(file)).toEqual({
      ok: false,
      errors: ['(file): is too large (50000000 bytes, 50.0 MB; a scenario file has at most 4000000 bytes, 4.0 MB)'],
      items: [{ kind: 'format', problem: { at: '(file)', code: 'file_too_large', params: { bytes: 50_000_000, max: 4_000_000 } } }],
    });
    expect(read).not.toHaveBeenCalled();
  });
});
