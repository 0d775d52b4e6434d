import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { TeamMember } from '../../common/content/team.ts';

/**
 * A team member's illustrated avatar: DiceBear's Notionists style (CC0, its
 * licence is kept in the SVG's metadata), seeded with the name, so the same person always
 * gets the same face. Written to public/images/team/ by server/media/pictures.test.ts.
 */
export function teamAvatarSvg(member: TeamMember): string {
  return createAvatar(notionists, {
    seed: member.name,
    size: 128,
    radius: 50,
    backgroundColor: [member.colour.slice(1)],
    beardProbability: member.beard ? 100 : 0,
    gestureProbability: 0,
  }).toString();
}
