// Property tests draw their cases from one fixed seed, so a commit's test outcome is the same on
// every machine and every run (CI must not fail on a case no one can reproduce). To explore new
// cases, run with FC_SEED=random (or any number); a failure prints its seed and path to replay.
import fc from 'fast-check';

const wanted = process.env.FC_SEED;
const seed = wanted === 'random' ? Date.now() ^ (Math.random() * 0x100000000) : wanted ? Number(wanted) : 20261125;
if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random" (got "${wanted}")`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
