import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInApp, nextWeekday } from '../setup/api.ts';
import { bearer } from '../setup/admin.ts';
import { type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

interface ConversationSummary {
  id: string;
  email: string | null;
  leadId: string | null;
  appointmentId: string | null;
}

describe(`conversations linked to their lead and appointment on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    ({ t, token } = await createSignedInApp());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const conversations = async (): Promise<ConversationSummary[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/conversations',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { conversations?: ConversationSummary[]; data?: unknown };
    return (body.conversations ?? body.data) as ConversationSummary[];
  };

  it('links the contact saved from a chat, then the booking made with that e-mail', async () => {
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { message: 'What services do you offer?' },
    });
    expect(chat.statusCode).toBe(200);
    // The id the server issued for this chat; the browser sends it with the contact.
    const conversationId = chat.json().conversation_id as string;

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { message: 'Hello there' },
    });
    expect(other.statusCode).toBe(200);

    // An id the server never issued links nothing.
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/contact-info',
      payload: {
        name: 'Mallory',
        email: 'mallory@example.com',
        source: 'chat_contact',
        conversationId: 'conv-links-0001',
      },
    });
    expect(stranger.statusCode).toBeLessThan(300);
    expect((await conversations()).filter((c) => c.leadId || c.email)).toHaveLength(0);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact-info',
      payload: {
        name: 'Sara Khan',
        email: 'Sara.Links@example.com',
        phone: '+92 300 1234567',
        source: 'chat_contact',
        conversationId,
      },
    });
    expect(contact.statusCode).toBeLessThan(300);

    let list = await conversations();
    const linked = list.find((c) => c.leadId);
    // Stored in the address's one canonical form (ADR 051), however the visitor cased it.
    expect(linked?.email).toBe('sara.links@example.com');
    expect(list.filter((c) => c.leadId)).toHaveLength(1);
    expect(linked?.appointmentId).toBeNull();

    const book = (email: string, preferred_time: string, remoteAddress = '10.9.9.9') =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        remoteAddress,
        payload: {
          name: 'Sara Khan',
          email,
          phone: '+92 300 1234567',
          services: ['AI & Chatbots'],
          preferred_date: nextWeekday(1),
          preferred_time,
          user_timezone: 'Asia/Karachi',
          source: 'chatbot_form',
        },
      });
    // A booking refused for a full slot links nothing: the link is written only with a booking.
    for (let i = 0; i < t.config.BOOKING_SLOT_CAPACITY; i++) {
      expect((await book(`filler${i}@example.com`, '9pm-12am', `10.9.8.${i}`)).statusCode).toBe(
        201,
      );
    }
    expect((await book('sara.links@example.com', '9pm-12am')).statusCode).toBe(409);
    expect((await conversations()).filter((c) => c.appointmentId)).toHaveLength(0);

    const booking = await book('sara.links@example.com', '6pm-9pm');
    expect(booking.statusCode).toBe(201);
    const appointmentId = (booking.json() as { appointment: { _id: string } }).appointment._id;

    list = await conversations();
    expect(list.find((c) => c.id === linked!.id)?.appointmentId).toBe(appointmentId);
    expect(list.filter((c) => c.appointmentId)).toHaveLength(1);
  });
});
