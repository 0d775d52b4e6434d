import OpenAI from 'openai';
import type { Config } from '../config.ts';

/**
 * The optional model provider: any OpenAI-compatible chat-completions service (OpenAI,
 * Ollama, vLLM, llama.cpp server), through the `openai` client. Every failure becomes a
 * `ModelFailure` with a reason, so the caller can fall back to the built-in assistant.
 */

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type FailureReason = 'timeout' | 'error' | 'malformed' | 'empty';

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

export interface ChatModel {
  readonly model: string;
  /** The whole answer, or a ModelFailure after at most `timeoutMs`. */
  complete(messages: ModelMessage[]): Promise<string>;
}

/** Replies of a few sentences need no more. */
const MAX_TOKENS = 500;

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

/** The text of a chat completion, or a ModelFailure saying what was wrong with it. */
export function completionText(completion: unknown): string {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) {
    throw new ModelFailure('malformed', 'the model answer has no choices');
  }
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  if (typeof content !== 'string') {
    throw new ModelFailure('malformed', 'the model answer has no message content');
  }
  if (!content.trim()) throw new ModelFailure('empty', 'the model answered with empty text');
  return content;
}

export function createChatModel(
  config: Pick<
    Config,
    'CHAT_LLM_BASE_URL' | 'CHAT_LLM_API_KEY' | 'CHAT_LLM_MODEL' | 'CHAT_LLM_TIMEOUT_MS'
  >,
): ChatModel | null {
  if (!config.CHAT_LLM_BASE_URL) return null;
  const timeoutMs = config.CHAT_LLM_TIMEOUT_MS;
  const model = config.CHAT_LLM_MODEL ?? 'gpt-4o-mini';
  const client = new OpenAI({
    baseURL: config.CHAT_LLM_BASE_URL,
    // Local servers (Ollama, llama.cpp) take any key; the client insists on one.
    apiKey: config.CHAT_LLM_API_KEY ?? 'not-needed',
    timeout: timeoutMs,
    // A retry would double the visitor's wait; the fallback answers instead.
    maxRetries: 0,
  });

  return {
    model,
    async complete(messages) {
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
        const completion = await Promise.race([
          client.chat.completions.create(
            { model, messages, max_tokens: MAX_TOKENS, temperature: 0.3 },
            { signal: controller.signal },
          ),
          deadline,
        ]);
        return completionText(completion);
      } catch (error) {
        throw toFailure(error, timedOut);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
