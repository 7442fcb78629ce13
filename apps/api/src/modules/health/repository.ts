import type { Database } from '../../db/client';

export function healthRepository(database: Database) {
  return {
    ping: () => database.ping(),
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
