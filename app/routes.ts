import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Spec §2.1: the route table, its aliases and redirects in one place. */
export default [
  index('routes/home.tsx'),
  // Any other path redirects to / (spec §2.1).
  route('*', 'routes/redirect-home.tsx'),
] satisfies RouteConfig;
