import { describe, expect, it } from 'vitest';
import { pageItems, parsePageParam, type PageItem } from './pagination.ts';

const render = (items: PageItem[]) =>
  items.map((i) => (i.kind === 'page' ? String(i.page) : '...')).join(' ');

describe('pageItems (spec 2.3 page buttons)', () => {
  it('shows every page when there are few', () => {
    expect(render(pageItems(1, 1))).toBe('1');
    expect(render(pageItems(1, 2))).toBe('1 2');
    expect(render(pageItems(2, 3))).toBe('1 2 3');
    expect(render(pageItems(3, 5))).toBe('1 2 3 4 5');
  });

  it('shows first, last, current and neighbours with gaps between', () => {
    expect(render(pageItems(1, 10))).toBe('1 2 ... 10');
    expect(render(pageItems(5, 10))).toBe('1 ... 4 5 6 ... 10');
    expect(render(pageItems(10, 10))).toBe('1 ... 9 10');
    expect(render(pageItems(9, 10))).toBe('1 ... 8 9 10');
  });

  it('fills a one-page gap with that page instead of "..."', () => {
    expect(render(pageItems(4, 10))).toBe('1 2 3 4 5 ... 10');
    expect(render(pageItems(1, 4))).toBe('1 2 3 4');
  });

  it('clamps the current page and gives nothing for no pages', () => {
    expect(pageItems(3, 0)).toEqual([]);
    expect(render(pageItems(99, 3))).toBe('1 2 3');
  });

  it('gives gaps unique keys', () => {
    const keys = pageItems(50, 100)
      .filter((i) => i.kind === 'gap')
      .map((i) => (i.kind === 'gap' ? i.key : ''));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('parsePageParam', () => {
  it('accepts whole numbers from 1', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
  });
  it('ignores anything else', () => {
    for (const v of [null, '', '0', '-1', '1.5', 'abc', '2x', '9999999']) {
      expect(parsePageParam(v)).toBeNull();
    }
  });
});
