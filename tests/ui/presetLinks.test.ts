// A link to a preset in the app's Markdown reads as the preset's name in the lab's menu, in the
// reader's language, and opens the lab with it; where a page may not link away (a lesson framed in a
// course page) it is the name alone; a link to no preset stays as written.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/sim/scenario/presets';
import { validateScenario } from '../../src/sim/scenario/Scenario';
import { decodeLabState } from '../../src/share/scenarioUrl';
import { presetLinks, withPresetLinks } from '../../src/ui/presetLinks';
import { messages as esLab } from '../../src/locales/es/lab.po';

const es = setupI18n({ locale: 'es', messages: { es: esLab } });
const html = '<p>Try <a href="#preset-bbr-vs-cubic-deep">BBR vs CUBIC</a> or <a href="#preset-nonesuch">this</a>.</p>';

describe('withPresetLinks', () => {
  it('names a preset as the Spanish menu does and links the lab with it, keeping the page’s options', () => {
    const out = withPresetLinks(html, presetLinks(es, { path: '/lab/', options: 'locale=es' }));
    const m = /<a class="preset-link" href="([^"]+)">([^<]+)<\/a>/.exec(out)!;
    expect(m[2]).toBe('BBR frente a CUBIC con un búfer profundo');
    expect(m[1].startsWith('/lab/?locale=es#')).toBe(true);
    const opened = decodeLabState(m[1]);
    expect(opened.ok && opened.value.scenario).toEqual(validateScenario(PRESETS['bbr-vs-cubic-deep']));
    expect(opened.ok && opened.value.charts).toEqual(['bbr', 'cubic', 'queue', 'throughput', 'fairness', 'rtt', 'cwnd']);
    // No such preset: the link as written.
    expect(out).toContain('<a href="#preset-nonesuch">this</a>');
  });

  it('without a lab to link to, names the preset and links nothing', () => {
    expect(withPresetLinks(html, presetLinks(es, null))).toBe('<p>Try <em class="preset-name">BBR frente a CUBIC con un búfer profundo</em> or <a href="#preset-nonesuch">this</a>.</p>');
  });
});
