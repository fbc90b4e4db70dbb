// Worker thread for `npm run validate` and `npm run sweep` (bundled by esbuild): answers the run
// pool's requests (src/experiments/poolProtocol.ts). A thin adapter over pure code.
import { parentPort } from 'node:worker_threads';
import { answer, type PoolRequest } from '../experiments/poolProtocol';

parentPort!.on('message', (request: PoolRequest) => parentPort!.postMessage(answer(request, () => performance.now())));
