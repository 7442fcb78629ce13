import { type StartupStep, startupProblem } from './problems';

/**
 * Ends the process with the one line startupProblem has for this failure, exit code 1, no
 * stack trace; a failure it has no line for is thrown on (a bug: its stack is wanted).
 */
export function exitOnProblem(where: StartupStep, error: unknown): never {
  const line = startupProblem(where, error);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** Runs one start-up step; its failure ends the process as exitOnProblem says. */
export async function attempt<T>(where: StartupStep, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return exitOnProblem(where, error);
  }
}
