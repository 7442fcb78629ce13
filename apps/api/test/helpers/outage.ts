import { connect, createServer, type Socket } from 'node:net';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { freshDatabase, templateCopy } from './db';

export interface CuttableDatabase {
  database: Database;
  /** The database stops answering, as when its server goes away or the network drops. */
  cut(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh database whose connection a test can cut. PostgreSQL: the app connects through a
 * TCP proxy that, once cut, drops every connection and refuses new ones. PGlite runs inside
 * this process, so cutting it means closing it.
 */
export async function cuttableDatabase(): Promise<CuttableDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const database = await freshDatabase();
    return { database, cut: () => database.close(), close: () => database.close() };
  }
  const copy = await templateCopy(template);
  const target = new URL(template.serverUrl);
  const sockets = new Set<Socket>();
  let open = true;
  const proxy = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(copy.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((proxy.address() as { port: number }).port);
  const database = await openDatabase({ url: proxied.toString() });
  return {
    database,
    async cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      await database.close().catch(() => {});
      await new Promise((resolve) => proxy.close(resolve));
      await copy.drop();
    },
  };
}
