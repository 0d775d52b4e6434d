import { contactInfoSchema } from '../../../common/schemas/leads.ts';
import { Honeypot, NameAndEmailFields, TextAreaField, TextField, SubmitButton } from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { postJson } from '../../lib/api.ts';
import { useSchemaForm, useSubmission } from './use-schema-form.ts';

const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
const CONTACT_FAILURE = 'Failed to submit form. Please try again.';

/**
 * Spec §2.3/§5/§8 panel contact form: name and e-mail required, optional phone and
 * message; 'Sending...' while busy; a green banner on success (form cleared), a red one with
 * the server's error text on failure.
 */
export function ContactPanelForm({ source = 'contact' }: { source?: 'contact' }) {
  const form = useSchemaForm(contactInfoSchema, {
    name: '',
    email: '',
    phone: '',
    message: '',
    website: '',
  });
  const { status, failure, submit } = useSubmission(
    form.validate,
    (data) => postJson('/api/contact-info', { ...data, source }),
    {
      success: form.reset,
      failure: (result) => {
        if (result.fields) form.setErrors(result.fields);
        return result.error ?? CONTACT_FAILURE;
      },
    },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndEmailFields name={form.bind('name')} email={form.bind('email')} />
      </div>
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...form.bind('phone')} />
      <TextAreaField label="Message (optional)" rows={5} {...form.bind('message')} />
      <Honeypot {...form.bind('website')} />
      <FormStatus
        banner
        status={status}
        message={status === 'success' ? CONTACT_SUCCESS : status === 'error' ? failure : undefined}
      />
      <SubmitButton
        sending={status === 'sending'}
        className="inline-flex w-full items-center justify-center bg-brand-600 px-6 py-3 text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700 focus-visible:outline-brand-600 sm:w-auto"
      >
        Send Message
      </SubmitButton>
    </form>
  );
}
