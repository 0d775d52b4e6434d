import { useId, useState, type FormEvent } from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '../../../common/schemas/auth.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AuthCard } from '../../features/admin/auth-card.tsx';
import { FORGOT_PASSWORD_TEXT } from '../../features/admin/admin-text.ts';
import { AdminInput, buttonPrimary } from '../../features/admin/admin-shell.tsx';
import { postJson } from '../../lib/api.ts';
import { FormStatus } from '../../features/forms/form-status.tsx';

export function meta() {
  return adminMeta('Forgot Password');
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Spec §2.5, §8: request a password-reset e-mail. */
export default function ForgotPassword() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: parsed.error.issues[0]?.message ?? 'Email is required' });
      return;
    }
    setBusy(true);
    const result = await postJson('/api/admin/forgot-password', parsed.data);
    setBusy(false);
    if (result.ok) {
      setOutcome({ kind: 'success', text: FORGOT_PASSWORD_TEXT.sent });
    } else {
      setOutcome({
        kind: 'error',
        text: result.message || `Request failed (${result.status})`,
      });
    }
  }

  return (
    <AuthCard title="Forgot Password">
      <p className="mt-2 text-sm text-slate-700">
        Enter your administrator e-mail and we will send you a link to set a new password.
      </p>
      {/* The browser's own e-mail check runs first (spec §5); the schema checks again. */}
      <form className="mt-6 space-y-5" onSubmit={onSubmit}>
        <AdminInput
          id={`${id}-email`}
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <BusySubmitButton
          busy={busy}
          busyLabel={FORGOT_PASSWORD_TEXT.busy}
          className={`${buttonPrimary} w-full`}
        >
          {FORGOT_PASSWORD_TEXT.button}
        </BusySubmitButton>
        <FormStatus banner status={outcome?.kind ?? 'idle'} message={outcome?.text} />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/admin" className="text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
