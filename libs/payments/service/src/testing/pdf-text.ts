import { inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** One text-showing operator of a page: its text and where it was placed (PDF points, from the bottom). */
export interface PdfTextRun {
  text: string;
  x: number | null;
  y: number | null;
}

/** Every stream of the PDF (object streams included), inflated when it is compressed. */
export function pdfStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  // Each stream is as long as its dictionary's /Length says (binary data may end in any byte).
  return [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const data = Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1');
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return data.toString('latin1'); // not compressed
    }
  });
}

/** The CID -> text entries of the PDF's ToUnicode CMaps (`<cid> <utf-16be>` lines of bfchar blocks). */
export function pdfToUnicode(pdf: Uint8Array): Map<number, string> {
  const map = new Map<number, string>();
  for (const content of pdfStreams(pdf).filter((c) => c.includes('begincmap'))) {
    for (const block of content.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const entry of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
        map.set(parseInt(entry[1], 16), Buffer.from(entry[2], 'hex').swap16().toString('utf16le'));
      }
    }
  }
  return map;
}

/** The 2-byte codes (CIDs) of the hex strings of a TJ array, in order. */
export function tjCodes(array: string): number[] {
  const codes: number[] = [];
  for (const hex of array.matchAll(/<([0-9A-Fa-f]*)>/g)) {
    for (let i = 0; i + 4 <= hex[1].length; i += 4) codes.push(parseInt(hex[1].slice(i, i + 4), 16));
  }
  return codes;
}

/**
 * The text drawn on a PDF's pages, one run per text-showing operator, read back from the file itself
 * (pdf-lib writes no text extraction): every Flate stream is inflated and its `<hex> Tj` / `(literal) Tj`
 * operands decoded, with the position of the `Tm` before them when there is one. Enough for PDFs drawn with
 * pdf-lib's standard fonts, which is what the English receipt uses; `[...] TJ` arrays (the Hindi receipt's
 * shaped Devanagari font, 2-byte CIDs) are decoded through the PDF's ToUnicode CMap.
 */
export function pdfTextPlacements(pdf: Uint8Array): PdfTextRun[] {
  const toUnicode = pdfToUnicode(pdf);
  const runs: PdfTextRun[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const op of content.matchAll(
      /(?:(-?[\d.]+) (-?[\d.]+) Tm\s*)?(?:(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj|\[([^\]]*)\]\s*TJ)/g,
    )) {
      const text =
        op[5] !== undefined
          ? tjCodes(op[5])
              .map((cid) => toUnicode.get(cid) ?? '')
              .join('')
          : op[3] !== undefined
            ? Buffer.from(op[3], 'hex').toString('latin1')
            : op[4].replace(/\\(.)/g, '$1');
      runs.push({
        text,
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

/**
 * The glyph ids each `[...] TJ` of the PDF draws, with the text it reads as: CIDs mapped to glyphs through
 * the Type0 font's CIDToGIDMap stream (an Identity map leaves them as they are).
 */
export async function pdfGlyphRuns(pdf: Uint8Array): Promise<Array<{ text: string; glyphs: number[] }>> {
  const doc = await PDFDocument.load(pdf);
  let cidToGid: Uint8Array | null = null;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('CIDFontType2'))
      continue;
    const map = object.lookup(PDFName.of('CIDToGIDMap'));
    if (map instanceof PDFRawStream) cidToGid = decodePDFRawStream(map).decode();
  }
  const gid = (cid: number) => (cidToGid ? (cidToGid[cid * 2] << 8) | cidToGid[cid * 2 + 1] : cid);
  const toUnicode = pdfToUnicode(pdf);
  const runs: Array<{ text: string; glyphs: number[] }> = [];
  for (const content of pdfStreams(pdf)) {
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const cids = tjCodes(op[1]);
      runs.push({ text: cids.map((c) => toUnicode.get(c) ?? '').join(''), glyphs: cids.map(gid) });
    }
  }
  return runs;
}
