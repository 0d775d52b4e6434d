import { describe, expect, it } from 'vitest';
import { emptyForm, withBooking } from './appointment-form.ts';

describe("the booking form starts with what the chat's reply named", () => {
  const form = { ...emptyForm({ name: 'Amina' }), services: ['AI & Chatbots'] };

  it('sets the date and slot and adds the services', () => {
    expect(
      withBooking(form, {
        services: ['Digital Marketing', 'AI & Chatbots'],
        preferred_date: '2026-12-03',
        preferred_time: '9pm-12am',
      }),
    ).toEqual({
      ...form,
      services: ['AI & Chatbots', 'Digital Marketing'],
      date: '2026-12-03',
      time: '9pm-12am',
    });
  });

  it('clears the time of another date, as picking a date does, and keeps it for the same', () => {
    const chosen = { ...form, date: '2026-12-02', time: '6pm-9pm' };
    expect(withBooking(chosen, { preferred_date: '2026-12-03' })).toMatchObject({
      date: '2026-12-03',
      time: '',
    });
    expect(withBooking(chosen, { preferred_date: '2026-12-02' })).toMatchObject({
      date: '2026-12-02',
      time: '6pm-9pm',
    });
  });

  it('fills only empty contact fields with the name, e-mail and phone the reply named', () => {
    const named = { name: 'Vic Tim', email: 'victim@example.com', phone: '+92 300 7654321' };
    expect(withBooking(form, named)).toEqual({
      ...form,
      email: 'victim@example.com',
      phone: '+92 300 7654321',
    });
  });

  it('ignores what the form does not offer', () => {
    const stored = {
      services: ['Time travel'],
      preferred_date: '2026-02-30',
      preferred_time: '3am-6am',
    } as unknown as Parameters<typeof withBooking>[1];
    expect(withBooking(form, stored)).toEqual(form);
  });

  it("names an offer's package in the notes once, after what the visitor wrote", () => {
    const offer = {
      services: ['Influencer Marketing'],
      notes: 'Package: Influencer Marketing 2.0 ($1000)',
    };
    const once = withBooking({ ...form, notes: 'Call after 8' }, offer);
    expect(once).toMatchObject({
      services: ['AI & Chatbots', 'Influencer Marketing'],
      notes: 'Call after 8\nPackage: Influencer Marketing 2.0 ($1000)',
    });
    expect(withBooking(once, offer).notes).toBe(once.notes);
  });
});
