import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * collects again: here to twice the live size (V8 otherwise grows it up to four times). Every search
 * and result page makes megabytes of short-lived JSON; left to V8's default the heap swung between
 * ~130 and ~400 MiB under a stream of searches, and the process's memory with it. At 100 % it stays
 * near its live size (bench/README.md, memory) for a little more collection work. Set once, at start,
 * by the server's entry point (and the memory bench's server, which runs the app the same way).
 */
export const HEAP_GROWING_PERCENT = 100;

export function applyGcPolicy() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
