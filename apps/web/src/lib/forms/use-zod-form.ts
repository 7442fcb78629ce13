import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * A zod schema as this helper sees it. Structural, so the web app needs no zod import of its
 * own: the shared schemas of @souq/domain fit, and the forms validate with exactly them.
 */
export interface FormSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Options<F extends string> {
  /** Shapes the typed text before validation (drop empty pairs, Latin digits). */
  prepare?: (values: Record<F, string>) => unknown;
}

/**
 * A small stand-in for react-hook-form + zodResolver (not installed): text values, the
 * schema's first message per field, server problems merged in, and the first invalid field
 * focused after a failed submit.
 */
export function useZodForm<F extends string, T>(
  schema: FormSchema<T>,
  initial: Record<F, string>,
  options: Options<F> = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Shows problems (the client's or the server's) and moves focus to the first. */
  function showErrors(next: FieldErrors<F>) {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }

  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  /** Validates with the schema; calls `onValid` with the parsed payload only when it passes. */
  function handleSubmit(onValid: (data: T) => unknown) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(options.prepare ? options.prepare(values) : values);
      if (!result.success) return showErrors(firstMessages<F>(result.error.issues));
      setErrors({});
      void onValid(result.data);
    };
  }

  return { values, setValues, errors, showErrors, field, handleSubmit, formRef };
}

function firstMessages<F extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '') as F;
    found[name] ??= issue.message;
  }
  return found;
}
