import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, unusable across modules). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const argonOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable random password for the first administrator when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
