import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp-mailer';

/** Just enough of an SMTP server to accept one message and keep what it was sent. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        received,
      });
    }),
  );
}

describe('smtpMailer', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('delivers through SMTP_URL, loading nodemailer at the first message', async () => {
    const fake = await fakeSmtpServer();
    server = fake.server;
    const mailer = smtpMailer(`smtp://127.0.0.1:${fake.port}`, 'سوق <no-reply@souq.test>');
    const message = { to: 'buyer@souq.test', subject: 'طلبك', text: 'مرحبا', html: '<p>مرحبا</p>' };
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'ثانية' });
    expect(fake.received).toHaveLength(2);
    expect(fake.received[0]).toContain('To: buyer@souq.test');
    expect(fake.received[0]).toContain('no-reply@souq.test');
  });

  it('rejects a message when the SMTP server cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'no-reply@souq.test');
    const message = { to: 'buyer@souq.test', subject: 'x', text: 'x', html: 'x' };
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
