import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './config.ts';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.WHATSAPP_NUMBER).toBeUndefined();
  });

  it('takes a WhatsApp number in international form', () => {
    expect(parseEnv({ WHATSAPP_NUMBER: '+92 300 1234567' }).WHATSAPP_NUMBER).toBe(
      '+92 300 1234567',
    );
  });

  it.each([
    [
      { PORT: 'abc' },
      'Invalid configuration: PORT must be a port number between 0 and 65535 (got "abc").',
    ],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a port number between 0 and 65535 (got "70000").',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x").',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid configuration: JWT_SECRET must be a secret of at least 32 characters (got "short").',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid configuration: TRUST_PROXY must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR ranges (such as 127.0.0.1,10.0.0.0/8) (got "true").',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'Invalid configuration: TRUST_PROXY must be a number of proxy hops',
    ],
    [
      { WHATSAPP_NUMBER: 'call us' },
      'Invalid configuration: WHATSAPP_NUMBER must be a phone number in international form, such as +92 300 1234567 (got "call us").',
    ],
    [
      { WHATSAPP_NUMBER: '+92 300' },
      'Invalid configuration: WHATSAPP_NUMBER must be a phone number in international form',
    ],
    [{ REMINDER_LEAD_MINUTES: 'soon' }, 'Invalid configuration: REMINDER_LEAD_MINUTES must be'],
    [
      { ADMIN_EMAIL: 'nobody' },
      'Invalid configuration: ADMIN_EMAIL must be an e-mail address (got "nobody").',
    ],
  ])('refuses %j with one sentence naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it.each([
    [undefined, false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    [' 127.0.0.1, 10.0.0.0/8 ,fd00::/8 ', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as Fastify trustProxy %j', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });
});
