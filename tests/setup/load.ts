import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  addDays,
  isSlotOffered,
  isSlotPast,
  slotsForDate,
  todayInBusinessZone,
} from '../../common/booking.ts';
import type { SlotCode } from '../../common/constants.ts';

/**
 * Helpers of the reliability suite (tests/hard/fault-*): booking load against a server
 * process, and reading bookings back through the admin API. Traffic goes to loopback only.
 */

export interface Slot {
  date: string;
  time: SlotCode;
}

/** Offered slots that start at least a day from now, the nearest first. */
export function futureSlots(count: number, now = new Date()): Slot[] {
  const slots: Slot[] = [];
  let date = addDays(todayInBusinessZone(now), 2);
  while (slots.length < count) {
    for (const time of slotsForDate(date)) {
      if (isSlotOffered(date, time) && !isSlotPast(date, time, now)) slots.push({ date, time });
    }
    date = addDays(date, 1);
  }
  return slots.slice(0, count);
}

let addressCounter = 0;
/**
 * A client address of its own for each request (servers under test run with TRUST_PROXY=1),
 * so the per-address booking limit measures nothing but the test's own pacing.
 */
function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const bookingBody = (email: string, slot: Slot) => ({
  name: 'Load Test',
  email,
  services: ['Branding & Logo Design'],
  preferred_date: slot.date,
  preferred_time: slot.time,
  user_timezone: 'Europe/London',
});

export interface BookingResult {
  email: string;
  status: number | 'error' | 'timeout';
  /** When the request was sent (epoch ms) and how long its answer took. */
  startedAt: number;
  ms: number;
  body: unknown;
}

/** POSTs one booking; never throws: a refused connection or a timeout is a result too. */
export async function postBooking(
  baseURL: string,
  email: string,
  slot: Slot,
  options: { address?: string; timeoutMs?: number } = {},
): Promise<BookingResult> {
  const started = Date.now();
  try {
    const response = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.address ?? freshAddress(),
      },
      body: JSON.stringify(bookingBody(email, slot)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text so a failing assertion shows it
    }
    return { email, status: response.status, startedAt: started, ms: Date.now() - started, body };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      email,
      status: timedOut ? 'timeout' : 'error',
      startedAt: started,
      ms: Date.now() - started,
      body: String(error),
    };
  }
}

export interface LoadRun {
  /** E-mails whose booking was acknowledged (201/200 received). */
  acknowledged: string[];
  results: BookingResult[];
  /** Stops the loop and waits for the requests in flight. */
  stop: () => Promise<void>;
}

/**
 * A steady booking load: `concurrency` loops, each POSTing one booking after another, each
 * with a new e-mail address over `slots` in turn, until stopped.
 */
export function startBookingLoad(
  baseURL: string,
  options: { slots: Slot[]; concurrency?: number; tag?: string; timeoutMs?: number },
): LoadRun {
  const { slots, concurrency = 4, tag = randomUUID().slice(0, 8), timeoutMs } = options;
  const acknowledged: string[] = [];
  const results: BookingResult[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const i = n++;
      const email = `load-${tag}-${i}@example.com`;
      const result = await postBooking(baseURL, email, slots[i % slots.length]!, { timeoutMs });
      results.push(result);
      if (result.status === 201 || result.status === 200) acknowledged.push(email);
      // A refused connection answers at once; pause so a dead server is not spun on.
      if (typeof result.status !== 'number') await new Promise((r) => setTimeout(r, 20));
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    acknowledged,
    results,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export async function adminLogin(
  baseURL: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`admin login answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

interface ListedAppointment {
  _id: string;
  email: string;
  preferred_date: string;
  preferred_time: string;
}

/** Every stored appointment, read page by page through GET /api/appointments. */
export async function listAppointments(
  baseURL: string,
  token: string,
): Promise<ListedAppointment[]> {
  const all: ListedAppointment[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseURL}/api/appointments?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshAddress() },
    });
    if (response.status !== 200) {
      throw new Error(`listing appointments answered ${response.status}: ${await response.text()}`);
    }
    const body = (await response.json()) as {
      appointments: ListedAppointment[];
      pagination: { hasNextPage: boolean };
    };
    all.push(...body.appointments);
    if (!body.pagination.hasNextPage) return all;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ci = process.env.CI === 'true' || process.env.CI === '1';

/**
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL, dropped by `drop`.
 * Tests of the reliability suite use one each, so they never disturb the api-pg run.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** What the PostgreSQL half of a test does without TEST_DATABASE_URL: fail in CI. */
export function postgresUnavailable(what: string): string | undefined {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const message = `${what}: TEST_DATABASE_URL is not set, so the PostgreSQL half does not run`;
  if (ci) throw new Error(`${message}; CI must run it (npm test starts a cluster).`);
  return message;
}
