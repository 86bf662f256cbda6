import type { ReactNode } from 'react';
import type { RichTextNode } from '@lectern/domain';

/**
 * VIDEO-13: the lesson body from its ProseMirror JSON, drawn as React elements of the few node
 * types the lesson uses (headings 2–3, paragraphs, lists, bold and italic text). Nothing is parsed
 * as HTML, so no markup in the data can reach the page; an unknown node draws its text only.
 */
export function RichText({ doc }: { doc: RichTextNode | string | null }) {
  const root = typeof doc === 'string' ? parse(doc) : doc;
  if (!root) return null;
  return <>{children(root)}</>;
}

function parse(raw: string): RichTextNode | null {
  try {
    return JSON.parse(raw) as RichTextNode;
  } catch {
    return null;
  }
}

const children = (node: RichTextNode): ReactNode[] => (node.content ?? []).map((child, i) => draw(child, i));

function draw(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      // The body follows the page's h1: its headings are h2 and h3, as written.
      const level = node.attrs?.['level'] === 3 ? 'h3' : 'h2';
      const H = level;
      return <H key={key}>{children(node)}</H>;
    }
    case 'paragraph':
      return <p key={key}>{children(node)}</p>;
    case 'bulletList':
      return <ul key={key}>{children(node)}</ul>;
    case 'orderedList':
      return <ol key={key}>{children(node)}</ol>;
    case 'listItem':
      return <li key={key}>{children(node)}</li>;
    case 'text': {
      let out: ReactNode = node.text ?? '';
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') out = <strong>{out}</strong>;
        else if (mark.type === 'italic') out = <em>{out}</em>;
      }
      return <span key={key}>{out}</span>;
    }
    default:
      return <span key={key}>{children(node)}</span>;
  }
}
