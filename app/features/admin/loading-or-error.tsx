import type { ReactNode } from 'react';
import { LoadError, StatusLine } from './admin-shell.tsx';

/** What a screen shows until its data comes: the load error, or else its loading line. */
export function LoadingOrError({
  error,
  children,
}: {
  error: string | null | undefined;
  children: ReactNode;
}) {
  return error ? <LoadError message={error} /> : <StatusLine>{children}</StatusLine>;
}
