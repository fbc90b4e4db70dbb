// The lab inside a course page's frame: play and the clock, the network and the charts, and (for a
// teacher link) the panels the teacher left open; a link opens the full lab.
import type { ReactNode } from 'react';
import type { Scenario } from '../../../sim/scenario/Scenario';
import type { LabUrlState, TeacherSettings } from '../../../share/LabUrlState';
import { encodeLabState } from '../../../share/scenarioUrl';
import { BottleneckPanel } from '../../controls/BottleneckPanel';
import { FlowPanel } from '../../controls/FlowPanel';
import { Dumbbell } from '../../dumbbell/Dumbbell';
import type { LabModel } from '../../lab/LabModel';
import { useLab } from '../../lab/useLab';
import { Notices } from '../../Notices';
import type { Locks } from '../../links/locks';
import { TeacherBanner } from '../../links/TeacherBanner';

export interface LabEmbedLayoutProps {
  model: LabModel;
  projector: boolean;
  teacher: TeacherSettings | undefined;
  locks: Locks;
  animate: boolean;
  byClass: boolean;
  /** The charts, as the full page draws them. */
  chartsView: ReactNode;
  /** What the address describes (the full lab's link drops the embed flag). */
  urlState: LabUrlState<Scenario> | null;
}

export function LabEmbedLayout({ model, projector, teacher, locks, animate, byClass, chartsView, urlState }: LabEmbedLayoutProps) {
  return (
    <div className={`app app--embed${projector ? ' projector' : ''}`}>
      <header className="app__header">
        <div className="app__bar">
          <h1>TCP Fairness Lab</h1>
          <EmbedControls model={model} locked={locks.locked('time')} />
          <a href={`${window.location.pathname}#${urlState ? encodeLabState({ ...urlState, embed: undefined }) : ''}`} target="_blank" rel="noopener">
            Open in the full lab ↗
          </a>
        </div>
      </header>
      <TeacherBanner teacher={teacher} />
      <Notices model={model} />
      {teacher ? (
        // A teacher link embedded in a course page: what the teacher left open stays in reach.
        <main className="lab">
          <aside className="lab__controls" aria-label="Experiment settings">
            <BottleneckPanel model={model} locks={locks} />
            <FlowPanel model={model} locks={locks} byClass={byClass} />
          </aside>
          <div className="lab__views">
            <Dumbbell model={model} animate={animate} locked={locks.locked('queue')} byClass={byClass} />
            {chartsView}
          </div>
        </main>
      ) : (
        <main className="lab__views">
          <Dumbbell model={model} animate={animate} locked byClass={byClass} />
          {chartsView}
        </main>
      )}
    </div>
  );
}

function EmbedControls({ model, locked }: { model: LabModel; locked: boolean }) {
  const running = useLab(model, (m) => m.status.running);
  const finished = useLab(model, (m) => m.status.finished);
  const t = useLab(model, (m) => m.status.timeSec);
  return (
    <div className="toolbar" role="toolbar" aria-label="Simulation controls">
      <button type="button" className="primary" aria-pressed={running} disabled={finished || locked} onClick={() => model.togglePlay()}>
        {running ? 'Pause' : finished ? 'Finished' : 'Play'}
      </button>
      <span className="clock">
        <span className="clock__now">{t.toFixed(2)} s</span>
      </span>
    </div>
  );
}
