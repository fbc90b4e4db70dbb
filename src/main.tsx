// The browser entry: the App, which shows the page the address names, in the reader's language
// (src/ui/i18n); the lab's LabModel (and its simulation worker) is made the first time the lab is
// shown; the service worker, for offline use.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { LabModel } from './ui/lab/LabModel';
import { consoleLab } from './ui/lab/consoleLab';
import { restorePendingAddress } from './ui/pages/useDebouncedAddress';
import { registerServiceWorker } from './ui/offline/serviceWorker';
import { startLocale } from './ui/i18n/appLocale';
import './ui/app.css';
import './ui/smallScreens.css';

let model: LabModel | null = null;
function labModel(): LabModel {
  if (!model) {
    model = new LabModel();
    // Exposed for the end-to-end tests and for curious students in the console (its load validates what is typed).
    (window as unknown as { lab: ReturnType<typeof consoleLab> }).lab = consoleLab(model);
  }
  return model;
}

// Offline use: builds only (the dev server must never serve a cached build).
void registerServiceWorker();

// A reload just after a change: the address that change should have written.
restorePendingAddress();

// A language other than English shows once its catalogue is here (one small file), never English first.
void startLocale().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App labModel={labModel} />
    </StrictMode>,
  ),
);
