import type { WeeklyHours } from '../../common/booking.ts';
import {
  slotEnd,
  slotStart,
  todayInBusinessZone,
  zonedInstant,
  type IsoDate,
} from '../../common/booking.ts';
import { BUSINESS_TIME_ZONE, type SlotCode } from '../../common/constants.ts';

/**
 * The visitor's time (ADR 054): the zone of a place the visitor names, read from the
 * runtime's own list of IANA zones (every "Region/City" id gives its city) plus a small
 * table of countries and big cities that no zone id is named after, and the team's weekly
 * hours written in that zone.
 */

export interface VisitorZone {
  zone: string;
  /** The place as the visitor named it ('Dubai'), or undefined when the widget sent the zone. */
  place?: string;
}

/** Countries and cities no IANA id is named after, each with the zone most of it keeps. */
const ALIASES: Readonly<Record<string, string>> = {
  uae: 'Asia/Dubai',
  'united arab emirates': 'Asia/Dubai',
  'abu dhabi': 'Asia/Dubai',
  sharjah: 'Asia/Dubai',
  ajman: 'Asia/Dubai',
  emirates: 'Asia/Dubai',
  saudi: 'Asia/Riyadh',
  'saudi arabia': 'Asia/Riyadh',
  ksa: 'Asia/Riyadh',
  jeddah: 'Asia/Riyadh',
  makkah: 'Asia/Riyadh',
  mecca: 'Asia/Riyadh',
  madinah: 'Asia/Riyadh',
  medina: 'Asia/Riyadh',
  dammam: 'Asia/Riyadh',
  oman: 'Asia/Muscat',
  qatar: 'Asia/Qatar',
  doha: 'Asia/Qatar',
  'kuwait city': 'Asia/Kuwait',
  manama: 'Asia/Bahrain',
  salalah: 'Asia/Muscat',
  'al ain': 'Asia/Dubai',
  'ras al khaimah': 'Asia/Dubai',
  fujairah: 'Asia/Dubai',
  khobar: 'Asia/Riyadh',
  taif: 'Asia/Riyadh',
  kuwait: 'Asia/Kuwait',
  bahrain: 'Asia/Bahrain',
  pakistan: 'Asia/Karachi',
  lahore: 'Asia/Karachi',
  islamabad: 'Asia/Karachi',
  rawalpindi: 'Asia/Karachi',
  peshawar: 'Asia/Karachi',
  quetta: 'Asia/Karachi',
  multan: 'Asia/Karachi',
  faisalabad: 'Asia/Karachi',
  hyderabad: 'Asia/Karachi',
  sialkot: 'Asia/Karachi',
  india: 'Asia/Kolkata',
  delhi: 'Asia/Kolkata',
  'new delhi': 'Asia/Kolkata',
  mumbai: 'Asia/Kolkata',
  bangalore: 'Asia/Kolkata',
  bangladesh: 'Asia/Dhaka',
  uk: 'Europe/London',
  'united kingdom': 'Europe/London',
  england: 'Europe/London',
  britain: 'Europe/London',
  manchester: 'Europe/London',
  birmingham: 'Europe/London',
  scotland: 'Europe/London',
  glasgow: 'Europe/London',
  edinburgh: 'Europe/London',
  ireland: 'Europe/Dublin',
  germany: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin',
  munich: 'Europe/Berlin',
  hamburg: 'Europe/Berlin',
  cologne: 'Europe/Berlin',
  milan: 'Europe/Rome',
  barcelona: 'Europe/Madrid',
  lyon: 'Europe/Paris',
  rotterdam: 'Europe/Amsterdam',
  ankara: 'Europe/Istanbul',
  sweden: 'Europe/Stockholm',
  norway: 'Europe/Oslo',
  denmark: 'Europe/Copenhagen',
  belgium: 'Europe/Brussels',
  switzerland: 'Europe/Zurich',
  geneva: 'Europe/Zurich',
  austria: 'Europe/Vienna',
  poland: 'Europe/Warsaw',
  portugal: 'Europe/Lisbon',
  greece: 'Europe/Athens',
  france: 'Europe/Paris',
  italy: 'Europe/Rome',
  spain: 'Europe/Madrid',
  netherlands: 'Europe/Amsterdam',
  turkey: 'Europe/Istanbul',
  usa: 'America/New_York',
  us: 'America/New_York',
  america: 'America/New_York',
  'united states': 'America/New_York',
  'new york city': 'America/New_York',
  nyc: 'America/New_York',
  washington: 'America/New_York',
  boston: 'America/New_York',
  atlanta: 'America/New_York',
  miami: 'America/New_York',
  texas: 'America/Chicago',
  houston: 'America/Chicago',
  dallas: 'America/Chicago',
  california: 'America/Los_Angeles',
  'san francisco': 'America/Los_Angeles',
  'silicon valley': 'America/Los_Angeles',
  seattle: 'America/Los_Angeles',
  'las vegas': 'America/Los_Angeles',
  canada: 'America/Toronto',
  montreal: 'America/Toronto',
  'new jersey': 'America/New_York',
  philadelphia: 'America/New_York',
  'san diego': 'America/Los_Angeles',
  'san jose': 'America/Los_Angeles',
  austin: 'America/Chicago',
  ontario: 'America/Toronto',
  mississauga: 'America/Toronto',
  ottawa: 'America/Toronto',
  calgary: 'America/Edmonton',
  australia: 'Australia/Sydney',
  'new zealand': 'Pacific/Auckland',
  malaysia: 'Asia/Kuala_Lumpur',
  china: 'Asia/Shanghai',
  beijing: 'Asia/Shanghai',
  japan: 'Asia/Tokyo',
  'south africa': 'Africa/Johannesburg',
  'cape town': 'Africa/Johannesburg',
  egypt: 'Africa/Cairo',
  nigeria: 'Africa/Lagos',
  kenya: 'Africa/Nairobi',
};

/**
 * Zones named by their abbreviation ("I work on EST"), each as the zone that keeps it; GST
 * is left out, being a tax as often as a zone.
 */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  est: 'America/New_York',
  edt: 'America/New_York',
  cst: 'America/Chicago',
  cdt: 'America/Chicago',
  mst: 'America/Denver',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  bst: 'Europe/London',
  cet: 'Europe/Paris',
  cest: 'Europe/Paris',
  eet: 'Europe/Athens',
  ist: 'Asia/Kolkata',
  pkt: 'Asia/Karachi',
  sgt: 'Asia/Singapore',
  jst: 'Asia/Tokyo',
  aest: 'Australia/Sydney',
  gmt: 'Etc/UTC',
  utc: 'Etc/UTC',
};

/**
 * Zone id parts that are not places a visitor would name: feasts ("open on Christmas?"),
 * names of people ("I'm Casey") and everyday words ("wake", "midway") that are also
 * islands or research stations.
 */
const NOT_PLACES = new Set([
  'utc',
  'gmt',
  'universal',
  'zulu',
  'factory',
  'general',
  'center',
  'christmas',
  'easter',
  'casey',
  'davis',
  'mawson',
  'troll',
  'vostok',
  'palmer',
  'rothera',
  'syowa',
  'mcmurdo',
  'macquarie',
  'wake',
  'midway',
  'currie',
]);

export type PlaceZones = ReadonlyMap<string, string>;

/** Every place name (lower case, words) -> its zone; built once by the caller. */
export function createPlaceZones(): PlaceZones {
  const places = new Map<string, string>();
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  for (const zone of zones) {
    const city = zone.split('/').at(-1)!.replace(/_/g, ' ').toLowerCase();
    if (zone.includes('/') && !NOT_PLACES.has(city) && !places.has(city)) places.set(city, zone);
  }
  for (const [place, zone] of Object.entries(ALIASES)) places.set(place, zone);
  return places;
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const LONGEST_PLACE_WORDS = 3;

/**
 * The zone of the first place named in a normalised message (' word word '), longest name
 * first ('new york' before 'york'), or undefined.
 */
export function zoneOfPlace(normalized: string, places: PlaceZones): VisitorZone | undefined {
  const words = normalized.trim().split(' ');
  const named: VisitorZone[] = [];
  for (let i = 0; i < words.length; i++) {
    // "GMT+4", "utc+10": a fixed offset (the IANA ids count it the other way round).
    const offset = /^(?:gmt|utc)\+(\d{1,2})$/.exec(words[i]!);
    if (offset && Number(offset[1]) <= 14) {
      named.push({ zone: `Etc/GMT-${Number(offset[1])}`, place: `GMT+${Number(offset[1])}` });
      continue;
    }
    const abbreviated = ZONE_ABBREVIATIONS[words[i]!];
    if (abbreviated) {
      named.push({ zone: abbreviated, place: words[i]!.toUpperCase() });
      continue;
    }
    for (let n = Math.min(LONGEST_PLACE_WORDS, words.length - i); n >= 1; n--) {
      const name = words.slice(i, i + n).join(' ');
      const zone = places.get(name);
      // 'us' names the country only in capitals; a two-letter word is read as a place only
      // when it is a country's short name of the alias table.
      if (zone && (name.length > 2 || name === 'uk')) {
        named.push({ zone, place: name === 'uk' ? 'the UK' : titleCase(name) });
        i += n - 1;
        break;
      }
    }
  }
  // "6 PM Karachi in London": the place that is not ours is the visitor's.
  return named.find((z) => !isBusinessZone(z.zone)) ?? named[0];
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Monday - Friday', 'Saturday' or 'Saturday and Monday' of weekday numbers. */
function daysLabel(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (sorted.length === 1) return DAY_NAMES[sorted[0]!]!;
  if (consecutive) return `${DAY_NAMES[sorted[0]!]} - ${DAY_NAMES[sorted.at(-1)!]}`;
  return sorted.map((d) => DAY_NAMES[d]).join(', ');
}

/** The first date from `today` (Pakistan time) falling on `weekday`. */
function nextDate(today: IsoDate, weekday: number): IsoDate {
  const base = new Date(`${today}T12:00:00Z`);
  const shift = (weekday - base.getUTCDay() + 7) % 7;
  return new Date(base.getTime() + shift * 86_400_000).toISOString().slice(0, 10) as IsoDate;
}

/**
 * The weekly hours written in `zone`, on the days they fall on there: "Monday - Friday
 * 5:00 PM to 2:00 AM; Saturday 5:00 PM to 9:00 PM; closed on Sunday". The offset is the
 * one of the coming week (summer time included).
 */
export function hoursInZone(weekly: readonly WeeklyHours[], zone: string, now: Date): string {
  const today = todayInBusinessZone(now);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long' });
  const closed = new Set<number>();
  const parts: string[] = [];
  for (const row of weekly) {
    if (row.openHour === null || row.closeHour === null || !row.days.length) {
      for (const d of row.days) closed.add(d);
      continue;
    }
    const date = nextDate(today, row.days[0]!);
    const open = zonedInstant(date, row.openHour);
    const close = zonedInstant(date, row.closeHour);
    const shift = (DAY_NAMES.indexOf(weekday.format(open)) - row.days[0]! + 7) % 7;
    const days = row.days.map((d) => (d + shift) % 7);
    parts.push(`${daysLabel(days)} ${time.format(open)} to ${time.format(close)}`);
  }
  // A closed Pakistan day is named as it is when the open days did not move onto it.
  if (closed.size) parts.push(`closed on ${daysLabel([...closed])} (Pakistan time)`);
  return parts.join('; ');
}

/** Whether `zone` keeps Pakistan's time (no conversion to give). */
export const isBusinessZone = (zone: string): boolean =>
  zone === BUSINESS_TIME_ZONE ||
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .format(new Date(0))
    .endsWith('GMT+5');

/** How a place or zone is named in a reply: 'Dubai time', 'your time (Europe/London)'. */
export const zoneName = (zone: VisitorZone) =>
  zone.place ? `${zone.place} time` : `your time (${zone.zone.replace(/_/g, ' ')})`;

/**
 * The slots of a date in the visitor's zone: "6:00 PM - 9:00 PM Pakistan time is 5:00 PM -
 * 8:00 PM in Dubai time, ...", with the visitor's weekday when it differs.
 */
export function slotsInZone(date: IsoDate, codes: readonly SlotCode[], zone: VisitorZone): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone.zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone.zone, weekday: 'long' });
  const home = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long' });
  const pkt = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  const parts = codes.map((code) => {
    const start = slotStart(date, code);
    const end = slotEnd(date, code);
    const weekday = day.format(start) !== home.format(start) ? ` (${day.format(start)})` : '';
    return `${pkt.format(start)} - ${pkt.format(end)} is ${time.format(start)} - ${time.format(end)}${weekday}`;
  });
  return `In ${zoneName(zone)}: ${parts.join('; ')}.`;
}
