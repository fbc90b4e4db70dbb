/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker that vite-plugin-pwa generates (Workbox precaching the whole build),
// in production builds only: the dev server has no service worker, so nothing is ever served stale
// while developing. What the worker reports goes to offlineState.ts for the update prompt. It is
// registered once the page has loaded, at a quiet moment: never while a sweep holds the cores
// (heavyWork.ts), since its first precache would run beside it.
import { quietMoment } from './heavyWork';
import { setOfflineState } from './offlineState';

/** True in a build (`vite build`), false on the dev server and in Vitest (vite.config.ts defines it). */
declare const __SERVICE_WORKER__: boolean;

export async function registerServiceWorker(): Promise<void> {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await quietMoment();
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    // The page has loaded (waited for above): no need for Workbox to wait for it again.
    immediate: true,
    onOfflineReady: () => setOfflineState({ offlineReady: true }),
    onNeedRefresh: () => setOfflineState({ updateWaiting: true, applyUpdate: () => void update(true) }),
    onRegisterError: (error: unknown) => console.warn('The service worker could not be registered; the app works, but not offline.', error),
  });
}
