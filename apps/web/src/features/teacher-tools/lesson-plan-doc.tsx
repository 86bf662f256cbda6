import type { ReactNode } from 'react';
import type { ProseMirrorNode } from '@lectern/domain';
import { escapeHtml } from '../../lib/html.js';

/**
 * A lesson plan's ProseMirror document (Tiptap's StarterKit nodes) shown, copied and printed. It is
 * turned into React elements and escaped HTML node by node: nothing in it is ever read as markup,
 * and a node or mark it does not know is shown as its text.
 */
const MARKS: Record<string, string> = { bold: 'strong', italic: 'em', strike: 's', code: 'code', underline: 'u' };

function marked(text: string, marks: ProseMirrorNode['marks'], key: string | number): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, m, i) => {
    const Tag = MARKS[m.type] as 'strong' | undefined;
    return Tag ? <Tag key={`${key}-${i}`}>{inner}</Tag> : inner;
  }, text);
}

/** Headings sit under the panel's own h2 and "Your lesson plan" (h3): level 1 becomes h4. */
const headingTag = (level: unknown) => `h${Math.min(6, Math.max(1, Number(level) || 2) + 3)}` as 'h4';

export function renderNode(node: ProseMirrorNode, key: string | number = 0): ReactNode {
  const children = () => (node.content ?? []).map((c, i) => renderNode(c, i));
  switch (node.type) {
    case 'doc':
      return <>{children()}</>;
    case 'text':
      return marked(node.text ?? '', node.marks, key);
    case 'heading': {
      const H = headingTag(node.attrs?.level);
      return <H key={key}>{children()}</H>;
    }
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'bulletList':
      return <ul key={key}>{children()}</ul>;
    case 'orderedList':
      return <ol key={key}>{children()}</ol>;
    case 'listItem':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'codeBlock':
      return <pre key={key}>{children()}</pre>;
    case 'hardBreak':
      return <br key={key} />;
    case 'horizontalRule':
      return <hr key={key} />;
    default:
      return <span key={key}>{children()}</span>;
  }
}

const HTML_TAGS: Record<string, string> = {
  paragraph: 'p',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  blockquote: 'blockquote',
  codeBlock: 'pre',
};

/** The plan as HTML for the clipboard (text/html), every text escaped. */
export function toHtml(node: ProseMirrorNode): string {
  if (node.type === 'text')
    return (node.marks ?? []).reduce(
      (inner, m) => {
        const tag = MARKS[m.type];
        return tag ? `<${tag}>${inner}</${tag}>` : inner;
      },
      escapeHtml(node.text ?? ''),
    );
  if (node.type === 'hardBreak') return '<br>';
  if (node.type === 'horizontalRule') return '<hr>';
  const inner = (node.content ?? []).map(toHtml).join('');
  if (node.type === 'doc') return inner;
  const tag = node.type === 'heading' ? `h${Math.min(6, Math.max(1, Number(node.attrs?.level) || 2))}` : HTML_TAGS[node.type];
  return tag ? `<${tag}>${inner}</${tag}>` : inner;
}

/** The plan as plain text (text/plain): blocks on their own lines, list items numbered or bulleted. */
export function toText(node: ProseMirrorNode, indent = ''): string {
  const inline = (n: ProseMirrorNode): string =>
    n.type === 'text' ? (n.text ?? '') : n.type === 'hardBreak' ? '\n' : (n.content ?? []).map(inline).join('');
  switch (node.type) {
    case 'doc':
      return (node.content ?? []).map((c) => toText(c, indent)).join('\n\n');
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? [])
        .map((item, i) => {
          const label = node.type === 'orderedList' ? `${i + 1}. ` : '• ';
          const body = (item.content ?? []).map((c) => toText(c, `${indent}   `)).join('\n');
          return `${indent}${label}${body.trimStart()}`;
        })
        .join('\n');
    case 'blockquote':
      return (node.content ?? []).map((c) => toText(c, `${indent}> `)).join('\n');
    default:
      return `${indent}${inline(node)}`;
  }
}
