import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The page a chat names (`user_context.source`) is written after the site's origin in the
 * team's "New chat lead" mail, where `@evil.example/login` would render as
 * `http://localhost:3000@evil.example/login`, a link to another host in the team's inbox.
 * It is kept only as a same-origin path, else dropped.
 */

let t: TestApp;
let n = 0;

async function chatLead(source: string) {
  n += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/flask/chat',
    payload: {
      message: `Please call me back, my email is lead${n}@example.com`,
      user_context: { source, domain: 'localhost', conversation_context: 'first_message' },
    },
    remoteAddress: `10.85.0.${n}`,
  });
  expect(response.statusCode).toBe(200);
  const { rows } = await t.database.execute(
    `select text from mail_outbox where kind = 'lead-notification' order by created_at desc limit 1`,
  );
  const conversation = await t.database.execute(
    `select source_page from chat_conversations where email = $1`,
    [`lead${n}@example.com`],
  );
  return {
    mail: (rows[0] as { text: string } | undefined)?.text ?? '',
    stored: (conversation.rows[0] as { source_page: string | null } | undefined)?.source_page,
  };
}

beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: 'team@example.com' });
});
afterAll(async () => {
  await t?.app.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from rate_limits`);
});

describe("the page a chat names in the team's lead mail", () => {
  it.each([
    '@evil.example/login',
    'evil.example/login',
    '//evil.example/login',
    '/\\evil.example/login',
    'https://evil.example/login',
    '/@evil.example/login',
  ])('drops %j: no other host in the mail, nothing stored', async (source) => {
    const { mail, stored } = await chatLead(source);
    expect(mail).toContain('New chat lead');
    expect(mail).not.toContain('evil.example');
    expect(mail).not.toContain('Sent from');
    expect(stored).toBeNull();
  });

  it('keeps a path of the site and links it on the site', async () => {
    const { mail, stored } = await chatLead('/PetLandingPage');
    expect(stored).toBe('/PetLandingPage');
    expect(mail).toContain(`${t.config.publicUrl}/PetLandingPage`);
  });
});
