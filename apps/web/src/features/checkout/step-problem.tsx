import { AlertCircle } from 'lucide-react';

export const STEP_PROBLEM_ID = 'checkout-step-problem';

/** Why 'next' did not move on (spec orders §5 messages), announced as it appears. */
export function StepProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      id={STEP_PROBLEM_ID}
      role="alert"
      className="flex items-center gap-2 rounded-xl bg-danger-50 p-3 font-semibold text-danger-700 dark:bg-danger-950 dark:text-danger-50"
    >
      <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
      {message}
    </p>
  );
}
