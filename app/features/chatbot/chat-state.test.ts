import { describe, expect, it } from 'vitest';
import { CHAT_MAX_BOT_REPLIES, LANDING_CHAT_COUNTER_START } from '../../../common/constants.ts';
import {
  chatReducer,
  initialChatState,
  isSendable,
  makeMessage,
  parseStoredState,
  showQuickQuestions,
  type ChatAction,
  type ChatLimit,
} from './chat-state.ts';
import { fallbackReply, wantsToBook } from './fallback-replies.ts';

const greeting = () => [makeMessage('bot', 'Hello!')];
const exchange = (text: string): ChatAction[] => [
  { type: 'user-sent', message: makeMessage('user', text) },
  { type: 'bot-replied', message: makeMessage('bot', `re: ${text}`) },
];

function run(limit: ChatLimit | null, replies: number) {
  const reduce = chatReducer(limit);
  let state = initialChatState(greeting(), limit);
  for (let i = 0; i < replies; i++)
    for (const action of exchange(`m${i}`)) state = reduce(state, action);
  return state;
}

describe('chat core reducer (spec §4, §9)', () => {
  it("locks on the server's reply-limit refusal and shows its sentence", () => {
    const limit = { start: 0, max: CHAT_MAX_BOT_REPLIES };
    const reduce = chatReducer(limit);
    let state = initialChatState(greeting(), limit);
    state = reduce(state, { type: 'user-sent', message: makeMessage('user', 'hi') });
    const refusal = makeMessage('bot', 'Limit reached. E-mail us.');
    state = reduce(state, { type: 'refused', message: refusal, limit: true });
    expect(state).toMatchObject({ locked: true, typing: false });
    expect(state.messages.at(-1)).toBe(refusal);
    // Too many messages: the sentence shows, the chat stays open.
    let busy = reduce(initialChatState(greeting(), limit), {
      type: 'user-sent',
      message: makeMessage('user', 'hi'),
    });
    busy = reduce(busy, { type: 'refused', message: makeMessage('bot', 'Wait.'), limit: false });
    expect(busy).toMatchObject({ locked: false, typing: false });
  });

  it('greets once per conversation', () => {
    const reduce = chatReducer(null);
    const start = initialChatState([makeMessage('bot', 'Hello!', { showContactForm: true })], null);
    // Before the visitor wrote: the context greeting replaces the start one, keeping its button.
    const greeted = reduce(start, { type: 'greeted', message: makeMessage('bot', 'Book now!') });
    expect(greeted.messages.map((m) => [m.text, m.showContactForm])).toEqual([['Book now!', true]]);
    // The same greeting again (reopen, reload): nothing new.
    expect(reduce(greeted, { type: 'greeted', message: makeMessage('bot', 'Book now!') })).toBe(
      greeted,
    );
    // After the visitor wrote, another context's greeting is added once.
    let talked = reduce(greeted, { type: 'user-sent', message: makeMessage('user', 'hi') });
    talked = reduce(talked, { type: 'bot-replied', message: makeMessage('bot', 'Hi!') });
    const other = reduce(talked, { type: 'greeted', message: makeMessage('bot', 'About us?') });
    expect(other.messages).toHaveLength(4);
    expect(reduce(other, { type: 'greeted', message: makeMessage('bot', 'About us?') })).toBe(
      other,
    );
  });

  it("locks the main chatbot when the server says its last reply reached the owner's limit", () => {
    // No count of its own: the owner's setting is the server's (ADR 047).
    const reduce = chatReducer(null);
    let state = run(null, 3);
    expect(state.locked).toBe(false);
    state = reduce(state, { type: 'user-sent', message: makeMessage('user', 'fourth') });
    state = reduce(state, {
      type: 'bot-replied',
      message: makeMessage('bot', 'Answer'),
      limitReached: true,
    });
    expect(state.locked).toBe(true);
  });

  it('unlocks when a hand-off ends, and counts afresh', () => {
    const limit = { start: LANDING_CHAT_COUNTER_START, max: CHAT_MAX_BOT_REPLIES };
    const reduce = chatReducer(limit);
    let state = run(limit, 3);
    expect(state.locked).toBe(true);
    // A person is asked for: the locked chat takes that message, and the team joins.
    state = reduce(state, {
      type: 'user-sent',
      message: makeMessage('user', 'a person please'),
      handoff: true,
    });
    state = reduce(state, { type: 'handoff', handoff: 'joined' });
    const team = (id: number, marker?: 'ended') => ({
      type: 'team-said' as const,
      message: { ...makeMessage('team', `t${id}`, marker ? { marker } : {}), serverId: id },
    });
    state = reduce(state, team(1));
    expect(state).toMatchObject({ locked: true, handoff: 'joined' });
    state = reduce(state, team(2, 'ended'));
    expect(state).toMatchObject({ locked: false, handoff: null, counter: 1 });
    // The stream's state says the same: an ended hand-off unlocks once.
    const viaState = reduce(
      { ...run(limit, 3), handoff: 'requested' },
      {
        type: 'handoff',
        handoff: null,
      },
    );
    expect(viaState).toMatchObject({ locked: false, handoff: null, counter: 1 });
  });

  it('counts the landing chats from 1 and locks when the counter reaches 4', () => {
    const limit = { start: LANDING_CHAT_COUNTER_START, max: CHAT_MAX_BOT_REPLIES };
    expect(initialChatState(greeting(), limit).counter).toBe(1);
    expect(run(limit, 2)).toMatchObject({ counter: 3, locked: false });
    expect(run(limit, 3)).toMatchObject({ counter: 4, locked: true });
  });

  it('never locks without a limit (home chat, limit setting off)', () => {
    expect(run(null, 10).locked).toBe(false);
  });

  it('ignores messages while locked', () => {
    const limit = { start: 0, max: 1 };
    const state = run(limit, 1);
    const after = chatReducer(limit)(state, {
      type: 'user-sent',
      message: makeMessage('user', 'more'),
    });
    expect(after).toBe(state);
  });

  it('shows typing from the sent message until the reply or failure', () => {
    const reduce = chatReducer(null);
    const sent = reduce(initialChatState(greeting(), null), {
      type: 'user-sent',
      message: makeMessage('user', 'hi'),
    });
    expect(sent.typing).toBe(true);
    expect(reduce(sent, { type: 'reply-failed' }).typing).toBe(false);
  });

  it('does not count context greetings or booking results as replies', () => {
    const limit = { start: 0, max: 4 };
    const state = chatReducer(limit)(initialChatState(greeting(), limit), {
      type: 'bot-said',
      message: makeMessage('bot', 'Appointment Request Submitted Successfully!'),
    });
    expect(state.counter).toBe(0);
    expect(state.messages).toHaveLength(2);
  });

  it('clears back to the greeting and resets the counter and lock', () => {
    const limit = { start: 1, max: 4 };
    const cleared = chatReducer(limit)(run(limit, 3), { type: 'cleared', greeting: greeting() });
    expect(cleared).toMatchObject({ counter: 1, locked: false, typing: false });
    expect(cleared.messages).toHaveLength(1);
  });

  it('shows quick questions only while just the greeting exists', () => {
    expect(showQuickQuestions(initialChatState(greeting(), null))).toBe(true);
    expect(showQuickQuestions(run(null, 1))).toBe(false);
  });

  it('ignores blank and whitespace-only input', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});

describe('stored history', () => {
  it('restores what was stored, without a stuck typing indicator', () => {
    const state = { ...run({ start: 0, max: 4 }, 4), typing: true };
    const restored = parseStoredState(JSON.stringify(state));
    expect(restored).toEqual({ ...state, typing: false });
  });

  it('rejects what is not a stored chat and drops malformed messages', () => {
    expect(parseStoredState(null)).toBeNull();
    expect(parseStoredState('not json')).toBeNull();
    expect(parseStoredState('{"messages":"x","counter":1}')).toBeNull();
    const restored = parseStoredState(
      JSON.stringify({
        messages: [{ id: '1', text: 'ok', sender: 'bot', timestamp: 't' }, { text: 'bad' }],
        counter: 2,
      }),
    );
    expect(restored?.messages).toHaveLength(1);
    expect(restored?.locked).toBe(false);
  });
});

describe('local fallback replies (spec §7)', () => {
  const now = new Date('2025-03-10T06:00:00Z');
  it.each([
    ['What services do you offer?', /Web Design & Development/],
    ['how much does it cost?', /free consultation/],
    ['Where are you located?', /Karachi, Pakistan/],
    ['What are your opening hours?', /Monday - Friday: 6:00 PM - 3:00 AM/],
    ['Is the consultation free?', /15-20 minutes/],
    ['asdf qwerty', /services, pricing, location and hours/],
  ])('%s', (message, expected) => {
    expect(fallbackReply(message, now)).toMatch(expected);
  });

  it('refuses illegal businesses offline too', () => {
    expect(fallbackReply('I want to promote my drugs business online')).toMatch(
      /only work with legal businesses/,
    );
  });
});

describe('booking phrases open the appointment form (spec §4)', () => {
  it.each([
    ['I want to book a call', undefined, true],
    ['Can I schedule an appointment?', undefined, true],
    ['yes please', 'Would you like to book a free consultation?', true],
    ['sure', 'Would you like to book one?', true],
    ['yes', 'Do you sell online?', false],
    ['tell me about branding', 'Would you like to book one?', false],
  ])('%s', (message, lastBot, expected) => {
    expect(wantsToBook(message, lastBot)).toBe(expected);
  });
});

describe('the hand-off to a person (ADR 033)', () => {
  const reduce = chatReducer({ start: 0, max: 1 });
  const team = (serverId: number, text: string, marker?: 'joined' | 'ended') => ({
    ...makeMessage('team', text, marker ? { marker } : {}),
    serverId,
  });

  it('adds team messages once, in order, and follows the markers', () => {
    let state = initialChatState([makeMessage('bot', 'Hi')], null);
    state = reduce(state, { type: 'handoff', handoff: 'requested' });
    // The bot's answer to the request keeps the hand-off (and so the team's stream).
    state = reduce(state, { type: 'bot-replied', message: makeMessage('bot', 'asked them') });
    expect(state.handoff).toBe('requested');
    state = reduce(state, { type: 'team-said', message: team(5, 'joined', 'joined') });
    state = reduce(state, { type: 'team-said', message: team(6, 'Hello from the team') });
    // A reconnected stream replays what was shown: nothing is added twice.
    state = reduce(state, { type: 'team-said', message: team(6, 'Hello from the team') });
    state = reduce(state, { type: 'team-said', message: team(5, 'joined', 'joined') });
    expect(state.messages.map((m) => m.text)).toEqual([
      'Hi',
      'asked them',
      'joined',
      'Hello from the team',
    ]);
    expect(state.handoff).toBe('joined');
    expect(state.lastEventId).toBe(6);
    state = reduce(state, { type: 'team-said', message: team(9, 'left', 'ended') });
    expect(state.handoff).toBeNull();
    // Stored and restored: the team's messages and the stream's position survive a reload.
    const restored = parseStoredState(JSON.stringify(state))!;
    expect(restored.messages.map((m) => m.sender)).toEqual(['bot', 'bot', 'team', 'team', 'team']);
    expect(restored.lastEventId).toBe(9);
  });

  it('lets a locked chat ask for a person and talk to the team, and a quiet answer is no reply', () => {
    let state = initialChatState([], { start: 0, max: 1 });
    state = reduce(state, { type: 'bot-replied', message: makeMessage('bot', 'answer') });
    expect(state.locked).toBe(true);
    const blocked = reduce(state, { type: 'user-sent', message: makeMessage('user', 'more') });
    expect(blocked).toBe(state);
    state = reduce(state, {
      type: 'user-sent',
      message: makeMessage('user', 'a person please'),
      handoff: true,
    });
    expect(state.typing).toBe(true);
    state = reduce(state, { type: 'handoff', handoff: 'joined' });
    state = reduce(state, { type: 'delivered' });
    expect(state.typing).toBe(false);
    expect(state.counter).toBe(1);
    state = reduce(state, { type: 'user-sent', message: makeMessage('user', 'thanks') });
    expect(state.messages.at(-1)!.text).toBe('thanks');
  });
});
