import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary, inputClass } from './admin-shell.tsx';

/**
 * The blog's rich-text editor (Tiptap), loaded only by the admin blog form through
 * React.lazy. It produces plain semantic HTML (paragraphs, headings, lists, links,
 * quotes), which the server sanitises before storing.
 */
export interface BlogEditorProps {
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  initialHtml: string;
  onChange(html: string): void;
}

const EMPTY_DOCUMENT = '<p></p>';

export default function BlogEditor({
  labelId,
  describedBy,
  invalid,
  initialHtml,
  onChange,
}: BlogEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: initialHtml || EMPTY_DOCUMENT,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-admin min-h-48 max-h-[50vh] overflow-y-auto px-3 py-2 focus:outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_a]:text-brand-700 [&_a]:underline [&_p]:my-2',
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(current.isEmpty ? '' : current.getHTML());
    },
  });

  return (
    <div
      className={`rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-500 ${invalid ? 'border-red-600' : 'border-slate-400'}`}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      {!editor ? <p className="px-3 py-2 text-sm text-slate-600">Loading editor...</p> : null}
    </div>
  );
}

function ToolButton(props: {
  label: string;
  active: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.active}
      title={props.label}
      // A pointer press leaves the focus and the selection in the text, so typing goes on
      // there at once (focus() returning to the editor waits a frame).
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
      className={`rounded p-1.5 focus:outline-none focus:ring-2 focus:ring-brand-500 ${props.active ? 'bg-brand-100 text-brand-900' : 'text-slate-800 hover:bg-slate-100'}`}
    >
      {props.children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState('');
  const linkInputId = useId();
  const chain = () => editor.chain().focus();

  function applyLink() {
    const url = href.trim();
    if (url && !/^(https?:\/\/|mailto:|\/)/i.test(url)) {
      setLinkError('Enter a link starting with https://, http://, mailto: or /');
      return;
    }
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
    setLinkError('');
  }

  return (
    <div className="border-b border-slate-300">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 p-1.5">
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Heading 2"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Heading 3"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Bullet list"
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Quote"
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <Quote aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          label="Link"
          active={state.link || linkOpen}
          onClick={() => {
            setHref(state.href);
            setLinkError('');
            setLinkOpen((open) => !open);
          }}
        >
          <LinkIcon aria-hidden="true" className="size-4" />
        </ToolButton>
      </div>
      {linkOpen ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
          <div className="min-w-48 flex-1">
            <label htmlFor={linkInputId} className="mb-1 block text-xs font-medium text-slate-800">
              Link address (empty removes the link)
            </label>
            <input
              id={linkInputId}
              className={inputClass}
              type="url"
              value={href}
              autoFocus
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setLinkOpen(false);
                  editor.commands.focus();
                }
              }}
              aria-describedby={linkError ? `${linkInputId}-error` : undefined}
            />
          </div>
          <button type="button" className={buttonPrimary} onClick={applyLink}>
            Apply link
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setLinkOpen(false);
              editor.commands.focus();
            }}
          >
            Cancel
          </button>
          {linkError ? (
            <p id={`${linkInputId}-error`} role="alert" className="w-full text-sm text-red-700">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
