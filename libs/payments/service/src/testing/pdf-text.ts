import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, one string per text-showing operator, read back from the file itself
 * (pdf-lib writes no text extraction): every Flate stream is inflated and its `<hex> Tj` / `(literal) Tj`
 * operands decoded. Enough for PDFs drawn with pdf-lib's standard fonts, which is what the receipt uses.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1]; // not compressed
    }
    for (const op of content.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      runs.push(
        op[1] !== undefined ? Buffer.from(op[1], 'hex').toString('latin1') : op[2].replace(/\\(.)/g, '$1'),
      );
    }
  }
  return runs;
}

/** All the text of the PDF's pages, runs separated by newlines. */
export const pdfText = (pdf: Uint8Array): string => pdfTextRuns(pdf).join('\n');
