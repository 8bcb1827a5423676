import { inflateSync } from 'node:zlib';

/** One text-showing operator of a page: its text and where it was placed (PDF points, from the bottom). */
export interface PdfTextRun {
  text: string;
  x: number | null;
  y: number | null;
}

/**
 * The text drawn on a PDF's pages, one run per text-showing operator, read back from the file itself
 * (pdf-lib writes no text extraction): every Flate stream is inflated and its `<hex> Tj` / `(literal) Tj`
 * operands decoded, with the position of the `Tm` before them when there is one. Enough for PDFs drawn with
 * pdf-lib's standard fonts, which is what the receipt uses.
 */
export function pdfTextPlacements(pdf: Uint8Array): PdfTextRun[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: PdfTextRun[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1]; // not compressed
    }
    for (const op of content.matchAll(
      /(?:(-?[\d.]+) (-?[\d.]+) Tm\s*)?(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g,
    )) {
      runs.push({
        text:
          op[3] !== undefined ? Buffer.from(op[3], 'hex').toString('latin1') : op[4].replace(/\\(.)/g, '$1'),
        x: op[1] === undefined ? null : Number(op[1]),
        y: op[2] === undefined ? null : Number(op[2]),
      });
    }
  }
  return runs;
}

/** The text runs of the PDF's pages, in drawing order. */
export const pdfTextRuns = (pdf: Uint8Array): string[] => pdfTextPlacements(pdf).map((r) => r.text);

/** All the text of the PDF's pages, runs separated by newlines. */
export const pdfText = (pdf: Uint8Array): string => pdfTextRuns(pdf).join('\n');
