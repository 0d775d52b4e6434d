import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The appointment form's date calendar and time choices, as a visitor uses them: the
 * calendar turned to the date's month, the day clicked once the server said what it is.
 */

const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );

/** 'December 2026' as a number that orders months. */
const monthIndex = (title: string) => {
  const [name, year] = title.split(' ');
  return Number(year) * 12 + new Date(`${name} 1, ${year} 12:00 UTC`).getUTCMonth();
};

/** The calendar's month heading (the grid's second label). */
const calendarMonth = (dialog: Locator) =>
  dialog.getByRole('grid').evaluate((grid) => {
    const ids = (grid.getAttribute('aria-labelledby') ?? '').split(' ');
    return document.getElementById(ids[1] ?? '')?.textContent ?? '';
  });

/** The day button of `date` (the calendar must show its month). */
export const dayButton = (dialog: Locator, date: string) =>
  dialog.getByRole('grid').locator(`button[data-date="${date}"]`);

/** Turns the calendar to the month of `date`; resolves once the server's day states are in. */
export async function showMonth(dialog: Locator, date: string): Promise<Locator> {
  const wanted = monthTitle(date);
  for (let turns = 0; turns < 6; turns++) {
    const shown = await calendarMonth(dialog);
    if (shown === wanted) break;
    const forward = monthIndex(shown) < monthIndex(wanted);
    await dialog.getByRole('button', { name: forward ? 'Next month' : 'Previous month' }).click();
  }
  expect(await calendarMonth(dialog)).toBe(wanted);
  const day = dayButton(dialog, date);
  await expect.poll(() => day.getAttribute('data-state')).not.toBe('unknown');
  return day;
}

/** Chooses `date` in the calendar. */
export async function pickDate(dialog: Locator, date: string): Promise<void> {
  const day = await showMonth(dialog, date);
  await day.click();
  await expect.poll(() => chosenDate(dialog)).toBe(date);
}

/** The time choice of `code` ('6pm-9pm'). */
export const slotRadio = (dialog: Locator, code: string) =>
  dialog.locator(`input[type="radio"][value="${code}"]`);

/** What the time choice of `code` reads (its label). */
export const slotText = (dialog: Locator, code: string) =>
  slotRadio(dialog, code).locator('xpath=..').textContent();

/** Chooses the slot `code`, once it is offered and open. */
export async function pickSlot(dialog: Locator, code: string): Promise<void> {
  const radio = slotRadio(dialog, code);
  await expect.poll(() => radio.isEnabled().catch(() => false)).toBe(true);
  await radio.check();
}

/** The date chosen in the calendar, '' when none. */
export const chosenDate = (dialog: Locator) =>
  dialog
    .getByRole('grid')
    .locator('[aria-selected="true"] button')
    .getAttribute('data-date', { timeout: 1000 })
    .catch(() => '');

/** The slot chosen, '' when none. */
export const chosenTime = (dialog: Locator) =>
  dialog
    .locator('input[type="radio"]:checked')
    .evaluateAll((radios) => (radios.length ? (radios[0] as HTMLInputElement).value : ''));
