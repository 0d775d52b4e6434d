import { LabelledInput, type LabelledInputProps } from '../../components/labelled-input.tsx';

/** A chat form's labelled input with its error line (the booking dialog, the contact bubble). */
export function DialogField(props: LabelledInputProps) {
  return <LabelledInput labelClass="block text-sm font-medium text-slate-800" {...props} />;
}
