// The embedding API in Chromium: docs/embed-example.html, served from another origin, frames the
// lab and a lesson. It drives the lab (load, play, seek, pause, set) and hears it back; malformed
// and unknown messages are answered with the reason and not acted on; a page whose origin is not
// allowed is refused; a student's prediction, steps and answers reach the course page. A build
// with a site list of origins (VITE_EMBED_ORIGINS) talks to those without an address parameter.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { closeLabs, launch, openPage, screenshot } from './browser';
import { subPathBuild } from './subPathBuild';

interface LabWindow {
  lab: { scenario: { title?: string } | null; settings: { bottleneck: { bufferPackets: number } } | null; status: { timeSec: number; running: boolean } };
}

/** The frame whose address matches, once it has loaded its lab or lesson. */
async function frameOf(page: Page, url: RegExp): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => url.test(f.url())), { timeout: 30_000 }).toBe(true);
  return page.frames().find((f) => url.test(f.url()))!;
}

const labState = (f: Frame) => f.evaluate(() => {
  const l = (window as unknown as LabWindow).lab;
  return { title: l.scenario?.title, buffer: l.settings?.bottleneck.bufferPackets, timeSec: l.status.timeSec, running: l.status.running };
});

/** Posts a message to the lab's frame as the course page (from its origin), to any origin. */
const postToLab = (page: Page, message: unknown) =>
  page.evaluate((m) => (document.getElementById('lab') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'), message);

const text = (page: Page, selector: string) => page.locator(selector).innerText();

/**
 * Adds a frame of the lab at `src` (named "asked") to the course page, says `hello` to it until it
 * answers (before its script runs nobody listens), and returns what the frame sent back.
 */
const frameAndAsk = (page: Page, src: string) =>
  page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.name = 'asked';
    frame.src = src;
    document.body.append(frame);
    await new Promise((ok) => frame.addEventListener('load', ok));
    const heard: unknown[] = [];
    window.addEventListener('message', (e) => {
      if (e.source === frame.contentWindow) heard.push(e.data);
    });
    for (let i = 0; i < 100 && !heard.some((m) => (m as { id?: string }).id === 'p'); i++) {
      frame.contentWindow!.postMessage({ tfl: 1, type: 'hello', id: 'p' }, '*');
      await new Promise((ok) => setTimeout(ok, 100));
    }
    await new Promise((ok) => setTimeout(ok, 300));
    return heard;
  }, src);

describe('embedding API', () => {
  let browser: Browser;
  let lab: string;
  let docs: string;
  let example: string;

  beforeAll(async () => {
    lab = inject('baseUrl');
    docs = inject('docsUrl');
    example = `${docs}embed-example.html?lab=${encodeURIComponent(lab)}`;
    browser = await launch();
  });
  afterEach(closeLabs);

  it('the course page drives the embedded lab and hears it back; malformed and unknown messages are refused with the reason', async () => {
    expect(new URL(docs).origin).not.toBe(new URL(lab).origin);
    const { page, errors } = await openPage(browser, example, { width: 1280, height: 800 });
    await expect.poll(() => text(page, '#lab-ready'), { timeout: 30_000 }).toBe('yes');
    const frame = await frameOf(page, /\?embed&parentOrigin=/);
    // The embed view: no page navigation, the lab's own controls still there.
    expect(await frame.locator('nav[aria-label="Pages"]').count()).toBe(0);
    expect(await text(page, '#lab-scenario')).toMatch(/^Reno takes the queue/);

    await page.getByRole('button', { name: /Load “De Vendictis/ }).click();
    await expect.poll(() => text(page, '#lab-scenario')).toMatch(/^De Vendictis & Baiocchi/);
    expect((await labState(frame)).title).toMatch(/^De Vendictis & Baiocchi/);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => text(page, '#lab-state')).toBe('playing');
    await expect.poll(() => text(page, '#lab-time'), { timeout: 30_000 }).toMatch(/^[1-9]\d*\.\d s of \d+ s$/);
    await page.getByRole('button', { name: 'Go to 10 s' }).click();
    await expect.poll(async () => (await labState(frame)).timeSec, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => text(page, '#lab-state')).toBe('paused');
    expect((await labState(frame)).running).toBe(false);

    // Back in time: the run is replayed to 4 s.
    await postToLab(page, { tfl: 1, type: 'seek', id: 'back', timeSec: 4 });
    await expect.poll(async () => (await labState(frame)).timeSec, { timeout: 30_000 }).toBeCloseTo(4, 6);
    await expect.poll(() => text(page, '#log')).toMatch(/"type":"ok","id":"back","command":"seek"/);

    await page.getByRole('button', { name: 'Buffer → 10 packets' }).click();
    await expect.poll(async () => (await labState(frame)).buffer).toBe(10);

    await postToLab(page, { tfl: 1, type: 'seek', id: 'bad', timeSec: -1 });
    await postToLab(page, { tfl: 1, type: 'explode', id: 'what' });
    await postToLab(page, { tfl: 1, type: 'set', id: 'range', link: 0, key: 'rateBps', value: -5 });
    await expect.poll(() => text(page, '#log')).toMatch(/#range refused: set: rateBps: must be a number from 1000 to 10000000000 bit\/s \(got -5\)/);
    const log = await text(page, '#log');
    expect(log).toMatch(/#bad invalid: timeSec: must be 0 or more/);
    expect(log).toMatch(/#what unknown-type: type: must be one of hello, load, play, pause, seek, set \(got "explode"\)/);
    // None of them was acted on.
    const after = await labState(frame);
    expect(after.timeSec).toBeCloseTo(4, 6);
    expect(after.running).toBe(false);
    await page.locator('h2', { hasText: 'Part 2' }).evaluate((el) => el.scrollIntoView());
    await screenshot(page, 'embed-example-lab');
    expect(errors).toEqual([]);
  });

  it('refuses a page whose origin the lab does not allow: told why, nothing done, no events', async () => {
    const { page } = await openPage(browser, example);
    const heard = await frameAndAsk(page, `${lab}?embed`);
    expect(heard[0]).toMatchObject({ tfl: 1, type: 'error', id: 'p', code: 'origin' });
    expect((heard[0] as { message: string }).message).toMatch(/does not accept messages from http:\/\/127\.0\.0\.1:\d+/);
    expect(heard.every((m) => (m as { type: string }).type === 'error')).toBe(true);
    // Nor is a play obeyed.
    const frame = page.frame({ name: 'asked' })!;
    await frame.waitForFunction(() => (window as unknown as LabWindow).lab?.scenario !== null);
    await page.evaluate(() => (document.querySelector('iframe[name="asked"]') as HTMLIFrameElement).contentWindow!.postMessage({ tfl: 1, type: 'play' }, '*'));
    // Something that must not happen: give it time to, then look.
    await page.waitForTimeout(1000);
    expect((await labState(frame)).running).toBe(false);
    expect((await labState(frame)).timeSec).toBe(0);
  });

  it("a build's list of origins (VITE_EMBED_ORIGINS) lets them talk without an address parameter, and bounds the address's", async () => {
    // The suite's sub-path build, whose list names the docs' origin (subPathBuild.ts).
    const site = await subPathBuild();
    const { page } = await openPage(browser, example);
    const heard = await frameAndAsk(page, `${site.url}?embed`);
    expect(heard).toContainEqual({ tfl: 1, type: 'ok', id: 'p', command: 'hello' });
    expect(heard.some((m) => (m as { type: string }).type === 'ready')).toBe(true);
    // An origin outside the site's list cannot be added by the address: the lab says so, and the
    // address, naming only it, leaves no other page allowed.
    const second = await openPage(browser, example);
    const refused = await frameAndAsk(second.page, `${site.url}?embed&parentOrigin=${encodeURIComponent('https://evil.example.com')}`);
    expect(refused[0]).toMatchObject({ type: 'error', id: 'p', code: 'origin' });
    await second.page
      .frame({ name: 'asked' })!
      .getByRole('alert')
      .filter({ hasText: 'parentOrigin: https://evil.example.com is not among the origins this site allows' })
      .waitFor();
  });

  it("a lesson tells the course page the student's prediction, each step completed and each answer", async () => {
    const { page, errors } = await openPage(browser, example, { width: 1280, height: 800 });
    await expect.poll(() => text(page, '#lesson-status'), { timeout: 30_000 }).toBe('In progress');
    const lesson = await frameOf(page, /\?lesson=reno-sawtooth&/);
    // Embedded (`&embed`): no navigation away from the lesson.
    expect(await lesson.locator('nav[aria-label="Pages"]').count()).toBe(0);
    expect(await lesson.getByRole('link', { name: '← The course' }).count()).toBe(0);
    await lesson.getByLabel(/About 22 packets/).check();
    await lesson.getByRole('button', { name: 'Predict, then run' }).click();
    await expect.poll(() => text(page, '#prediction')).toMatch(/^You predicted answer \d/);
    await expect.poll(() => page.locator('[data-step="predict"]').getAttribute('data-done')).toBe('true');

    await lesson.getByRole('button', { name: 'Continue to the explanation' }).click();
    await expect.poll(() => page.locator('[data-step="lab"]').getAttribute('data-done')).toBe('true');
    await lesson.getByRole('button', { name: 'Continue to the questions' }).click();
    await expect.poll(() => page.locator('[data-step="explain"]').getAttribute('data-done')).toBe('true');

    const questions = lesson.locator('.check-question');
    const n = await questions.count();
    expect(n).toBeGreaterThan(0);
    for (let k = 0; k < n; k++) {
      await questions.nth(k).locator('input[type="radio"]').first().check();
      await expect.poll(() => text(page, '#answers')).toMatch(new RegExp(`^${k + 1} questions? answered, \\d+ right\\.$`));
    }
    await expect.poll(() => text(page, '#lesson-status')).toBe('Complete');
    expect(await page.locator('[data-step="check"]').getAttribute('data-done')).toBe('true');
    // The lesson's address keeps its options as it records the step, so a reload still talks to the course page.
    await expect.poll(() => lesson.url()).toMatch(/\?lesson=reno-sawtooth&step=check&embed&parentOrigin=http%3A%2F%2F127\.0\.0\.1%3A\d+#/);
    expect(await lesson.getByRole('link', { name: /^Next: / }).count()).toBe(0);
    await screenshot(page, 'embed-example-lesson');
    expect(errors).toEqual([]);
  });
});
