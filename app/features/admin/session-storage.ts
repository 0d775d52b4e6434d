import { ADMIN_TOKEN_KEY } from '../../../common/constants.ts';

/**
 * Spec §9: the admin token lives in local storage under `adminToken`. Storage can be
 * missing (server render) or refuse access (privacy modes); both read as "no token".
 */
export function readStoredToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // The session still works for this page; it just will not survive a reload.
  }
}

export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
