/**
 * The TipTap editor of richtext fields, in its own chunk (loaded by richtext.tsx with
 * React.lazy). Value: HTML ('' when empty). Toolbar: bold, italic, heading, list,
 * quote, undo/redo, and an image uploaded like image fields.
 */
import {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Space, theme } from "antd";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { checkImage, uploadImage } from "./upload";

export interface RichTextEditorProps {
  value?: unknown;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
  label?: string;
}

// Stable options: useEditor re-applies options that changed on every render.
const extensions = [StarterKit.configure({ heading: { levels: [2, 3] } }), Image];

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

function ToolButton(props: { label: string; icon: ReactNode; active?: boolean; disabled?: boolean; loading?: boolean; onClick: () => void }) {
  return (
    <Button
      size="small"
      type={props.active ? "primary" : "text"}
      aria-label={props.label}
      aria-pressed={props.active}
      title={props.label}
      icon={props.icon}
      disabled={props.disabled}
      loading={props.loading}
      onClick={props.onClick}
      // The editor keeps the focus: a click that moved it to the button blurred the editor, and
      // TipTap's focus() gives it back a frame later, so keys typed right after the click (a
      // fast typist, a busy phone) met an editor between the two and landed out of order.
      onMouseDown={(e) => e.preventDefault()}
    />
  );
}

export default function RichTextEditor({ value, onChange, disabled, label }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const [initial] = useState(() => (typeof value === "string" ? value : ""));
  // The values this editor sent that the form has not echoed back yet. The form's render of
  // one keystroke's value can reach the effect below after the next keystroke is in the
  // editor (ProseMirror reads keys outside React); such a late echo is not a change from
  // outside, and putting it back moved the caret and the typed text (seen under load).
  const unechoed = useRef<string[]>([]);
  const editorProps = useMemo(
    () => ({ attributes: { class: "richtext-content", style: "min-height: 200px; padding: 8px 11px", "aria-label": label ?? "正文" } }),
    [label],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      unechoed.current.push(html);
      onChangeRef.current?.(html);
    },
  });

  // The value changed from outside (record loaded, form reset): show it.
  useEffect(() => {
    const html = typeof value === "string" ? value : "";
    const sent = unechoed.current;
    const at = sent.lastIndexOf(html);
    if (at >= 0) {
      // our own value coming back, maybe a late one: everything sent before it is echoed
      sent.splice(0, at + 1);
      return;
    }
    sent.length = 0;
    if (!editor.isDestroyed && html !== htmlOf(editor)) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // no update event: only typing changes the value (an event here marked fresh forms unsaved)
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading"),
      list: e.isActive("bulletList"),
      quote: e.isActive("blockquote"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const insertImage = async (file: File | undefined) => {
    if (!file || checkImage(file)) return;
    setUploading(true);
    try {
      const src = await uploadImage(file);
      chain().setImage({ src }).run();
    } catch {
      // request() has shown the error.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Space size={2} wrap role="toolbar" aria-label="编辑工具" style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, width: "100%" }}>
        <ToolButton label="加粗" icon={<BoldOutlined />} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
        <ToolButton label="斜体" icon={<ItalicOutlined />} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
        <ToolButton label="标题" icon={<FontSizeOutlined />} active={state.heading} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton label="列表" icon={<UnorderedListOutlined />} active={state.list} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton label="引用" icon={<span aria-hidden>❝</span>} active={state.quote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()} />
        <ToolButton label="撤销" icon={<UndoOutlined />} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton label="重做" icon={<RedoOutlined />} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()} />
        <ToolButton label="插入图片" icon={<PictureOutlined />} loading={uploading} disabled={disabled} onClick={() => fileInput.current?.click()} />
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        // a style, not the hidden attribute: the editor's reset CSS displays [hidden] inputs
        style={{ display: "none" }}
        data-testid="richtext-image-input"
        onChange={(e) => {
          void insertImage(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
