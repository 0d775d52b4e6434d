import type { InputHTMLAttributes, Ref } from 'react';

/** The line under a chat dialog's control that says what is wrong with it. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

interface DialogFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the input as `${id}-error`, which then describes it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A chat dialog's labelled input with its error line. */
export function DialogField({ id, label, error, ...input }: DialogFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
