import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { createLookRecorder, MAX_WAITING_LOOKS } from './look-recorder';

/** A database whose inserts never finish: a stalled server. */
const stalled = { insert: () => ({ values: () => new Promise(() => {}) }) } as unknown as Db;
const look = { siteId: 's1', userId: 'u1' } as Parameters<ReturnType<typeof createLookRecorder>['record']>[0];

describe('looks recorded in batches', () => {
  it('holds at most MAX_WAITING_LOOKS while the database does not answer', async () => {
    const looks = createLookRecorder(stalled, { rows: 1_000, ms: 60_000 });
    for (let i = 0; i < MAX_WAITING_LOOKS + 500; i++) void looks.record(look);
    expect(looks.pendingOf('s1', 'u1')).toBe(MAX_WAITING_LOOKS);
  });
});
