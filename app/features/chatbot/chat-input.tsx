import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { isSendable } from './chat-state.ts';

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  placeholder: string;
  /** Spec §9: 120 px (home) or 100 px (landing chats). */
  maxHeight: number;
  /** A reply is on its way: typing goes on, sending waits. */
  busy?: boolean;
  label?: string;
  autoFocus?: boolean;
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
}

/** The chat text box: grows with its text up to `maxHeight`; Enter sends, Shift+Enter breaks. */
export function ChatInput({
  value,
  onChange,
  onSend,
  placeholder,
  maxHeight,
  busy = false,
  label = 'Your message',
  autoFocus = false,
  inputRef,
}: ChatInputProps) {
  const id = useId();
  const own = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? own;
  const canSend = isSendable(value) && !busy;

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    // scrollHeight leaves out the borders, which the box's height (border-box) includes.
    const borders = box.offsetHeight - box.clientHeight;
    box.style.height = `${Math.min(box.scrollHeight + borders, maxHeight)}px`;
  }, [value, maxHeight, ref]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={1}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ maxHeight }}
        className="min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm text-ink placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        disabled={!canSend}
        className="h-10 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        Send
      </button>
    </form>
  );
}
