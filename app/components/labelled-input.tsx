import type { InputHTMLAttributes, Ref } from 'react';

/** The line under a control that says what is wrong with it; nothing when all is well. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

export interface LabelledInputProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the input as `${id}-error`, which then describes it. */
  error?: string | null;
  /** Shown under the input as `${id}-hint` while there is no error. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with the line under it that its aria-describedby names: the error when
 * there is one, else the hint. The admin screens and the chat's dialogs each give it their
 * own label style.
 */
export function LabelledInput({
  id,
  label,
  labelClass,
  error,
  hint,
  ...input
}: LabelledInputProps & { labelClass: string }) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        {...input}
      />
      {error ? (
        <FieldError id={errorId} message={error} />
      ) : hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
