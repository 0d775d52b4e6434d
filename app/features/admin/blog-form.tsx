import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { BusySubmitButton } from '../../components/busy-submit-button.tsx';
import {
  MAX_IMAGE_BYTES,
  BLOG_STATUSES,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_STATUS,
} from '../../../common/constants.ts';
import { BLOG_IMAGE_ACCEPT, BLOG_MESSAGES, blogFormSchema } from '../../../common/schemas/blog.ts';
import { fieldErrors } from '../../../common/zod.ts';
import { isImageFile, isoToLocalInputs, localDateTimeToIso } from './admin-format.ts';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from './admin-shell.tsx';
import { keepBlogDraft, removeBlogDraft, type BlogDraft, type DraftQueue } from './blog-draft.ts';
import { useAdminApi } from './session.tsx';

// The editor and ProseMirror are heavy: only the admin blog form loads them.
const BlogEditor = lazy(() => import('./blog-editor.tsx'));

export interface EditableBlog {
  _id: string;
  blog_title: string;
  content: string;
  tags: string[];
  status: string;
  author: string;
  scheduledDate: string | null;
  image: string | null;
}

interface BlogFormProps {
  blog: EditableBlog | null;
  busy: boolean;
  progress: number | null;
  onSubmit(form: FormData): void;
  onCancel(): void;
  /** The draft kept from an earlier visit (a reload, a closed tab), where typing resumes. */
  draft?: BlogDraft | null;
  /** Runs the draft's calls in order (the page's queue). */
  queueDraft: DraftQueue;
  /** Told whether the form holds changes not saved yet (the dialog then stays open). */
  onDirty?(dirty: boolean): void;
}

/** How long typing pauses before the draft is written. */
const DRAFT_WRITE_DELAY_MS = 600;

const draftTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

type Errors = Partial<
  Record<
    'blog_title' | 'content' | 'tags' | 'status' | 'author' | 'scheduledDate' | 'image',
    string
  >
>;

const STATUS_LABELS: Record<string, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
};

/** Spec §3, §5 blog form: create and edit, multipart with an optional cover image. */
export function BlogForm({
  blog,
  busy,
  progress,
  onSubmit,
  onCancel,
  draft = null,
  queueDraft,
  onDirty,
}: BlogFormProps) {
  const id = useId();
  const api = useAdminApi();
  const postId = blog?._id ?? null;
  const [original] = useState<Omit<BlogDraft, 'savedAt'>>(() => {
    const scheduled = isoToLocalInputs(blog?.scheduledDate);
    return {
      title: blog?.blog_title ?? '',
      content: blog?.content ?? '',
      tags: blog?.tags.join(', ') ?? '',
      status: blog?.status ?? DEFAULT_BLOG_STATUS,
      author: blog?.author ?? DEFAULT_BLOG_AUTHOR,
      date: scheduled.date,
      time: scheduled.time,
    };
  });
  const [restored, setRestored] = useState(draft);
  // Whether a draft exists to remove once the text is back to the saved post's.
  const kept = useRef(draft !== null);
  // Where the last write of the draft went: the server, or this browser alone.
  const [keptWhere, setKeptWhere] = useState<'server' | 'browser' | null>(null);
  const start = restored ?? original;
  const [title, setTitle] = useState(start.title);
  const [content, setContent] = useState(start.content);
  const [tags, setTags] = useState(start.tags);
  const [status, setStatus] = useState(start.status);
  const [author, setAuthor] = useState(start.author);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  // The editor takes its text once, when made; discarding a draft makes it again.
  const [editor, setEditor] = useState({ key: 0, html: start.content });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const values = { title, content, tags, status, author, date, time };
  const changed = (Object.keys(values) as (keyof typeof values)[]).some(
    (field) => values[field] !== original[field],
  );
  const dirty = changed || image !== null;
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    onDirty?.(dirty);
  }, [dirty, onDirty]);

  // The draft follows the typing (a short pause first); back to the saved text, it goes.
  useEffect(() => {
    if (!changed) {
      if (kept.current) void queueDraft(() => removeBlogDraft(api, postId));
      kept.current = false;
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      kept.current = true;
      const typed = JSON.parse(valuesKey) as Omit<BlogDraft, 'savedAt'>;
      void queueDraft(() => keepBlogDraft(api, postId, typed)).then((onServer) => {
        if (current) setKeptWhere(onServer ? 'server' : 'browser');
      });
    }, DRAFT_WRITE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [changed, valuesKey, postId, api, queueDraft]);

  function discardDraft() {
    setTitle(original.title);
    setContent(original.content);
    setTags(original.tags);
    setStatus(original.status);
    setAuthor(original.author);
    setDate(original.date);
    setTime(original.time);
    setEditor((made) => ({ key: made.key + 1, html: original.content }));
    setRestored(null);
    kept.current = false;
    void queueDraft(() => removeBlogDraft(api, postId));
  }

  const imageUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);
  const preview = imageUrl ?? blog?.image ?? null;

  const clear = (field: keyof Errors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  function onPickImage(file: File | null) {
    clear('image');
    if (!file) {
      setImage(null);
      return;
    }
    if (!isImageFile(file)) {
      setImage(null);
      setErrors((current) => ({ ...current, image: BLOG_MESSAGES.imageNotImage }));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImage(null);
      setErrors((current) => ({ ...current, image: BLOG_MESSAGES.imageTooLarge }));
      return;
    }
    setImage(file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const scheduledDate = status === 'scheduled' ? localDateTimeToIso(date, time) : '';
    const parsed = blogFormSchema.safeParse({
      blog_title: title,
      content,
      tags,
      status,
      author,
      scheduledDate,
    });
    const found: Errors = parsed.success ? {} : fieldErrors<keyof Errors>(parsed.error.issues);
    if (errors.image) found.image = errors.image;
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      const first = (Object.keys(found) as (keyof Errors)[]).find((k) => found[k]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const form = new FormData();
    form.set('blog_title', title.trim());
    form.set('content', content);
    form.set('tags', tags);
    form.set('status', status);
    form.set('author', author.trim() || DEFAULT_BLOG_AUTHOR);
    // Spec §7: scheduledDate only when scheduled.
    if (status === 'scheduled') form.set('scheduledDate', scheduledDate);
    if (image) form.set('image', image, image.name);
    onSubmit(form);
  }

  const errorOf = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof Errors) =>
    errors[field] ? { 'aria-describedby': `${id}-${field}-error`, 'aria-invalid': true } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <span>
            Restored your unsaved draft from {draftTime.format(new Date(restored.savedAt))}.
          </span>
          <button type="button" className={buttonSecondary} onClick={discardDraft}>
            Discard draft
          </button>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-blog_title`} className={labelClass}>
          Title
        </label>
        <input
          id={`${id}-blog_title`}
          className={inputClass}
          value={title}
          required
          onChange={(e) => {
            setTitle(e.target.value);
            clear('blog_title');
          }}
          {...described('blog_title')}
        />
        {errorOf('blog_title')}
      </div>
      <div>
        <span id={`${id}-content-label`} className={labelClass}>
          Content
        </span>
        <Suspense
          fallback={
            <p className="rounded-lg border border-slate-400 p-3 text-sm">Loading editor...</p>
          }
        >
          <BlogEditor
            key={editor.key}
            labelId={`${id}-content-label`}
            initialHtml={editor.html}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? `${id}-content-error` : undefined}
            onChange={(html) => {
              setContent(html);
              clear('content');
            }}
          />
        </Suspense>
        {errorOf('content')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-tags`} className={labelClass}>
            Tags (comma-separated)
          </label>
          <input
            id={`${id}-tags`}
            className={inputClass}
            value={tags}
            placeholder="seo, marketing"
            onChange={(e) => {
              setTags(e.target.value);
              clear('tags');
            }}
            {...described('tags')}
          />
          {errorOf('tags')}
        </div>
        <div>
          <label htmlFor={`${id}-author`} className={labelClass}>
            Author
          </label>
          <input
            id={`${id}-author`}
            className={inputClass}
            value={author}
            onChange={(e) => {
              setAuthor(e.target.value);
              clear('author');
            }}
            {...described('author')}
          />
          {errorOf('author')}
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              clear('scheduledDate');
            }}
          >
            {BLOG_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status === 'scheduled' ? (
        <fieldset className="rounded-lg border border-slate-300 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">
            Publish at (your time)
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-scheduledDate`} className={labelClass}>
                Date
              </label>
              <input
                id={`${id}-scheduledDate`}
                type="date"
                className={inputClass}
                value={date}
                required
                onChange={(e) => {
                  setDate(e.target.value);
                  clear('scheduledDate');
                }}
                {...described('scheduledDate')}
              />
            </div>
            <div>
              <label htmlFor={`${id}-time`} className={labelClass}>
                Time
              </label>
              <input
                id={`${id}-time`}
                type="time"
                className={inputClass}
                value={time}
                required
                onChange={(e) => {
                  setTime(e.target.value);
                  clear('scheduledDate');
                }}
                {...described('scheduledDate')}
              />
            </div>
          </div>
          {errorOf('scheduledDate')}
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={`${id}-image`} className={labelClass}>
          Cover image
        </label>
        <input
          id={`${id}-image`}
          type="file"
          accept={BLOG_IMAGE_ACCEPT}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(e) => onPickImage(e.target.files?.[0] ?? null)}
          {...described('image')}
        />
        {errorOf('image')}
        {preview ? (
          <img
            src={preview}
            alt="Cover image preview"
            className="mt-3 max-h-48 rounded-lg border border-slate-200 object-cover"
          />
        ) : null}
      </div>
      {progress !== null ? (
        <div>
          <label htmlFor={`${id}-progress`} className="text-sm text-slate-800">
            Upload progress: {progress}%
          </label>
          <progress
            id={`${id}-progress`}
            className="mt-1 block h-2 w-full accent-brand-700"
            max={100}
            value={progress}
          />
        </div>
      ) : null}
      {dirty ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {keptWhere === 'browser'
            ? 'Unsaved changes: the server could not be reached, so the draft is kept in this browser for now.'
            : 'Unsaved changes: a draft is kept until you save.'}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" className={buttonSecondary} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <BusySubmitButton busy={busy} busyLabel="Saving..." className={buttonPrimary}>
          {blog ? 'Update Blog' : 'Create Blog'}
        </BusySubmitButton>
      </div>
    </form>
  );
}
