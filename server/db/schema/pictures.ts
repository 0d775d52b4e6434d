import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './blog.ts';

/**
 * Replacements of the site's static pictures (ADR 037): a public path of
 * common/pictures.ts and the uploaded image served there instead of the committed file.
 * Deleting the image (a restore) deletes its row.
 */
export const pictureOverrides = pgTable('picture_overrides', {
  path: text('path').primaryKey(),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => media.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
