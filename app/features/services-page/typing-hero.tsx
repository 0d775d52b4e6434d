import { useEffect, useState } from 'react';
import { TYPING_CHAR_MS, TYPING_DELETE_MS, TYPING_PAUSE_MS } from '../../../common/constants.ts';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';

const TYPING_PHRASES = [
  'Web Design & Development',
  'AI & Chatbots',
  'Digital Marketing',
  'Branding & Logo Design',
  'Mobile App Development',
] as const;

type Phase = 'typing' | 'pausing' | 'deleting';

/** Next state of the typewriter (spec §9: 150 ms per character, delete 75 ms, 2000 ms pause). */
export function typingStep(
  phrases: readonly string[],
  state: { index: number; length: number; phase: Phase },
): { index: number; length: number; phase: Phase; delay: number } {
  const phrase = phrases[state.index] ?? '';
  if (state.phase === 'typing') {
    if (state.length < phrase.length)
      return { ...state, length: state.length + 1, delay: TYPING_CHAR_MS };
    return { ...state, phase: 'pausing', delay: TYPING_PAUSE_MS };
  }
  if (state.phase === 'pausing') return { ...state, phase: 'deleting', delay: TYPING_DELETE_MS };
  if (state.length > 0) return { ...state, length: state.length - 1, delay: TYPING_DELETE_MS };
  return {
    index: (state.index + 1) % phrases.length,
    length: 0,
    phase: 'typing',
    delay: TYPING_CHAR_MS,
  };
}

/**
 * The typed line of the Services hero. The server and reduced-motion visitors see the first
 * phrase whole; screen readers read the list once instead of the changing letters.
 */
export function TypingText({ phrases = TYPING_PHRASES }: { phrases?: readonly string[] }) {
  const reduced = useReducedMotion();
  const [state, setState] = useState({
    index: 0,
    length: phrases[0]?.length ?? 0,
    phase: 'pausing' as Phase,
  });
  const [delay, setDelay] = useState(TYPING_PAUSE_MS);
  useEffect(() => {
    if (reduced) return;
    const timer = setTimeout(() => {
      const next = typingStep(phrases, state);
      setDelay(next.delay);
      setState({ index: next.index, length: next.length, phase: next.phase });
    }, delay);
    return () => clearTimeout(timer);
  }, [reduced, state, delay, phrases]);
  const text = (phrases[state.index] ?? '').slice(0, state.length);
  const caret = (
    <span className="caret ml-0.5 inline-block w-[3px] bg-brand-100 align-middle">&nbsp;</span>
  );
  // Every phrase sits invisibly in the same grid cell as the typed text, so the line keeps
  // the size of the longest one while letters come and go: nothing below it moves.
  return (
    <>
      <span className="sr-only">{phrases.join(', ')}</span>
      <span aria-hidden="true" className="inline-grid justify-items-center">
        {phrases.map((phrase) => (
          <span key={phrase} className="invisible col-start-1 row-start-1">
            {phrase}
            {caret}
          </span>
        ))}
        <span data-testid="typing-text" className="col-start-1 row-start-1">
          {text}
          {caret}
        </span>
      </span>
    </>
  );
}
