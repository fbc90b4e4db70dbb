// The lab's charts, re-rendered as data arrives (every frame while running) without the page around them.
import { LabCharts } from '../../charts/LabCharts';
import type { LabChartsProps } from '../../charts/types';
import type { LabModel } from '../../lab/LabModel';
import { useLab } from '../../lab/useLab';

export function LiveLabCharts({ model, ...props }: Omit<LabChartsProps, 'store' | 'version'> & { model: LabModel }) {
  const version = useLab(model, (m) => m.store.version);
  return <LabCharts store={model.store} version={version} {...props} />;
}
