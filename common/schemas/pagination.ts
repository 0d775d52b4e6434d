import { z } from '../zod.ts';
import type { Pagination } from '../pagination.ts';

/** The pagination of the admin's paged lists (common/pagination.ts paginationOf). */
export const paginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  limit: z.number(),
}) satisfies z.ZodType<Pagination>;
