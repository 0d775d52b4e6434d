import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MessagesSquare,
  ShieldCheck,
  X,
} from 'lucide-react';
import { site } from '../../../common/site.ts';
import { LabelledInput, type LabelledInputProps } from '../../components/labelled-input.tsx';
import { useUnreadCount } from './use-unread-count.ts';

/** Spec §2.5 sidebar, plus Leads and Conversations for what visitors send the team. */
const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/blogs', label: 'Blog Management', icon: FileText },
  { to: '/admin/appointments', label: 'Appointments', icon: CalendarCheck },
  { to: '/admin/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/admin/availability', label: 'Availability', icon: CalendarClock },
  { to: '/admin/newsletter', label: 'Newsletter', icon: Mail },
  { to: '/admin/leads', label: 'Leads', icon: Inbox },
  { to: '/admin/conversations', label: 'Conversations', icon: MessagesSquare },
  { to: '/admin/pictures', label: 'Pictures', icon: Images },
  { to: '/admin/data-requests', label: 'Data requests', icon: ShieldCheck },
] as const;

interface AdminShellProps {
  email: string;
  onLogout(): void;
  children: ReactNode;
}

/** The signed-in frame: sidebar (a drawer on phones) and the page. */
export function AdminShell({ email, onLogout, children }: AdminShellProps) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  // Visitor messages waiting for the team, beside Conversations.
  const unread = useUnreadCount();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const isDashboard = location.pathname.replace(/(?<!\/)\/+$/, '').toLowerCase() === '/admin';

  return (
    <div className="min-h-screen bg-slate-100 lg:flex">
      <header className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white lg:hidden">
        <span className="font-semibold">{site.name} Admin</span>
        <button
          type="button"
          className="rounded p-2 focus:outline-none focus:ring-2 focus:ring-white"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </header>
      <aside
        id={navId}
        className={`${open ? 'block' : 'hidden'} bg-brand-900 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col`}
      >
        <p className="hidden px-6 pt-6 text-lg font-bold lg:block">{site.name} Admin</p>
        <nav aria-label="Admin" className="px-3 py-4 lg:flex-1">
          <ul className="space-y-1">
            {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-white ${
                      isActive || (isDashboard && to === '/admin/dashboard')
                        ? 'bg-white text-brand-900'
                        : 'text-slate-100 hover:bg-white/10'
                    }`
                  }
                  aria-current={isDashboard && to === '/admin/dashboard' ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                  {to === '/admin/conversations' && unread ? (
                    <span
                      className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-ink"
                      data-testid="unread-total"
                    >
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-white/20 px-6 py-4">
          <p className="text-xs text-slate-300">Signed in as</p>
          <p className="truncate text-sm font-medium" title={email}>
            {email}
          </p>
          <button
            type="button"
            onClick={onLogout}
            className="mt-3 flex items-center gap-2 rounded-lg border border-white/40 px-3 py-1.5 text-sm hover:bg-white/10 focus:outline-none focus:ring-2 focus:ring-white"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-10"
      >
        {children}
      </main>
    </div>
  );
}

/** Heading row of an admin page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}

/** An admin page's labelled drop-down, such as a list's filter. */
export function AdminSelect({
  id,
  label,
  value,
  onValue,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** An admin form's labelled box; `className` replaces the box's style. */
export function AdminInput({ className = inputClass, ...props }: LabelledInputProps) {
  return <LabelledInput labelClass={labelClass} className={className} {...props} />;
}

/** Loading and empty lines of a list. */
export function StatusLine({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-white p-6 text-center text-slate-700 shadow-sm">{children}</p>;
}

/** A page's load error above its content; nothing when there is none. */
export function LoadError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
      {message}
    </p>
  ) : null;
}

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 disabled:opacity-60';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-500 focus:ring-offset-2 disabled:opacity-60';
export const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-500';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
export const cardClass = 'rounded-xl bg-white p-5 shadow-sm';
