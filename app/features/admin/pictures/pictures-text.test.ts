import { describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../../../common/schemas/pictures.ts';
import { networkFailure, resultOf } from '../../../lib/api.ts';
import { loadErrorMessage } from '../admin-text.ts';
import { pictureActionMessage, pictureFileProblem } from './pictures-text.ts';

describe('the Pictures screen words', () => {
  it('refuses in the browser what the server would refuse, with its messages', () => {
    expect(pictureFileProblem({ type: 'image/png', name: 'a.png', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: '', name: 'photo.JPG', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/svg+xml', name: 'a.svg', size: 10 })).toBe(
      PICTURE_MESSAGES.notImage,
    );
    expect(pictureFileProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBe(
      PICTURE_MESSAGES.notImage,
    );
    expect(pictureFileProblem({ type: 'image/jpeg', name: 'a.jpg', size: 6 * 1024 * 1024 })).toBe(
      PICTURE_MESSAGES.tooLarge,
    );
  });

  it('has its own sentence for every answer, and never shows a refusal as success', () => {
    const answers = [
      resultOf(200, { success: true, message: PICTURE_MESSAGES.replaced }),
      resultOf(400, { success: false, error: PICTURE_MESSAGES.fileMissing }),
      resultOf(401, { success: false, error: 'Your session has expired.' }),
      resultOf(404, { success: false, error: 'No such endpoint' }),
      resultOf(413, { success: false, error: 'Too large' }),
      resultOf(415, { success: false, error: 'Unsupported' }),
      resultOf(429, { success: false, error: 'Slow down' }),
      resultOf(500, { success: false, error: 'Oops' }),
      resultOf(503, null),
      networkFailure(new Error('Failed to fetch')),
    ];
    const texts = answers.map((answer) => pictureActionMessage('replace', answer));
    expect(texts[0]).toEqual({ ok: true, text: PICTURE_MESSAGES.replaced });
    for (const text of texts.slice(1)) {
      expect(text.ok).toBe(false);
      expect(text.text).toMatch(/^Not replaced: /);
    }
    expect(new Set(texts.slice(0, 8).map((t) => t.text)).size).toBe(8);
    expect(texts[1]!.text).toContain(PICTURE_MESSAGES.fileMissing);
    expect(texts[4]!.text).toContain(PICTURE_MESSAGES.tooLarge);
    expect(texts[5]!.text).toContain(PICTURE_MESSAGES.notImage);
    expect(texts[9]!.text).toContain('could not be reached');
    expect(pictureActionMessage('restore', answers[7]!).text).toMatch(/^Not restored: /);
    expect(pictureActionMessage('restore', resultOf(200, { success: true })).text).toBe(
      PICTURE_MESSAGES.restored,
    );
  });

  it('says why the list did not load, and nothing while signed out or loaded', () => {
    expect(loadErrorMessage('The pictures', null)).toBeNull();
    expect(loadErrorMessage('The pictures', resultOf(200, { success: true, data: [] }))).toBeNull();
    expect(
      loadErrorMessage('The pictures', resultOf(401, { success: false, error: 'x' })),
    ).toBeNull();
    expect(loadErrorMessage('The pictures', networkFailure(new Error('x')))).toBe(
      'The pictures could not be loaded: the server could not be reached. Check your connection and reload the page.',
    );
    expect(loadErrorMessage('The pictures', resultOf(500, null))).toBe(
      'The pictures could not be loaded: the server had a problem. Please reload the page.',
    );
    expect(loadErrorMessage('The calendar', resultOf(400, null))).toBe(
      'The calendar could not be loaded: the server answered 400.',
    );
  });
});
