import { describe, expect, it } from 'vitest';
import {
  DATA_REQUEST_MESSAGES,
  dataRequestQuerySchema,
  describeHoldings,
  maskSubject,
  parseDataSubject,
} from './data-requests.ts';

const none = {
  appointments: 0,
  leads: 0,
  conversations: 0,
  messages: 0,
  subscriptions: 0,
  mails: 0,
  queuedMails: 0,
};

describe('data requests', () => {
  it('names a person by the canonical address or the international phone, nothing else', () => {
    expect(parseDataSubject('  Sara.Khan@Example.COM ')).toEqual({
      kind: 'email',
      value: 'sara.khan@example.com',
    });
    expect(parseDataSubject('0300 1234567')).toEqual({ kind: 'phone', value: '+92 300 1234567' });
    expect(parseDataSubject('Sara <sara@example.com>')).toBeNull();
    expect(parseDataSubject('hello')).toBeNull();
    const refused = dataRequestQuerySchema.safeParse({ query: '12' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(DATA_REQUEST_MESSAGES.query);
  });

  it('says what an erasure takes in words, kinds with none left out', () => {
    expect(describeHoldings(none)).toBe('');
    expect(describeHoldings({ ...none, leads: 1 })).toBe('1 lead');
    expect(
      describeHoldings({ ...none, appointments: 2, subscriptions: 1, mails: 3, queuedMails: 1 }),
    ).toBe(
      '2 appointments, 1 newsletter subscription and 3 e-mails in the outbox (1 not yet sent)',
    );
  });

  it('masks the person in the audit log, keeping enough to recognise them', () => {
    expect(maskSubject({ kind: 'email', value: 'sara.khan@example.com' })).toBe(
      'sa•••••••@example.com',
    );
    expect(maskSubject({ kind: 'email', value: 'a@example.com' })).toBe('a•@example.com');
    expect(maskSubject({ kind: 'phone', value: '+92 300 1234567' })).toBe('+•• ••• •••4567');
  });
});
