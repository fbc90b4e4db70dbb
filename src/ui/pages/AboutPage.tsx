// "About the model": what the lab simulates and what it leaves out, its units, and how it was
// checked against ns-2.35 and ns-3.37 (with the validation report linked). Facts here follow src/sim/MODEL.md.
import { Trans } from '@lingui/react/macro';
import { AppHeader } from '../AppHeader';
import { labHref, onLinkClick } from './router';

export function AboutPage() {
  return (
    <div className="app">
      <AppHeader current="about" />
      <main className="page prose">
        <h2><Trans>About the model</Trans></h2>
        <p><Trans>
          The lab is a packet-level discrete-event simulator written in TypeScript. It runs in your browser, in a Web Worker, and draws
          what it computes: no number on screen is made up or smoothed into shape. The same engine runs on the command line (
          <code>npm run sim</code>) and in the tests. A run is deterministic: the same scenario and seed give the same run, packet for
          packet, which is why a shared link reproduces the same numbers at the same simulated time.
        </Trans></p>

        <h3><Trans>What is simulated</Trans></h3>
        <ul>
          <li><Trans>
            <strong>The network</strong>: a dumbbell. Each flow has its own sender, access link, receiver and egress link; all flows share
            the bottleneck R1→R2 (optionally more links in series). Links are store-and-forward: a packet occupies the line for
            8·size/rate seconds and arrives one propagation delay later. ACKs come back over the reverse links, which have their own
            queues.
          </Trans></li>
          <li><Trans>
            <strong>Queues</strong>: DropTail (drop when the buffer is full), RED (Floyd &amp; Jacobson 1993, as ns-2.35 implements it:
            a moving average of the queue, random early drops between minTh and maxTh, forced drops above maxTh, optional gentle mode),
            and the router’s side of fairness as Linux runs it: deficit round robin (a queue per flow, Shreedhar &amp; Varghese 1995, as
            ns-2.35’s Queue/DRR), CoDel (RFC 8289: drops at the head once packets have waited over a target for an interval), FQ-CoDel
            (RFC 8290: a queue per flow, new flows first, CoDel in each) and PIE (RFC 8033: drops on arrival with a probability steered
            by the queueing delay). Every drop is counted by reason: overflow, early, forced, head-overflow (a full buffer drops from the
            head of the longest queue) or sojourn (CoDel’s).
          </Trans></li>
          <li><Trans>
            <strong>TCP senders</strong>: Tahoe, Reno, NewReno (RFC 6582), Vegas (Brakmo &amp; Peterson), Enhanced Vegas (α = β = δ) and
            Vegas+ (an aggressive mode after a run of rising RTTs), each following its ns-2.35 agent: slow start, congestion avoidance,
            fast retransmit and recovery, limited transmit, retransmission timeouts with ns-2’s 10 ms timer tick and exponential backoff.
            CUBIC (RFC 9438, with HyStart and the Reno-friendly region) and BBR v1 (Cardwell et al. 2016: STARTUP, DRAIN, PROBE_BW’s
            gain cycle and PROBE_RTT, paced) follow Linux and are checked against ns-3.37. SACK loss recovery (RFC 2018 blocks, an RFC
            6675 scoreboard and PRR) is an option, as Linux runs CUBIC and BBR. So is ECN (RFC 3168): CoDel, FQ-CoDel and PIE then mark
            packets instead of dropping them, and a sender reduces its window once per round trip for the echo as for a loss (with SACK,
            brought down over that round trip by PRR, as Linux does); BBR ignores the echo, as Linux’s BBR v1 does.
          </Trans></li>
          <li><Trans>
            <strong>Connection start-up</strong> as ns-2.35 runs it by default: a 40-byte SYN answered by a SYN-ACK over the same links
            and queues (a lost SYN waits for the 3 s initial timeout), 40 bytes of TCP/IP header on every data packet (goodput counts
            the payload), and no window growth during the first round trip. Each is a scenario option; the <em>ns2</em> profile
            reproduces ns-2’s quirks exactly (its Vegas sends neither SYN nor header).
          </Trans></li>
          <li><Trans>
            <strong>Receivers</strong>: ns-2’s TCPSink — one cumulative ACK per data packet, no delayed ACKs, out-of-order packets kept.
          </Trans></li>
          <li><Trans>
            <strong>Constant-bit-rate (UDP) flows</strong>, for unresponsive cross traffic.
          </Trans></li>
        </ul>

        <h3><Trans>What is not</Trans></h3>
        <ul>
          <li><Trans>No connection teardown (FIN), and no handshake beyond the SYN and SYN-ACK.</Trans></li>
          <li><Trans>No delayed ACKs; no pacing but BBR’s; SACK and ECN only where a scenario turns them on (never in the ns2 profile).</Trans></li>
          <li><Trans>No link errors, reordering or routing changes: packets are lost only to queue drops.</Trans></li>
          <li><Trans>No application behaviour: a flow always has data to send (or a fixed number of bytes), until it is stopped.</Trans></li>
        </ul>

        <h3><Trans>Units</Trans></h3>
        <table className="about__units">
          <thead>
            <tr>
              <th scope="col"><Trans>Quantity</Trans></th>
              <th scope="col"><Trans>Unit</Trans></th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td><Trans>Simulated time, delays, round-trip times</Trans></td>
              <td><Trans>seconds (shown as s or ms)</Trans></td>
            </tr>
            <tr>
              <td><Trans>Link rates, throughput, goodput</Trans></td>
              <td><Trans>bits per second (kb/s, Mb/s)</Trans></td>
            </tr>
            <tr>
              <td><Trans>Packet sizes</Trans></td>
              <td><Trans>bytes (a data packet’s size is its payload; 40 bytes of header are added on the wire)</Trans></td>
            </tr>
            <tr>
              <td><Trans>Windows, buffers, RED thresholds, Vegas α, β, γ, δ</Trans></td>
              <td><Trans>packets</Trans></td>
            </tr>
            <tr>
              <td><Trans>Vegas Expected and Actual rates</Trans></td>
              <td><Trans>packets per second</Trans></td>
            </tr>
          </tbody>
        </table>
        <p><Trans>
          Goodput is what the papers measure: data acknowledged in order by the receiver, per second. Jain’s fairness index is
          (Σx)² / (n·Σx²) over the TCP flows’ goodputs: 1 when all get the same, 1/n when one gets everything.
        </Trans></p>

        <h3><Trans>How it was validated</Trans></h3>
        <p><Trans>
          The engine is compared with ns-2.35, the simulator the classic papers used, on the papers’ own scenarios: the same scenario is
          exported as an ns-2 script that keeps ns-2’s defaults and sets only what the scenario says, and both are run (in the ns2
          profile). Runs without random drops must agree flow by flow (within 5 % of goodput); runs with RED’s random drops are compared as
          means over several seeds (goodput within 10 %, Jain’s index within 0.03). The loss-free Vegas cases agree with ns-2 packet for
          packet. CUBIC and BBR, which ns-2 lacks, are compared with ns-3.37 on the classic contrasts (bufferbloat, BBR against CUBIC,
          CUBIC against NewReno, CUBIC’s RTT fairness). The queue disciplines are compared with ns-3.37’s queue discs (CoDel, FQ-CoDel
          and PIE, with and without ECN) and deficit round robin with ns-2.35’s Queue/DRR. The full results, case by case, with every deliberate difference explained, are in the{' '}
          <a href="?validation" onClick={onLinkClick}>
            validation report
          </a>
          ; <code>npm run validate</code> regenerates it. Where a paper’s published numbers differ from both simulators, the report
          says why.
        </Trans></p>
        <p><Trans>
          Beyond the comparison, tests check physics and invariants on every change: packets sent = delivered + dropped + in flight;
          the queue never exceeds its buffer; a lone Vegas flow keeps between α and β packets queued; two identical Vegas flows share
          equally; a lone Reno flow fills a link whose buffer is at least the bandwidth-delay product.
        </Trans></p>

        <h3><Trans>Sources</Trans></h3>
        <p><Trans>
          Every preset and lesson traces back to a paper: Tsang &amp; Chang on Vegas fairness and RTT bias; De Vendictis &amp; Baiocchi
          on Vegas against Reno; Reno, Vegas and NewReno over DropTail and RED; Vegas+; and Brakmo &amp; Peterson’s original Vegas. The
          basics follow RFC 5681; CUBIC, BBR and the queue disciplines follow their own RFCs and papers (RFC 9438, Cardwell et al. 2016,
          RFC 8289, RFC 8290, RFC 8033, Shreedhar &amp; Varghese 1995), named where the lessons and experiments use them. The model’s
          equations, defaults and every difference from ns-2 and ns-3 are written out in <code>src/sim/MODEL.md</code>.
        </Trans></p>
        <p className="page-back"><Trans>
          <a href={labHref()} onClick={onLinkClick}>
            Back to the lab
          </a>
        </Trans></p>
      </main>
    </div>
  );
}
