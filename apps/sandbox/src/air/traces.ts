import type { Trace } from './store';

/** Results sampled to size a trace: their JSON is alike in length, and all of them would cost a stringify of the whole answer. */
const SIZE_SAMPLES = 8;
const TRACE_OVERHEAD_BYTES = 512;

/**
 * What a trace holds, in bytes: the JSON length of its results, from an even sample. The objects
 * (each result and the offer behind it) measured smaller than that in the heap: an upper bound.
 */
export function traceBytes(trace: Trace): number {
  const stored = [...trace.results.values()];
  if (stored.length === 0) return TRACE_OVERHEAD_BYTES;
  const step = Math.max(1, Math.floor(stored.length / SIZE_SAMPLES));
  let sampled = 0;
  let bytes = 0;
  for (let i = 0; i < stored.length; i += step, sampled++) bytes += JSON.stringify(stored[i]?.result).length;
  return TRACE_OVERHEAD_BYTES + Math.ceil((bytes / sampled) * stored.length);
}

/**
 * Search traces within a byte budget, least recently used out first (a real supplier forgets
 * traces too: the caller then hears that the TraceId expired). Expiry runs on the sandbox's own
 * clock, which tests move, so this is a Map in recency order rather than a TTL cache on the wall clock.
 */
export class TraceStore {
  private readonly traces = new Map<string, { trace: Trace; bytes: number }>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return { traces: this.traces.size, bytes: this.bytes };
  }

  keep(trace: Trace, nowMs: number) {
    this.purge(nowMs);
    const bytes = traceBytes(trace);
    if (bytes > this.maxBytes) return;
    this.traces.set(trace.id, { trace, bytes });
    this.bytes += bytes;
    for (const id of this.traces.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(id);
    }
  }

  get(id: string, nowMs: number): Trace | undefined {
    const entry = this.traces.get(id);
    if (!entry || nowMs >= entry.trace.expiresAt) return undefined;
    // Read last, evicted last.
    this.traces.delete(id);
    this.traces.set(id, entry);
    return entry.trace;
  }

  /** A read moves a trace to the end, so expired ones can sit anywhere: all are checked. */
  purge(nowMs: number) {
    for (const [id, { trace }] of this.traces) if (trace.expiresAt <= nowMs) this.drop(id);
  }

  private drop(id: string) {
    this.bytes -= this.traces.get(id)?.bytes ?? 0;
    this.traces.delete(id);
  }
}
