import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { resetDatabase, testDatabase, testDbKind } from '../setup/test-db.ts';
import { testConfig } from '../setup/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

// What an operator reads: each line a request writes names that request, and a request
// that writes nothing adds no line (request loggers are made on first use, ADR 042).
describe(`request logs on ${testDbKind()}`, () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    });
    app.get('/test/notes', (request) => {
      request.log.info({ note: 1 }, 'first note');
      request.log.child({ step: 'two' }).warn('second note');
      return { level: request.log.level };
    });
    app.get('/test/fails', () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes a request’s lines with its id, its fields and its child’s bindings', async () => {
    lines.length = 0;
    const first = await app.inject({ method: 'GET', url: '/test/notes' });
    const second = await app.inject({ method: 'GET', url: '/test/notes' });
    expect(first.json()).toEqual({ level: 'info' });
    expect(second.statusCode).toBe(200);

    expect(lines.map(({ msg, note, step }) => ({ msg, note, step }))).toEqual([
      { msg: 'first note', note: 1, step: undefined },
      { msg: 'second note', note: undefined, step: 'two' },
      { msg: 'first note', note: 1, step: undefined },
      { msg: 'second note', note: undefined, step: 'two' },
    ]);
    expect(lines.map((line) => line.level)).toEqual([30, 40, 30, 40]);
    const [a, b, c, d] = lines.map((line) => line.reqId);
    expect(a).toMatch(/^req-/);
    expect(b).toBe(a);
    expect(d).toBe(c);
    expect(c).not.toBe(a);
  });

  it('answers an unexpected failure with 500 and logs it with the request’s id', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/test/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'unexpected error', reqId: /^req-/ });
    expect((lines[0]!.err as { message: string }).message).toBe('broken on purpose');
  });

  it('writes no line for a request that logs nothing', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});
