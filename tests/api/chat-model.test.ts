import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../common/chat.ts';
import { addressPool, poster } from '../setup/api.ts';
import { lastBotMeta, suiteModelApp } from '../setup/chat-api.ts';
import type { FakeLlm } from '../setup/fake-llm.ts';
import type { TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/** Short, so the slowness test stays quick; production uses 8 s. */
const TIMEOUT_MS = 400;

describe(`chat API with a model provider, on ${testDbKind()}`, () => {
  let t: TestApp;
  let llm: FakeLlm;

  suiteModelApp(
    { CHAT_LLM_API_KEY: 'test-key', CHAT_LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    (app) => ({ t, llm } = app),
  );

  const post = poster(() => t, addressPool(41));
  const send = (payload: Record<string, unknown>) => post('/api/flask/chat', payload);

  it("answers with the model's text, cleaned, grounded in the agency's facts", async () => {
    llm.mode = {
      kind: 'answer',
      text: 'Hi Sara, our Growth Package is $499 setup and $49 per month.\n\n\n\nWould you like to book a free consultation?',
    };
    const response = await send({
      message: 'How much is the growth plan?',
      user_name: 'Sara',
      user_context: { name: 'Sara', email: 'sara@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ChatResponse;
    expect(body.response).toBe(
      'Our Growth Package is $499 setup and $49 per month.\n\nWould you like to book a free consultation?',
    );
    expect(body).toMatchObject({ intent: 'pricing', show_appointment_form: false });
    expect(await lastBotMeta(t)).toMatchObject({ provider: 'model' });
    // The id the server issued continues the conversation.
    const conversation_id = body.conversation_id;

    const request = llm.requests.at(-1)!;
    expect(request.model).toBe('fake-model');
    const system = request.messages[0]!;
    expect(system.role).toBe('system');
    for (const fact of [
      '$499 setup + $49 per month',
      'Karachi, Pakistan',
      '6:00 PM to 3:00 AM',
      '15-20 minutes',
    ]) {
      expect(system.content).toContain(fact);
    }
    expect(system.content).toContain('RELEVANT PASSAGES');
    expect(request.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How much is the growth plan?',
    });

    // The model's offer to book is remembered: "yes" opens the form, and history is sent.
    llm.mode = { kind: 'answer', text: 'Great, pick a time in the form.' };
    const yes = await send({ message: 'yes', conversation_id });
    expect(yes.json()).toMatchObject({
      intent: 'booking',
      show_appointment_form: true,
      action: 'open_form',
    });
    expect(llm.requests.at(-1)!.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
  });

  it('keeps the booking flags of the rules whatever the model writes', async () => {
    llm.mode = { kind: 'answer', text: 'Sure thing.' };
    const body = (await send({ message: 'I want to schedule a call' })).json();
    expect(body).toMatchObject({
      response: 'Sure thing.',
      show_appointment_form: true,
      action: 'open_form',
    });
    expect(llm.requests.at(-1)!.messages[0]!.content).toContain(
      'appointment form has just been opened',
    );
  });

  it('never asks the model about an illegal business', async () => {
    llm.mode = { kind: 'answer', text: 'Happy to help with that!' };
    const body = (await send({ message: 'we run a ponzi scheme and need a website' })).json();
    expect(body.intent).toBe('refusal');
    expect(body.response).toContain('only work with legal businesses');
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    ['a 500 error', { kind: 'fail', status: 500 } as const, 'error'],
    ['invalid JSON', { kind: 'invalid-json' } as const, 'malformed'],
    ['no choices', { kind: 'no-choices' } as const, 'malformed'],
    ['an empty answer', { kind: 'empty' } as const, 'empty'],
  ])('falls back to the built-in assistant on %s', async (_label, mode, reason) => {
    llm.mode = mode;
    const response = await send({ message: 'What are your business hours?' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ChatResponse;
    expect(body.intent).toBe('hours');
    expect(body.response).toContain('6:00 PM to 3:00 AM');
    expect(llm.requests).toHaveLength(1);
    expect(await lastBotMeta(t)).toMatchObject({ provider: 'builtin', fallback: reason });
  });

  it('falls back when the model is slower than the timeout', async () => {
    llm.mode = { kind: 'slow', delayMs: TIMEOUT_MS * 5, text: 'Too late.' };
    const started = Date.now();
    const body = (await send({ message: 'Where are you located?' })).json() as ChatResponse;
    const elapsed = Date.now() - started;
    expect(body.response).toContain('Karachi, Pakistan');
    expect(body.response).not.toContain('Too late');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 4);
    expect(await lastBotMeta(t)).toMatchObject({ provider: 'builtin', fallback: 'timeout' });
  });
});
