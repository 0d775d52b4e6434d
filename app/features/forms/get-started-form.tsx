import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, DialogCloseIcon } from '../../components/dialog-frame.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { GET_STARTED_SERVICES, getStartedSchema } from '../../../common/schemas/leads.ts';
import {
  Honeypot,
  NameAndEmailFields,
  SelectField,
  SubmitButton,
  TextAreaField,
} from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { postJson } from '../../lib/api.ts';
import { useSchemaForm, useSubmission } from './use-schema-form.ts';

const GET_STARTED_SUCCESS = "Thank you! We'll be in touch within 24 hours.";
const GET_STARTED_FAILURE = 'Failed to submit form. Please try again.';

/**
 * Spec §2.3 Get Started modal (name, email, service, message). The old form sent nothing;
 * this one sends a contact message and, on success, closes and clears (ADR 009). Loaded
 * when first opened (get-started-dialog.tsx), so it starts open; what was typed stays
 * while the page does, open or closed.
 */
export function GetStartedFormDialog({ trigger }: { trigger: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  const form = useSchemaForm(getStartedSchema, {
    name: '',
    email: '',
    service: '',
    message: '',
    website: '',
  });
  const { status, setStatus, failure, submit } = useSubmission(
    form.validate,
    (data) =>
      postJson('/api/contact-info', {
        name: data.name,
        email: data.email,
        message: data.message,
        // The server checks this body with the same getStartedSchema, so the value is sent.
        service: data.service,
        source: 'get_started',
        website: data.website,
      }),
    {
      success: () => {
        setStatus('idle');
        form.reset();
        setOpen(false);
        toast.success(GET_STARTED_SUCCESS);
      },
      failure: (result) => {
        if (result.fields) form.setErrors(result.fields);
        return result.error ?? GET_STARTED_FAILURE;
      },
    },
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStatus('idle');
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame
        overlayClass="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm"
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
      >
        <Dialog.Title className="text-2xl font-bold text-ink">Get Started</Dialog.Title>
        <Dialog.Description className="mt-1 text-slate-600">
          Tell us about your project and we will reply within 24 hours.
        </Dialog.Description>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Get Started">
          <NameAndEmailFields name={form.bind('name')} email={form.bind('email')} />
          <SelectField label="Service" required {...form.bind('service')}>
            <option value="">Select a service</option>
            {GET_STARTED_SERVICES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Message" rows={4} required {...form.bind('message')} />
          <Honeypot {...form.bind('website')} />
          <FormStatus banner status={status} message={status === 'error' ? failure : undefined} />
          <SubmitButton
            sending={status === 'sending'}
            className="w-full bg-brand-600 px-6 py-3 text-white hover:bg-brand-700 focus-visible:outline-brand-600"
          >
            Submit
          </SubmitButton>
        </form>
        <DialogCloseIcon className="absolute top-4 right-4 rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600" />
      </DialogFrame>
    </Dialog.Root>
  );
}
