import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Air } from './context';
import { seatsLeft } from './fares';
import { dayOf } from './time';

const leaveSeatsBody = z.object({
  traceId: z.string().min(1),
  resultIndex: z.string().min(1),
  seats: z.number().int().min(0).max(9),
});

/**
 * POST /_sandbox/leaveSeats: sells every flight of a result down to `seats` left, so a test can
 * race two buyers for the last seat. Like the fault switch, it is the sandbox's own, not TBO's.
 */
export function registerSeatsControl(app: FastifyInstance, air: Air) {
  app.post('/_sandbox/leaveSeats', async (request, reply) => {
    const parsed = leaveSeatsBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ ok: false, error: 'Body must be {traceId, resultIndex, seats}.' });
    const { traceId, resultIndex, seats } = parsed.data;
    const now = air.config.now().getTime();
    const stored = air.store.trace(traceId, now)?.results.get(resultIndex);
    if (!stored) return reply.code(404).send({ ok: false, error: 'No such trace and result.' });
    const pricing = { nowMs: now, today: dayOf(now), seats: air.store };
    for (const leg of stored.offer.legs)
      for (const flight of leg.flights)
        air.store.sell([flight.key], Math.max(seatsLeft(flight, pricing) - seats, 0));
    return { ok: true };
  });
}
