// Custom sweeps in Chromium: "Sweep…" in the lab opens the sweep page with the lab's scenario; a
// one-setting sweep runs on the worker pool and draws the numbers the same sweep gives in Node; the
// page is a link (reopened, it shows the cached result); a point opens its run in the lab; two
// settings draw a heatmap.
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { customSweepPlan, parseCustomSweepSpec } from '../../src/experiments/customSweep';
import { planRows } from '../../src/experiments/resultTable';
import { InProcessRunner } from '../../src/experiments/Runner';
import { runSweep } from '../../src/experiments/sweep';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { openLab, screenshot } from './browser';
import { useChromium } from './suite';

describe('custom sweeps', () => {
  let browser: Browser;
  let url: string;
  useChromium((b, u) => {
    browser = b;
    url = u;
  });

  it('in Spanish, a range typed with a comma is taken; one that is no number is named beside its box, one past the setting’s range in the sweep’s problems, and nothing runs until both are mended', async () => {
    const { page, errors } = await openLab(browser, `${url}?locale=es`, { width: 1280, height: 800 });
    await page.locator('.lab__sweep button').click();
    await page.getByRole('heading', { name: 'Barrido' }).waitFor();
    // The title of the lab's preset, as the lab shows it in Spanish.
    expect(await page.locator('.xr__page strong').first().innerText()).toBe('Reno se queda la cola: un flujo Reno y uno Vegas en un cuello de botella DropTail');
    const run = page.locator('[data-experiment-run]');
    const to = page.getByLabel('Hasta').first();
    await to.fill('4x');
    expect(await page.getByRole('alert').first().innerText()).toBe('«4x» no es un número.');
    expect(await run.isDisabled()).toBe(true);
    // "150,0": the decimal comma Spanish writes (and a phone's keypad gives) is taken, and the sweep can run.
    await to.fill('150,0');
    await expect.poll(() => run.isDisabled()).toBe(false);
    expect(await page.getByRole('alert').count()).toBe(0);
    // A number past the setting's range: the sweep's problem, in Spanish, names the setting as its picker does.
    await to.fill('200000');
    const setting = await page.getByLabel('Parámetro').first().locator('option:checked').innerText();
    // The first value past it, of those spaced evenly up to 200 000, written with Spanish digit grouping.
    await expect.poll(() => page.locator('.xr__problems li').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^Primer parámetro \\(${setting}\\): 1\\d\\d\\.\\d{3} no es un número entero de 2 a 100\\.000 paquetes$`))]);
    expect(await run.isDisabled()).toBe(true);
    await to.fill('150');
    await expect.poll(() => run.isDisabled()).toBe(false);
    // A link whose scenario is from a newer lab: said in Spanish too, as the lab says it.
    await page.goto(`${url}?sweep&locale=es#9~x`);
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('No se pudo leer el escenario: (link): viene de una versión más reciente del laboratorio (formato de enlace 9); este laboratorio lee el formato 2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('runs a sweep of the lab’s scenario, draws Node’s numbers, works by link and opens a point in the lab', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Sweep…' }).click();
    await page.getByRole('heading', { name: 'Sweep' }).waitFor();
    // Three values of the first setting, two seeds each.
    const values = page.getByLabel('Values').first();
    await values.fill('3');
    await page.getByLabel('Seeds per point').fill('2');
    await page.locator('[data-experiment-run]').click();
    const state = page.locator('[data-experiment-state]');
    await expect.poll(() => state.getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
    await screenshot(page, 'sweep-lines-1280x800');

    // The same sweep in Node, from the page's own link.
    const link = page.url();
    const q = new URL(link);
    const spec = parseCustomSweepSpec(q.searchParams.get('sweep')!);
    const decoded = decodeLabState(q.hash);
    if (!spec.ok || !decoded.ok) throw new Error('the page’s link does not decode');
    const plan = customSweepPlan(decoded.value.scenario, spec.spec);
    const node = planRows(plan, (await runSweep(plan, new InProcessRunner())).results);
    const drawn = await page.locator('[data-ours]').evaluateAll((els) => els.map((el) => ({ x: Number(el.getAttribute('data-x')), mean: Number(el.getAttribute('data-mean')) })));
    expect(drawn.length).toBe(3);
    for (const r of node) expect(drawn.find((d) => d.x === r.x)!.mean).toBeCloseTo(r.mean, 9);

    // By link: a fresh page shows the result (cached), done.
    const again = await page.context().newPage();
    await again.goto(link);
    await expect.poll(() => again.locator('[data-experiment-state]').getAttribute('data-experiment-state')).toBe('done');
    expect(await again.locator('[data-ours]').count()).toBe(3);
    await again.close();

    // A point opens its run in the lab, with the swept setting at the point's value.
    const x = drawn[2].x;
    await page.locator('[data-ours]').nth(2).click();
    await page.waitForFunction(() => (window as unknown as { lab?: { flows: unknown[] } }).lab?.flows.length);
    const lab = decodeLabState(page.url());
    if (!lab.ok) throw new Error('the lab’s link does not decode');
    const path = spec.spec.x.path.split('.');
    const at = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lab.value.scenario);
    expect(at).toBe(x);
    expect(errors).toEqual([]);
  }, 150_000);

  it('two settings draw a heatmap at 1024×768', async () => {
    const { page, errors } = await openLab(browser, url, { width: 1024, height: 768 });
    await screenshot(page, 'lab-with-sweep-button-1024x768');
    await page.getByRole('button', { name: 'Sweep…' }).click();
    await page.getByLabel('Values').first().fill('3');
    await page.getByRole('button', { name: 'Add a second setting (heatmap)' }).click();
    await page.getByLabel('Values').nth(1).fill('2');
    await page.getByLabel('Seeds per point').fill('1');
    await page.locator('[data-experiment-run]').click();
    await expect.poll(() => page.locator('[data-experiment-state]').getAttribute('data-experiment-state'), { timeout: 90_000 }).toBe('done');
    expect(await page.locator('.xr__heat [data-ours]').count()).toBe(6);
    await page.locator('.xr__heat').scrollIntoViewIfNeeded();
    await screenshot(page, 'sweep-heatmap-1024x768');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  }, 150_000);
});
