// The browser entry: the App, which shows the page the address names; the lab's LabModel (and its
// simulation worker) is made the first time the lab is shown.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { LabModel } from './ui/lab/LabModel';
import './ui/app.css';

let model: LabModel | null = null;
function labModel(): LabModel {
  if (!model) {
    model = new LabModel();
    // Exposed for the end-to-end tests and for curious students in the console.
    (window as unknown as { lab: LabModel }).lab = model;
  }
  return model;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App labModel={labModel} />
  </StrictMode>,
);
