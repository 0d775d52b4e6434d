import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.ts';
import { blogRoutes } from './blogs.ts';
import { healthRoutes } from './health.ts';
import { openApiRoutes } from './openapi.ts';

/**
 * Every API route module, mounted under /api. One line per domain; each module is thin
 * (HTTP only) and calls its domain's service.
 */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(openApiRoutes);
  await api.register(blogRoutes);
}
