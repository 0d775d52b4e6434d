/** The dismissible error banner of the chat's forms (spec §4: the first error shows here). */
export function ErrorBanner({
  message,
  onDismiss,
}: {
  message: string | null;
  onDismiss: () => void;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="rounded px-1 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
