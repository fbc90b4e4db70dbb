// What a scenario may cost, in Chromium: a link asking for more work than the limit is refused
// with the reason beside the field and the lab runs on; the embedding API's `load` refuses it and
// keeps the scenario.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { closeLabs, launch, openLab, openPage, screenshot, waitForLabTime } from './browser';
import { serveFolder, type StaticServer } from './staticServer';

/** 1000 CBR flows at 10 Gb/s of 41-byte packets for 36 000 s into a 1 kb/s bottleneck, 50×. */
const FLOOD_LINK = '#2~Gd36e3p41~Br1e3b2~Cu1e10r1e11d0c1e3~Us1~.vz50';

interface LabWindow {
  lab: {
    scenario: { title?: string; flows: { variant: string }[]; bottleneck: { bufferPackets: number } } | null;
    status: { timeSec: number; running: boolean };
    notices: { kind: string; text: string }[];
  };
}
const lab = <T,>(target: Page | Frame, fn: (l: LabWindow['lab']) => T): Promise<T> =>
  target.evaluate(`(${fn.toString()})(window.lab)`) as Promise<T>;

describe('the cost limit in the lab', () => {
  let browser: Browser;
  let base: string;
  beforeAll(async () => {
    base = inject('baseUrl');
    browser = await launch();
  });
  afterEach(closeLabs);

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
  ]) {
    it(`refuses the 48-character flood link beside the field it names, opens the default, and plays on (${viewport.name})`, async () => {
      const { page, errors } = await openLab(browser, `${base}${FLOOD_LINK}`, viewport);
      const problem = page.getByRole('alert').filter({ hasText: 'could not be opened' });
      await problem.waitFor({ state: 'visible' });
      await expect.poll(() => problem.innerText()).toMatch(/flows\[0\]\.rateBps: the run would take about [\d.]+e\+\d+ engine events to simulate; the limit is 1e\+8/);
      await screenshot(page, `cost-limit-link-${viewport.name}`);
      expect(await lab(page, (l) => l.scenario?.flows.every((f) => f.variant !== 'cbr'))).toBe(true);
      await page.getByRole('button', { name: 'Play' }).first().click();
      await waitForLabTime(page, 1);
      expect(await lab(page, (l) => l.notices.filter((n) => n.kind === 'error').map((n) => n.text))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

describe('the cost limit through the embedding API', () => {
  let browser: Browser;
  let docs: StaticServer;
  let example: string;
  beforeAll(async () => {
    docs = await serveFolder('docs');
    example = `${docs.url}embed-example.html?lab=${encodeURIComponent(inject('baseUrl'))}`;
    browser = await launch();
  });
  afterAll(async () => {
    await docs?.close();
  });
  afterEach(closeLabs);

  /** The course page and the lab's frame, once the lab has said it is ready. */
  async function embedded(): Promise<{ page: Page; frame: Frame; errors: string[] }> {
    const { page, errors } = await openPage(browser, example, { width: 1280, height: 800 });
    await expect.poll(() => page.locator('#lab-ready').innerText(), { timeout: 30_000 }).toBe('yes');
    const frame = page.frames().find((f) => /\?embed&parentOrigin=/.test(f.url()))!;
    return { page, frame, errors };
  }

  /** Posts `messages` to the lab's frame at once, as the course page, and resolves with every answer. */
  const postAll = (page: Page, messages: unknown[]) =>
    page.evaluate(
      (messages) =>
        new Promise<{ type: string; id?: string; message?: string }[]>((done) => {
          const lab = (document.getElementById('lab') as HTMLIFrameElement).contentWindow!;
          const ids = new Set(messages.map((m) => (m as { id: string }).id));
          const answers: { type: string; id?: string; message?: string }[] = [];
          window.addEventListener('message', (e) => {
            const d = e.data as { type: string; id?: string };
            if (e.source !== lab || d.id === undefined || !ids.has(d.id)) return;
            answers.push(d);
            if (answers.length === ids.size) done(answers);
          });
          for (const m of messages) lab.postMessage(m, '*');
        }),
      messages,
    );

  it('load refuses the flood link with the reason and keeps the scenario', async () => {
    const { page, frame, errors } = await embedded();
    const before = await lab(frame, (l) => l.scenario?.title);
    const [answer] = await postAll(page, [{ tfl: 1, type: 'load', id: 'flood', link: FLOOD_LINK }]);
    expect(answer).toMatchObject({ type: 'error', id: 'flood', code: 'refused' });
    expect(answer.message).toMatch(/^load: link: flows\[0\]\.rateBps: the run would take about [\d.]+e\+\d+ engine events to simulate; the limit is 1e\+8/);
    expect(await lab(frame, (l) => l.scenario?.title)).toBe(before);
    expect(errors).toEqual([]);
  });
});
