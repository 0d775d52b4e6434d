import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOOL_CALLS_PER_ROUND, ModelFailure, createChatModel } from '../../server/chat/llm.ts';
import { TOOL_DEFINITIONS } from '../../server/chat/tools.ts';
import { startFakeLlm, type FakeLlm } from '../setup/fake-llm.ts';

/**
 * What a model (or a visitor who talks one into it) can make the server do in one turn:
 * at most MAX_TOOL_CALLS_PER_ROUND tool calls a round, and none after the turn's deadline
 * (CHAT_LLM_TIMEOUT_MS), when the visitor already has the built-in answer.
 */

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ kind: 'answer', text: 'unused' });
});
afterAll(async () => {
  await llm?.close();
});

const calls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: 'check_availability',
    arguments: JSON.stringify({ date: `2030-01-${String(10 + i).padStart(2, '0')}` }),
  }));

/** Tools whose every run takes `ms` and is recorded. */
function slowTools(ms: number) {
  const ran: string[] = [];
  return {
    ran,
    tools: {
      definitions: TOOL_DEFINITIONS,
      async run(_name: string, args: Record<string, unknown>) {
        ran.push(String(args.date));
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { date: args.date, slots: [] };
      },
    },
  };
}

const modelWith = (timeoutMs: number) =>
  createChatModel({
    CHAT_LLM_BASE_URL: llm.baseUrl,
    CHAT_LLM_API_KEY: undefined,
    CHAT_LLM_MODEL: 'fake-model',
    CHAT_LLM_TIMEOUT_MS: timeoutMs,
    CHAT_LLM_STREAM: false,
  })!;

describe("a model's tool calls", () => {
  it(`run at most ${MAX_TOOL_CALLS_PER_ROUND} a round: a round asking for more fails the turn and runs none`, async () => {
    expect(MAX_TOOL_CALLS_PER_ROUND).toBe(5);
    llm.requests.length = 0;
    llm.mode = { kind: 'script', steps: [{ toolCalls: calls(6) }, { text: 'Done.' }] };
    const { ran, tools } = slowTools(0);
    const failure = await modelWith(5000)
      .complete([{ role: 'user', content: 'check six dates' }], tools)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModelFailure);
    expect((failure as ModelFailure).reason).toBe('tool');
    expect(ran).toEqual([]);
    expect(llm.requests).toHaveLength(1);

    // Five are answered as always.
    llm.requests.length = 0;
    llm.mode = { kind: 'script', steps: [{ toolCalls: calls(5) }, { text: 'Done.' }] };
    const five = slowTools(0);
    await expect(
      modelWith(5000).complete([{ role: 'user', content: 'check five dates' }], five.tools),
    ).resolves.toBe('Done.');
    expect(five.ran).toHaveLength(5);
  });

  it("are abandoned at the turn's deadline: no call starts after it", async () => {
    llm.mode = { kind: 'script', steps: [{ toolCalls: calls(5) }, { text: 'Done.' }] };
    const { ran, tools } = slowTools(400);
    const started = Date.now();
    const failure = await modelWith(1000)
      .complete([{ role: 'user', content: 'check five dates slowly' }], tools)
      .catch((e: unknown) => e);
    expect((failure as ModelFailure).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    const atDeadline = ran.length;
    expect(atDeadline).toBeLessThan(5);
    // Long after the deadline, the rest of the round was never run.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(ran).toHaveLength(atDeadline);
  });
});
