// bench/results/latest.md, written a section at a time by the parts of the benchmark that run alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces the section that starts with `heading` (up to the next "## ") with `section`'s lines; a section not
 * there yet goes before "## Web app", or at the end.
 */
export function replaceSection(file, heading, section) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const body = `${section.join('\n').trim()}\n\n`;
  const at = text.indexOf(`${heading}\n`);
  if (at < 0) {
    const before = text.indexOf('\n## Web app\n');
    writeFileSync(
      file,
      before < 0
        ? `${text.trimEnd()}\n\n${body}`
        : `${text.slice(0, before + 1)}${body}${text.slice(before + 1)}`,
    );
    return;
  }
  const next = text.indexOf('\n## ', at + heading.length);
  writeFileSync(file, `${text.slice(0, at)}${body}${next < 0 ? '' : text.slice(next + 1)}`);
}
