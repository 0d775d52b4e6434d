import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { chatbotContexts, openChatbot } from '../../../common/chatbot-event.ts';
import { serviceDetailFor, type ServiceCardId } from '../../../common/content/services.ts';
import { CheckList } from '../../components/check-list.tsx';
import { buttonStyles } from '../../components/chatbot-button.tsx';
import { DialogCloseIcon } from '../../components/dialog-frame.tsx';

/** Spec §2.3 detail dialog: every card has its detail (ADR: service detail dialog). */
export function ServiceDetailDialog({
  id,
  opener,
  onClose,
}: {
  id: ServiceCardId;
  /** The Learn More button that opened it, which has the focus back once it closes. */
  opener: HTMLElement | null;
  onClose: () => void;
}) {
  const detail = serviceDetailFor(id);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          // A dialog without its Radix trigger would hand the focus to the page's body.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-10"
        >
          <Dialog.Title className="pr-10 text-3xl font-extrabold text-ink">
            {detail.title}
          </Dialog.Title>
          <p className="mt-1 text-lg font-medium text-brand-700">{detail.subtitle}</p>
          <Dialog.Description className="mt-4 text-slate-700">
            {detail.description}
          </Dialog.Description>
          <h3 className="mt-8 text-lg font-bold text-ink">Why Choose This Service?</h3>
          <CheckList
            items={detail.benefits}
            className="mt-3 space-y-2"
            checkClass="mt-0.5 size-5 shrink-0 text-emerald-600"
          />
          <h3 className="mt-8 text-lg font-bold text-ink">Our Process</h3>
          <ol className="mt-3 grid gap-3 sm:grid-cols-2">
            {detail.process.map((p, i) => (
              <li key={p.step} className="rounded-2xl bg-slate-50 p-4">
                <p className="font-semibold text-ink">
                  <span className="mr-2 text-brand-700">{i + 1}.</span>
                  {p.step}
                </p>
                <p className="mt-1 text-sm text-slate-600">{p.description}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-8 text-lg font-bold text-ink">What&apos;s Included</h3>
          <CheckList
            items={detail.features}
            className="mt-3 grid gap-2 sm:grid-cols-2"
            itemClass="flex gap-2 text-slate-700"
          />
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => {
                onClose();
                openChatbot(chatbotContexts.serviceInquiry);
              }}
            >
              Get Free Consultation
            </button>
            <Link to="/Portfolio" className={buttonStyles.outline} onClick={onClose}>
              View Portfolio
            </Link>
          </div>
          <DialogCloseIcon className="absolute top-5 right-5 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
