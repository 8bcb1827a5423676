import { classifyLink } from './classify-link';

/**
 * The assistant's light Markdown, parsed into a small tree the page renders with React elements (never
 * as HTML, so nothing a model writes can inject markup): paragraphs, bullet and numbered lists,
 * **bold**, `code`, and [links](/station/12). Only app paths and https URLs become links (see classifyLink);
 * anything else stays text. A backslash before ASCII punctuation makes it literal, as in CommonMark: the
 * service escapes names and addresses that way, so "\[x\](//evil)" shows as text, never a link.
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

// An escaped character ("\*") is swapped for a private-use stand-in while parsing, so no marker regex
// sees it, then swapped back. Private-use characters already in the text could pose as stand-ins, so
// they are replaced first.
const STAND_IN_BASE = 0xe000;
const STAND_INS = /[\ue000-\ue07f]/g;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;

const mask = (text: string) =>
  text
    .replace(STAND_INS, '\ufffd')
    .replace(ESCAPED, (_all, ch: string) => String.fromCharCode(STAND_IN_BASE + ch.charCodeAt(0)));

/** The stand-ins back as the characters they stand for (or, in code, as written: "\*"). */
const unmask = (text: string, keepBackslash = false) =>
  text.replace(
    STAND_INS,
    (c) => (keepBackslash ? '\\' : '') + String.fromCharCode(c.charCodeAt(0) - STAND_IN_BASE),
  );

function unmaskTree(nodes: Inline[]): Inline[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return { ...node, text: unmask(node.text) };
    if (node.kind === 'code') return { ...node, text: unmask(node.text, true) };
    return { ...node, children: unmaskTree(node.children) };
  });
}

/** Inline Markdown of one line: **bold**, `code` and [text](href), possibly nested (a bold link). */
export function parseInline(text: string): Inline[] {
  return unmaskTree(parseMasked(mask(text)));
}

function parseMasked(text: string): Inline[] {
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
    if (next === bold) out.push({ kind: 'bold', children: parseMasked(next[1]) });
    else if (next === code) out.push({ kind: 'code', text: next[1] });
    else {
      const target = classifyLink(unmask(next[2]));
      if (target) out.push({ kind: 'link', ...target, children: parseMasked(next[1]) });
      // An unsafe target drops the link but keeps its words (and their bold or code).
      else
        for (const node of parseMasked(next[1])) {
          if (node.kind === 'text') pushText(node.text);
          else out.push(node);
        }
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
