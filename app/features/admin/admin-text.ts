import type { ApiResult } from '../../lib/api.ts';

/**
 * Texts of the admin screens (spec §2.5, §8), word for word, in one place so the screens
 * and their tests read the same sentences.
 */
export const VERIFYING_MESSAGE = 'Verifying authentication...';

export const BLOG_ADMIN_TEXT = {
  fetchFailed: 'Failed to fetch blogs',
  loadError: 'Error loading blogs. Please try again.',
  saveError: 'Error saving blog',
  deleteError: 'Error deleting blog',
  notSignedIn: 'You must be logged in to perform this action',
  confirmDelete: 'Are you sure you want to delete this blog?',
  emptyAll: 'No blogs found. Create your first blog!',
  emptyFilter: (filter: string) => `No blogs found with status: ${filter}`,
} as const;

export const APPOINTMENT_ADMIN_TEXT = {
  updated: 'Appointment status updated successfully!',
  statusError: 'Error updating appointment status',
  updateError: 'Error updating appointment',
  empty: 'No appointments found for the selected filter.',
  noServices: 'No services specified',
} as const;

export const NEWSLETTER_ADMIN_TEXT = {
  saving: 'Saving...',
  save: 'Save Newsletter',
  test: 'Send a test to me',
  testing: 'Sending the test...',
  testUnreachable: 'The test could not be sent: the server could not be reached. Please try again.',
  restored: 'Restored the newsletter you were writing (not saved yet).',
  unsaved: 'Unsaved changes: a draft is kept in this browser until you save.',
} as const;

export const FORGOT_PASSWORD_TEXT = {
  sent: 'Password reset email sent!',
  button: 'Send Reset Email',
  busy: 'Sending...',
} as const;

/**
 * Why a screen's data did not load, by kind, for the data `what` names ('The pictures');
 * null when loaded, still loading, or signed out (the session then shows the sign-in).
 */
export function loadErrorMessage(what: string, result: ApiResult<unknown> | null): string | null {
  if (!result || result.ok || result.kind === 'unauthorized') return null;
  const not = `${what} could not be loaded`;
  if (result.kind === 'network') {
    return `${not}: the server could not be reached. Check your connection and reload the page.`;
  }
  if (result.kind === 'server') return `${not}: the server had a problem. Please reload the page.`;
  return `${not}: ${result.message ?? `the server answered ${result.status}`}.`;
}
