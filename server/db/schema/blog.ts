import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
  jsonb,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** Plain text of `content`, kept so list pages never parse HTML. */
    plainText: text('plain_text').notNull().default(''),
    /** Path of the cover under the API base (spec §3 `image`), or null. */
    image: text('image'),
    author: text('author').notNull().default('Admin'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['published', 'draft', 'scheduled'] })
      .notNull()
      .default('published'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    /**
     * The instant the post becomes public: created_at when published, scheduled_date when
     * scheduled, null for drafts. Public lists filter and sort on it with one index.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    index('blogs_public_idx').on(t.publishAt.desc(), t.id.desc()),
    index('blogs_status_created_idx').on(t.status, t.createdAt.desc()),
    index('blogs_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Uploaded images, kept in the database so app processes stay stateless. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  originalName: text('original_name'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Re-encoded renditions of a media item, one per width and format. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);

/**
 * A post being written, kept while it is typed until it is saved (ADR 057): one row per
 * administrator and post (`post_key` is the post's id, or 'new' for a post not created
 * yet), its fields as the form holds them.
 */
export const blogDrafts = pgTable(
  'blog_drafts',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    postKey: text('post_key').notNull(),
    fields: jsonb('fields').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.postKey] })],
);
