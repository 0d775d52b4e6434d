import { desc } from 'drizzle-orm';
import { chatMessages } from '../../server/db/schema/chat.ts';
import type { TestApp } from './test-app.ts';

/** What the newest stored chat message (the assistant's reply) records about its answer. */
export async function lastBotMeta(t: TestApp) {
  const [row] = await t.database.db
    .select()
    .from(chatMessages)
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row!.meta as { provider: string; fallback?: string; intent: string };
}
