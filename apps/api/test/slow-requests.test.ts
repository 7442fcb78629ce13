import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';

/**
 * A body trickled a byte at a time (slowloris) is answered 408 and its connection closed,
 * while everyone else is served. The window is shortened from 20 s to 300 ms for the test.
 */
describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp({ bodyRate: { windowMs: 300, minBytes: 64 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** Sends the headers and one byte of a 100-byte body, then nothing. */
  function trickle(): { socket: Socket; answer: Promise<string> } {
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    return { socket, answer };
  }

  it('answers 408 with the JSON error and closes the connection', async () => {
    const { answer } = trickle();
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('"REQUEST_TIMEOUT"');
  });

  it('keeps serving others while slow bodies are held', async () => {
    const slow = [trickle(), trickle(), trickle()];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const texts = await Promise.all(slow.map((s) => s.answer));
    for (const text of texts) expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets a steady body through, however slow the window', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'steady@example.org' }),
    });
    expect(res.status).toBe(201);
  });
});
