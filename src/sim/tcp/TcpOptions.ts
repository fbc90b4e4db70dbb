// The scenario's TCP options as a sender and the variant registry read them (the scenario schema,
// src/sim/scenario/Scenario.ts, defines them with their units, ranges and defaults).

export interface TcpOptions {
  /** Initial window, segments. */
  windowInit: number;
  minRtoSec: number;
  maxRtoSec: number;
  initialRtoSec: number;
  /** The coarse timer's granularity, s. */
  tickSec: number;
  dupAckThreshold: number;
  synHandshake: boolean;
  headerBytes: number;
  delayedGrowth: boolean;
  sack: boolean;
}
