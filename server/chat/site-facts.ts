import { OPEN_ROLES } from '../../common/content/careers.ts';
import { TEAM } from '../../common/content/team.ts';
import { site } from '../../common/site.ts';
import type { Passage } from './knowledge.ts';

/**
 * Passages of facts the public pages state that knowledge.ts does not hold one by one: each
 * open role of the Careers page (its team, place, kind and summary) and each team lead of
 * the About page with their role, so "is the AI engineer position remote?" or "who heads
 * performance marketing?" finds the one passage that answers it. Read from the same content
 * modules the pages render; built once.
 */
export const SITE_PASSAGES: readonly Passage[] = [
  ...OPEN_ROLES.map((role): Passage => ({
    id: `role-${role.id}`,
    topic: 'facts',
    title: `${role.title} (job opening)`,
    text: `We're hiring a ${role.title} (${role.team} team): ${role.type}, ${role.location}. ${role.summary} To apply, e-mail ${site.email} with the role in the subject.`,
    keywords: 'job jobs hiring vacancy opening position role career careers apply remote',
  })),
  ...TEAM.map((member): Passage => ({
    id: `team-${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    topic: 'facts',
    title: `${member.name}, ${member.role}`,
    text: `${member.name} is our ${member.role}.`,
    keywords: 'team lead leads head who person people leadership',
  })),
];
