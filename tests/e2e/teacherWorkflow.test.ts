// A lecturer's workflow in a real browser: a homework link made, closed and reopened (and the page
// reloaded) keeps what was set; the student it is sent to can change α and β and share back, and
// nothing else that changes the numbers; Enter in the add-flow form adds nothing; a finished run
// is extended; a removed flow's past stays on the charts.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLab, recordErrors, screenshot, waitForLab, waitForLabTime } from './browser';
import { useChromium } from './suite';

const lab = <T>(page: Page, fn: string): Promise<T> => page.evaluate(`(${fn})(window.lab)`) as Promise<T>;
const ASSIGNMENT = 'Raise α and β until Vegas gets half of the link. How far did you have to go?';

async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this scenario' });
  await dialog.waitFor({ state: 'visible' });
  const teacher = dialog.locator('details.share__teacher');
  if (!(await teacher.evaluate((d) => (d as HTMLDetailsElement).open))) await dialog.getByText('Teacher link: an assignment, locked or hidden controls').click();
  return dialog;
}

describe('a lecturer’s teacher link and live demo in Chromium', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('the teacher link survives closing the dialog and a reload; the student can change α, β and share, and no TCP setting', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    let dialog = await openShare(page);
    await dialog.getByRole('button', { name: 'Lock everything except α and β' }).click();
    await dialog.getByRole('textbox', { name: /Assignment shown to students/ }).fill(ASSIGNMENT);
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await screenshot(page, 'teacher-link-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openShare(page);
    expect(await dialog.getByRole('textbox', { name: /Assignment shown to students/ }).inputValue()).toBe(ASSIGNMENT);
    expect(await dialog.getByRole('radio', { name: 'SACK: locked' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'Sharing: open' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(link);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await waitForLab(page);
    dialog = await openShare(page);
    expect(await dialog.getByRole('textbox', { name: /Assignment shown to students/ }).inputValue()).toBe(ASSIGNMENT);
    expect(await dialog.getByRole('radio', { name: 'Bottleneck link: locked' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);

    // The student's browser.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    try {
      const student = await context.newPage();
      const studentErrors = recordErrors(student);
      await student.goto(link);
      await waitForLab(student);
      await student.getByText(ASSIGNMENT).waitFor();
      await student.getByText('TCP settings').click();
      for (const name of ['SYN handshake', 'Delayed growth', 'SACK']) expect(await student.getByRole('checkbox', { name }).isDisabled(), name).toBe(true);
      expect(await student.getByRole('combobox', { name: 'TCP profile' }).isDisabled()).toBe(true);
      expect(await student.getByRole('textbox', { name: 'Header bytes' }).isDisabled()).toBe(true);
      expect(await student.getByRole('textbox', { name: 'Run length' }).isDisabled()).toBe(true);
      expect(await student.getByRole('textbox', { name: 'Buffer' }).isDisabled()).toBe(true);
      expect(await student.getByRole('textbox', { name: 'Vegas α' }).isEnabled()).toBe(true);
      expect(await student.getByRole('textbox', { name: 'Vegas β' }).isEnabled()).toBe(true);
      expect(await student.getByRole('button', { name: 'Share…' }).isEnabled()).toBe(true);
      await screenshot(student, 'teacher-link-student');
      expect(studentErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Enter in the add-flow form confirms the field; the button adds one flow with it', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    const before = await lab<number>(page, 'l => l.scenario.flows.length');
    const form = page.locator('form.add-flow');
    const delay = form.getByRole('textbox', { name: 'Access delay' });
    await delay.fill('150');
    await delay.press('Enter');
    await page.waitForTimeout(0);
    expect(await lab<number>(page, 'l => l.scenario.flows.length')).toBe(before);
    await form.getByRole('button', { name: 'Add Reno flow' }).click();
    await expect.poll(() => lab<number>(page, 'l => l.scenario.flows.length')).toBe(before + 1);
    expect(await lab<number>(page, 'l => l.scenario.flows.at(-1).access.delaySec')).toBeCloseTo(0.15, 9);
    expect(await lab<number>(page, 'l => l.scenario.flows.length')).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it('a finished run is extended and goes on; a removed flow’s past stays on the charts', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    const runLength = page.getByRole('textbox', { name: 'Run length' });
    await runLength.fill('20');
    await runLength.press('Enter');
    await expect.poll(() => lab<number>(page, 'l => l.scenario.durationSec')).toBe(20);
    await page.getByRole('combobox', { name: 'Step size' }).selectOption('1');
    for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Step' }).click();
    await waitForLabTime(page, 8);
    // Remove the Reno flow: it leaves the cards and the summary; its past stays drawn.
    const reno = page.getByRole('article', { name: /^Reno,/ });
    await reno.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Reno (removed)').first().waitFor();
    expect(await page.getByRole('article', { name: /^Reno,/ }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('max');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Finished' }).waitFor({ timeout: 60_000 });
    // The charts redraw at their own pace (slower on a busy machine): their legend follows the clock.
    await expect.poll(() => page.getByText('Reno (removed)').count()).toBeGreaterThan(0);
    await screenshot(page, 'run-finished-extend');
    await page.getByRole('combobox', { name: 'Extend by' }).selectOption('30');
    await page.getByRole('button', { name: 'Extend' }).click();
    await waitForLabTime(page, 25);
    expect(await lab<number>(page, 'l => l.scenario.durationSec')).toBe(50);
    await expect.poll(() => page.getByText('Reno (removed)').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('on a phone (390×844, touch): the run length, and the separated Stop and Remove as 44 px targets', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const errors = recordErrors(page);
      await page.goto(url);
      await waitForLab(page);
      const runLength = page.getByRole('textbox', { name: 'Run length' });
      await runLength.scrollIntoViewIfNeeded();
      await screenshot(page, 'run-length-phone');
      const remove = page.getByRole('button', { name: 'Remove' }).first();
      await remove.scrollIntoViewIfNeeded();
      await screenshot(page, 'flow-card-phone');
      for (const target of [remove, page.getByRole('button', { name: 'Stop' }).first()]) {
        const box = (await target.boundingBox())!;
        expect(box.height, await target.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
