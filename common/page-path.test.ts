import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './page-path.ts';

describe('a page path a client names', () => {
  it.each(['/', '/Services', '/blog/local-seo?page=2', '/PetLandingPage#chat'])(
    'keeps %j',
    (path) => {
      expect(sameOriginPath(path)).toBe(path);
    },
  );

  it.each([
    '@evil.example/login',
    'evil.example/login',
    '//evil.example/login',
    '/\\evil.example',
    '\\\\evil.example',
    '/@evil.example',
    '/a//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/x\r\nBcc: a@b.c',
    '/ spaced',
    `/${'a'.repeat(300)}`,
    '',
    42,
    null,
  ])('drops %j', (value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });
});
