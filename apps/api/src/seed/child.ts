import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { seedCommand } from '../locations';

/**
 * Creates, migrates and (when the configuration seeds) fills the database in a process of its
 * own (`npm run seed`'s program, with the server's environment), so the memory that creating an
 * embedded database, rendering images and bulk inserts take is given back when it exits:
 * doing it in the server left an embedded server at ~480 MB resident for good, against ~230 MB
 * without (issue 20). Its lines go to `log`; a failure is an error naming its exit code.
 */
export async function seedInChildProcess(log: (line: string) => void): Promise<void> {
  const [program, ...args] = seedCommand;
  const child = spawn(program!, args, {
    env: { ...process.env, SOUQ_PREPARE_DATABASE: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log(line));
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`seeding the demo data failed (exit code ${code})`);
}
