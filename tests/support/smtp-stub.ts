import net from 'node:net';

/** One message an SMTP client handed over: its envelope and its raw data. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpStub {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const ANSWERS: Record<string, string> = {
  EHLO: '250 gtcars-smtp-stub',
  HELO: '250 gtcars-smtp-stub',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 2.0.0 Bye',
};

/**
 * A minimal SMTP server on loopback that accepts every message (no TLS, no auth), enough for
 * nodemailer to deliver to: the scale proof's mail server, started on a port that was refused
 * before to end an outage.
 */
export async function startSmtpStub(port = 0): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 gtcars-smtp-stub ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ ...mail, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.slice(10);
        if (verb === 'RCPT') mail.to.push(line.slice(8));
        if (verb === 'DATA') inData = true;
        reply(ANSWERS[verb] ?? '250 Ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
