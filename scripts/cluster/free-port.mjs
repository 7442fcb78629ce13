// @ts-check
import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now (the system picks it).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Whether 127.0.0.1:port is taken (something listens there, or it may not be used).
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}
