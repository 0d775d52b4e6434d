import { describe, expect, it } from 'vitest';
import { TYPING_CHAR_MS, TYPING_DELETE_MS, TYPING_PAUSE_MS } from '../../../common/constants.ts';
import { typingStep } from './typing-hero.tsx';

describe('typingStep', () => {
  const phrases = ['ab', 'c'];
  it('types a character every 150 ms, pauses 2000 ms, deletes every 75 ms, then moves on', () => {
    let state = { index: 0, length: 0, phase: 'typing' as const } as Parameters<
      typeof typingStep
    >[1];
    const seen: [number, number, string, number][] = [];
    for (let i = 0; i < 8; i++) {
      const next = typingStep(phrases, state);
      seen.push([next.index, next.length, next.phase, next.delay]);
      state = next;
    }
    expect(seen).toEqual([
      [0, 1, 'typing', TYPING_CHAR_MS],
      [0, 2, 'typing', TYPING_CHAR_MS],
      [0, 2, 'pausing', TYPING_PAUSE_MS],
      [0, 2, 'deleting', TYPING_DELETE_MS],
      [0, 1, 'deleting', TYPING_DELETE_MS],
      [0, 0, 'deleting', TYPING_DELETE_MS],
      [1, 0, 'typing', TYPING_CHAR_MS],
      [1, 1, 'typing', TYPING_CHAR_MS],
    ]);
  });
});
