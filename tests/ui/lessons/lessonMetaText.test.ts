// The lesson meta line's messages and the lesson data stay in step: every paper and level the
// lesson format knows has a message whose English is the data's own, so the English course reads
// exactly as lessonSchema.ts says and a new paper fails here until its message (and translations) exist.
import { describe, expect, it } from 'vitest';
import { LEVELS, PAPERS } from '../../../src/lessons/lessonSchema';
import { LEVEL_MESSAGES, PAPER_MESSAGES } from '../../../src/ui/lessons/lessonMetaText';

describe('lesson meta messages', () => {
  it.each(Object.entries(PAPERS))('%s: the citation and short name are the data’s English', (id, paper) => {
    const m = PAPER_MESSAGES[id as keyof typeof PAPERS];
    expect(m, `no message for paper ${id}: add it to src/ui/lessons/lessonMetaText.ts`).toBeDefined();
    expect(m.cite.message).toBe(paper.cite);
    expect(m.short.message).toBe(paper.short);
  });

  it('has no message for a paper or level the lesson format does not know', () => {
    expect(Object.keys(PAPER_MESSAGES).sort()).toEqual(Object.keys(PAPERS).sort());
    expect(Object.keys(LEVEL_MESSAGES).sort()).toEqual([...LEVELS].sort());
  });

  it.each(LEVELS)('level %s reads as itself in English', (level) => {
    expect(LEVEL_MESSAGES[level].message).toBe(level);
  });
});
