import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './editor.css';

/**
 * The description's rich-text editor (TipTap): it reads the HTML the API holds and writes HTML,
 * both through DOMPurify. Its toolbar speaks Indonesian and is one Tab stop: the arrow keys, Home
 * and End move between its buttons (the WAI-ARIA toolbar pattern). Loaded with the form screens only.
 */

interface Tool {
  readonly label: string;
  readonly text: string;
  readonly run: (editor: Editor) => void;
  readonly active?: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  { label: 'Tebal', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    label: 'Miring',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Garis Bawah',
    text: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'Coret',
    text: 'S',
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    label: 'Judul',
    text: 'H',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading'),
  },
  {
    label: 'Daftar Berpoin',
    text: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Daftar Bernomor',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    label: 'Kutipan',
    text: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { label: 'Urungkan', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Ulangi', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

const clean = (html: string) => DOMPurify.sanitize(html);

/** What the editor holds as the API keeps it: cleaned HTML, '' when nothing is written. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : clean(editor.getHTML()));

export interface RichTextEditorProps {
  readonly html: string;
  readonly onChange: (html: string) => void;
  /** The id of the visible label that names the editor. */
  readonly labelId: string;
}

function Toolbar({ editor, labelId }: { readonly editor: Editor; readonly labelId: string }) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((tool) => tool.active?.(e) ?? null) });
  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next = {
      ArrowRight: focused === last ? 0 : focused + 1,
      ArrowLeft: focused === 0 ? last : focused - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      className="product-editor__toolbar"
      role="toolbar"
      aria-label="Format Deskripsi"
      aria-controls={`${labelId}-editor`}
      tabIndex={-1}
      onKeyDown={move}
    >
      {TOOLS.map((tool, index) => (
        <button
          key={tool.label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className="product-editor__tool"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={active[index] ?? undefined}
          tabIndex={index === focused ? 0 : -1}
          onFocus={() => setFocused(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}

export function RichTextEditor({ html, onChange, labelId }: RichTextEditorProps) {
  const emitted = useRef(html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false },
      }),
    ],
    content: clean(html),
    editorProps: {
      attributes: {
        id: `${labelId}-editor`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'product-editor__content',
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = htmlOf(changed);
      onChange(emitted.current);
    },
  });
  // The form put other HTML in (a draft taken up, a reset): show it without counting it as typing.
  useEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    editor.commands.setContent(clean(html), { emitUpdate: false });
  }, [editor, html]);
  return (
    <div className="product-editor">
      <Toolbar editor={editor} labelId={labelId} />
      <EditorContent editor={editor} />
    </div>
  );
}
