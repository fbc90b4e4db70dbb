// `npm run icons`: renders the app's PNG icons (for the web app manifest and iOS's home screen)
// from the SVGs in public/icons/ with Debian's Chromium, so the PNGs always match their source.
import { readFileSync } from 'node:fs';
import { launchChromium } from './chromium';
import { commandLineOrExit } from './commandLine';

commandLineOrExit(
  {
    usage: ['npm run icons'],
    summary: "Renders the app's PNG icons (public/icons/*.png) from their SVG sources with Debian's Chromium.",
    options: {},
    examples: ['npm run icons'],
  },
  'icons',
);
const DIR = 'public/icons';

const ICONS: { source: string; out: string; sizePx: number }[] = [
  { source: 'icon.svg', out: 'icon-192.png', sizePx: 192 },
  { source: 'icon.svg', out: 'icon-512.png', sizePx: 512 },
  { source: 'icon-maskable.svg', out: 'icon-maskable-512.png', sizePx: 512 },
  { source: 'icon-maskable.svg', out: 'apple-touch-icon-180.png', sizePx: 180 },
];

const browser = await launchChromium();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.sizePx, height: icon.sizePx } });
    const svg = readFileSync(`${DIR}/${icon.source}`, 'utf8');
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${svg}`);
    await page.screenshot({ path: `${DIR}/${icon.out}`, omitBackground: true });
    await page.close();
    console.log(`${DIR}/${icon.out} (${icon.sizePx}×${icon.sizePx}) from ${icon.source}`);
  }
} finally {
  await browser.close();
}
