// The browser entry: one LabModel (which starts the simulation worker), rendered by the App.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { LabModel } from './ui/lab/LabModel';
import './ui/app.css';

const model = new LabModel();
// Exposed for the end-to-end tests and for curious students in the console.
(window as unknown as { lab: LabModel }).lab = model;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App model={model} />
  </StrictMode>,
);
