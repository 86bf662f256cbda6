import { useEditor, EditorContent, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { LESSON_PLAN_TEXT as TEXT, type ProseMirrorNode } from '@lectern/domain';
import { Button } from '../../ui/button.js';
import s from './lesson-planner.module.css';

/**
 * "Edit lesson" (TOOLS-26): the plan in a rich-text editor built on ProseMirror (Tiptap's
 * StarterKit: headings, paragraphs, lists, bold and italic). Loaded as its own chunk when a teacher
 * first edits, so an article page does not carry it. Links are left out: a plan is for the class.
 */
export function LessonPlanEditor({
  document,
  onSave,
  onCancel,
}: {
  document: ProseMirrorNode;
  onSave: (document: ProseMirrorNode) => void;
  onCancel: () => void;
}) {
  const [initial] = useState(document);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, codeBlock: false, code: false })],
    content: initial,
    immediatelyRender: false,
    editorProps: {
      attributes: { class: s.editable!, 'aria-label': 'Lesson plan', 'aria-multiline': 'true', role: 'textbox' },
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });
  const tools: { label: string; on: boolean | undefined; run: () => void }[] = editor
    ? [
        { label: 'Bold', on: active?.bold, run: () => editor.chain().focus().toggleBold().run() },
        { label: 'Italic', on: active?.italic, run: () => editor.chain().focus().toggleItalic().run() },
        { label: 'Heading', on: active?.heading, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
        { label: 'Bulleted list', on: active?.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
        { label: 'Numbered list', on: active?.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
        { label: 'Undo', on: undefined, run: () => editor.chain().focus().undo().run() },
        { label: 'Redo', on: undefined, run: () => editor.chain().focus().redo().run() },
      ]
    : [];
  return (
    <div className={s.editor}>
      <div role="toolbar" aria-label="Formatting" className={s.formatting}>
        {tools.map((t) => (
          <button
            key={t.label}
            type="button"
            className={s.format}
            aria-pressed={t.on}
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            {t.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className={s.document} />
      <div className={s.actions}>
        <Button isDisabled={!editor} onPress={() => editor && onSave(editor.getJSON() as ProseMirrorNode)}>
          Save edit
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
