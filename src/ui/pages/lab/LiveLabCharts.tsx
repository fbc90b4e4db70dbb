// The lab's charts, re-rendered without the page around them when new data is to be drawn (at most once
// per animation frame, and once per live interval (framePace) while the run plays: lab/useFrameVersion).
import { LabCharts } from '../../charts/LabCharts';
import type { LabChartsProps } from '../../charts/types';
import type { LabModel } from '../../lab/LabModel';
import { useFrameVersion } from '../../lab/useFrameVersion';

export function LiveLabCharts({ model, ...props }: Omit<LabChartsProps, 'store' | 'version'> & { model: LabModel }) {
  const version = useFrameVersion(model);
  return <LabCharts store={model.store} version={version} {...props} />;
}
