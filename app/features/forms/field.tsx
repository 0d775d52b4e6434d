import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';

const base =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

type Tone = 'light' | 'dark';

const labelTone: Record<Tone, string> = {
  light: 'text-slate-800',
  dark: 'text-slate-100',
};
const errorTone: Record<Tone, string> = {
  light: 'text-red-700',
  dark: 'text-red-300',
};

interface FieldShellProps {
  label: string;
  error?: string;
  tone?: Tone;
  hideLabel?: boolean;
  children: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** A labelled control with its error line, wired for screen readers. */
function FieldShell({ label, error, tone = 'light', hideLabel, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : `mb-1.5 block text-sm font-medium ${labelTone[tone]}`}
      >
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className={`mt-1 text-sm ${errorTone[tone]}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Control = Parameters<FieldShellProps['children']>[0];

/** What a control takes from its FieldShell: its id, its error wiring and its border. */
function controlProps({ id, describedBy, invalid }: Control, className?: string) {
  return {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: `${base} ${invalid ? 'border-red-600' : 'border-slate-300'} ${className ?? ''}`,
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  tone?: Tone;
  hideLabel?: boolean;
  onValue: (value: string) => void;
};

export function TextField({
  label,
  error,
  tone,
  hideLabel,
  onValue,
  className,
  ...rest
}: InputProps) {
  return (
    <FieldShell label={label} error={error} tone={tone} hideLabel={hideLabel}>
      {(control) => (
        <input
          {...rest}
          {...controlProps(control, className)}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** What a form's `bind(field)` gives a box: its name, value, error and change handler. */
type BoundField = Pick<InputProps, 'name' | 'value' | 'error' | 'onValue'>;

/** The required name and e-mail boxes, as the contact panel and Get Started ask them. */
export function NameAndEmailFields({ name, email }: { name: BoundField; email: BoundField }) {
  return (
    <>
      <TextField label="Name" autoComplete="name" required {...name} />
      <TextField label="Email" type="email" autoComplete="email" required {...email} />
    </>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  tone?: Tone;
  onValue: (value: string) => void;
};

export function TextAreaField({ label, error, tone, onValue, className, ...rest }: AreaProps) {
  return (
    <FieldShell label={label} error={error} tone={tone}>
      {(control) => (
        <textarea
          {...rest}
          {...controlProps(control, className)}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  children: ReactNode;
};

export function SelectField({ label, error, onValue, children, ...rest }: SelectProps) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <select {...rest} {...controlProps(control)} onChange={(e) => onValue(e.target.value)}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** Hidden field people never fill and bots do; the schema rejects it when filled. */
export function Honeypot({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      </label>
    </div>
  );
}

const submitBase =
  'rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/** A public form's submit button, disabled and saying so while the form is being sent. */
export function SubmitButton({
  sending,
  busyLabel = 'Sending...',
  className,
  children,
}: {
  sending: boolean;
  busyLabel?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <BusySubmitButton busy={sending} busyLabel={busyLabel} className={`${submitBase} ${className}`}>
      {children}
    </BusySubmitButton>
  );
}
