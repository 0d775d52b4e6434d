import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../common/chat.ts';
import { blogFormSchema } from '../../common/schemas/blog.ts';
import { MAX_TOOL_ROUNDS } from '../../server/chat/llm.ts';
import { addressPool, poster } from '../setup/api.ts';
import { lastBotMeta, suiteModelApp } from '../setup/chat-api.ts';
import type { FakeLlm, FakeLlmRequest } from '../setup/fake-llm.ts';
import { appointmentSubmission, futureWeekday } from '../setup/fixtures.ts';
import { createAppBeside, suiteTestApp, type TestApp } from '../setup/test-app.ts';
import { testDbKind } from '../setup/test-db.ts';

/**
 * The model provider's tools (ADR 034): a real OpenAI-compatible HTTP server in
 * this process answers whole or streamed, asks for check_availability and
 * open_booking_form, and the tests read what the app sent back to it and what the visitor
 * got. Without a provider, the built-in assistant answers the same questions from the same
 * availability method and the published blog posts.
 */

/** Short, so the slowness tests stay quick; production uses 8 s. */
const TIMEOUT_MS = 1500;
/** A weekday with every slot offered; one slot is booked full in beforeAll. */
const DATE = futureWeekday(3);

/** Every request from its own client address: the per-address limits stay out of the way. */
const freshAddress = addressPool(42);
const send = (t: TestApp, payload: Record<string, unknown>) =>
  poster(() => t, freshAddress)('/api/flask/chat', payload);

/** Fills the date's 6 PM slot (capacity 1) with a real booking. */
async function bookEarlySlot(t: TestApp) {
  const response = await poster(() => t, freshAddress)(
    '/api/appointments',
    appointmentSubmission({ email: 'sara-tools@example.com', preferred_date: DATE }),
  );
  expect(response.statusCode).toBe(201);
}

/** The JSON of the tool results the app sent back to the model in `request`. */
const toolResults = (request: FakeLlmRequest) =>
  request.messages
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? 'null') as Record<string, unknown>);

const slotStates = (result: Record<string, unknown>) =>
  Object.fromEntries(
    (result.slots as { code: string; state: string }[]).map((s) => [s.code, s.state]),
  );

for (const stream of [false, true]) {
  describe(`chat tools with a model answering ${stream ? 'streamed' : 'whole'}, on ${testDbKind()}`, () => {
    let t: TestApp;
    let llm: FakeLlm;

    suiteModelApp(
      {
        CHAT_LLM_TIMEOUT_MS: String(TIMEOUT_MS),
        CHAT_LLM_STREAM: String(stream),
        BOOKING_SLOT_CAPACITY: '1',
      },
      (app) => ({ t, llm } = app),
    );
    beforeAll(() => bookEarlySlot(t));

    it('answers in text, with both tools offered and today in the prompt', async () => {
      llm.mode = { kind: 'answer', text: 'We build websites and apps. Want a free call?' };
      const body = (await send(t, { message: 'What do you do?' })).json() as ChatResponse;
      expect(body.response).toBe('We build websites and apps. Want a free call?');
      const request = llm.requests[0]!;
      expect(Boolean(request.stream)).toBe(stream);
      expect(request.tools?.map((tool) => tool.function.name)).toEqual([
        'check_availability',
        'open_booking_form',
      ]);
      expect(request.messages[0]!.content).toContain('call check_availability');
      expect(await lastBotMeta(t)).toMatchObject({ provider: 'model' });
    });

    it('looks up a date with check_availability and sends the real slot states back', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          {
            toolCalls: [{ name: 'check_availability', arguments: JSON.stringify({ date: DATE }) }],
          },
          { text: 'That evening 9 PM and midnight are still open; 6 PM is taken.' },
        ],
      };
      const response = await send(t, { message: `Are you free on ${DATE}?` });
      expect(response.statusCode).toBe(200);
      const body = response.json() as ChatResponse;
      expect(body.response).toBe('That evening 9 PM and midnight are still open; 6 PM is taken.');
      expect(llm.requests).toHaveLength(2);
      const second = llm.requests[1]!;
      // The model's call is echoed back before its result, as the protocol wants.
      const call = second.messages.at(-2)!;
      expect(call.role).toBe('assistant');
      expect(call.tool_calls?.[0]?.function.name).toBe('check_availability');
      const [result] = toolResults(second);
      expect(second.messages.at(-1)!.tool_call_id).toBe(call.tool_calls?.[0]?.id);
      expect(result).toMatchObject({ date: DATE });
      expect(slotStates(result!)).toEqual({
        '6pm-9pm': 'full',
        '9pm-12am': 'open',
        '12am-3am': 'open',
      });
      expect(await lastBotMeta(t)).toMatchObject({ provider: 'model' });
    });

    it('passes a date the booking rules refuse back to the model as its reason', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          {
            toolCalls: [{ name: 'check_availability', arguments: '{"date":"2001-01-01"}' }],
          },
          { text: 'That date has passed; shall we look at next week?' },
        ],
      };
      const body = (await send(t, { message: 'free on 1 Jan 2001?' })).json() as ChatResponse;
      expect(body.response).toBe('That date has passed; shall we look at next week?');
      expect(toolResults(llm.requests[1]!)[0]).toEqual({
        date: '2001-01-01',
        error: 'Please select a date that is today or in the future',
      });
    });

    it('opens the booking form with open_booking_form, prefilled with what is known', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          {
            toolCalls: [
              {
                name: 'open_booking_form',
                arguments: JSON.stringify({
                  name: 'Amina Raza',
                  email: 'amina@example.com',
                  phone: '0300 7654321',
                  services: ['Web Design & Development', 'Time Travel'],
                  date: DATE,
                  slot: '9pm-12am',
                }),
              },
            ],
          },
          { text: "I've opened the booking form for you with your details." },
        ],
      };
      const body = (
        await send(t, { message: "I'm Amina, amina@example.com, let's set it up for 9pm" })
      ).json() as ChatResponse;
      expect(body).toMatchObject({
        response: "I've opened the booking form for you with your details.",
        show_appointment_form: true,
        action: 'open_form',
        intent: 'booking',
        // The visitor's contact is what they typed; the model's details only prefill the form.
        context: { name: 'Amina', email: 'amina@example.com' },
        // The widget's form starts with the services, date and slot.
        booking: {
          name: 'Amina Raza',
          email: 'amina@example.com',
          phone: '+92 300 7654321',
          services: ['Web Design & Development'],
          preferred_date: DATE,
          preferred_time: '9pm-12am',
        },
      });
      const [result] = toolResults(llm.requests[1]!);
      expect(result).toMatchObject({
        opened: true,
        prefilled: { services: ['Web Design & Development'], date: DATE, time: '9pm-12am' },
      });
    });

    it('opens the form without a slot that is full, and tells the model', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          {
            toolCalls: [
              {
                name: 'open_booking_form',
                arguments: JSON.stringify({ date: DATE, slot: '6pm-9pm', services: [] }),
              },
            ],
          },
          { text: 'The 6 PM slot is taken, so pick another time in the form.' },
        ],
      };
      const body = (await send(t, { message: 'book me at 6pm that day' })).json() as ChatResponse;
      expect(body).toMatchObject({ action: 'open_form', booking: { preferred_date: DATE } });
      expect(body.booking).not.toHaveProperty('preferred_time');
      expect(body.booking).not.toHaveProperty('services');
      expect(toolResults(llm.requests[1]!)[0]).toMatchObject({
        not_prefilled: ['time 6pm-9pm: not open for booking'],
      });
    });

    it('opens the form without a date the booking rules refuse', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          {
            toolCalls: [
              {
                name: 'open_booking_form',
                arguments: JSON.stringify({ name: 'Amina', date: '2001-01-01', slot: '9pm-12am' }),
              },
            ],
          },
          { text: 'Please pick a date in the form.' },
        ],
      };
      const body = (await send(t, { message: 'book 1 Jan 2001' })).json() as ChatResponse;
      expect(body).toMatchObject({ action: 'open_form', show_appointment_form: true });
      // Only the name the model passed, as the form's starting value: no date or slot.
      expect(body.booking).toEqual({ name: 'Amina' });
    });

    it.each([
      ['an unknown tool', { toolCalls: [{ name: 'delete_everything', arguments: '{}' }] }, 'tool'],
      [
        'arguments that are not JSON',
        { toolCalls: [{ name: 'check_availability', arguments: '{"date": ' }] },
        'malformed',
      ],
      ['a malformed answer after a tool call', { invalidJson: true as const }, 'malformed'],
    ])('falls back to the built-in assistant on %s', async (_label, step, reason) => {
      llm.mode = {
        kind: 'script',
        steps:
          'invalidJson' in step
            ? [
                { toolCalls: [{ name: 'check_availability', arguments: `{"date":"${DATE}"}` }] },
                step,
              ]
            : [step],
      };
      const response = await send(t, { message: 'What are your business hours?' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as ChatResponse;
      expect(body.intent).toBe('hours');
      expect(body.response).toContain('6:00 PM to 3:00 AM');
      expect(await lastBotMeta(t)).toMatchObject({ provider: 'builtin', fallback: reason });
    });

    it('stops a model that only calls tools after a few rounds', async () => {
      llm.mode = {
        kind: 'script',
        steps: [{ toolCalls: [{ name: 'check_availability', arguments: `{"date":"${DATE}"}` }] }],
      };
      const body = (await send(t, { message: 'Where are you located?' })).json() as ChatResponse;
      expect(body.response).toContain('Karachi, Pakistan');
      expect(llm.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
      expect(llm.requests.at(-1)!.tool_choice).toBe('none');
      expect(await lastBotMeta(t)).toMatchObject({ provider: 'builtin', fallback: 'tool' });
    });

    it('falls back to the built-in availability answer when the model times out after a tool call', async () => {
      llm.mode = {
        kind: 'script',
        steps: [
          { toolCalls: [{ name: 'check_availability', arguments: `{"date":"${DATE}"}` }] },
          { slowMs: TIMEOUT_MS * 3, text: 'Too late.' },
        ],
      };
      const started = Date.now();
      const body = (
        await send(t, { message: `any slots open on ${DATE}?` })
      ).json() as ChatResponse;
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
      expect(body.response).not.toContain('Too late');
      expect(body.response).toContain('6:00 PM - 9:00 PM is fully booked');
      expect(body.response).toContain('9:00 PM - 12:00 AM is open');
      expect(await lastBotMeta(t)).toMatchObject({ provider: 'builtin', fallback: 'timeout' });
    });
  });
}

describe(`the built-in assistant's look-ups (no model), on ${testDbKind()}`, () => {
  const t = suiteTestApp({ BOOKING_SLOT_CAPACITY: '1' });
  beforeAll(() => bookEarlySlot(t));

  it('answers "are you free on <date>?" with the slot states, and "yes" then books', async () => {
    const first = (
      await send(t, { message: `Hi, are you free on ${DATE}?` })
    ).json() as ChatResponse;
    expect(first.response).toContain('6:00 PM - 9:00 PM is fully booked');
    expect(first.response).toContain('9:00 PM - 12:00 AM is open');
    expect(first.response).toContain('12:00 AM - 3:00 AM is open');
    // A weekday's hours, which the slots alone do not say.
    expect(first.response).toContain("That day we're open 6:00 PM to 3:00 AM Pakistan time.");
    expect(first.show_appointment_form).toBe(false);
    const yes = (
      await send(t, { message: 'yes', conversation_id: first.conversation_id })
    ).json() as ChatResponse;
    expect(yes).toMatchObject({
      intent: 'booking',
      show_appointment_form: true,
      action: 'open_form',
    });
  });

  it("opens the form for a booking that names its date, with that date's slot states", async () => {
    const body = (
      await send(t, { message: `I want to book a consultation on ${DATE}` })
    ).json() as ChatResponse;
    expect(body).toMatchObject({
      intent: 'booking',
      show_appointment_form: true,
      action: 'open_form',
    });
    expect(body.response).toContain('appointment form');
    expect(body.response).toContain('6:00 PM - 9:00 PM is fully booked');
    // The form starts on that date (it still has open slots); the visitor picks the slot.
    expect(body.booking).toEqual({ preferred_date: DATE });
  });

  it('sends no booking field with an answer that does not open the form', async () => {
    const body = (
      await send(t, { message: `Hi, are you free on ${DATE}?` })
    ).json() as ChatResponse;
    expect(body.show_appointment_form).toBe(false);
    expect(body).not.toHaveProperty('booking');
    const plain = (
      await send(t, { message: 'I want to book a consultation' })
    ).json() as ChatResponse;
    expect(plain.action).toBe('open_form');
    expect(plain).not.toHaveProperty('booking');
  });

  it('says why a date cannot be booked', async () => {
    const body = (await send(t, { message: 'any slots on 2001-01-01?' })).json() as ChatResponse;
    expect(body.response).toContain('Please select a date that is today or in the future');
  });

  it('links the published blog post on a topic, and follows edits and deletions', async () => {
    const blog = t.app.deps.services.blog;
    const form = (title: string, status = 'published') =>
      blogFormSchema.parse({
        blog_title: title,
        content:
          '<p>How local businesses in Karachi rank higher on Google with search engine optimization.</p>',
        author: 'Brightwave Team',
        tags: 'seo,google',
        status,
      });
    const ask = async () =>
      ((await send(t, { message: 'Do you have an article about SEO?' })).json() as ChatResponse)
        .response;

    expect(await ask()).toContain("couldn't find an article");
    const post = await blog.create(form('SEO for Karachi businesses'));
    const found = await ask();
    expect(found).toContain('"SEO for Karachi businesses"');
    expect(found).toContain(`http://localhost:3000/blog/${post.slug}`);

    await blog.update(post._id, form('Local SEO that works'));
    expect(await ask()).toContain('"Local SEO that works"');

    await blog.update(post._id, form('Local SEO that works', 'draft'));
    expect(await ask()).toContain("couldn't find an article");

    await blog.update(post._id, form('Local SEO that works'));
    expect(await ask()).toContain('"Local SEO that works"');
    await blog.remove(post._id);
    expect(await ask()).toContain("couldn't find an article");

    // A post another process writes is known at the next question, and so is its removal.
    const other = await createAppBeside();
    try {
      const elsewhere = await other.app.deps.services.blog.create(form('SEO written elsewhere'));
      await expect.poll(ask, { timeout: 1000, interval: 20 }).toContain('"SEO written elsewhere"');
      await other.app.deps.services.blog.remove(elsewhere._id);
      await expect.poll(ask, { timeout: 1000, interval: 20 }).toContain("couldn't find an article");
    } finally {
      await other.app.close();
    }
  });
});
