/**
 * The team leads shown on /About_v1 (fictitious, like the rest of the demo content). Each
 * has an illustrated avatar drawn with DiceBear's Notionists style (CC0) from `name`,
 * written once to public/images/team/ (server/media/pictures.test.ts).
 */
export interface TeamMember {
  name: string;
  role: string;
  /** Avatar background (#rrggbb). */
  colour: string;
  /** Whether the illustration may draw a beard. */
  beard: boolean;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Ayesha Rahman', role: 'Founder & CEO', colour: '#d9e8ff', beard: false },
  { name: 'Bilal Siddiqui', role: 'Head of Engineering', colour: '#ede9fe', beard: true },
  { name: 'Sana Qureshi', role: 'Creative Director', colour: '#ffe4e6', beard: false },
  { name: 'Omar Farooq', role: 'Head of Performance Marketing', colour: '#ccfbf1', beard: true },
  { name: 'Hira Malik', role: 'AI Solutions Lead', colour: '#fef3c7', beard: false },
  { name: 'Daniyal Khan', role: 'Client Success Manager', colour: '#e0f2fe', beard: false },
];

/** Where a team member's avatar is served: '/images/team/ayesha-rahman.svg'. */
export const teamAvatarPath = (member: Pick<TeamMember, 'name'>) =>
  `/images/team/${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/** The heading of the team section. */
export const TEAM_HEADING = {
  eyebrow: 'Our team',
  title: 'The people behind your growth',
  intro: '50+ designers, engineers, marketers and AI specialists. Meet some of the leads.',
};
