// What the product is, in one sentence, for every place that describes it: the page's meta
// description and the web app manifest (vite.config.ts, which loads this file on its own, so it
// imports nothing), the README and package.json. tests/ui/product.test.ts holds the variant and
// queue lists to the engine's registries, and the README and package.json to this sentence.

export const PRODUCT_NAME = 'TCP Fairness Lab';

/** The TCP variants, in the registry's order (src/sim/tcp/registry.ts). */
export const VARIANT_LIST = 'Tahoe, Reno, NewReno, Vegas, Enhanced Vegas, Vegas+, CUBIC and BBR';

/** The queue disciplines a bottleneck can run, in the registry's order (src/sim/queue/registry.ts). */
export const QUEUE_LIST = 'DropTail, RED, PIE, CoDel, FQ-CoDel and DRR';

export const PRODUCT_DESCRIPTION = `An interactive simulator for teaching TCP congestion control and fairness: ${VARIANT_LIST} over ${QUEUE_LIST}.`;
