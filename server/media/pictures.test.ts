import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CASE_STUDIES,
  workArtInputOf,
  workPicturePath,
} from '../../common/content/case-studies.ts';
import { TEAM, teamAvatarPath } from '../../common/content/team.ts';
import { brandMarkSvg } from '../../common/brand-mark.ts';
import { WORK_ART, workArtAlt, workArtSvg } from '../../common/work-art.ts';
import { teamAvatarSvg } from './avatar.ts';

/**
 * The static pictures under public/ are written from code (ADR 035). This test
 * proves every committed file is what its generator draws now; after changing a generator,
 * `UPDATE_PICTURES=1 npx vitest run --project unit server/media/pictures.test.ts` rewrites
 * them.
 */
const PUBLIC = join(import.meta.dirname, '../../public');
const update = process.env.UPDATE_PICTURES === '1';

function expectFile(path: string, content: string) {
  const file = join(PUBLIC, path);
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  expect(existsSync(file), `${path} is missing: run with UPDATE_PICTURES=1`).toBe(true);
  expect(readFileSync(file, 'utf8'), `${path} is stale: run with UPDATE_PICTURES=1`).toBe(content);
}

const pictureOf = workArtInputOf;

describe('pictures of the work', () => {
  it('has a committed picture for every case study, drawn from it', () => {
    for (const study of CASE_STUDIES)
      expectFile(workPicturePath(study), workArtSvg(pictureOf(study)));
  });

  it('draws the same picture for the same study and a different one for each study', () => {
    const svgs = CASE_STUDIES.map((study) => workArtSvg(pictureOf(study)));
    expect(svgs).toEqual(CASE_STUDIES.map((study) => workArtSvg(pictureOf(study))));
    expect(new Set(svgs).size).toBe(CASE_STUDIES.length);
    for (const svg of svgs) {
      expect(svg).toContain(`viewBox="0 0 ${WORK_ART.width} ${WORK_ART.height}"`);
      expect(svg).not.toMatch(/<script|href=|url\(/);
    }
  });

  it('describes each picture in words', () => {
    const study = CASE_STUDIES.find((s) => s.Company === 'Luma Living')!;
    expect(workArtAlt(pictureOf(study))).toBe("Luma Living's online store on a laptop and a phone");
    const neon = CASE_STUDIES.find((s) => s.Company === 'Neon Arcade Studios')!;
    expect(workArtAlt(pictureOf(neon))).toBe("Neon Arcade Studios's social media feed on a phone");
  });
});

describe('team avatars and client marks', () => {
  it('has an illustrated avatar for every team member, the same face for the same name', () => {
    const svgs = TEAM.map((member) => teamAvatarSvg(member));
    expect(new Set(svgs).size).toBe(TEAM.length);
    TEAM.forEach((member, i) => {
      expect(teamAvatarSvg(member)).toBe(svgs[i]);
      expect(svgs[i]).toMatch(/^<svg[^>]+width="128" height="128"/);
      expect(svgs[i], 'the CC0 licence stays in the file').toContain('publicdomain/zero/1.0');
      expect(svgs[i]).not.toMatch(/<script|<text/);
      expectFile(teamAvatarPath(member), svgs[i]!);
    });
  });

  it('draws every client mark as a symbol, not initials', () => {
    for (const study of CASE_STUDIES) {
      const svg = brandMarkSvg(study.Company);
      expect(svg).not.toContain('<text');
      expectFile(study.Image, svg);
    }
  });
});
