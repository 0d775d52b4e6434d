import { subscribeSchema } from '../../../common/schemas/leads.ts';
import { Honeypot, TextField, SubmitButton } from './field.tsx';
import { FormStatus } from './form-status.tsx';
import { postJson } from '../../lib/api.ts';
import { useSchemaForm, useSubmission } from './use-schema-form.ts';

/** Spec §8 'Subscribed!', and the double opt-in's next step. */
const NEWSLETTER_SUCCESS = 'Subscribed! Check your inbox to confirm.';
const NEWSLETTER_FAILURE = 'Something went wrong. Please try again later.';

/** Spec §2.2 newsletter box: HTTP ok with success true is success; any failure the error. */
export function NewsletterForm() {
  const form = useSchemaForm(subscribeSchema, { email: '', website: '' });
  const { status, submit } = useSubmission(
    form.validate,
    (data) => postJson('/api/subscribe', data),
    {
      accepted: (result) => result.ok && result.data?.success === true,
      success: form.reset,
      failure: (result) => {
        if (!result.ok)
          console.error('Newsletter subscription failed', result.status, result.error);
        return undefined;
      },
    },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Email address for the newsletter"
            hideLabel
            tone="dark"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.bind('email')}
          />
        </div>
        <SubmitButton
          sending={status === 'sending'}
          busyLabel="Subscribing..."
          className="bg-white px-4 py-2.5 text-brand-900 hover:bg-brand-100 focus-visible:outline-white"
        >
          Subscribe
        </SubmitButton>
      </div>
      <Honeypot {...form.bind('website')} />
      <FormStatus
        tone="dark"
        status={status}
        message={
          status === 'success'
            ? NEWSLETTER_SUCCESS
            : status === 'error'
              ? NEWSLETTER_FAILURE
              : undefined
        }
      />
    </form>
  );
}
