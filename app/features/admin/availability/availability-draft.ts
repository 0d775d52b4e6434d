import {
  availabilitySettingsSchema,
  type AvailabilitySettings,
} from '../../../../common/schemas/availability.ts';

/**
 * Availability changes not saved yet, kept in this browser as they are made, so a reload or
 * a closed tab loses nothing: the screen offers them again until they are saved, reloaded
 * from the server or left on purpose. Only settings the shared schema takes are kept.
 */
const KEY = 'adminAvailabilityDraft';

export function readAvailabilityDraft(): AvailabilitySettings | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    const parsed = availabilitySettingsSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeAvailabilityDraft(settings: AvailabilitySettings): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused: the open form still holds the changes, and leaving asks.
  }
}

export function clearAvailabilityDraft(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept to clear.
  }
}
