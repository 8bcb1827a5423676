/**
 * The assistant's light Markdown, parsed into a small tree the page renders with React elements (never
 * as HTML, so nothing a model writes can inject markup): paragraphs, bullet and numbered lists,
 * **bold**, `code`, and [links](/station/12). Only app paths (starting with one "/") and http(s) URLs become
 * links; anything else stays text.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function safeHref(href: string): { href: string; external: boolean } | null {
  if (/^\/(?!\/)[^\s]*$/.test(href)) return { href, external: false };
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { href, external: true };
  return null;
}

/** Inline Markdown of one line: **bold** and [text](href), possibly nested (a bold link). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const pushText = (t: string) => {
    if (!t) return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  while (rest) {
    const bold = /\*\*(.+?)\*\*/.exec(rest);
    const link = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    const code = /`([^`]+)`/.exec(rest);
    const next = [bold, link, code]
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => a.index - b.index)[0];
    if (!next) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, next.index));
    if (next === bold) out.push({ kind: 'bold', children: parseInline(next[1]) });
    else if (next === code) out.push({ kind: 'code', text: next[1] });
    else {
      const target = safeHref(next[2]);
      if (target) out.push({ kind: 'link', ...target, children: parseInline(next[1]) });
      else pushText(next[1]);
    }
    rest = rest.slice(next.index + next[0].length);
  }
  return out;
}

/** Blocks: blank lines separate paragraphs; runs of "- " or "1. " lines make lists. */
export function parseLightMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/^#{1,6}\s+/, '').trimEnd();
    const last = blocks.at(-1);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = parseInline(((bullet ?? numbered) as RegExpExecArray)[1]);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (!line.trim()) {
      // A blank line closes the current block; the next line starts a new one.
      if (last && !(last.kind === 'paragraph' && last.lines.length === 0))
        blocks.push({ kind: 'paragraph', lines: [] });
    } else if (last?.kind === 'paragraph') last.lines.push(parseInline(line));
    else blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
  }
  return blocks.filter((b) => b.kind === 'list' || b.lines.length > 0);
}
