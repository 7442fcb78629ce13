import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { serverFieldErrors } from './server-field-errors';
import type { FieldMessages, SchemaForm } from './use-schema-form';
import { useSubmitStatus } from './use-submit-status';

/** What one form does with its valid input, and how it speaks when that fails. */
export interface SubmitPlan<Values extends FieldValues, Output, R> {
  send: (input: Output) => Promise<R>;
  /** The spec's success toast, where to go next. */
  onSuccess?: (value: R, input: Output) => void;
  /** The failure in the spec's words: the alert under the fields and the toast's text. */
  failureMessage: (error: unknown) => string;
  /** The spec's toast for a failure. */
  failureToast: (message: string) => void;
  /** API field names that differ from the form's (newPassword -> password). */
  renames?: Partial<Record<string, Path<Values>>>;
  /** Problems a screen pins on fields itself; otherwise those the server named. */
  fieldErrors?: (error: unknown) => FieldMessages<Values> | null;
  /** 'unless-fields': a problem shown on a field is not said again in the alert. */
  alert?: 'always' | 'unless-fields';
}

/**
 * The one submit of the account forms: the status cycle on the button (loading, then success
 * or error for 2 s), the spec's toasts, a refusal's problems on its fields (the first
 * focused) and the failure in an alert under them.
 */
export function useFormSubmit<Values extends FieldValues, Output, R>(
  form: SchemaForm<Values, Output>,
  plan: SubmitPlan<Values, Output, R>,
) {
  const { status, run } = useSubmitStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(async (input) => {
    setProblem(null);
    const outcome = await run(() => plan.send(input));
    if (outcome.ok) return plan.onSuccess?.(outcome.value, input);
    const message = plan.failureMessage(outcome.error);
    plan.failureToast(message);
    const fields =
      plan.fieldErrors?.(outcome.error) ??
      serverFieldErrors<Values>(outcome.error, Object.keys(form.getValues()), plan.renames);
    const onFields = Object.keys(fields).length > 0;
    if (onFields) form.showErrors(fields);
    if (!onFields || plan.alert !== 'unless-fields') setProblem(message);
  });
  return { submit, status, problem };
}
