// @vitest-environment jsdom
/// <reference lib="dom" />
// Projector mode reaches what is drawn outside the page (the update prompt) through the document
// root: marked while a page is in projector mode, unmarked when it leaves it or goes.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECTOR_ROOT_ATTRIBUTE, useProjectorRoot } from '../../src/ui/projectorRoot';

function Page({ projector }: { projector: boolean }) {
  useProjectorRoot(projector);
  return null;
}

const marked = () => document.documentElement.hasAttribute(PROJECTOR_ROOT_ATTRIBUTE);

afterEach(cleanup);

describe('useProjectorRoot', () => {
  it('marks the root only while projector mode is on, and unmarks it when the page goes', () => {
    const { rerender, unmount } = render(<Page projector={false} />);
    expect(marked()).toBe(false);
    rerender(<Page projector />);
    expect(marked()).toBe(true);
    rerender(<Page projector={false} />);
    expect(marked()).toBe(false);
    rerender(<Page projector />);
    unmount();
    expect(marked()).toBe(false);
  });
});
