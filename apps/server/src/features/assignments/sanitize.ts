import sanitizeHtml from 'sanitize-html';

/**
 * Instructions are teacher-written HTML shown to students: only text formatting and links
 * survive, links open safely in a new tab, and nothing can run script or load content.
 */
export function sanitizeInstructions(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  }).trim();
}
