// The help panel: what each view of the lab shows and how to read it, and the keyboard shortcuts.
import { CHART_IDS, CHART_TITLES } from '../charts/types';
import { Modal } from '../Modal';
import { onLinkClick } from '../pages/router';
import { CHART_HELP, VIEW_HELP, type ViewHelp } from './chartHelp';
import { SHORTCUTS } from './shortcuts';

export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal className="help" labelledBy="help-title" onClose={onClose}>
      <form method="dialog" className="help__head">
        <h2 id="help-title">How to read the lab</h2>
        <button type="submit">Close</button>
      </form>
      <p className="hint">
        Every chart shares one time axis in simulated seconds, and each change you make is marked on it: <kbd>W</kbd> shows the
        whole run, <kbd>F</kbd> follows the live edge again. The page’s{' '}
        <a href="?about" onClick={onLinkClick}>
          About the model
        </a> says what is simulated and how it was checked.
      </p>
      <Entry title="Network" help={VIEW_HELP.network} />
      {CHART_IDS.map((id) => (
        <Entry key={id} title={CHART_TITLES[id]} help={CHART_HELP[id]} />
      ))}
      <Entry title="Summary" help={VIEW_HELP.summary} />
      <h3>Keyboard</h3>
      <table className="help__keys">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd>{s.keys}</kbd>
              </th>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

function Entry({ title, help }: { title: string; help: ViewHelp }) {
  return (
    <section className="help__entry">
      <h3>{title}</h3>
      <p>
        <strong>Shows</strong> {help.shows}
      </p>
      <p>
        <strong>Read it</strong> {help.read}
      </p>
    </section>
  );
}
