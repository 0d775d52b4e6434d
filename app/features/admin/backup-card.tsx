import { useState } from 'react';
import { toast } from 'sonner';
import {
  formatBytes,
  type BackupInfo,
  type BackupStatus,
} from '../../../common/schemas/backups.ts';
import type { ApiResult } from '../../lib/api.ts';
import { saveBlob } from './admin-api.ts';
import { formatDateTime } from './admin-format.ts';
import { buttonPrimary, buttonSecondary, cardClass } from './admin-shell.tsx';
import { useAdminApi } from './session.tsx';
import { useAdminResource } from './use-admin-resource.ts';

/** What the owner reads when "Back up now" or the download does not succeed. */
function backupRefusal(result: ApiResult<unknown>, what: 'backup' | 'download'): string {
  const failed = what === 'backup' ? 'No backup was taken' : 'The backup was not downloaded';
  if (result.networkError || result.status === 0) {
    return `${failed}: the server could not be reached. Please try again.`;
  }
  if (result.status === 404) return result.message ?? `${failed}: it is not on this server.`;
  if (result.status === 429) return `${failed}: too many requests. Please wait a moment.`;
  if (result.status >= 500) {
    return `${failed}: the server failed while writing it. Please try again, or look at the server's log.`;
  }
  return result.message ? `${failed}: ${result.message}` : `${failed}. Please try again.`;
}

/** The dashboard's backups: the last one's time and size, its download, and "Back up now". */
export function BackupCard() {
  const api = useAdminApi();
  const { result, reload } = useAdminResource<BackupStatus>('/api/admin/backups');
  const [busy, setBusy] = useState<'backup' | 'download' | null>(null);
  const [said, setSaid] = useState('');
  const status = result?.ok ? result.data : null;
  const latest = status?.latest ?? null;

  // Buttons stay focusable while a call runs (a disabled button drops the keyboard's focus);
  // a press meanwhile does nothing.
  const backUpNow = async () => {
    if (busy) return;
    setBusy('backup');
    setSaid('Backing up...');
    const answer = await api.send<{ backup: BackupInfo; message: string }>(
      'POST',
      '/api/admin/backups',
    );
    setBusy(null);
    if (answer.ok && answer.data) {
      const text = `Backup taken: ${formatBytes(answer.data.backup.sizeBytes ?? 0)}.`;
      setSaid(text);
      toast.success(text);
      reload();
      return;
    }
    if (answer.status === 401) return setSaid('');
    const text = backupRefusal(answer, 'backup');
    setSaid(text);
    toast.error(text);
  };

  const download = async (backup: BackupInfo) => {
    if (busy) return;
    setBusy('download');
    const answer = await api.download(`/api/admin/backups/${backup.id}/file`);
    setBusy(null);
    if (answer.ok && answer.data) {
      saveBlob(answer.data, backup.file ?? 'backup.backup.gz');
      return;
    }
    if (answer.status !== 401) toast.error(backupRefusal(answer, 'download'));
  };

  return (
    <section aria-labelledby="backups-heading" className={`${cardClass} mt-6`}>
      <h2 id="backups-heading" className="mb-3 text-lg font-bold text-ink">
        Backups
      </h2>
      {!result ? (
        <p className="text-slate-700">Loading backups...</p>
      ) : !status ? (
        result.status === 401 ? null : (
          <p role="alert" className="text-red-800">
            Failed to load the backups. Please try again.
          </p>
        )
      ) : (
        <>
          <p className="text-slate-800">
            {latest
              ? `Last backup: ${formatDateTime(latest.finishedAt ?? latest.startedAt)}, ${formatBytes(latest.sizeBytes ?? 0)}.`
              : 'No backup has been taken yet.'}
            {latest && !latest.available
              ? ' Its file is kept by another app process, so it cannot be downloaded here.'
              : ''}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Every day at {String(status.hour).padStart(2, '0')}:00 Pakistan time; the newest{' '}
            {status.keep} are kept on the server.
          </p>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={`${buttonPrimary} aria-disabled:opacity-60`}
          aria-disabled={busy !== null || undefined}
          onClick={() => void backUpNow()}
        >
          {busy === 'backup' ? 'Backing up...' : 'Back up now'}
        </button>
        {latest?.available ? (
          <button
            type="button"
            className={`${buttonSecondary} aria-disabled:opacity-60`}
            aria-disabled={busy !== null || undefined}
            onClick={() => void download(latest)}
          >
            {busy === 'download' ? 'Downloading...' : 'Download the last backup'}
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-800">
        {said}
      </p>
    </section>
  );
}
