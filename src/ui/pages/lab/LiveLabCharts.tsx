// The lab's charts, re-rendered once per animation frame in which data arrived without the page around them.
import { LabCharts } from '../../charts/LabCharts';
import type { LabChartsProps } from '../../charts/types';
import type { LabModel } from '../../lab/LabModel';
import { useFrameVersion } from '../../lab/useFrameVersion';

export function LiveLabCharts({ model, ...props }: Omit<LabChartsProps, 'store' | 'version'> & { model: LabModel }) {
  const version = useFrameVersion(model);
  return <LabCharts store={model.store} version={version} {...props} />;
}
