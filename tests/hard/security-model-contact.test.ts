import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../common/chat.ts';
import { bearer, signInAdmin } from '../setup/admin.ts';
import { startFakeLlm, type FakeLlm } from '../setup/fake-llm.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Contact details come only from what the visitor typed or saved. A model's
 * open_booking_form call naming `victim@example.com` must not make that address the
 * conversation's contact, where a team reply would be mailed: the model's details only
 * prefill the booking form the visitor must send (the reply's `booking`).
 */

let t: TestApp;
let llm: FakeLlm;
let token: string;

const VICTIM = { name: 'Vic Tim', email: 'victim@example.com', phone: '0300 7654321' };

beforeAll(async () => {
  llm = await startFakeLlm({
    kind: 'script',
    steps: [
      { toolCalls: [{ name: 'open_booking_form', arguments: JSON.stringify(VICTIM) }] },
      { text: "I've opened the booking form for you." },
    ],
  });
  t = await createTestApp({
    CHAT_LLM_BASE_URL: llm.baseUrl,
    CHAT_LLM_MODEL: 'fake-model',
    TEAM_EMAIL: 'team@example.com',
  });
  ({ token } = await signInAdmin(t));
});
afterAll(async () => {
  await t?.app.close();
  await llm?.close();
});

describe("a model's tool call naming an e-mail and a phone", () => {
  it('prefills the booking form only: never the stored contact, the saved context, or a team reply', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { message: 'I would like to book a consultation' },
      remoteAddress: '10.84.0.1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ChatResponse;
    expect(body.action).toBe('open_form');
    // The form the visitor sends (or not) starts with them...
    expect(body.booking).toMatchObject({
      name: VICTIM.name,
      email: VICTIM.email,
      phone: '+92 300 7654321',
    });
    // ...but the widget saves `context` as the visitor's own: nothing of the model's there.
    expect(body.context).toEqual({});

    const { rows } = await t.database.execute(
      `select id, name, email, phone from chat_conversations`,
    );
    expect(rows).toEqual([{ id: expect.any(String), name: null, email: null, phone: null }]);
    const conversationId = (rows[0] as { id: string }).id;
    const leads = await t.database.execute(`select count(*)::int as n from leads`);
    expect(leads.rows).toEqual([{ n: 0 }]);

    // A team reply with no chat open has no address to go to: it is stored, not mailed.
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${conversationId}/replies`,
      headers: bearer(token),
      payload: { text: 'Hello from the team' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().delivery).toBe('stored');
    const mails = await t.database.execute(
      `select count(*)::int as n from mail_outbox where lower("to") = $1`,
      [VICTIM.email],
    );
    expect(mails.rows).toEqual([{ n: 0 }]);
  });

  it('still becomes the contact when the visitor types it', async () => {
    llm.mode = { kind: 'answer', text: 'Thanks, noted.' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flask/chat',
      payload: { message: 'My email is typed@example.com' },
      remoteAddress: '10.84.0.2',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ChatResponse).context).toMatchObject({
      email: 'typed@example.com',
    });
  });
});
