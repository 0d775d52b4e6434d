import { useId, useState, type FormEvent } from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import { Link, useLocation } from 'react-router';
import {
  SIGN_IN_FORM_PATH,
  signInRefusalText,
  signInReturnPath,
} from '../../../common/admin-sign-in.ts';
import { LOGIN_FORM_ERROR, loginSchema } from '../../../common/schemas/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { useAdminSession } from './session.tsx';

const LOGIN_EXCEPTION_MESSAGE = 'An error occurred. Please try again.';
const PROTECTED_NOTE = 'Protected area. Authorized personnel only.';

const input =
  'block w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-500';

/**
 * Spec §2.5 login, shown instead of any admin page while signed out. Before the script
 * runs (or without it) the form posts itself to the server, which signs in and returns to
 * this page (ADR 057); `refusal` is the code of such a post that was refused.
 */
export function LoginScreen({ refusal = null }: { refusal?: string | null }) {
  const { login } = useAdminSession();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(() => signInRefusalText(refusal) ?? '');
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    // Spec §5: both fields required, one message, nothing sent.
    if (!email.trim() || !password) {
      setError(LOGIN_FORM_ERROR);
      return;
    }
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LOGIN_FORM_ERROR);
      return;
    }
    setBusy(true);
    try {
      const outcome = await login(parsed.data.email, parsed.data.password);
      if (!outcome.success) setError(outcome.message);
    } catch {
      setError(LOGIN_EXCEPTION_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Admin sign in">
      <form
        className="mt-6 space-y-5"
        method="post"
        action={SIGN_IN_FORM_PATH}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={`${id}-note`}
      >
        <input type="hidden" name="next" value={signInReturnPath(pathname)} />
        <div>
          <label
            htmlFor={`${id}-email`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Email
          </label>
          <input
            id={`${id}-email`}
            className={input}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <label
            htmlFor={`${id}-password`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Password
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-password`}
              className={input}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button
              type="button"
              className="shrink-0 rounded-lg border border-slate-400 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-500"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-controls={`${id}-password`}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <BusySubmitButton
          busy={busy}
          busyLabel="Signing in..."
          className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-70"
        >
          Sign in
        </BusySubmitButton>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className="text-brand-700 underline">
            Forgot Password?
          </Link>
        </p>
      </form>
      <p id={`${id}-note`} className="mt-6 text-center text-xs text-slate-600">
        {PROTECTED_NOTE}
      </p>
    </AuthCard>
  );
}
