import { CirclePlay } from 'lucide-react';
import { useRef, useState } from 'react';
import type { WatchDemoDialog } from './watch-demo-dialog.tsx';

const loadDialog = () => import('./watch-demo-dialog.tsx');

const WATCH_DEMO_LOAD_FAILED =
  'The demo could not be loaded. Please check your connection and try again.';

/**
 * The pet page's Watch Demo button. Its dialog, and Radix with it, loads on the first press
 * (fetched ahead when a pointer comes over the button), as the Get Started form does
 * (ADR 045); an island of the page (ADR 063), it takes no props.
 */
export function PetWatchDemo() {
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<typeof WatchDemoDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const show = () => {
    setFailed(false);
    loadDialog().then(
      (module) => {
        setDialog(() => module.WatchDemoDialog);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('The demo dialog could not be loaded', error);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-700 transition hover:bg-brand-50"
      >
        <CirclePlay aria-hidden="true" className="size-5" />
        Watch Demo
      </button>
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} opener={button} /> : null}
      {failed ? (
        <p role="alert" className="mt-3 w-full text-sm font-semibold">
          {WATCH_DEMO_LOAD_FAILED}
        </p>
      ) : null}
    </>
  );
}
