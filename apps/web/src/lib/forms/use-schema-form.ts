import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';

/**
 * One of @souq/domain's zod schemas, as the resolver reads it: the form validates with exactly
 * the schema the server parses the request with, and the web app needs no zod import.
 */
export interface FormSchema<Output> {
  _zod: { input: FieldValues; output: Output };
}

/** Messages to show on fields, by field name (the server's, or a screen's own). */
export type FieldMessages<Values extends FieldValues> = Partial<Record<Path<Values>, string>>;

interface Options<Values> {
  /** Shapes the typed values before validation (Latin digits, numbers, empty parts left out). */
  prepare?: (values: Values) => FieldValues;
}

/**
 * react-hook-form over a domain schema (decision 013): uncontrolled inputs, the schema's first
 * message per field after a submit, a field's message cleared once it is edited, and focus on
 * the first invalid field (in page order) after a failed submit or a server's refusal.
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: FormSchema<Output>,
  defaultValues: Values,
  { prepare }: Options<Values> = {},
) {
  const validate = zodResolver(schema, undefined, { mode: 'sync' });
  const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
    validate(prepare ? prepare(values) : values, context, options as never) as ReturnType<
      Resolver<Values, unknown, Output>
    >;
  const form = useForm<Values, unknown, Output>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);
  const { errors } = form.formState;
  /** The message a field shows now, if any. */
  const errorOf = (name: Path<Values>): string | undefined =>
    (get(errors, name) as FieldError | undefined)?.message;

  return {
    ...form,
    formRef,
    errorOf,
    /** A text field's props: its registration and its message, cleared once it is edited. */
    field: (name: Path<Values>) => ({
      ...form.register(name, {
        onChange: () => {
          if (form.getFieldState(name).error) form.clearErrors(name);
        },
      }),
      error: errorOf(name),
    }),
    /** Shows problems on fields (a server's refusal) and moves focus to the first. */
    showErrors: (messages: FieldMessages<Values>) => {
      for (const [name, message] of Object.entries(messages) as [Path<Values>, string][]) {
        form.setError(name, { type: 'server', message });
      }
      focusFirstInvalid();
    },
    /** The form's onSubmit: `onValid` gets the schema's output, only when it passes. */
    onSubmit: (onValid: (data: Output) => unknown) =>
      form.handleSubmit(async (data) => {
        await onValid(data);
      }, focusFirstInvalid),
  };
}

export type SchemaForm<Values extends FieldValues, Output> = ReturnType<
  typeof useSchemaForm<Values, Output>
>;
