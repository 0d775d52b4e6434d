import { LabelledInput, type LabelledInputProps } from '../../components/labelled-input.tsx';

/** A chat dialog's labelled input with its error line. */
export function DialogField(props: LabelledInputProps) {
  return <LabelledInput labelClass="block text-sm font-medium text-slate-800" {...props} />;
}
