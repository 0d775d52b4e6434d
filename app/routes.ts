import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * Spec §2.1: the route table, its aliases and redirects in one place. Paths match
 * case-insensitively (so /contact, /work and /welcomeaboard reach their screens); an alias
 * with another spelling gets its own id and the same module, whose canonical URL names one.
 */
export default [
  index('routes/home.tsx'),
  route('Influence', 'routes/influence.tsx'),
  route('Services', 'routes/services.tsx', { id: 'services' }),
  route('Performance', 'routes/services.tsx', { id: 'performance' }),
  route('Creative', 'routes/creative.tsx'),
  route('Portfolio', 'routes/portfolio.tsx'),
  route('About', 'routes/about.tsx'),
  route('About_v1', 'routes/about-v1.tsx'),
  route('Calendar', 'routes/calendar.tsx'),
  route('PrivacyPolicy', 'routes/privacy-policy.tsx'),
  route('Terms&Conditions', 'routes/terms.tsx'),
  route('Offers', 'routes/offers.tsx'),
  route('Contact', 'routes/contact.tsx'),
  route('WelcomeAboard', 'routes/welcome-aboard.tsx'),
  route('Verticals', 'routes/verticals.tsx'),
  route('PetLandingPage', 'routes/pet-landing.tsx', { id: 'pet-landing' }),
  route('LandingPages/PetLandingPage', 'routes/pet-landing.tsx', { id: 'pet-landing-alias' }),
  route('LandingPages/PRLandingPage', 'routes/fitness-landing.tsx', { id: 'fitness-pr' }),
  route('LandingPages/FitnessLandingPage', 'routes/fitness-landing.tsx', { id: 'fitness' }),
  route('ai-ready', 'routes/ai-ready.tsx'),
  route('BlogPage', 'routes/blog-list.tsx', { id: 'blog-page' }),
  route('blog', 'routes/blog-list.tsx', { id: 'blog' }),
  route('blog/:id', 'routes/blog-detail.tsx'),
  route('Work', 'routes/work.tsx'),
  route('careers', 'routes/careers.tsx'),

  // Visitor self-service reached from e-mails (mail issue).
  route('appointment/:token', 'routes/manage-appointment.tsx'),
  route('newsletter/confirm/:token', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe/:token', 'routes/newsletter-unsubscribe.tsx'),

  // Findability.
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('rss.xml', 'routes/rss[.]xml.ts'),

  // Spec §2.1 and §2.5: /admin and /Admin/*; the index shows the dashboard and unknown
  // sub-paths redirect to it.
  ...prefix('admin', [
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    route('reset-password/:token', 'routes/admin/reset-password.tsx'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx', { id: 'admin-index' }),
      route('dashboard', 'routes/admin/dashboard.tsx', { id: 'admin-dashboard' }),
      route('blogs', 'routes/admin/blogs.tsx'),
      route('appointments', 'routes/admin/appointments.tsx'),
      route('calendar', 'routes/admin/calendar.tsx', { id: 'admin-calendar' }),
      route('availability', 'routes/admin/availability.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('leads', 'routes/admin/leads.tsx'),
      route('conversations', 'routes/admin/conversations.tsx'),
      route('pictures', 'routes/admin/pictures.tsx'),
      route('data-requests', 'routes/admin/data-requests.tsx'),
      route('*', 'routes/admin/redirect-dashboard.tsx'),
    ]),
  ]),

  // Any other path redirects to / (spec §2.1).
  route('*', 'routes/redirect-home.tsx'),
] satisfies RouteConfig;
