import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from './server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp.ts';

interface JsonAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes
  json: Record<string, any>;
}

export interface MailingServer {
  readonly baseURL: string;
  readonly smtp: SmtpReceiver;
  /** A JSON request to the server (POST when there is a body); `token`: the admin's. */
  api(
    path: string,
    init?: { method?: string; body?: unknown; token?: string },
  ): Promise<JsonAnswer>;
}

/**
 * A production server of its own for the enclosing `describe` (isolated from the shared
 * one), delivering its mail over SMTP to a receiver in the test; team mail goes to
 * team@example.com and the administrator is the e2e one. Started before the block's tests
 * and stopped after them; `env` adds configuration.
 */
export function suiteMailingServer(env: Record<string, string> = {}): MailingServer {
  let smtp: SmtpReceiver | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({
      SMTP_URL: smtp.url,
      TEAM_EMAIL: 'team@example.com',
      ADMIN_EMAIL: inject('adminEmail'),
      ADMIN_PASSWORD: inject('adminPassword'),
      ...env,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });
  const started = <T>(part: T | undefined): T => {
    if (!part) throw new Error('The mailing server is used before its describe block started.');
    return part;
  };
  return {
    get baseURL() {
      return started(server).baseURL;
    },
    get smtp() {
      return started(smtp);
    },
    async api(path, init = {}) {
      const response = await fetch(`${started(server).baseURL}${path}`, {
        method: init.method ?? (init.body ? 'POST' : 'GET'),
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, json: (await response.json()) as JsonAnswer['json'] };
    },
  };
}
