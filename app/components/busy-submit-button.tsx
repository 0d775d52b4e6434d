import type { ReactNode } from 'react';

/** A form's submit button, disabled and naming its work while the form is being sent. */
export function BusySubmitButton({
  busy,
  busyLabel,
  className,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}
