/**
 * The rich-text editor of articles and static pages (TipTap, decision 0102), loaded in its own chunk
 * (body-field.tsx): headings, bold, italic, underline, strike, lists, quote, link, image (uploaded
 * through POST /Admin/Upload/Image), table, rule, undo. It writes HTML; the API sanitises it with its
 * allow-list on save whatever the editor or a paste produced.
 * DOM hooks: `data-testid="rich-text-editor"`, toolbar buttons by their aria-label.
 */
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { messages } from '../../messages.ts';

const t = messages.article.toolbar;

/** The editing area's look (the console has no global stylesheet; the CSP allows inline styles). */
const css = `
.rich-text-editor__content .ProseMirror { min-height: 320px; padding: 12px 16px; outline: none; line-height: 1.6; }
.rich-text-editor__content .ProseMirror img { max-width: 100%; height: auto; }
.rich-text-editor__content .ProseMirror blockquote { border-left: 4px solid #d9d9d9; margin-left: 0; padding-left: 12px; color: #595959; }
.rich-text-editor__content .ProseMirror table { border-collapse: collapse; }
.rich-text-editor__content .ProseMirror th, .rich-text-editor__content .ProseMirror td { border: 1px solid #d9d9d9; padding: 4px 8px; min-width: 60px; }
`;

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Uploads an image and answers its address. */
  uploadImage: (file: File) => Promise<string>;
}

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type={active ? 'primary' : 'default'}
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const run = () => editor.chain().focus();
  const setLink = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t.linkPrompt, current);
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') run().extendMarkRange('link').unsetLink().run();
    else run().extendMarkRange('link').setLink({ href: href.trim(), target: '_blank' }).run();
  };
  return (
    <Space wrap size={4} role="toolbar" aria-label={t.label} style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}>
      <Tool label={t.paragraph} onClick={() => run().setParagraph().run()}>
        ¶
      </Tool>
      <Tool label={t.h2} active={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t.h3} active={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t.bold} active={state.bold} onClick={() => run().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t.italic} active={state.italic} onClick={() => run().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label={t.underline} active={state.underline} onClick={() => run().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label={t.strike} active={state.strike} onClick={() => run().toggleStrike().run()}>
        <s>S</s>
      </Tool>
      <Tool label={t.bulletList} active={state.bullet} onClick={() => run().toggleBulletList().run()}>
        •
      </Tool>
      <Tool label={t.orderedList} active={state.ordered} onClick={() => run().toggleOrderedList().run()}>
        1.
      </Tool>
      <Tool label={t.quote} active={state.quote} onClick={() => run().toggleBlockquote().run()}>
        ❝
      </Tool>
      <Tool label={t.link} active={state.link} onClick={setLink}>
        {t.linkShort}
      </Tool>
      <Tool label={t.image} onClick={onImage}>
        {t.imageShort}
      </Tool>
      <Tool label={t.table} onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        ▦
      </Tool>
      <Tool label={t.rule} onClick={() => run().setHorizontalRule().run()}>
        ―
      </Tool>
      <Tool label={t.undo} onClick={() => run().undo().run()}>
        ↶
      </Tool>
      <Tool label={t.redo} onClick={() => run().redo().run()}>
        ↷
      </Tool>
    </Space>
  );
}

export default function RichTextEditor({ value = '', onChange, uploadImage }: RichTextEditorProps) {
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value from outside (the article loaded, another page picked) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const pickImage = async (chosen: File | undefined) => {
    if (!chosen || !editor) return;
    try {
      const src = await uploadImage(chosen);
      editor.chain().focus().setImage({ src }).run();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  if (!editor) return null;
  return (
    <div
      className="rich-text-editor"
      data-testid="rich-text-editor"
      style={{ border: '1px solid #d9d9d9', borderRadius: 8 }}
    >
      <style>{css}</style>
      <Toolbar editor={editor} onImage={() => file.current?.click()} />
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        style={{ display: 'none' }}
        onChange={(e) => void pickImage(e.target.files?.[0])}
      />
      <EditorContent editor={editor} className="rich-text-editor__content" />
    </div>
  );
}
