import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  PICTURE_GROUPS,
  PICTURE_GROUP_TITLES,
  type PictureGroup,
} from '../../../../common/pictures.ts';
import {
  PICTURE_ACCEPT,
  PICTURE_FILE_HINT,
  PICTURE_MESSAGES,
  pictureTargetSchema,
  type PictureDto,
} from '../../../../common/schemas/pictures.ts';
import {
  PageHeader,
  buttonPrimary,
  buttonSecondary,
  cardClass,
  labelClass,
} from '../admin-shell.tsx';
import { loadErrorMessage } from '../admin-text.ts';
import { LoadingOrError } from '../loading-or-error.tsx';
import { useAdminApi } from '../session.tsx';
import { useAdminResource } from '../use-admin-resource.ts';
import { pictureActionMessage, pictureFileProblem, type PictureAction } from './pictures-text.ts';

type Status = { ok: boolean; text: string };

/** How each group's current picture is shown: the case studies wide, the rest as marks. */
const PREVIEW_CLASS: Record<PictureGroup, string> = {
  work: 'h-auto w-full max-w-72 rounded-lg ring-1 ring-slate-200',
  team: 'size-24 rounded-full ring-1 ring-slate-200',
  clients: 'size-24 rounded-lg ring-1 ring-slate-200',
};

/** What a picture of each group is called on the screen (each control is named by it). */
const NOUN: Record<PictureGroup, string> = {
  work: 'case study picture',
  team: 'avatar',
  clients: 'logo',
};

/** One picture: what the site shows now, a file to replace it, and the way back. */
function PictureCard({
  picture,
  onChange,
}: {
  picture: PictureDto;
  onChange: (next: PictureDto) => void;
}) {
  const api = useAdminApi();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PictureAction | null>(null);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<Status | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  function pick(chosen: File | null) {
    setStatus(null);
    setFile(null);
    setFileError(chosen ? pictureFileProblem(chosen) : null);
    if (chosen && !pictureFileProblem(chosen)) setFile(chosen);
  }

  async function replace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const target = pictureTargetSchema.safeParse({ path: picture.path });
    if (!target.success) {
      setStatus({ ok: false, text: `Not replaced: ${PICTURE_MESSAGES.unknownPath}` });
      return;
    }
    if (!file) {
      setFileError((current) => current ?? PICTURE_MESSAGES.fileMissing);
      inputRef.current?.focus();
      return;
    }
    const form = new FormData();
    form.append('path', target.data.path);
    form.append('image', file);
    setBusy('replace');
    setProgress(0);
    const result = await api.upload<{ data: PictureDto }>(
      'POST',
      '/api/admin/pictures',
      form,
      setProgress,
    );
    setBusy(null);
    setStatus(pictureActionMessage('replace', result));
    if (result.ok && result.data) {
      onChange(result.data.data);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } else if (result.fields?.image) {
      setFileError(result.fields.image);
    }
  }

  async function restore() {
    setStatus(null);
    const target = pictureTargetSchema.parse({ path: picture.path });
    setBusy('restore');
    const result = await api.send<{ data: PictureDto }>(
      'DELETE',
      `/api/admin/pictures?${new URLSearchParams(target)}`,
    );
    setBusy(null);
    setStatus(pictureActionMessage('restore', result));
    if (result.ok && result.data) onChange(result.data.data);
  }

  const noun = NOUN[picture.group];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <li className={`${cardClass} flex flex-col gap-3`}>
      <h3 className="font-semibold text-ink">{picture.label}</h3>
      <img
        src={picture.src}
        alt={`Current ${noun} of ${picture.label}`}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        className={`bg-slate-50 object-cover ${PREVIEW_CLASS[picture.group]}`}
      />
      <p className="text-sm text-slate-700">
        {picture.replaced && picture.updatedAt
          ? `Replaced on ${new Date(picture.updatedAt).toLocaleString()}`
          : 'Original picture'}{' '}
        · {picture.width} × {picture.height} px
      </p>
      <form noValidate onSubmit={(event) => void replace(event)} className="flex flex-col gap-2">
        <label htmlFor={`${id}-file`} className={labelClass}>
          New {noun} for {picture.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={PICTURE_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id={hintId} className="text-xs text-slate-700">
          {PICTURE_FILE_HINT}
        </p>
        {fileError ? (
          <p id={errorId} className="text-sm text-red-800">
            {fileError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary} disabled={busy !== null}>
            {busy === 'replace' ? `Uploading ${progress}%` : 'Replace'}
            <span className="sr-only">
              {' '}
              the {noun} of {picture.label}
            </span>
          </button>
          {picture.replaced ? (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy !== null}
              onClick={() => void restore()}
            >
              {busy === 'restore' ? 'Restoring...' : 'Restore original'}
              <span className="sr-only">
                {' '}
                of the {noun} of {picture.label}
              </span>
            </button>
          ) : null}
        </div>
      </form>
      {status ? (
        <p
          ref={statusRef}
          tabIndex={-1}
          role={status.ok ? 'status' : 'alert'}
          className={`rounded-lg px-3 py-2 text-sm focus:outline-none ${status.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {status.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The admin's Pictures screen (ADR 037): every picture of the site an owner may
 * replace, grouped, each with its current image, a replacement upload and a restore.
 */
export function PicturesScreen() {
  const { result } = useAdminResource<{ data: PictureDto[] }>('/api/admin/pictures');
  const [changed, setChanged] = useState<Record<string, PictureDto>>({});
  const loaded = result?.ok ? (result.data?.data ?? null) : null;
  const error = loadErrorMessage('The pictures', result);
  const onChange = (next: PictureDto) => setChanged((all) => ({ ...all, [next.path]: next }));

  return (
    <>
      <PageHeader title="Pictures" />
      <p className="mb-6 max-w-3xl text-slate-800">
        The pictures of the case studies, the team and the clients. A new picture is cropped to fill
        the original&apos;s frame, so the pages keep their layout, and visitors see it within a
        minute. &ldquo;Restore original&rdquo; brings back the picture drawn for the site.
      </p>
      {loaded ? (
        PICTURE_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`pictures-${group}`} className="mb-10">
            <h2 id={`pictures-${group}`} className="mb-4 text-xl font-bold text-ink">
              {PICTURE_GROUP_TITLES[group]}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {loaded
                .filter((picture) => picture.group === group)
                .map((picture) => (
                  <PictureCard
                    key={picture.path}
                    picture={changed[picture.path] ?? picture}
                    onChange={onChange}
                  />
                ))}
            </ul>
          </section>
        ))
      ) : (
        <LoadingOrError error={error}>Loading pictures...</LoadingOrError>
      )}
    </>
  );
}
