import { describe, expect, it } from 'vitest';
import { leadsQuerySchema, resolveStatsRange, statsQuerySchema } from './admin.ts';

describe('admin queries', () => {
  it('defaults the stats range to the last 30 days of Pakistan time', () => {
    // 20:00 UTC on the 9th is already the 10th in Karachi.
    expect(resolveStatsRange({}, new Date('2025-03-09T20:00:00Z'))).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
    });
    expect(resolveStatsRange({ from: '2025-01-01' }, new Date())).toEqual({
      from: '2025-01-01',
      to: '2025-01-30',
    });
    expect(resolveStatsRange({ to: '2025-01-30' }, new Date())).toEqual({
      from: '2025-01-01',
      to: '2025-01-30',
    });
  });

  it('refuses ranges that are reversed, malformed or longer than a year', () => {
    expect(statsQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(
      false,
    );
    expect(statsQuerySchema.safeParse({ from: '2025-02-30' }).success).toBe(false);
    expect(resolveStatsRange({ from: '2024-01-01', to: '2025-01-02' }, new Date())).toEqual({
      error: 'The range may span at most 366 days',
    });
  });

  it('caps the leads page size and knows the kinds', () => {
    expect(leadsQuerySchema.parse({ limit: '1000' }).limit).toBe(100);
    expect(leadsQuerySchema.parse({}).format).toBe('json');
    expect(leadsQuerySchema.safeParse({ kind: 'subscriber' }).success).toBe(true);
    expect(leadsQuerySchema.safeParse({ kind: 'admin' }).success).toBe(false);
  });
});
