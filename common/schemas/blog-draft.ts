import { z } from '../zod.ts';
import { BLOG_LIMITS } from './blog.ts';
import { withoutNul } from './auth.ts';

/**
 * A post being written, kept on the server while it is typed (ADR 057): every field as the
 * form holds it, nothing checked for publishing yet, each capped as the post's own field is.
 * One draft per administrator and post; `new` names the post not created yet.
 */
export const BLOG_DRAFT_NEW = 'new';

const field = (name: string, max: number) =>
  z
    .string({ message: `The draft's ${name} must be text` })
    .max(max, { message: `The draft's ${name} must be at most ${max} characters` });

export const blogDraftKeySchema = z.object({
  key: z.string().regex(/^(new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, {
    message: "A draft is named by its post's id, or 'new'",
  }),
});

const blogDraftFieldsSchema = z.object({
  title: field('title', BLOG_LIMITS.title),
  content: field('content', BLOG_LIMITS.content),
  tags: field('tags', BLOG_LIMITS.tags * (BLOG_LIMITS.tag + 2)),
  status: field('status', 20),
  author: field('author', BLOG_LIMITS.author),
  date: field('date', 10),
  time: field('time', 8),
});
export const blogDraftSchema = withoutNul(blogDraftFieldsSchema);
export type BlogDraftFields = z.output<typeof blogDraftFieldsSchema>;

export const blogDraftAnswerSchema = z.object({
  success: z.literal(true),
  draft: blogDraftFieldsSchema.extend({ savedAt: z.string() }).nullable(),
});

export const blogDraftListSchema = z.object({
  success: z.literal(true),
  drafts: z.array(z.object({ key: z.string(), title: z.string(), savedAt: z.string() })),
});
