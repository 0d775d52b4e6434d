import { z } from '../zod.ts';

/** The admin's backups (GET and POST /api/admin/backups, docs/decisions/056). */
const backupInfoSchema = z.object({
  id: z.string(),
  file: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  status: z.enum(['running', 'done', 'failed']),
  scheduledDay: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Whether the process that answered holds the file (it may be another machine's). */
  available: z.boolean(),
});
export type BackupInfo = z.infer<typeof backupInfoSchema>;

export const backupStatusSchema = z.object({
  success: z.literal(true),
  latest: backupInfoSchema.nullable(),
  /** The hour of the daily backup, Pakistan time, and how many files are kept. */
  hour: z.number(),
  keep: z.number(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupTakenSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  backup: backupInfoSchema,
});

export const backupIdParamsSchema = z.object({
  id: z.uuid({ message: 'Please name a backup by its id.' }),
});

export const BACKUP_MESSAGES = {
  taken: 'Backup taken.',
  missing:
    'That backup file is not on this server: it was taken by another app process or has been rotated out.',
} as const;

/** A backup's size as people read it: `550.7 KB`, `12.3 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
