import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './admin-dialogs.tsx';

interface LeaveGuardProps {
  /** Something typed or changed is not saved yet. */
  unsaved: boolean;
  /** What leaving does to the unsaved work, in a sentence. */
  message: string;
  /** Called when the owner leaves on purpose: a kept copy of the work is dropped. */
  onLeave?: () => void;
}

/**
 * Asks before leaving a screen with unsaved changes: a link inside the admin (React
 * Router's blocker, answered in our own dialog), and a reload, a closed tab or another
 * address (the browser's own question, the only one a page may ask then).
 */
export function LeaveGuard({ unsaved, message, onLeave }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      message={message}
      confirmLabel="Leave without saving"
      cancelLabel="Stay and save"
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        onLeave?.();
        blocker.proceed();
      }}
    />
  );
}
