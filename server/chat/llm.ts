import OpenAI from 'openai';
import type { Config } from '../config.ts';

/**
 * The optional model provider: any OpenAI-compatible chat-completions service (OpenAI,
 * Ollama, vLLM, llama.cpp server), through the `openai` client, whole or streamed
 * (`CHAT_LLM_STREAM`), with the tools of tools.ts through the tools interface. Every
 * failure (an error, a timeout of the whole turn, a malformed answer or tool call, a tool
 * that fails) becomes a `ModelFailure` with a reason, so the caller can fall back to the
 * built-in assistant (ADR 005, ADR 034).
 */

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type FailureReason = 'timeout' | 'error' | 'malformed' | 'empty' | 'tool';

export class ModelFailure extends Error {
  override name = 'ModelFailure';
  constructor(
    readonly reason: FailureReason,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** The tools a turn offers the model (tools.ts) and how a call of one is run. */
interface ModelTools {
  definitions: OpenAI.Chat.ChatCompletionTool[];
  run(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export interface ChatModel {
  readonly model: string;
  /**
   * The whole answer, after the tool calls the model makes (at most MAX_TOOL_ROUNDS rounds),
   * or a ModelFailure after at most `timeoutMs` for the whole turn.
   */
  complete(messages: ModelMessage[], tools?: ModelTools): Promise<string>;
}

/** Replies of a few sentences need no more. */
const MAX_TOKENS = 500;

/**
 * Rounds of tool calls one reply may take (look up a date, open the form, maybe a second
 * date); the request after the last offers no tool, so the model has to answer.
 */
export const MAX_TOOL_ROUNDS = 3;

/**
 * Tool calls one round may ask for: a reply needs a date or two and the form. A round that
 * asks for more is a model gone astray (or talked into it): its turn fails and the
 * built-in assistant answers, so no visitor message can make the server run a pile of
 * look-ups.
 */
export const MAX_TOOL_CALLS_PER_ROUND = 5;

function toFailure(error: unknown, timedOut: boolean): ModelFailure {
  if (error instanceof ModelFailure) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelFailure('timeout', 'the model did not answer in time', error);
  }
  if (error instanceof SyntaxError) {
    return new ModelFailure('malformed', 'the model answered with invalid JSON', error);
  }
  if (error instanceof OpenAI.APIError) {
    return new ModelFailure('error', `the model service failed: ${error.message}`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ModelFailure('error', `the model call failed: ${message}`, error);
}

/** A tool call as the model asked it: its id, the tool's name and the arguments' JSON. */
interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** One answer of the model: its text (maybe empty when it calls tools) and its tool calls. */
interface Turn {
  text: string;
  toolCalls: ToolCall[];
}

function toolCallsOf(value: unknown): ToolCall[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ModelFailure('malformed', 'the tool calls are not a list');
  return value.map((call: unknown) => {
    const c = call as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    if (typeof c?.id !== 'string' || typeof c.function?.name !== 'string') {
      throw new ModelFailure('malformed', 'a tool call has no id or name');
    }
    const args = c.function.arguments;
    return { id: c.id, name: c.function.name, arguments: typeof args === 'string' ? args : '' };
  });
}

/** The text and tool calls of a chat completion, or a ModelFailure saying what was wrong. */
function completionTurn(completion: unknown): Turn {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) {
    throw new ModelFailure('malformed', 'the model answer has no choices');
  }
  const message = (choices[0] as { message?: { content?: unknown; tool_calls?: unknown } })
    ?.message;
  const toolCalls = toolCallsOf(message?.tool_calls);
  const content = message?.content;
  if (toolCalls.length) return { text: typeof content === 'string' ? content : '', toolCalls };
  if (typeof content !== 'string') {
    throw new ModelFailure('malformed', 'the model answer has no message content');
  }
  return { text: content, toolCalls };
}

/** The text of a chat completion, or a ModelFailure saying what was wrong with it. */
export function completionText(completion: unknown): string {
  const { text } = completionTurn(completion);
  if (!text.trim()) throw new ModelFailure('empty', 'the model answered with empty text');
  return text;
}

/** A streamed answer put together from its chunks (text deltas, tool-call deltas by index). */
async function collectStream(chunks: AsyncIterable<unknown>): Promise<Turn> {
  let text = '';
  const calls: { id?: unknown; function: { name?: unknown; arguments: string } }[] = [];
  let chunksSeen = 0;
  for await (const chunk of chunks) {
    chunksSeen += 1;
    const choices = (chunk as { choices?: unknown } | null)?.choices;
    if (!Array.isArray(choices)) {
      throw new ModelFailure('malformed', 'a streamed chunk has no choices');
    }
    const delta = (choices[0] as { delta?: Record<string, unknown> } | undefined)?.delta;
    if (!delta) continue;
    if (typeof delta.content === 'string') text += delta.content;
    if (!Array.isArray(delta.tool_calls)) continue;
    for (const part of delta.tool_calls as {
      index?: unknown;
      id?: unknown;
      function?: { name?: unknown; arguments?: unknown };
    }[]) {
      const index = typeof part.index === 'number' ? part.index : calls.length;
      const call = (calls[index] ??= { function: { arguments: '' } });
      if (part.id !== undefined) call.id = part.id;
      if (part.function?.name !== undefined) call.function.name = part.function.name;
      if (typeof part.function?.arguments === 'string') {
        call.function.arguments += part.function.arguments;
      }
    }
  }
  if (!chunksSeen) throw new ModelFailure('malformed', 'the streamed answer had no chunks');
  return { text, toolCalls: toolCallsOf(calls.filter(Boolean)) };
}

/** The arguments of a tool call as an object, or a ModelFailure. */
function argumentsOf(call: ToolCall): Record<string, unknown> {
  let args: unknown;
  try {
    args = JSON.parse(call.arguments.trim() || '{}');
  } catch (error) {
    throw new ModelFailure('malformed', `the arguments of ${call.name} are not JSON`, error);
  }
  if (!args || typeof args !== 'object' || Array.isArray(args)) {
    throw new ModelFailure('malformed', `the arguments of ${call.name} are not an object`);
  }
  return args as Record<string, unknown>;
}

export function createChatModel(
  config: Pick<
    Config,
    | 'CHAT_LLM_BASE_URL'
    | 'CHAT_LLM_API_KEY'
    | 'CHAT_LLM_MODEL'
    | 'CHAT_LLM_TIMEOUT_MS'
    | 'CHAT_LLM_STREAM'
  >,
): ChatModel | null {
  if (!config.CHAT_LLM_BASE_URL) return null;
  const timeoutMs = config.CHAT_LLM_TIMEOUT_MS;
  const model = config.CHAT_LLM_MODEL ?? 'gpt-4o-mini';
  const stream = config.CHAT_LLM_STREAM;
  const client = new OpenAI({
    baseURL: config.CHAT_LLM_BASE_URL,
    // Local servers (Ollama, llama.cpp) take any key; the client insists on one.
    apiKey: config.CHAT_LLM_API_KEY ?? 'not-needed',
    timeout: timeoutMs,
    // A retry would double the visitor's wait; the fallback answers instead.
    maxRetries: 0,
  });

  /** One request: the model's next answer, streamed or whole as configured. */
  async function ask(
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    tools: ModelTools | undefined,
    lastRound: boolean,
    signal: AbortSignal,
  ): Promise<Turn> {
    const body = {
      model,
      messages,
      max_tokens: MAX_TOKENS,
      temperature: 0.3,
      ...(tools
        ? {
            tools: tools.definitions,
            tool_choice: lastRound ? ('none' as const) : ('auto' as const),
          }
        : {}),
    };
    if (stream) {
      return collectStream(
        await client.chat.completions.create({ ...body, stream: true }, { signal }),
      );
    }
    return completionTurn(await client.chat.completions.create(body, { signal }));
  }

  /** The tool-call loop: answer each round's calls until the model answers in text. */
  async function converse(
    messages: ModelMessage[],
    tools: ModelTools | undefined,
    signal: AbortSignal,
  ): Promise<string> {
    const conversation: OpenAI.Chat.ChatCompletionMessageParam[] = [...messages];
    for (let round = 0; ; round++) {
      const turn = await ask(conversation, tools, round === MAX_TOOL_ROUNDS, signal);
      if (!turn.toolCalls.length) {
        if (!turn.text.trim())
          throw new ModelFailure('empty', 'the model answered with empty text');
        return turn.text;
      }
      if (!tools || round >= MAX_TOOL_ROUNDS) {
        throw new ModelFailure('tool', 'the model kept calling tools instead of answering');
      }
      if (turn.toolCalls.length > MAX_TOOL_CALLS_PER_ROUND) {
        throw new ModelFailure(
          'tool',
          `the model asked for ${turn.toolCalls.length} tool calls in one round (at most ${MAX_TOOL_CALLS_PER_ROUND})`,
        );
      }
      conversation.push({
        role: 'assistant',
        content: turn.text || null,
        tool_calls: turn.toolCalls.map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      });
      for (const call of turn.toolCalls) {
        // Past the turn's deadline the visitor has the built-in answer: the rest of the
        // round's calls are abandoned, not run for nobody.
        if (signal.aborted)
          throw new ModelFailure('timeout', 'the turn ended during its tool calls');
        const args = argumentsOf(call);
        let result: Record<string, unknown>;
        try {
          result = await tools.run(call.name, args);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new ModelFailure('tool', `the tool ${call.name} failed: ${message}`, error);
        }
        conversation.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
  }

  return {
    model,
    async complete(messages, tools) {
      const controller = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
          reject(new ModelFailure('timeout', `the model did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([converse(messages, tools, controller.signal), deadline]);
      } catch (error) {
        throw toFailure(error, timedOut);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
