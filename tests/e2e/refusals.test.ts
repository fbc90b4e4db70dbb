// A change the lab refuses is said where the student asked for it, in their language, and the lab
// goes on working, in Chromium: a queue discipline or RED's gentle switch chosen after the run has
// ended (under the queue picker), a RED threshold handle moved then (under the network picture), a
// lesson's "Make the change for me" that breaks the student's own α ≤ β (in the step pause). And
// that change, made at a step pause, lands at the step's own time, as the lesson's link shows.
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { openLab, openPage, screenshot } from './browser';
import { useChromium } from './suite';

type LabWindow = {
  lab: {
    load: (s: unknown, runToSec?: number) => string[];
    status: { timeSec: number; finished: boolean };
    settings: { bottleneck: { queue: Record<string, unknown> } } | null;
  };
};

/** The words a student reads, as the en and es catalogues (src/locales) have them. */
const WORDS = {
  en: {
    ended: 'the run has ended: reset to change the set-up',
    discipline: 'Queue discipline',
    gentle: 'Gentle RED',
    reset: 'Reset',
    minThHandle: 'RED minTh (drag along the queue)',
    skip: 'Skip the prediction',
    runTo: (s: number) => new RegExp(`^Run to ${s}`),
    reached: (s: number) => new RegExp(`^Reached ${s}`),
    make: 'Make the change for me',
    alphaOverBeta: 'alpha must not exceed beta (2) at that time',
  },
  es: {
    ended: 'la ejecución ha terminado: reinicia para cambiar la configuración',
    discipline: 'Disciplina de cola',
    gentle: null,
    reset: 'Reiniciar',
    minThHandle: 'minTh de RED (arrastra a lo largo de la cola)',
    skip: 'Saltar la predicción',
    runTo: (s: number) => new RegExp(`^Ejecutar hasta ${s}`),
    reached: (s: number) => new RegExp(`^Alcanzado ${s}`),
    make: 'Hacer el cambio por mí',
    alphaOverBeta: 'alpha no debe superar beta (2) en ese momento',
  },
} as const;
type Locale = keyof typeof WORDS;

/** A 1-second run on a RED bottleneck, played to its end. */
const RED_RUN = {
  version: 2,
  durationSec: 1,
  bottleneck: { rateBps: 1.5e6, delaySec: 0.02, bufferPackets: 60, queue: { kind: 'red', minThPackets: 15, maxThPackets: 45, maxP: 0.1, weight: 0.002, gentle: false } },
  flows: [{ variant: 'reno', name: 'Reno' }],
};

async function endedRedRun(browser: Browser, url: string, locale: Locale, viewport: { width: number; height: number; touch?: boolean } = { width: 1280, height: 800 }) {
  const opened = await openLab(browser, `${url}${locale === 'en' ? '' : `?locale=${locale}`}`, viewport);
  const { page } = opened;
  expect(await page.evaluate((s) => (window as unknown as LabWindow).lab.load(s, 1), RED_RUN)).toEqual([]);
  await page.waitForFunction(() => (window as unknown as LabWindow).lab.status.finished);
  return opened;
}

const queueNow = (page: Page) => page.evaluate(() => (window as unknown as LabWindow).lab.settings?.bottleneck.queue);

/** The text of the elements the control's aria-describedby names ('' if none), trimmed. */
const describedBy = (control: Locator) =>
  control.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
  });

describe('refused changes are said where they were asked for', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  for (const locale of ['en', 'es'] as const) {
    const w = WORDS[locale];

    it(`${locale}: the queue picker after the run has ended: the choice, a switch and a parameter are refused with the reason; after a reset they apply`, async () => {
      const { page, errors } = await endedRedRun(browser, url, locale);
      const picker = page.getByRole('group', { name: w.discipline });
      await picker.getByRole('radio', { name: 'PIE', exact: true }).click();
      const said = `${w.discipline}: ${w.ended}`;
      await page.getByRole('alert').filter({ hasText: said }).waitFor();
      expect(await describedBy(page.locator('fieldset.queue-kind'))).toBe(said);
      // Nothing changed: RED is still the discipline, and still checked.
      expect((await queueNow(page))?.kind).toBe('red');
      expect(await picker.getByRole('radio', { name: 'RED', exact: true }).isChecked()).toBe(true);

      // A switch: said under it (the discipline's message goes: one refusal at a time).
      const gentle = page.locator('.queue-params .checkbox input');
      await gentle.click();
      await expect.poll(() => describedBy(gentle)).toMatch(new RegExp(`: ${w.ended}$`));
      if (w.gentle) expect(await describedBy(gentle)).toBe(`${w.gentle}: ${w.ended}`);
      expect(await gentle.isChecked()).toBe(false);
      expect(await page.getByText(said).count()).toBe(0);

      // A number: NumberField's own message, before anything is sent.
      const maxP = page.locator('.queue-params .field__box').nth(2);
      await maxP.fill('0.2');
      await maxP.press('Enter');
      await expect.poll(() => describedBy(maxP)).toMatch(new RegExp(`: ${w.ended}$`));
      expect((await queueNow(page))?.maxP).toBe(0.1);
      if (locale === 'en') {
        await picker.scrollIntoViewIfNeeded();
        await picker.getByRole('radio', { name: 'PIE', exact: true }).click();
        await screenshot(page, 'refusal-queue-picker-1280');
      }

      // The lab keeps working: after a reset the same choice applies, and the message is gone.
      await page.getByRole('button', { name: w.reset, exact: true }).click();
      await page.waitForFunction(() => (window as unknown as LabWindow).lab.status.timeSec === 0 && !(window as unknown as LabWindow).lab.status.finished);
      await picker.getByRole('radio', { name: 'PIE', exact: true }).click();
      await expect.poll(async () => (await queueNow(page))?.kind).toBe('pie');
      expect(await page.getByText(w.ended).count()).toBe(0);
      expect(await describedBy(page.locator('fieldset.queue-kind'))).toBe('');
      expect(errors).toEqual([]);
    });

    // The other places word their refusals with the same message function: in English only.
    if (locale !== 'en') continue;

    it(`${locale}: a RED threshold handle moved after the run has ended springs back, with the reason under the picture; after a reset it moves`, async () => {
      const { page, errors } = await endedRedRun(browser, url, locale);
      const handle = page.getByRole('slider', { name: w.minThHandle });
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      const said = page.locator('.dumbbell .field__error[role="alert"]');
      await expect.poll(() => said.textContent()).toMatch(new RegExp(`minTh.*: ${w.ended}$`));
      expect(await describedBy(handle)).toBe(await said.textContent());
      expect(await handle.getAttribute('aria-valuenow')).toBe('15');
      expect((await queueNow(page))?.minThPackets).toBe(15);

      await page.getByRole('button', { name: w.reset, exact: true }).click();
      await page.waitForFunction(() => !(window as unknown as LabWindow).lab.status.finished);
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await queueNow(page))?.minThPackets).toBe(16);
      expect(await handle.getAttribute('aria-valuenow')).toBe('16');
      expect(await said.count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it(`${locale}: lesson 8's "Make the change for me" against the student's β of 2: the refused α is named in the step pause, the other made; once β allows it, it is made`, async () => {
      const { page, errors } = await openPage(browser, `${url}?lesson=rtt-bias${locale === 'en' ? '' : `&locale=${locale}`}`, { width: 1280, height: 800 });
      await page.getByRole('button', { name: w.skip }).click();
      const beta = page.getByRole('textbox', { name: 'Vegas short (x1 = 1 ms) β' });
      await beta.fill('2');
      await beta.press('Enter');
      await page.getByRole('button', { name: w.runTo(30) }).click();
      await page.getByRole('button', { name: w.reached(30) }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: w.runTo(60) }).click();
      const pause = page.getByTestId('step-pause');
      await pause.waitFor({ timeout: 60_000 });
      await pause.getByRole('button', { name: w.make }).click();
      const refused = pause.locator('.refused-changes');
      await refused.waitFor();
      expect(await refused.innerText()).toMatch(new RegExp(`^Vegas short \\(x1 = 1 ms\\): α → 3: ${w.alphaOverBeta.replace(/[()]/g, '\\$&')}$`));
      expect(await refused.getAttribute('role')).toBe('alert');
      expect(await pause.getByRole('button', { name: w.make }).getAttribute('aria-describedby')).toBe(await refused.getAttribute('id'));
      // The other flow's α is on the timeline at the step's own time; the refused one is not.
      const timeline = () => scenarioInAddress(page).then((s) => (s.changes ?? []).map((c) => [c.atSec, 'flow' in c ? c.flow : -1, c.key, c.value]));
      await expect.poll(timeline).toEqual([[60, 3, 'alpha', 3]]);
      if (locale === 'en') await screenshot(page, 'refusal-step-pause-1280');

      // The lab keeps working: β back to 3, and the same button makes the change that is left.
      await beta.fill('3');
      await beta.press('Enter');
      await pause.getByRole('button', { name: w.make }).click();
      await pause.waitFor({ state: 'detached' });
      await expect.poll(timeline).toEqual([
        [60, 3, 'alpha', 3],
        [60, 2, 'beta', 3],
        [60, 2, 'alpha', 3],
      ]);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('lesson 1 at 10×: "Make the change for me" at the step pause puts the change on the timeline at 30 s, as the lesson says, not at 30.001 s', async () => {
    const { page, errors } = await openPage(browser, `${url}?lesson=reno-sawtooth`, { width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Skip the prediction' }).click();
    await page.locator('.lesson-lab').getByLabel('Speed').selectOption('10');
    await page.locator('.lesson-lab').getByRole('button', { name: 'Play' }).click();
    const pause = page.getByTestId('step-pause');
    await pause.waitFor({ timeout: 60_000 });
    await pause.getByRole('button', { name: 'Make the change for me' }).click();
    await pause.waitFor({ state: 'detached' });
    await expect.poll(async () => (await scenarioInAddress(page)).changes).toEqual([{ atSec: 30, link: 0, key: 'bufferPackets', value: 3 }]);
    // The cue agrees: the change is made, not waiting for a later moment.
    await page.getByRole('button', { name: 'Changed' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('on a phone (390×844, touch): the refusals under the queue picker and in the step pause fit and read', async () => {
    const { page, errors } = await endedRedRun(browser, url, 'en', { width: 390, height: 844, touch: true });
    const picker = page.getByRole('group', { name: 'Queue discipline' });
    await picker.scrollIntoViewIfNeeded();
    await picker.getByRole('radio', { name: 'PIE', exact: true }).click();
    const said = page.getByRole('alert').filter({ hasText: `Queue discipline: ${WORDS.en.ended}` });
    await said.waitFor();
    await picker.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const box = await said.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'refusal-queue-picker-390');
    expect(errors).toEqual([]);

    const lesson = await openPage(browser, `${url}?lesson=rtt-bias`, { width: 390, height: 844, touch: true });
    await lesson.page.getByRole('button', { name: 'Skip the prediction' }).press('Enter');
    const beta = lesson.page.getByRole('textbox', { name: 'Vegas short (x1 = 1 ms) β' });
    await beta.fill('2');
    await beta.press('Enter');
    await lesson.page.getByRole('button', { name: /^Run to 30/ }).press('Enter');
    await lesson.page.getByRole('button', { name: 'Reached 30 s' }).waitFor({ timeout: 60_000 });
    await lesson.page.getByRole('button', { name: /^Run to 60/ }).press('Enter');
    const pause = lesson.page.getByTestId('step-pause');
    await pause.waitFor({ timeout: 60_000 });
    await pause.getByRole('button', { name: 'Make the change for me' }).press('Enter');
    const refused = pause.locator('.refused-changes');
    await refused.waitFor();
    await pause.scrollIntoViewIfNeeded();
    const r = await refused.boundingBox();
    expect(r!.x + r!.width).toBeLessThanOrEqual(390);
    await screenshot(lesson.page, 'refusal-step-pause-390');
    expect(lesson.errors).toEqual([]);
  }, 180_000);
});

/** The scenario the page's address carries (a lesson's: what its link shares). */
async function scenarioInAddress(page: Page) {
  const r = decodeLabState(new URL(page.url()).hash);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value.scenario;
}
