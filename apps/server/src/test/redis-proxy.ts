import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of Redis that can fail the connections carrying a given text in what the
 * client sends (a connection's name, which ioredis sends first) while every other connection
 * through it goes on: `cut` closes them and refuses them again, `stall` keeps them open and passes
 * nothing either way (a host gone without a word), `restore` ends that.
 */
export async function startRedisProxy(redisUrl: string, marker: string) {
  const target = new URL(redisUrl);
  let failing: 'cut' | 'stall' | undefined;
  type Link = { client: Socket; upstream: Socket; marked: boolean };
  const links = new Set<Link>();
  const end = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream.destroy();
  };
  const passes = (link: Link) => !(link.marked && failing === 'stall');
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const link: Link = { client, upstream, marked: false };
    links.add(link);
    client.on('data', (chunk) => {
      if (chunk.includes(marker)) link.marked = true;
      if (link.marked && failing === 'cut') return end(link);
      if (passes(link)) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => passes(link) && client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('close', () => end(link));
      socket.on('error', () => end(link));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const marked = () => [...links].filter((link) => link.marked);
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      failing = 'cut';
      for (const link of marked()) end(link);
    },
    stall() {
      failing = 'stall';
    },
    /** The marked connections work again; a stalled one is closed, so that its client opens another. */
    restore() {
      if (failing === 'stall') for (const link of marked()) end(link);
      failing = undefined;
    },
    async close() {
      for (const link of [...links]) end(link);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
