import { ArrowRight } from 'lucide-react';
import { cloneElement, useState, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { buttonStyles } from '../../components/chatbot-button.tsx';
import type { GetStartedFormDialog } from './get-started-form.tsx';

const loadForm = () => import('./get-started-form.tsx');

export const GET_STARTED_LOAD_FAILED =
  'The form could not be loaded. Please check your connection and try again.';

/**
 * The Get Started button and, once pressed, its modal (get-started-form.tsx). The form
 * and the schema it checks with load on the first press (fetched ahead when a pointer
 * comes over the button), not with the page (ADR 045); the modal then takes the button's
 * place, open. A form that cannot be fetched is said so under the button.
 */
function GetStartedDialog({
  trigger,
}: {
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
}) {
  const [Form, setForm] = useState<typeof GetStartedFormDialog | null>(null);
  const [failed, setFailed] = useState(false);
  if (Form) return <Form trigger={trigger} />;

  const open = () => {
    setFailed(false);
    loadForm().then(
      (module) => setForm(() => module.GetStartedFormDialog),
      (error: unknown) => {
        console.error('The Get Started form could not be loaded', error);
        setFailed(true);
      },
    );
  };
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        onClick: open,
        onPointerEnter: () => void loadForm().catch(() => undefined),
      })}
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-semibold">
          {GET_STARTED_LOAD_FAILED}
        </p>
      ) : null}
    </>
  );
}

/**
 * The Services page's Get Started button and its modal, its trigger fixed here: that page
 * sends it as an island (ADR 061), and an island takes no props.
 */
export function GetStartedButton() {
  return (
    <GetStartedDialog
      trigger={
        <button type="button" className={buttonStyles.light}>
          Get Started
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
}
