import sanitizeHtml from 'sanitize-html';

/**
 * The one gate rich text passes before it is stored or shown: sanitize-html with an allow-list of what the
 * editor produces (paragraphs, headings, lists, marks, tables, alignment and direction). Scripts, event
 * handlers, styles other than alignment, images, links and anything unknown are dropped, so a template
 * typed or pasted with `<script>` or `onerror=` renders as its text only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'span',
    'div',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'bdi',
  ],
  allowedAttributes: {
    '*': ['dir', 'style'],
    th: ['colspan', 'rowspan', 'colwidth', 'dir', 'style'],
    td: ['colspan', 'rowspan', 'colwidth', 'dir', 'style'],
    col: ['style', 'span'],
    table: ['class', 'dir', 'style'],
  },
  allowedClasses: { table: ['bb-table'] },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'min-width': [/^\d{1,4}px$/],
      width: [/^\d{1,4}(px|%)$/],
    },
  },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of rich text (what the letters' keyword search reads): blocks end a line. */
export function textOfRichText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-4]|li|tr|blockquote|div)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
