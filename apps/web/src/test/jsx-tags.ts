/**
 * The opening tags of a JSX element in a source text (`<Button`, `<DatePicker`), from the name to the first
 * `>` outside braces, with their line numbers: the static checks of the web app's sources read them.
 */
export function openingTags(text: string, element: RegExp): { tag: string; line: number }[] {
  const tags: { tag: string; line: number }[] = [];
  for (const m of text.matchAll(new RegExp(element.source, 'g'))) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push({ tag: text.slice(m.index, i + 1), line: text.slice(0, m.index).split('\n').length });
  }
  return tags;
}
