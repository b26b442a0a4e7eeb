import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where deleted keys are told; a plain (not sharded) channel, as Redis 5 and later all have. */
export const DELETED_CHANNEL = 'request-cache:deleted';
const droppedChannelOf = (instance: string) => `request-cache:dropped:${instance}`;

type Deleted = { from: string; id: number; keys: string[] };

/**
 * A connection can die without closing (a host or a route gone without a word): the subscription is
 * pinged this often, and one that does not answer within as long is closed and opened again.
 */
export const SUBSCRIPTION_PING_MS = 5000;

/**
 * The request cache's deletions told to every instance through Redis pub/sub, so each drops the keys
 * from its near cache (near-cache.ts). A subscribed connection can send nothing but (un)subscribe,
 * so the subscription has a connection of its own; what is published, and each instance's answer,
 * go over the caller's command connection.
 *
 * `tell` resolves once every instance that heard the deletion has said it dropped the keys (each
 * answers on the teller's own channel), so a user signed out on one instance is refused by any other
 * on their very next call. An instance that does not answer (gone, cut off) is waited for at most
 * `maxWaitSeconds`, the near cache's TTL: by then whatever it held from before the deletion has expired.
 *
 * `serving(true)` once the subscription is confirmed on a fresh connection, `serving(false)` the
 * moment the connection closes or stops answering pings; ioredis reconnects on its own, and this
 * subscribes again on each new connection rather than leaving it to ioredis's resubscribing, whose
 * confirmation it cannot see. (What Redis advises for client-side caching: flush on a lost
 * invalidation connection, ping it to find one that is lost without a close.)
 */
export function createCacheInvalidations({
  url,
  commands,
  drop,
  dropAll,
  serving,
  maxWaitSeconds,
}: {
  url: string;
  commands: Redis;
  drop: (keys: string[]) => void;
  dropAll: () => void;
  serving: (on: boolean) => void;
  maxWaitSeconds: number;
}) {
  const instance = randomUUID();
  const droppedChannel = droppedChannelOf(instance);
  const subscriber = new Redis(url, {
    autoResubscribe: false,
    // Named, so an operator (or a test) can find it in CLIENT LIST.
    connectionName: `request-cache-invalidations:${instance}`,
  });

  /** Deletions this instance told, by id, waiting for the instances that heard them. */
  const waiting = new Map<number, { dropped: number; heardBy: number; done: () => void }>();
  let lastId = 0;
  const dropped = (id: number) => {
    const told = waiting.get(id);
    if (told && ++told.dropped >= told.heardBy) told.done();
  };

  /** Counts connections, so that a subscription confirmed for one already closed counts for nothing. */
  let connection = 0;
  subscriber.on('ready', () => {
    const current = connection;
    subscriber.subscribe(DELETED_CHANNEL, droppedChannel).then(
      () => {
        if (current === connection) serving(true);
      },
      // The connection went as it was subscribing: the next one subscribes again.
      () => undefined,
    );
  });
  subscriber.on('close', () => {
    connection++;
    serving(false);
  });
  // A lost connection is handled on 'close'; without a listener ioredis prints every failed attempt.
  subscriber.on('error', () => undefined);
  let closed = false;
  const heartbeat = setInterval(() => {
    if (subscriber.status !== 'ready') return;
    const unanswered = setTimeout(() => closed || subscriber.disconnect(true), SUBSCRIPTION_PING_MS).unref();
    const answered = () => clearTimeout(unanswered);
    subscriber.ping().then(answered, answered);
  }, SUBSCRIPTION_PING_MS).unref();
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === droppedChannel) return dropped(Number(message));
    let deleted: Deleted;
    try {
      deleted = JSON.parse(message) as Deleted;
      drop(deleted.keys);
    } catch {
      // Not ours to read: it may have named any key.
      return dropAll();
    }
    if (deleted.from === instance) return dropped(deleted.id);
    // If this answer is lost, the teller waits out maxWaitSeconds; nothing is served stale meanwhile.
    commands.publish(droppedChannelOf(deleted.from), String(deleted.id)).catch(() => undefined);
  });

  return {
    /** Call after the keys are deleted in Redis. */
    tell(keys: string[]): Promise<void> {
      const id = ++lastId;
      return new Promise<void>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const told = {
          dropped: 0,
          // Known once Redis answers the publish; answers may come before that.
          heardBy: Number.POSITIVE_INFINITY,
          done() {
            clearTimeout(timer);
            waiting.delete(id);
            resolve();
          },
        };
        waiting.set(id, told);
        commands
          .publish(DELETED_CHANNEL, JSON.stringify({ from: instance, id, keys } satisfies Deleted))
          .then(
            (heardBy) => {
              told.heardBy = heardBy;
              if (told.dropped >= heardBy) return told.done();
              timer = setTimeout(told.done, maxWaitSeconds * 1000);
            },
            (error: unknown) => {
              waiting.delete(id);
              reject(error);
            },
          );
      });
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const told of [...waiting.values()]) told.done();
      subscriber.disconnect();
    },
  };
}
