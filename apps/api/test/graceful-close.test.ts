import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';

/**
 * A close (SIGTERM in main.ts, one step of a rolling restart) lets every request in flight
 * finish, then ends at once: no keep-alive connection holds it open (http/graceful-close.ts).
 */
describe('graceful close', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  /** The app listening, with GET /test/slow that answers when `release()` is called. */
  async function appWithSlowRoute() {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t = await testApp({
      beforeReady: (app) => {
        app.get('/test/slow', async () => {
          entered();
          await gate;
          return { done: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    return { app: t.app, port, inHandler, release };
  }

  /** A raw HTTP/1.1 connection (keep-alive unless told otherwise) and all it receives. */
  function rawConnection(port: number) {
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    return {
      send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      received: () => text,
      closed,
    };
  }

  async function until(check: () => boolean) {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('finishes a request in flight, says Connection: close, and ends without waiting on it', async () => {
    const { app, port, inHandler, release } = await appWithSlowRoute();
    const client = rawConnection(port);
    client.send('/test/slow');
    await inHandler;

    const started = Date.now();
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 50));
    release();
    await closing;
    const tookMs = Date.now() - started;

    await client.closed;
    const answer = client.received();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('{"done":true}');
    // Without the fix the keep-alive connection held the close for 72 s (Fastify's default).
    expect(tookMs).toBeLessThan(2_000);
  });

  it('does not wait on a connection that never sent a request', async () => {
    const { app, port, inHandler, release } = await appWithSlowRoute();
    // A browser's spare connection (or a client's pre-connect): open, silent.
    const spare = rawConnection(port);
    // And a request in flight across the same moments, which must still be answered.
    const busy = rawConnection(port);
    busy.send('/test/slow');
    await inHandler;

    const started = Date.now();
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 1_500));
    release();
    await closing;
    await spare.closed;
    await busy.closed;
    expect(spare.received()).toBe('');
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    // Without the fix Node took the silent connection for one awaiting headers: forever.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('serves a request that arrives during the close on a connection accepted before it', async () => {
    const { app, port, inHandler, release } = await appWithSlowRoute();
    // Accepted before the close, its request sent after it began (nginx connects, then writes).
    const late = rawConnection(port);
    const busy = rawConnection(port);
    busy.send('/test/slow');
    await inHandler;

    const closing = app.close();
    await new Promise((r) => setTimeout(r, 200));
    late.send('/api/health');
    await until(() => late.received().includes('"status"'));
    release();
    await closing;
    await late.closed;
    expect(late.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(late.received().toLowerCase()).toContain('connection: close');
  });

  it('closes idle keep-alive connections at once', async () => {
    const { app, port } = await appWithSlowRoute();
    const client = rawConnection(port);
    client.send('/api/health');
    await until(() => client.received().includes('"status"'));
    expect(client.received().toLowerCase()).toContain('connection: keep-alive');

    const started = Date.now();
    await app.close();
    await client.closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
