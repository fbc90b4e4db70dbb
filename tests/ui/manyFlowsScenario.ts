// A many-flows scenario for the component tests: 24 Reno and 16 Vegas flows (40, above the
// threshold where the lab folds flows into classes), measured from t = 0.
export const FORTY_FLOWS = {
  version: 1,
  title: '40 flows',
  durationSec: 60,
  measure: { fromSec: 0 },
  bottleneck: { rateBps: 4e6, delaySec: 0.005, bufferPackets: 60 },
  flows: [
    { variant: 'reno', name: 'Reno', count: 24, spread: { accessDelaySec: [0.002, 0.03], startSec: [0, 0.5] } },
    { variant: 'vegas', name: 'Vegas', count: 16, alpha: 1, beta: 3, spread: { accessDelaySec: [0.002, 0.03], startSec: [0, 0.5] } },
  ],
};
