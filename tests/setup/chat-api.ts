import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chatMessages } from '../../server/db/schema/chat.ts';
import { startFakeLlm, type FakeLlm } from './fake-llm.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What the newest stored chat message (the assistant's reply) records about its answer. */
export async function lastBotMeta(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(chatMessages)
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row!.meta as { provider: string; fallback?: string; intent: string };
}

export interface ModelApp {
  t: TestApp;
  llm: FakeLlm;
}

/**
 * For the enclosing `describe`: a fake model provider (fake-llm.ts) and a test app whose
 * chat asks it (model 'fake-model', plus `env`), both closed after its tests; each test
 * starts with no recorded request. `use` receives them once started.
 */
export function suiteModelApp(env: Record<string, string>, use: (app: ModelApp) => void): void {
  let app: ModelApp | undefined;
  beforeAll(async () => {
    const llm = await startFakeLlm({ kind: 'answer', text: 'unused' });
    const t = await createTestApp({
      CHAT_LLM_BASE_URL: llm.baseUrl,
      CHAT_LLM_MODEL: 'fake-model',
      ...env,
    });
    app = { t, llm };
    use(app);
  });
  afterAll(async () => {
    await app?.t.app.close();
    await app?.llm.close();
  });
  afterEach(() => {
    if (app) app.llm.requests.length = 0;
  });
}
