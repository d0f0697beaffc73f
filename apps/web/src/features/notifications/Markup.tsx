import { createElement, type ReactNode } from 'react';

/** The only markup a notification description may carry (bold, italic, line breaks). */
const ALLOWED = new Set(['b', 'strong', 'i', 'br']);
/** Elements dropped with their content; anything else not allowed is unwrapped to its text. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);

function convert(nodes: NodeListOf<ChildNode>, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    if (tag === 'br') out.push(createElement('br', { key }));
    else if (ALLOWED.has(tag)) out.push(createElement(tag, { key }, ...convert(node.childNodes, `${key}.`)));
    else out.push(...convert(node.childNodes, `${key}.`));
  });
  return out;
}

/**
 * A description's markup as React elements: b, strong, i and br are kept (without any attribute);
 * every other tag is unwrapped to its text, and scripts, styles and embedded content are dropped.
 * The parser is inert (no script runs, no image loads) and nothing is set as HTML.
 */
export function sanitizeMarkup(markup: string): ReactNode[] {
  if (!/[<&]/.test(markup)) return [markup];
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
  return convert(doc.body.childNodes, '');
}

/** The description as plain text (for labels and tooltips). */
export function markupText(markup: string): string {
  if (!/[<&]/.test(markup)) return markup;
  const doc = new DOMParser().parseFromString(
    `<!doctype html><body>${markup.replace(/<br\s*\/?>/gi, ' ')}</body>`,
    'text/html',
  );
  for (const el of doc.body.querySelectorAll([...DROPPED].join(','))) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function Markup({ text }: { text: string }) {
  return <>{sanitizeMarkup(text)}</>;
}
