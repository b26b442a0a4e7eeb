import net from 'node:net';

/**
 * A mail server on a loopback port that speaks just enough SMTP for nodemailer, keeps each message
 * it accepts (raw MIME, so a test can see attachments), and can be told to refuse for a while.
 */
export async function startFakeSmtp() {
  const messages: { to: string[]; raw: string }[] = [];
  const state = { refusing: false };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let data: string | null = null;
    let to: string[] = [];
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          messages.push({ to, raw: data.replace(/^\.\./gm, '.') });
          data = null;
          to = [];
          reply('250 2.0.0 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') reply(state.refusing ? '451 4.3.0 try again later' : '250 2.1.0 ok');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = '';
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** while true, every mail is refused with a temporary failure */
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    /** the messages sent to one address */
    to: (address: string) => messages.filter((m) => m.to.includes(address)),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
