import { footerContactSchema } from '../../../common/schemas/leads.ts';
import { Honeypot, TextAreaField, TextField, SubmitButton } from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { postJson } from '../../lib/api.ts';
import { useSchemaForm, useSubmission } from './use-schema-form.ts';

const FOOTER_SUCCESS = 'Thank you! Your message has been sent successfully.';
const FOOTER_FAILURE = 'There was an error sending your message. Please try again.';

/** Spec §2.2 footer form: name, email, message, all required; only HTTP ok is success. */
export function FooterContactForm() {
  const form = useSchemaForm(footerContactSchema, {
    name: '',
    email: '',
    message: '',
    website: '',
  });
  const { status, submit } = useSubmission(
    form.validate,
    (data) => postJson('/api/contact-info', { ...data, source: 'footer' }),
    { success: form.reset },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Send us a message" className="space-y-3">
      <TextField label="Your name" tone="dark" autoComplete="name" {...form.bind('name')} />
      <TextField
        label="Your email"
        tone="dark"
        type="email"
        autoComplete="email"
        {...form.bind('email')}
      />
      <TextAreaField label="Your message" tone="dark" rows={3} {...form.bind('message')} />
      <Honeypot {...form.bind('website')} />
      <SubmitButton
        sending={status === 'sending'}
        className="w-full bg-brand-500 px-4 py-2.5 text-white hover:bg-brand-600 focus-visible:outline-white"
      >
        Send Message
      </SubmitButton>
      <FormStatus
        tone="dark"
        status={status}
        message={
          status === 'success' ? FOOTER_SUCCESS : status === 'error' ? FOOTER_FAILURE : undefined
        }
      />
    </form>
  );
}
