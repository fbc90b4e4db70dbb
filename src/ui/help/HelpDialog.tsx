// The help panel: what each view of the lab shows and how to read it, and the keyboard shortcuts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CHART_IDS } from '../charts/types';
import { chartTitle } from '../charts/chartTitles';
import { Modal } from '../Modal';
import { onLinkClick } from '../pages/router';
import { CHART_HELP, VIEW_HELP, type ViewHelp } from './chartHelp';
import { SHORTCUTS } from './shortcuts';

export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  // Keys keep the names printed on them (Tab, Esc, Home); the space bar is named in words.
  const keyName = (keys: string) => (keys === 'Space' ? t`Space` : keys);
  return (
    <Modal className="help" labelledBy="help-title" onClose={onClose}>
      <form method="dialog" className="help__head">
        <h2 id="help-title">{t`How to read the lab`}</h2>
        <button type="submit">{t`Close`}</button>
      </form>
      <p className="hint">
        <Trans>
          Every chart shares one time axis in simulated seconds, and each change you make is marked on it: <kbd>W</kbd> shows the whole run, <kbd>F</kbd> follows
          the live edge again. The page’s{' '}
          <a href="?about" onClick={onLinkClick}>
            About the model
          </a>{' '}
          says what is simulated and how it was checked.
        </Trans>
      </p>
      <Entry title={t`Network`} help={VIEW_HELP.network} render={(m) => i18n._(m)} />
      {CHART_IDS.map((id) => (
        <Entry key={id} title={chartTitle(id, i18n)} help={CHART_HELP[id]} render={(m) => i18n._(m)} />
      ))}
      <Entry title={t`Summary`} help={VIEW_HELP.summary} render={(m) => i18n._(m)} />
      <h3>{t`Keyboard`}</h3>
      <table className="help__keys">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd dir="ltr">{keyName(s.keys)}</kbd>
              </th>
              <td>{i18n._(s.does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}

function Entry({ title, help, render }: { title: string; help: ViewHelp; render: (m: MessageDescriptor) => string }) {
  const { t } = useLingui();
  return (
    <section className="help__entry">
      <h3>{title}</h3>
      <p>
        <strong>{t`Shows`}</strong> {render(help.shows)}
      </p>
      <p>
        <strong>{t`Read it`}</strong> {render(help.read)}
      </p>
    </section>
  );
}
