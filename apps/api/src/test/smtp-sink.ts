import net from 'node:net';

/** One message as the sink received it: the envelope's recipients and the raw message. */
export interface SunkMessage {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: SunkMessage[];
  close: () => Promise<void>;
}

/**
 * A minimal SMTP server for tests (EHLO, MAIL, RCPT, DATA, RSET, QUIT, no TLS or auth): enough
 * for nodemailer to hand it messages, which it keeps in order. `port` 0 picks a free port.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ to, raw: data.replace(/^\.\./gm, '.') });
          to = [];
          data = '';
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') reply('250 ok');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          // A message that starts in the same chunk is read on the next pass.
          reply('354 go ahead');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
