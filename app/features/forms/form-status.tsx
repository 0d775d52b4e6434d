/** A polite live region with the result of a form submit. */
export function FormStatus({
  status,
  message,
  tone = 'light',
  banner = false,
}: {
  status: 'idle' | 'sending' | 'success' | 'error';
  message?: string;
  tone?: 'light' | 'dark';
  banner?: boolean;
}) {
  const colour =
    status === 'success'
      ? tone === 'dark'
        ? 'text-emerald-300'
        : 'text-emerald-800'
      : tone === 'dark'
        ? 'text-red-300'
        : 'text-red-700';
  const bannerColour =
    status === 'success'
      ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
      : 'border-red-300 bg-red-50 text-red-800';
  const show = (status === 'success' || status === 'error') && message;
  return (
    <div role={status === 'error' ? 'alert' : 'status'} aria-live="polite">
      {show ? (
        <p
          className={
            banner
              ? `rounded-lg border px-4 py-3 text-sm font-medium ${bannerColour}`
              : `text-sm ${colour}`
          }
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
