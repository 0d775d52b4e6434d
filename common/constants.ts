/**
 * Business constants of the spec, named once. The section each comes from is noted so a
 * reader can check it against product-spec.md.
 */

/** §9 blog page size; §2.3 list. */
export const BLOG_PAGE_SIZE = 10;
/** Upper bound on `limit` for the blog API. */
export const BLOG_MAX_PAGE_SIZE = 100;
/** §2.3 blog preview cut to 30 words followed by '...'. */
export const BLOG_PREVIEW_WORDS = 30;
/** §9 admin preview of 100 characters. */
export const ADMIN_BLOG_PREVIEW_CHARS = 100;
/** §9 default author and status of a blog. */
export const DEFAULT_BLOG_AUTHOR = 'Admin';
export const BLOG_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const DEFAULT_BLOG_STATUS: BlogStatus = 'published';

/** §3 appointment statuses, Pending first (initial). */
export const APPOINTMENT_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** §3 source of chatbot bookings; 'Website' is shown when absent. */
export const APPOINTMENT_SOURCE_CHATBOT = 'chatbot_form';
export const APPOINTMENT_SOURCE_FALLBACK_LABEL = 'Website';

/** §9 business time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Karachi';
/** §9 slots: at most 3 per day, 3 hours each. */
export const SLOT_CODES = ['6pm-9pm', '9pm-12am', '12am-3am'] as const;
export type SlotCode = (typeof SLOT_CODES)[number];
export const SLOT_LENGTH_HOURS = 3;

/** §9 phone digits 10-15. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

/** §9 timings in milliseconds. */
export const LOADING_SCREEN_MS = 1500;
export const CHAT_REPLY_DELAY_MS = 1000;
export const BOOKING_RESULT_DELAY_MS = 1500;
export const APPOINTMENT_FORM_OPEN_DELAY_MS = 500;
export const HERO_ROTATE_MS = 2000;
export const HERO_FADE_MS = 500;
export const TYPING_CHAR_MS = 150;
export const TYPING_DELETE_MS = 75;
export const TYPING_PAUSE_MS = 2000;
export const TICKER_LOOP_S = 20;
export const TOAST_AUTOCLOSE_MS = 5000;
export const SERVICE_CARD_STAGGER_MS = 100;

/** §9 chat limits. */
export const CHAT_MAX_BOT_REPLIES = 4;
export const LANDING_CHAT_COUNTER_START = 1;
export const CHAT_REPLY_SPLIT_CHARS = 200;
export const CHAT_SPEECH_RATE = 0.9;
/** Issue: chat assistant. */
export const CHAT_MAX_MESSAGE_CHARS = 2000;

/** §9 portfolio paging. */
export const PORTFOLIO_PAGE_SIZE = 6;

/** §9 local storage key of the admin token. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** The largest image an upload may be: a post's cover or a replaced picture. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
