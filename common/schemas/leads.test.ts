import { describe, expect, it } from 'vitest';
import { contactInfoSchema, footerContactSchema, subscribeSchema } from './leads.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('contact schemas (spec 5)', () => {
  it('accepts a panel message and trims it', () => {
    const result = contactInfoSchema.parse({
      name: '  Sara ',
      email: 'sara@example.com',
      phone: '+92 (300) 123-4567',
      message: 'Hello',
    });
    expect(result.name).toBe('Sara');
  });

  it.each([
    [{ email: 'a@b.co' }, 'Name is required'],
    [{ name: 'A' }, 'Email is required'],
    [{ name: 'A', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co', phone: '12ab' }, 'Please enter a valid phone number'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(contactInfoSchema.safeParse(input))).toBe(message);
  });

  it('gives the footer form its single message', () => {
    expect(firstMessage(footerContactSchema.safeParse({ name: 'A', email: 'a@b.co' }))).toBe(
      'Please fill in all fields.',
    );
  });

  it('needs an @ in a newsletter e-mail', () => {
    expect(subscribeSchema.safeParse({ email: 'nobody' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });

  it('refuses a filled honeypot', () => {
    expect(contactInfoSchema.safeParse({ name: 'A', email: 'a@b.co', website: 'x' }).success).toBe(
      false,
    );
  });
});
