import type { HealthRepository } from './repository';

export interface HealthReport {
  status: 'ok' | 'error';
  db: 'ok' | 'unreachable';
}

/**
 * A hung database must not hang the health check: a load balancer needs its answer fast,
 * so a ping slower than the timeout counts as unreachable.
 */
export function healthService(repository: HealthRepository, timeoutMs: number) {
  return {
    async check(): Promise<HealthReport> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([repository.ping(), timeout]);
        return { status: 'ok', db: 'ok' };
      } catch {
        return { status: 'error', db: 'unreachable' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
