import { CASE_STUDIES, workPicturePath } from './content/case-studies.ts';
import { TEAM, teamAvatarPath } from './content/team.ts';
import { WORK_ART } from './work-art.ts';

/**
 * The site's pictures an owner may replace from the admin area (ADR 037): the
 * static files under public/images/ that are drawn in code (ADR 035). A replacement is
 * served at the same path, cropped to the original's size, so no page changes.
 */
export const PICTURE_GROUPS = ['work', 'team', 'clients'] as const;
export type PictureGroup = (typeof PICTURE_GROUPS)[number];

export const PICTURE_GROUP_TITLES: Record<PictureGroup, string> = {
  work: 'Case studies',
  team: 'Team',
  clients: 'Clients',
};

export interface ReplaceablePicture {
  /** The public path, e.g. '/images/work/luma-living.svg'. */
  path: string;
  group: PictureGroup;
  /** Whose picture it is, for the admin screen. */
  label: string;
  /** The committed file's size: a replacement is served at exactly this size. */
  width: number;
  height: number;
}

/** Team avatars are drawn 128 × 128 (server/media/avatar.ts). */
const AVATAR_SIZE = 128;
/** Client marks are drawn 96 × 96 (common/brand-mark.ts). */
const CLIENT_MARK_SIZE = 96;

export const REPLACEABLE_PICTURES: readonly ReplaceablePicture[] = [
  ...CASE_STUDIES.map((study) => ({
    path: workPicturePath(study),
    group: 'work' as const,
    label: study.Company,
    ...WORK_ART,
  })),
  ...TEAM.map((member) => ({
    path: teamAvatarPath(member),
    group: 'team' as const,
    label: `${member.name}, ${member.role}`,
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
  })),
  ...CASE_STUDIES.map((study) => ({
    path: study.Image,
    group: 'clients' as const,
    label: study.Company,
    width: CLIENT_MARK_SIZE,
    height: CLIENT_MARK_SIZE,
  })),
];

const BY_PATH = new Map(REPLACEABLE_PICTURES.map((picture) => [picture.path, picture]));

/** The replaceable picture at `path`, or undefined for any other path. */
export const replaceablePicture = (path: string): ReplaceablePicture | undefined =>
  BY_PATH.get(path);
