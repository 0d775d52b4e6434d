import { useId, useState, type FormEvent } from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import { Link, useParams } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MESSAGE,
  resetPasswordSchema,
} from '../../../common/schemas/auth.ts';
import { adminMeta } from '../../features/admin/admin-meta.ts';
import { AuthCard } from '../../features/admin/auth-card.tsx';
import { AdminInput, buttonPrimary } from '../../features/admin/admin-shell.tsx';
import { postJson, removeAdminToken } from '../../lib/api.ts';

export function meta() {
  return adminMeta('Reset Password');
}

const PASSWORDS_DIFFER = 'The two passwords do not match';

const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;

/**
 * The page of the e-mailed reset link: a new password, twice. The server signs every
 * session out, so this browser's stored token goes too.
 */
export default function ResetPassword() {
  const { token = '' } = useParams();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the password');
      return;
    }
    if (password !== confirm) {
      setError(PASSWORDS_DIFFER);
      return;
    }
    setBusy(true);
    const result = await postJson('/api/admin/reset-password', parsed.data);
    setBusy(false);
    if (result.ok) {
      removeAdminToken();
      setDone(true);
    } else if (result.networkError) {
      setError(result.message ?? 'Network error. Please try again.');
    } else {
      setError(result.message || 'The password could not be changed. Please try again.');
    }
  }

  return (
    <AuthCard title="Set a new password">
      {done ? (
        <div className="mt-6 space-y-4" role="status">
          <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900">
            {RESET_PASSWORD_MESSAGE}
          </p>
          <Link to="/admin" className={`${buttonPrimary} w-full`}>
            Sign in
          </Link>
        </div>
      ) : (
        <form className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
          <AdminInput
            {...NEW_PASSWORD}
            id={`${id}-password`}
            label="New password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <AdminInput
            {...NEW_PASSWORD}
            id={`${id}-confirm`}
            label="Confirm new password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
              {error}
            </p>
          ) : null}
          <BusySubmitButton busy={busy} busyLabel="Saving..." className={`${buttonPrimary} w-full`}>
            Set new password
          </BusySubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
