import { statusTone } from './admin-format.ts';

/** An appointment status as text on its colour (spec §2.5 colours, never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone.className}`}
      data-tone={tone.name}
    >
      {status}
    </span>
  );
}
