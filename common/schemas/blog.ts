import { z } from '../zod.ts';
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BLOG_STATUSES,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_STATUS,
  MAX_IMAGE_BYTES,
} from '../constants.ts';
import { htmlToText } from '../text.ts';
import { withoutNul } from './auth.ts';

/** Caps of ours: no field carries an unbounded payload. */
export const BLOG_LIMITS = {
  title: 200,
  author: 100,
  content: 200_000,
  tag: 40,
  tags: 20,
} as const;

export const BLOG_MESSAGES = {
  titleRequired: 'Blog title is required',
  contentRequired: 'Content is required',
  scheduledDateRequired: 'Please choose a date and time for a scheduled post',
  scheduledDateInvalid: 'Please enter a valid date and time',
  status: `Status must be one of ${BLOG_STATUSES.join(', ')}`,
  imageNotImage: 'The cover must be an image file (JPEG, PNG, WebP, GIF or AVIF).',
  imageTooLarge: `The cover image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  deleted: 'Blog deleted successfully!',
  notFound: 'Blog not found',
} as const;

/** What the cover picker offers; the server checks the bytes, not this list. */
export const BLOG_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** 1970 to 9999: any real schedule, and always within what the database stores. */
const isStorableDate = (ms: number) => Number.isFinite(ms) && ms >= 0 && ms < Date.UTC(10000, 0, 1);

const trimmed = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ message: 'Must be text' }).max(max, { message }),
  );

/** Spec §3: tags are comma-separated text; stored as a trimmed list without duplicates. */
const tagsField = z
  .preprocess(
    (v) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : v),
    z.string({ message: 'Tags must be comma-separated text' }),
  )
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .refine((tags) => tags.length <= BLOG_LIMITS.tags, {
    message: `At most ${BLOG_LIMITS.tags} tags`,
  })
  .refine((tags) => tags.every((t) => t.length <= BLOG_LIMITS.tag), {
    message: `Each tag must be at most ${BLOG_LIMITS.tag} characters`,
  });

/**
 * Spec §3 and §5 blog form: the fields of POST/PUT /api/blogs (multipart text parts) and of
 * the admin form. `scheduledDate` is an ISO date-time (the form converts its local value).
 * The cover file is checked apart (`image`), by its bytes on the server.
 */
/** The form's fields alone, as the API documentation shows them. */
export const blogFormFieldsSchema = z.object({
  blog_title: trimmed(
    BLOG_LIMITS.title,
    `Title must be at most ${BLOG_LIMITS.title} characters`,
  ).refine((v) => v.length > 0, { message: BLOG_MESSAGES.titleRequired }),
  content: z
    .preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string({ message: BLOG_MESSAGES.contentRequired }).max(BLOG_LIMITS.content, {
        message: `Content must be at most ${BLOG_LIMITS.content} characters`,
      }),
    )
    .refine((v) => htmlToText(v).length > 0 || /<img\s/i.test(v), {
      message: BLOG_MESSAGES.contentRequired,
    }),
  tags: tagsField,
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? DEFAULT_BLOG_STATUS : v),
    z.enum(BLOG_STATUSES, { message: BLOG_MESSAGES.status }),
  ),
  author: trimmed(
    BLOG_LIMITS.author,
    `Author must be at most ${BLOG_LIMITS.author} characters`,
  ).transform((v) => v || DEFAULT_BLOG_AUTHOR),
  scheduledDate: trimmed(40, BLOG_MESSAGES.scheduledDateInvalid)
    .refine((v) => v === '' || isStorableDate(Date.parse(v)), {
      message: BLOG_MESSAGES.scheduledDateInvalid,
    })
    .transform((v) => (v === '' ? null : new Date(v))),
  /** 'true' drops the current cover on update without sending a new one. */
  removeImage: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional(),
});

export const blogFormSchema = withoutNul(
  blogFormFieldsSchema.superRefine((form, ctx) => {
    if (form.status === 'scheduled' && !form.scheduledDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledDate'],
        message: BLOG_MESSAGES.scheduledDateRequired,
      });
    }
  }),
);
export type BlogForm = z.output<typeof blogFormSchema>;

const PAGE_MESSAGE = 'Page must be a whole number of at least 1';
const LIMIT_MESSAGE = 'Limit must be a whole number of at least 1';

const positiveInt = (message: string, fallback: number, max: number) =>
  z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ message })
        .int({ message })
        .min(1, { message })
        .max(max, { message: `${message} and at most ${max}` })
        .default(fallback),
    )
    .optional()
    .transform((v) => v ?? fallback);

/** GET /api/blogs query. `limit` above the cap is lowered to it, not refused. */
export const blogListQuerySchema = z.object({
  page: positiveInt(PAGE_MESSAGE, 1, 1_000_000_000),
  limit: z.preprocess(
    (v) =>
      typeof v === 'string' && /^\d+$/.test(v)
        ? String(Math.min(Number(v), BLOG_MAX_PAGE_SIZE))
        : v,
    positiveInt(LIMIT_MESSAGE, BLOG_PAGE_SIZE, BLOG_MAX_PAGE_SIZE),
  ),
  /** Admin list of every status; needs the bearer token, else only public posts. */
  includeAll: z
    .enum(['true', 'false', '1', '0'], { message: 'includeAll must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Admin filter tab; 'all' or absent for every status. */
  status: z
    .enum([...BLOG_STATUSES, 'all'], { message: BLOG_MESSAGES.status })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
});

/** Spec §3 blog as the API sends it (types in common/blog.ts). */
export const blogDtoSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  blog_title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Path of the cover under the API base (the site's origin), or null. */
  image: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  scheduledDate: z.string().nullable(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A list entry: everything but the HTML, plus the plain-text preview (spec §2.3, 30 words). */
const blogSummarySchema = blogDtoSchema.omit({ content: true }).extend({ preview: z.string() });

/** One page of GET /api/blogs; the admin list adds the counts of its filter tabs. */
export const blogPageSchema = z.object({
  data: z.array(blogSummarySchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalBlogs: z.number(),
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    blogsPerPage: z.number(),
  }),
});

/**
 * POST /api/blogs/:id/views, the post page's beacon: the post's view count after this
 * view, and whether the view was counted (crawlers are not).
 */
export const blogViewAnswerSchema = z.object({
  success: z.literal(true),
  views: z.number().int().nonnegative(),
  counted: z.boolean(),
});
export type BlogViewAnswer = z.infer<typeof blogViewAnswerSchema>;
