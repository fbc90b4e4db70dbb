// The ns-3.37 reference for CUBIC and BBR and for the AQM queue discs: a dumbbell like our
// scenarios (one sender and one receiver per flow, each behind its own access/egress link, one
// bottleneck R1 -> R2), run with ns-3's own TCP defaults, printing one `NS3JSON {...}` line with
// per-flow goodput over a measurement window, the bottleneck's mean queue and drops (and, for
// CoDel, FQ-CoDel and PIE, drops and ECN marks by reason and the mean sojourn time). Built and
// run by src/cli/ns3.ts.
//
// Build (Debian libns3-dev 3.37; its pkg-config files are broken, so the libraries are named):
//   g++ -O2 -std=c++17 dumbbell.cc -o dumbbell -lns3-core -lns3-network -lns3-internet \
//       -lns3-point-to-point -lns3-traffic-control -lns3-applications
// Run:
//   dumbbell --bottleneckRateBps=10e6 --bottleneckDelaySec=0.01 --bufferPackets=100 \
//            --flows="ns3::TcpCubic,1e8,0.005,1e8,0.001,0,0;ns3::TcpBbr,1e8,0.015,1e8,0.001,0.5,0" \
//            --durationSec=60 --fromSec=20 --toSec=60 --run=1
//   A flow is "congestionOps,accessRateBps,accessDelaySec,egressRateBps,egressDelaySec,startSec,
//   stopSec" (stopSec 0: never stops), congestionOps an ns-3 TypeId (ns3::TcpCubic, ns3::TcpBbr,
//   ns3::TcpNewReno, ns3::TcpLinuxReno, ns3::TcpVegas...). Any ns-3 attribute can also be set,
//   e.g. --ns3::TcpCubic::HyStart=false (for every flow of that type).
//   Queue discs: --queue=droptail|red|codel|fq-codel|pie, with our scenario's parameter names:
//   codel --targetSec --intervalSec --ecn; fq-codel also --quantumBytes; pie --targetDelaySec
//   --tUpdateSec --alpha --beta --maxBurstSec --ecn. --tcpEcn=1 makes every sender ECN-capable
//   (TcpSocketBase::UseEcn On, RFC 3168).
//
// Choices (each is ns-3's default unless the scenario states the value; see MODEL.md, "ns-3"):
// - Router buffer. Our bufferPackets counts the packet being transmitted. ns-3 holds a router's
//   packets in two places: the traffic-control queue disc and the NetDevice's own queue, and
//   Ipv4AddressHelper installs FqCoDel as the default queue disc on every device. Here every
//   device's queue is 1 packet (with flow control, the device stops the queue disc while it holds
//   one) and the root queue disc is installed before addresses are assigned, so no FqCoDel:
//   a FIFO (DropTail) or RED disc of bufferPackets - 2 packets. Total: disc + 1 waiting in the
//   device + 1 on the wire = bufferPackets, as in our Link. The mean queue reported is the time
//   average of disc + device packets (the waiting packets, as ours). Both directions of the
//   bottleneck have the same disc (as ns-2's duplex links). Edge links: FIFO of 1000 packets.
// - CoDel, FQ-CoDel and PIE have every attribute set here, since ns-3.37's defaults differ per
//   disc (CoDel's MaxSize is 1500 * 1000 bytes, FqCoDel's 10240 packets, PIE's 25 packets;
//   FqCoDel's UseEcn is true, CoDel's and PIE's false; FqCoDel's quantum is the device's MTU
//   unless set). Their limit is bufferPackets - 2 packets, as the FIFO's; the values not in our
//   scenario stay at ns-3.37's defaults, written out (src/sim/queue/REFERENCES.md has each).
//   The mean sojourn time is the mean of the disc's SojournTime trace (one sample per packet
//   dequeued from the disc) in the window: time in the disc, not in the device's one-packet queue.
//   The mean queueing delay is measured as our engine measures it, by Little's law over everything
//   waiting: the time-integral of disc + device packets over the packets sent in the window.
//   What the AQM sees is not what waits: a packet that waits in the disc leaves it when the packet
//   ahead of it starts its transmission (the device's queue then has room), so its sojourn time
//   is one transmission shorter than its wait, and CoDel's MinBytes test counts one packet fewer.
// - --packetTraceFile writes a line per event of the bottleneck's data direction: disc enqueue,
//   dequeue (to the device), drop and mark with the packet's flow, TCP sequence and IP bytes, and
//   the device's transmission starts.
// - TCP: ns-3.37 defaults, which are close to Linux's: SACK on, timestamps on, window scaling on,
//   PRR recovery, limited transmit, Nagle off (TcpNoDelay), no pacing except BBR (TcpBbr turns
//   pacing on for its own socket), ECN off. One exception: an ACK for every segment
//   (DelAckCount 1, as our receiver and ns-2's TCPSink; --delAckCount=2 restores ns-3's default).
//   With ns-3.37's delayed ACKs its TcpBbr can stall for good after start-up: one BBR flow alone
//   on 10 Mb/s, 20 ms, 100 packets got 20 kb/s instead of 9.25 Mb/s (ns-3-dev has since fixed
//   several TcpBbr rate-sample bugs, #735, #1043, #1013). From the scenario: SegmentSize (ns-3's default 536 is far from ours), InitialCwnd,
//   MinRto, ClockGranularity (our timer tick) and the send/receive buffers (ns-3's 128 KiB would
//   cap the window at 131 segments of 1000 B: both are set to maxWindowPackets segments).
// - TcpCubic at its ns-3.37 defaults: C 0.4, beta 0.7, fast convergence, HyStart ON (ns-3's
//   default; Linux's too), no Reno-friendly region (ns-3.37 has none). TcpBbr at its defaults
//   (high gain 2.89, bandwidth window 10 rounds, min-RTT window 10 s, PROBE_RTT 200 ms).
// - Goodput: bytes the receiving application (PacketSink) got in order within [fromSec, toSec],
//   times 8, over the window. RTT: mean of the sender's RTT samples (its "RTT" trace) in the window.
// - Randomness: RngSeedManager seed 1 and run number --run (TcpBbr draws its PROBE_BW start
//   phase, RED its drops). With DropTail and loss-based flows ns-3 is deterministic: seeds differ
//   only through the start times the caller passes.
#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"
#include "ns3/traffic-control-module.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace ns3;

namespace
{

struct FlowSpec
{
    std::string congestionOps; // TypeId name, e.g. ns3::TcpCubic
    double accessRateBps;
    double accessDelaySec;
    double egressRateBps;
    double egressDelaySec;
    double startSec;
    double stopSec; // 0: never
};

struct FlowState
{
    FlowSpec spec;
    Ptr<PacketSink> sink;
    Ptr<BulkSendApplication> source;
    uint64_t rxAtFrom = 0;
    uint64_t rxAtTo = 0;
    uint64_t drops = 0; // at the bottleneck, data direction, inside the window
    std::map<std::string, uint64_t> dropsByReason; // ns-3's reason strings, inside the window
    uint64_t marks = 0;                            // ECN CE marks, inside the window
    double rttSumSec = 0;
    uint64_t rttSamples = 0;
    // Latest values of the sender's traced state, for --traceFile.
    uint32_t cwndBytes = 0;
    uint32_t ssthreshBytes = 0;
    uint32_t inFlightBytes = 0;
    double pacingRateBps = 0;
    double lastRttSec = 0;
    int congState = 0;
};

/** Time integral of a queue's length (packets), opened and closed at the window's edges. */
struct QueueIntegral
{
    uint32_t disc = 0;
    uint32_t device = 0;
    double lastSec = 0;
    double integral = 0; // packet-seconds within the window
    uint32_t max = 0;    // most packets waiting at once, over the whole run
    double fromSec = 0;
    double toSec = 0;

    void Advance()
    {
        double now = Simulator::Now().GetSeconds();
        double a = std::max(lastSec, fromSec);
        double b = std::min(now, toSec);
        if (b > a)
        {
            integral += (disc + device) * (b - a);
        }
        lastSec = now;
    }
};

std::vector<FlowState> g_flows;
std::map<uint32_t, size_t> g_flowOfSource; // sender IPv4 address -> flow index
QueueIntegral g_queue;
bool g_inWindow = false;
uint64_t g_drops = 0;
uint64_t g_departures = 0;
uint64_t g_departedBytes = 0;
std::map<std::string, uint64_t> g_dropsByReason;
uint64_t g_marks = 0;
double g_sojournSumSec = 0;
uint64_t g_sojournSamples = 0;

std::vector<std::string>
Split(const std::string& text, char sep)
{
    std::vector<std::string> parts;
    std::stringstream ss(text);
    std::string part;
    while (std::getline(ss, part, sep))
    {
        if (!part.empty())
        {
            parts.push_back(part);
        }
    }
    return parts;
}

std::vector<FlowSpec>
ParseFlows(const std::string& text)
{
    std::vector<FlowSpec> flows;
    for (const std::string& item : Split(text, ';'))
    {
        std::vector<std::string> f = Split(item, ',');
        NS_ABORT_MSG_IF(f.size() != 7,
                        "a flow is congestionOps,accessRateBps,accessDelaySec,egressRateBps,"
                        "egressDelaySec,startSec,stopSec (got \""
                            << item << "\")");
        flows.push_back({f[0],
                         std::stod(f[1]),
                         std::stod(f[2]),
                         std::stod(f[3]),
                         std::stod(f[4]),
                         std::stod(f[5]),
                         std::stod(f[6])});
    }
    NS_ABORT_MSG_IF(flows.empty(), "--flows names no flow");
    NS_ABORT_MSG_IF(flows.size() > 250, "at most 250 flows (one /24 subnet each)");
    return flows;
}

/** The congestion control named by its ns-3 TypeId, e.g. ns3::TcpCubic. */
TypeId
CongestionOps(const std::string& name)
{
    TypeId tid;
    // No IsChildOf(TcpCongestionOps) check: ns-3.37 registers TcpCubic under TcpSocketBase.
    NS_ABORT_MSG_IF(!TypeId::LookupByNameFailSafe(name, &tid),
                    "no ns-3 type \"" << name << "\" (a congestion control, e.g. ns3::TcpCubic)");
    return tid;
}

std::string
Num(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

std::FILE* g_trace = nullptr;
/** --packetTraceFile: one line per event of the bottleneck's data direction (see WritePacketEvent). */
std::FILE* g_packets = nullptr;

void
OnRtt(size_t flow, Time, Time rtt)
{
    g_flows[flow].lastRttSec = rtt.GetSeconds();
    if (g_inWindow && rtt.IsStrictlyPositive())
    {
        g_flows[flow].rttSumSec += rtt.GetSeconds();
        g_flows[flow].rttSamples++;
    }
}

void
SetU32(uint32_t* into, uint32_t, uint32_t v)
{
    *into = v;
}

void
SetRate(FlowState* f, DataRate, DataRate rate)
{
    f->pacingRateBps = rate.GetBitRate();
}

void
SetCongState(FlowState* f, TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t state)
{
    f->congState = state;
}

void
ConnectRttTrace(size_t flow)
{
    Ptr<Socket> socket = g_flows[flow].source->GetSocket();
    NS_ABORT_MSG_IF(!socket, "flow " << flow << " has no socket after its start");
    socket->TraceConnectWithoutContext("RTT", MakeBoundCallback(&OnRtt, flow));
    if (g_trace)
    {
        FlowState* f = &g_flows[flow];
        socket->TraceConnectWithoutContext("CongestionWindow",
                                           MakeBoundCallback(&SetU32, &f->cwndBytes));
        socket->TraceConnectWithoutContext("SlowStartThreshold",
                                           MakeBoundCallback(&SetU32, &f->ssthreshBytes));
        socket->TraceConnectWithoutContext("BytesInFlight",
                                           MakeBoundCallback(&SetU32, &f->inFlightBytes));
        socket->TraceConnectWithoutContext("PacingRate", MakeBoundCallback(&SetRate, f));
        socket->TraceConnectWithoutContext("CongState", MakeBoundCallback(&SetCongState, f));
    }
}

/** One line per flow every `intervalSec`: the sender's state and the bottleneck queue. */
void
WriteTrace(double intervalSec)
{
    double now = Simulator::Now().GetSeconds();
    for (size_t i = 0; i < g_flows.size(); i++)
    {
        const FlowState& f = g_flows[i];
        std::fprintf(g_trace,
                     "%.6f,%zu,%u,%u,%u,%.0f,%.6f,%d,%u\n",
                     now,
                     i,
                     f.cwndBytes,
                     f.ssthreshBytes,
                     f.inFlightBytes,
                     f.pacingRateBps,
                     f.lastRttSec,
                     f.congState,
                     g_queue.disc + g_queue.device);
    }
    Simulator::Schedule(Seconds(intervalSec), &WriteTrace, intervalSec);
}

void
OnDiscDrop(Ptr<const QueueDiscItem> item)
{
    if (!g_inWindow)
    {
        return;
    }
    g_drops++;
    Ptr<const Ipv4QueueDiscItem> ip = DynamicCast<const Ipv4QueueDiscItem>(item);
    if (ip)
    {
        auto it = g_flowOfSource.find(ip->GetHeader().GetSource().Get());
        if (it != g_flowOfSource.end())
        {
            g_flows[it->second].drops++;
        }
    }
}

/** The flow of a packet at the bottleneck, by its sender's address; g_flows.size() if none. */
size_t
FlowOf(Ptr<const QueueDiscItem> item)
{
    Ptr<const Ipv4QueueDiscItem> ip = DynamicCast<const Ipv4QueueDiscItem>(item);
    if (!ip)
    {
        return g_flows.size();
    }
    auto it = g_flowOfSource.find(ip->GetHeader().GetSource().Get());
    return it == g_flowOfSource.end() ? g_flows.size() : it->second;
}

void
OnDiscDropWithReason(Ptr<const QueueDiscItem> item, const char* reason)
{
    if (!g_inWindow)
    {
        return;
    }
    g_dropsByReason[reason]++;
    size_t flow = FlowOf(item);
    if (flow < g_flows.size())
    {
        g_flows[flow].dropsByReason[reason]++;
    }
}

void
OnDiscMark(Ptr<const QueueDiscItem> item, const char*)
{
    if (!g_inWindow)
    {
        return;
    }
    g_marks++;
    size_t flow = FlowOf(item);
    if (flow < g_flows.size())
    {
        g_flows[flow].marks++;
    }
}

void
OnSojourn(Time sojourn)
{
    if (g_inWindow)
    {
        g_sojournSumSec += sojourn.GetSeconds();
        g_sojournSamples++;
    }
}

/** The TCP sequence number of a packet in the disc (its IP header is held apart), or -1. */
int64_t
SequenceOf(Ptr<const QueueDiscItem> item)
{
    Ptr<Packet> copy = item->GetPacket()->Copy();
    TcpHeader tcp;
    if (copy->GetSize() < 20 || copy->PeekHeader(tcp) == 0)
    {
        return -1;
    }
    return tcp.GetSequenceNumber().GetValue();
}

/**
 * One line of --packetTraceFile: time (s), event, flow, TCP sequence number, IP bytes. Events:
 * E enqueued in the disc, D dequeued from it (to the device), X dropped by the disc, M marked.
 */
void
WritePacketEvent(char event, Ptr<const QueueDiscItem> item)
{
    std::fprintf(g_packets,
                 "%.9f %c %zu %lld %u\n",
                 Simulator::Now().GetSeconds(),
                 event,
                 FlowOf(item),
                 static_cast<long long>(SequenceOf(item)),
                 item->GetSize());
}

void
OnPacketEnqueue(Ptr<const QueueDiscItem> item)
{
    WritePacketEvent('E', item);
}

void
OnPacketDequeue(Ptr<const QueueDiscItem> item)
{
    WritePacketEvent('D', item);
}

void
OnPacketDrop(Ptr<const QueueDiscItem> item)
{
    WritePacketEvent('X', item);
}

void
OnPacketMark(Ptr<const QueueDiscItem> item, const char*)
{
    WritePacketEvent('M', item);
}

/** T: the device starts sending a packet (time, PPP frame bytes). */
void
OnDeviceTxBegin(Ptr<const Packet> p)
{
    std::fprintf(g_packets, "%.9f T - - %u\n", Simulator::Now().GetSeconds(), p->GetSize());
}

/** A JSON object of counts by reason. */
std::string
ReasonsJson(const std::map<std::string, uint64_t>& counts)
{
    std::ostringstream out;
    out << "{";
    bool first = true;
    for (const auto& [reason, n] : counts)
    {
        out << (first ? "" : ",") << "\"" << reason << "\":" << n;
        first = false;
    }
    out << "}";
    return out.str();
}

void
OnDiscLength(uint32_t, uint32_t n)
{
    g_queue.Advance();
    g_queue.disc = n;
    g_queue.max = std::max(g_queue.max, g_queue.disc + g_queue.device);
}

void
OnDeviceLength(uint32_t, uint32_t n)
{
    g_queue.Advance();
    g_queue.device = n;
    g_queue.max = std::max(g_queue.max, g_queue.disc + g_queue.device);
}

void
OnTransmit(Ptr<const Packet> p)
{
    if (g_inWindow)
    {
        g_departures++;
        g_departedBytes += p->GetSize();
    }
}

void
MeasureStart()
{
    g_queue.Advance();
    g_inWindow = true;
    for (FlowState& f : g_flows)
    {
        f.rxAtFrom = f.sink->GetTotalRx();
    }
}

void
MeasureEnd()
{
    g_queue.Advance();
    g_inWindow = false;
    for (FlowState& f : g_flows)
    {
        f.rxAtTo = f.sink->GetTotalRx();
    }
}

/** Seconds as the whole nanoseconds string FqCoDel's Target and Interval (strings) parse exactly. */
std::string
Nanoseconds(double sec)
{
    return std::to_string(std::llround(sec * 1e9)) + "ns";
}

/** Seconds rounded to the nanosecond, ns-3's time unit. */
Time
ExactSeconds(double sec)
{
    return NanoSeconds(std::llround(sec * 1e9));
}

/** The parameters of CoDel, FQ-CoDel and PIE, in our scenario's names and units. */
struct AqmParams
{
    double targetSec = 0.005;
    double intervalSec = 0.1;
    uint32_t quantumBytes = 0; // 0: not given (an error for fq-codel)
    double targetDelaySec = 0.015;
    double tUpdateSec = 0.015;
    double alpha = 0.125;
    double beta = 1.25;
    double maxBurstSec = 0.15;
    bool ecn = false;
};

/**
 * A root CoDel, FQ-CoDel or PIE disc of `packets` packets on `devices`, every ns-3.37 attribute
 * set: ours from `aqm`, the rest at ns-3.37's defaults written out.
 */
QueueDiscContainer
InstallAqm(NetDeviceContainer devices,
           const std::string& kind,
           uint32_t packets,
           const AqmParams& aqm,
           uint32_t meanPacketBytes)
{
    TrafficControlHelper tch;
    QueueSizeValue size(QueueSize(std::to_string(packets) + "p"));
    if (kind == "codel")
    {
        tch.SetRootQueueDisc("ns3::CoDelQueueDisc",
                             "MaxSize",
                             size,
                             "Target",
                             TimeValue(ExactSeconds(aqm.targetSec)),
                             "Interval",
                             TimeValue(ExactSeconds(aqm.intervalSec)),
                             "UseEcn",
                             BooleanValue(aqm.ecn),
                             "MinBytes",
                             UintegerValue(1500),
                             "CeThreshold",
                             TimeValue(Time::Max()),
                             "UseL4s",
                             BooleanValue(false));
    }
    else if (kind == "fq-codel")
    {
        NS_ABORT_MSG_IF(aqm.quantumBytes == 0, "fq-codel needs --quantumBytes");
        tch.SetRootQueueDisc("ns3::FqCoDelQueueDisc",
                             "MaxSize",
                             size,
                             "Target",
                             StringValue(Nanoseconds(aqm.targetSec)),
                             "Interval",
                             StringValue(Nanoseconds(aqm.intervalSec)),
                             "UseEcn",
                             BooleanValue(aqm.ecn),
                             "Flows",
                             UintegerValue(1024),
                             "DropBatchSize",
                             UintegerValue(64),
                             "Perturbation",
                             UintegerValue(0),
                             "CeThreshold",
                             TimeValue(Time::Max()),
                             "EnableSetAssociativeHash",
                             BooleanValue(false),
                             "SetWays",
                             UintegerValue(8),
                             "UseL4s",
                             BooleanValue(false));
    }
    else
    {
        NS_ABORT_MSG_IF(kind != "pie", "unknown queue \"" << kind << "\"");
        tch.SetRootQueueDisc("ns3::PieQueueDisc",
                             "MaxSize",
                             size,
                             "QueueDelayReference",
                             TimeValue(ExactSeconds(aqm.targetDelaySec)),
                             "Tupdate",
                             TimeValue(ExactSeconds(aqm.tUpdateSec)),
                             "A",
                             DoubleValue(aqm.alpha),
                             "B",
                             DoubleValue(aqm.beta),
                             "MaxBurstAllowance",
                             TimeValue(ExactSeconds(aqm.maxBurstSec)),
                             "UseEcn",
                             BooleanValue(aqm.ecn),
                             "MeanPktSize",
                             UintegerValue(meanPacketBytes),
                             "Supdate",
                             TimeValue(Seconds(0)),
                             "DequeueThreshold",
                             UintegerValue(16384),
                             "UseDequeueRateEstimator",
                             BooleanValue(false),
                             "UseCapDropAdjustment",
                             BooleanValue(true),
                             "MarkEcnThreshold",
                             DoubleValue(0.1),
                             "UseDerandomization",
                             BooleanValue(false),
                             "ActiveThreshold",
                             TimeValue(Time::Max()),
                             "CeThreshold",
                             TimeValue(Time::Max()),
                             "UseL4s",
                             BooleanValue(false));
    }
    QueueDiscContainer discs = tch.Install(devices);
    if (kind == "fq-codel")
    {
        // Not an attribute in ns-3.37: unset, CheckConfig takes the device's MTU.
        for (uint32_t i = 0; i < discs.GetN(); i++)
        {
            DynamicCast<FqCoDelQueueDisc>(discs.Get(i))->SetQuantum(aqm.quantumBytes);
        }
    }
    return discs;
}

/** A root queue disc of `packets` packets on `device`: FIFO, or RED with the given settings. */
QueueDiscContainer
InstallDisc(NetDeviceContainer devices,
            const std::string& kind,
            uint32_t packets,
            double minTh,
            double maxTh,
            double maxP,
            double weight,
            bool gentle,
            uint32_t meanPacketBytes)
{
    TrafficControlHelper tch;
    std::string size = std::to_string(packets) + "p";
    if (kind == "red")
    {
        tch.SetRootQueueDisc("ns3::RedQueueDisc",
                             "MaxSize",
                             QueueSizeValue(QueueSize(size)),
                             "MinTh",
                             DoubleValue(minTh),
                             "MaxTh",
                             DoubleValue(maxTh),
                             "LInterm",
                             DoubleValue(1.0 / maxP),
                             "QW",
                             DoubleValue(weight),
                             "Gentle",
                             BooleanValue(gentle),
                             "MeanPktSize",
                             UintegerValue(meanPacketBytes));
    }
    else
    {
        NS_ABORT_MSG_IF(kind != "droptail", "unknown queue \"" << kind << "\" (droptail, red)");
        tch.SetRootQueueDisc("ns3::FifoQueueDisc", "MaxSize", QueueSizeValue(QueueSize(size)));
    }
    return tch.Install(devices);
}

} // namespace

int
main(int argc, char* argv[])
{
    double bottleneckRateBps = 10e6;
    double bottleneckDelaySec = 0.01;
    uint32_t bufferPackets = 100;
    std::string queue = "droptail";
    double redMinTh = 15;
    double redMaxTh = 45;
    double redMaxP = 0.1;
    double redWeight = 0.002;
    bool redGentle = false;
    AqmParams aqm;
    bool tcpEcn = false;
    std::string flowsText;
    uint32_t segmentBytes = 1000;
    uint32_t initialCwnd = 10;
    double minRtoSec = 0.2;
    double clockGranularitySec = 0.001;
    uint32_t maxWindowPackets = 10000;
    double durationSec = 60;
    double fromSec = 0;
    double toSec = -1;
    uint32_t run = 1;
    uint32_t edgeBufferPackets = 1000;
    uint32_t delAckCount = 1;
    std::string traceFile;
    double traceSec = 0.05;
    std::string packetTraceFile;

    CommandLine cmd(__FILE__);
    cmd.AddValue("bottleneckRateBps", "Bottleneck rate, bit/s", bottleneckRateBps);
    cmd.AddValue("bottleneckDelaySec", "Bottleneck one-way delay, s", bottleneckDelaySec);
    cmd.AddValue("bufferPackets",
                 "Router buffer, packets, the one being transmitted included (>= 3)",
                 bufferPackets);
    cmd.AddValue("queue", "Bottleneck queue: droptail, red, codel, fq-codel or pie", queue);
    cmd.AddValue("redMinTh", "RED minimum threshold, packets", redMinTh);
    cmd.AddValue("redMaxTh", "RED maximum threshold, packets", redMaxTh);
    cmd.AddValue("redMaxP", "RED drop probability at maxTh", redMaxP);
    cmd.AddValue("redWeight", "RED averaging weight", redWeight);
    cmd.AddValue("redGentle", "RED gentle mode", redGentle);
    cmd.AddValue("targetSec", "CoDel and FQ-CoDel target sojourn time, s", aqm.targetSec);
    cmd.AddValue("intervalSec", "CoDel and FQ-CoDel interval, s", aqm.intervalSec);
    cmd.AddValue("quantumBytes", "FQ-CoDel quantum, bytes", aqm.quantumBytes);
    cmd.AddValue("targetDelaySec", "PIE target queue delay (QueueDelayReference), s", aqm.targetDelaySec);
    cmd.AddValue("tUpdateSec", "PIE drop probability update interval, s", aqm.tUpdateSec);
    cmd.AddValue("alpha", "PIE alpha (A), 1/s", aqm.alpha);
    cmd.AddValue("beta", "PIE beta (B), 1/s", aqm.beta);
    cmd.AddValue("maxBurstSec", "PIE burst allowance, s", aqm.maxBurstSec);
    cmd.AddValue("ecn", "CoDel, FQ-CoDel, PIE: mark ECN-capable packets instead of dropping", aqm.ecn);
    cmd.AddValue("tcpEcn", "Senders and receivers negotiate ECN (TcpSocketBase::UseEcn On)", tcpEcn);
    cmd.AddValue("flows",
                 "Flows: congestionOps,accessRateBps,accessDelaySec,egressRateBps,egressDelaySec,"
                 "startSec,stopSec separated by ';'",
                 flowsText);
    cmd.AddValue("segmentBytes", "TCP segment payload, bytes", segmentBytes);
    cmd.AddValue("initialCwnd", "Initial window, segments", initialCwnd);
    cmd.AddValue("minRtoSec", "Minimum retransmission timeout, s", minRtoSec);
    cmd.AddValue("clockGranularitySec", "RTO clock granularity, s", clockGranularitySec);
    cmd.AddValue("maxWindowPackets",
                 "Send and receive buffers, in segments (the receiver's window)",
                 maxWindowPackets);
    cmd.AddValue("durationSec", "Simulated time, s", durationSec);
    cmd.AddValue("fromSec", "Measurement window start, s", fromSec);
    cmd.AddValue("toSec", "Measurement window end, s (default: durationSec)", toSec);
    cmd.AddValue("run", "Run number of the random streams (seed 1)", run);
    cmd.AddValue("edgeBufferPackets", "Access and egress link buffers, packets", edgeBufferPackets);
    cmd.AddValue("delAckCount", "Segments per ACK (ns-3's default is 2; see header)", delAckCount);
    cmd.AddValue("traceFile",
                 "Write time,flow,cwndBytes,ssthreshBytes,inFlightBytes,pacingRateBps,rttSec,"
                 "congState,queuePackets lines here",
                 traceFile);
    cmd.AddValue("traceSec", "Trace interval, s", traceSec);
    cmd.AddValue("packetTraceFile",
                 "Write one line per packet event of the bottleneck's disc and device here: "
                 "time, E|D|X|M|T, flow, TCP sequence, bytes",
                 packetTraceFile);
    cmd.Parse(argc, argv);

    if (toSec < 0)
    {
        toSec = durationSec;
    }
    NS_ABORT_MSG_IF(bufferPackets < 3, "--bufferPackets must be at least 3");
    NS_ABORT_MSG_IF(!(fromSec < toSec && toSec <= durationSec),
                    "need fromSec < toSec <= durationSec");
    std::vector<FlowSpec> specs = ParseFlows(flowsText);

    RngSeedManager::SetSeed(1);
    RngSeedManager::SetRun(run);

    Config::SetDefault("ns3::TcpSocket::SegmentSize", UintegerValue(segmentBytes));
    Config::SetDefault("ns3::TcpSocket::InitialCwnd", UintegerValue(initialCwnd));
    uint32_t bufferBytes = std::min<uint64_t>(uint64_t(maxWindowPackets) * segmentBytes, 1u << 30);
    Config::SetDefault("ns3::TcpSocket::SndBufSize", UintegerValue(bufferBytes));
    Config::SetDefault("ns3::TcpSocket::RcvBufSize", UintegerValue(bufferBytes));
    Config::SetDefault("ns3::TcpSocket::DelAckCount", UintegerValue(delAckCount));
    Config::SetDefault("ns3::TcpSocketBase::MinRto", TimeValue(Seconds(minRtoSec)));
    Config::SetDefault("ns3::TcpSocketBase::ClockGranularity",
                       TimeValue(Seconds(clockGranularitySec)));
    if (tcpEcn)
    {
        Config::SetDefault("ns3::TcpSocketBase::UseEcn", EnumValue(TcpSocketState::On));
    }
    // Every device queue holds one packet: the queue disc is where routers buffer (see header).
    Config::SetDefault("ns3::DropTailQueue<Packet>::MaxSize", QueueSizeValue(QueueSize("1p")));

    NodeContainer routers;
    routers.Create(2);
    NodeContainer senders;
    senders.Create(specs.size());
    NodeContainer receivers;
    receivers.Create(specs.size());
    InternetStackHelper stack;
    stack.InstallAll();

    PointToPointHelper p2p;
    p2p.SetDeviceAttribute("DataRate", DataRateValue(DataRate(uint64_t(bottleneckRateBps))));
    p2p.SetChannelAttribute("Delay", TimeValue(Seconds(bottleneckDelaySec)));
    NetDeviceContainer bottleneck = p2p.Install(routers.Get(0), routers.Get(1));
    // Data packets carry the segment plus TCP (20 + 12 timestamp option) and IPv4 (20) headers.
    uint32_t meanPacketBytes = segmentBytes + 52;
    bool isAqm = queue == "codel" || queue == "fq-codel" || queue == "pie";
    QueueDiscContainer discs = isAqm ? InstallAqm(bottleneck, queue, bufferPackets - 2, aqm, meanPacketBytes)
                                     : InstallDisc(bottleneck,
                                                   queue,
                                                   bufferPackets - 2,
                                                   redMinTh,
                                                   redMaxTh,
                                                   redMaxP,
                                                   redWeight,
                                                   redGentle,
                                                   meanPacketBytes);
    Ipv4AddressHelper address;
    address.SetBase("10.255.0.0", "255.255.255.0");
    address.Assign(bottleneck);

    for (size_t i = 0; i < specs.size(); i++)
    {
        const FlowSpec& f = specs[i];
        p2p.SetDeviceAttribute("DataRate", DataRateValue(DataRate(uint64_t(f.accessRateBps))));
        p2p.SetChannelAttribute("Delay", TimeValue(Seconds(f.accessDelaySec)));
        NetDeviceContainer access = p2p.Install(senders.Get(i), routers.Get(0));
        InstallDisc(access, "droptail", edgeBufferPackets, 0, 0, 0, 0, false, 0);
        address.SetBase(("10.1." + std::to_string(i) + ".0").c_str(), "255.255.255.0");
        Ipv4InterfaceContainer accessIf = address.Assign(access);

        p2p.SetDeviceAttribute("DataRate", DataRateValue(DataRate(uint64_t(f.egressRateBps))));
        p2p.SetChannelAttribute("Delay", TimeValue(Seconds(f.egressDelaySec)));
        NetDeviceContainer egress = p2p.Install(routers.Get(1), receivers.Get(i));
        InstallDisc(egress, "droptail", edgeBufferPackets, 0, 0, 0, 0, false, 0);
        address.SetBase(("10.2." + std::to_string(i) + ".0").c_str(), "255.255.255.0");
        Ipv4InterfaceContainer egressIf = address.Assign(egress);

        // Each sender node has one socket: its TCP uses the flow's congestion control.
        senders.Get(i)->GetObject<TcpL4Protocol>()->SetAttribute(
            "SocketType",
            TypeIdValue(CongestionOps(f.congestionOps)));

        uint16_t port = 5000;
        BulkSendHelper source("ns3::TcpSocketFactory",
                              InetSocketAddress(egressIf.GetAddress(1), port));
        source.SetAttribute("SendSize", UintegerValue(segmentBytes));
        source.SetAttribute("MaxBytes", UintegerValue(0));
        ApplicationContainer sourceApp = source.Install(senders.Get(i));
        sourceApp.Start(Seconds(f.startSec));
        sourceApp.Stop(Seconds(f.stopSec > 0 ? f.stopSec : durationSec + 1));
        PacketSinkHelper sink("ns3::TcpSocketFactory",
                              InetSocketAddress(Ipv4Address::GetAny(), port));
        ApplicationContainer sinkApp = sink.Install(receivers.Get(i));
        sinkApp.Start(Seconds(0));

        FlowState state;
        state.spec = f;
        state.source = DynamicCast<BulkSendApplication>(sourceApp.Get(0));
        state.sink = DynamicCast<PacketSink>(sinkApp.Get(0));
        g_flows.push_back(state);
        g_flowOfSource[accessIf.GetAddress(0).Get()] = i;
        // The socket exists once the application has started (its start runs first at that time).
        Simulator::Schedule(Seconds(f.startSec) + NanoSeconds(1), &ConnectRttTrace, i);
    }
    Ipv4GlobalRoutingHelper::PopulateRoutingTables();

    // The bottleneck's data direction: R1's device and its queue disc.
    Ptr<QueueDisc> disc = discs.Get(0);
    Ptr<PointToPointNetDevice> device = DynamicCast<PointToPointNetDevice>(bottleneck.Get(0));
    disc->TraceConnectWithoutContext("Drop", MakeCallback(&OnDiscDrop));
    disc->TraceConnectWithoutContext("PacketsInQueue", MakeCallback(&OnDiscLength));
    device->GetQueue()->TraceConnectWithoutContext("PacketsInQueue", MakeCallback(&OnDeviceLength));
    device->TraceConnectWithoutContext("PhyTxEnd", MakeCallback(&OnTransmit));
    if (isAqm)
    {
        disc->TraceConnectWithoutContext("DropBeforeEnqueue", MakeCallback(&OnDiscDropWithReason));
        disc->TraceConnectWithoutContext("DropAfterDequeue", MakeCallback(&OnDiscDropWithReason));
        disc->TraceConnectWithoutContext("Mark", MakeCallback(&OnDiscMark));
        disc->TraceConnectWithoutContext("SojournTime", MakeCallback(&OnSojourn));
    }
    if (!packetTraceFile.empty())
    {
        g_packets = std::fopen(packetTraceFile.c_str(), "w");
        NS_ABORT_MSG_IF(!g_packets, "cannot write " << packetTraceFile);
        disc->TraceConnectWithoutContext("Enqueue", MakeCallback(&OnPacketEnqueue));
        disc->TraceConnectWithoutContext("Dequeue", MakeCallback(&OnPacketDequeue));
        disc->TraceConnectWithoutContext("Drop", MakeCallback(&OnPacketDrop));
        disc->TraceConnectWithoutContext("Mark", MakeCallback(&OnPacketMark));
        device->TraceConnectWithoutContext("PhyTxBegin", MakeCallback(&OnDeviceTxBegin));
    }
    g_queue.fromSec = fromSec;
    g_queue.toSec = toSec;

    if (!traceFile.empty())
    {
        g_trace = std::fopen(traceFile.c_str(), "w");
        NS_ABORT_MSG_IF(!g_trace, "cannot write " << traceFile);
        Simulator::Schedule(Seconds(0), &WriteTrace, traceSec);
    }
    Simulator::Schedule(Seconds(fromSec), &MeasureStart);
    Simulator::Schedule(Seconds(toSec), &MeasureEnd);
    Simulator::Stop(Seconds(durationSec));
    Simulator::Run();

    double span = toSec - fromSec;
    double sum = 0;
    double sumSq = 0;
    std::ostringstream flows;
    for (size_t i = 0; i < g_flows.size(); i++)
    {
        const FlowState& f = g_flows[i];
        double goodput = (f.rxAtTo - f.rxAtFrom) * 8.0 / span;
        sum += goodput;
        sumSq += goodput * goodput;
        flows << (i ? "," : "") << "{\"congestionOps\":\"" << f.spec.congestionOps
              << "\",\"goodputBps\":" << Num(goodput) << ",\"drops\":" << f.drops
              << ",\"meanRttSec\":"
              << (f.rttSamples ? Num(f.rttSumSec / f.rttSamples) : std::string("null"))
              << ",\"rttSamples\":" << f.rttSamples;
        if (isAqm)
        {
            flows << ",\"dropsByReason\":" << ReasonsJson(f.dropsByReason) << ",\"marks\":" << f.marks;
        }
        flows << "}";
    }
    double jain = sumSq > 0 ? sum * sum / (g_flows.size() * sumSq) : 1;
    std::cout << "NS3JSON {\"flows\":[" << flows.str() << "],\"jainIndex\":" << Num(jain)
              << ",\"bottleneck\":{\"departures\":" << g_departures << ",\"drops\":" << g_drops
              << ",\"meanQueuePackets\":" << Num(g_queue.integral / span)
              << ",\"maxQueuePackets\":" << g_queue.max
              << ",\"utilization\":" << Num(g_departedBytes * 8.0 / (bottleneckRateBps * span));
    if (isAqm)
    {
        std::cout << ",\"dropsByReason\":" << ReasonsJson(g_dropsByReason) << ",\"marks\":" << g_marks
                  << ",\"meanSojournSec\":"
                  << (g_sojournSamples ? Num(g_sojournSumSec / g_sojournSamples) : std::string("null"))
                  << ",\"sojournSamples\":" << g_sojournSamples
                  << ",\"meanQueueDelaySec\":"
                  << (g_departures ? Num(g_queue.integral / g_departures) : std::string("null"));
    }
    std::cout << "}}" << std::endl;
    Simulator::Destroy();
    if (g_trace)
    {
        std::fclose(g_trace);
    }
    if (g_packets)
    {
        std::fclose(g_packets);
    }
    return 0;
}
