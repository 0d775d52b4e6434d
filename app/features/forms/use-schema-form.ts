import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../common/zod.ts';
import type { ApiResult } from '../../lib/api.ts';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Form state checked by the same common/ schema as the server: `validate` shows every
 * field's first error, and editing a field clears its error (spec §5).
 */
export function useSchemaForm<Out, K extends string>(
  schema: z.ZodType<Out>,
  initial: Record<K, string>,
) {
  type Values = Record<K, string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  const setField = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors<K>(result.error.issues));
    return null;
  }, [schema, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    // `initial` is a literal at each call site; resetting to the first one is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A field's name, value, error and change handler, to spread on its control. */
  const bind = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => setField(name, value),
  });

  return { values, errors, setField, setErrors, validate, reset, bind };
}

export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * One form's submit: checks the form with its schema (nothing is sent when a field is
 * wrong), sends it, and says what came of it. `accepted` decides success (default: the
 * answer was ok); `failure` gives the message of a refusal or failure and may mark fields.
 */
export function useSubmission<Out>(
  validate: () => Out | null,
  send: (data: Out) => Promise<ApiResult>,
  on: {
    success: () => void;
    failure?: (result: ApiResult) => string | undefined;
    accepted?: (result: ApiResult) => boolean;
  },
) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = validate();
    if (!data) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    const result = await send(data);
    if (on.accepted ? on.accepted(result) : result.ok) {
      setStatus('success');
      on.success();
      return;
    }
    setFailure(on.failure?.(result));
    setStatus('error');
  }

  return { status, setStatus, failure, submit };
}
