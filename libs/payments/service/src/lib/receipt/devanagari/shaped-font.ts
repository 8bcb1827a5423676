import {
  beginText,
  endText,
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setLineWidth,
  setStrokingColor,
  setTextMatrix,
  setTextRenderingMode,
  setTextRise,
  TextRenderingMode,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { deflateSync } from 'node:zlib';
import type { ShapedGlyph, Shaper } from './shaper';

const FONT_NAME = 'NotoSansDevanagari-Regular';

/** The metrics a FontDescriptor needs, read from the font's head, hhea and OS/2 tables (font units). */
function fontMetrics(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const at = 12 + 16 * i;
    offsets.set(String.fromCharCode(...bytes.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const head = offsets.get('head') ?? 0;
  const hhea = offsets.get('hhea') ?? 0;
  const os2 = offsets.get('OS/2');
  return {
    bbox: [36, 38, 40, 42].map((o) => view.getInt16(head + o)),
    ascent: view.getInt16(hhea + 4),
    descent: view.getInt16(hhea + 6),
    capHeight:
      os2 !== undefined && view.getUint16(os2) >= 2 ? view.getInt16(os2 + 88) : view.getInt16(hhea + 4),
  };
}

interface EmbeddedFont {
  /** The font file, Flate-compressed as the PDF stores it. */
  deflated: Uint8Array;
  /** Its length before compression (the stream's Length1). */
  length: number;
  metrics: ReturnType<typeof fontMetrics>;
}

const embedded = new WeakMap<Shaper, EmbeddedFont>();

/** The shaper's font as every receipt embeds it: compressed and measured once, since its bytes never change. */
function embeddedFont(shaper: Shaper): EmbeddedFont {
  let font = embedded.get(shaper);
  if (!font) {
    const bytes = shaper.fontBytes;
    font = { deflated: deflateSync(bytes), length: bytes.length, metrics: fontMetrics(bytes) };
    embedded.set(shaper, font);
  }
  return font;
}

/** The text each glyph of a shaped run stands for: its cluster's characters, shared out in order. */
export function glyphTexts(text: string, glyphs: ShapedGlyph[]): string[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const clusterText = (cluster: number) => {
    const next = starts[starts.indexOf(cluster) + 1];
    return text.slice(cluster, next ?? text.length);
  };
  const out: string[] = [];
  for (let i = 0; i < glyphs.length;) {
    let j = i;
    while (j < glyphs.length && glyphs[j].cluster === glyphs[i].cluster) j += 1;
    const chars = Array.from(clusterText(glyphs[i].cluster));
    const count = j - i;
    for (let k = 0; k < count; k += 1) {
      // A cluster drawn as fewer glyphs than it has characters (a conjunct): the last glyph takes the rest.
      out.push(k < count - 1 ? (chars[k] ?? '') : chars.slice(k).join(''));
    }
    i = j;
  }
  return out;
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (s: string) => Array.from({ length: s.length }, (_, i) => hex4(s.charCodeAt(i))).join('');

export interface ShapedTextOptions {
  x: number;
  y: number;
  size: number;
  color: Color;
  /** Drawn with a thin outline as well as filled: a bold look from the one embedded weight. */
  bold?: boolean;
}

/**
 * A TrueType font embedded by hand as a Type0 / CIDFontType2 font (Identity-H) and drawn glyph by glyph
 * from HarfBuzz's shaping, so Devanagari conjuncts and matras appear as the font designs them (pdf-lib's
 * own text drawing maps code points to glyphs one by one). Each (glyph, text) pair drawn gets its own CID,
 * mapped to its glyph by a CIDToGIDMap and to its characters by the ToUnicode CMap, so the text can be
 * extracted and copied in reading order even when a matra is drawn before its consonant. Call
 * {@link finish} once everything is drawn, before saving the document.
 */
export class ShapedFont {
  private readonly ref: PDFRef;
  private readonly cids = new Map<string, number>();
  /** CID -> [glyph id, text]; CID 0 is .notdef. */
  private readonly entries: Array<[number, string]> = [[0, '']];
  private readonly names = new Map<PDFPage, PDFName>();
  private readonly scale: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly shaper: Shaper,
  ) {
    this.ref = doc.context.nextRef();
    this.scale = 1000 / shaper.unitsPerEm;
  }

  widthOfTextAtSize(text: string, size: number): number {
    const units = this.shaper.shape(text).reduce((sum, g) => sum + g.xAdvance, 0);
    return (units * size) / this.shaper.unitsPerEm;
  }

  private cid(glyph: number, text: string): number {
    const key = `${glyph}:${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      cid = this.entries.length;
      this.entries.push([glyph, text]);
      this.cids.set(key, cid);
    }
    return cid;
  }

  private fontName(page: PDFPage): PDFName {
    let name = this.names.get(page);
    if (!name) {
      name = page.node.newFontDictionary('NotoDeva', this.ref);
      this.names.set(page, name);
    }
    return name;
  }

  /** Draws one line of text with its baseline starting at (x, y). */
  draw(page: PDFPage, text: string, o: ShapedTextOptions): void {
    const glyphs = this.shaper.shape(text);
    const texts = glyphTexts(text, glyphs);
    const ops: PDFOperator[] = [
      pushGraphicsState(),
      beginText(),
      setFillingColor(o.color),
      setFontAndSize(this.fontName(page), o.size),
    ];
    if (o.bold) {
      ops.push(
        setStrokingColor(o.color),
        setLineWidth(o.size * 0.035),
        setTextRenderingMode(TextRenderingMode.FillAndOutline),
      );
    }
    ops.push(setTextMatrix(1, 0, 0, 1, o.x, o.y));

    // TJ arrays of glyph strings and adjustments (thousandths of an em, subtracted from the position),
    // broken where a glyph is raised or lowered (text rise).
    let pen = 0; // where HarfBuzz puts the next glyph, font units
    let drawn = 0; // where the PDF's text position is, font units
    let rise = 0;
    let array = PDFArray.withContext(this.doc.context);
    let run = '';
    const flushRun = () => {
      if (run) array.push(PDFHexString.of(run));
      run = '';
    };
    const flushArray = () => {
      flushRun();
      if (array.size()) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
      array = PDFArray.withContext(this.doc.context);
    };
    glyphs.forEach((g, i) => {
      if (g.yOffset !== rise) {
        flushArray();
        rise = g.yOffset;
        ops.push(setTextRise((rise * o.size) / this.shaper.unitsPerEm));
      }
      const target = pen + g.xOffset;
      if (target !== drawn) {
        flushRun();
        array.push(PDFNumber.of((drawn - target) * this.scale));
      }
      run += hex4(this.cid(g.glyph, texts[i]));
      drawn = target + this.shaper.advance(g.glyph);
      pen += g.xAdvance;
    });
    flushArray();
    if (rise !== 0) ops.push(setTextRise(0));
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  }

  /** Writes the font objects: the font file, its widths, CIDToGIDMap and ToUnicode CMap. */
  finish(): void {
    const { context } = this.doc;
    const { deflated, length, metrics: m } = embeddedFont(this.shaper);
    const fontFile = context.register(context.stream(deflated, { Filter: 'FlateDecode', Length1: length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: FONT_NAME,
        Flags: 32, // nonsymbolic
        FontBBox: m.bbox.map((v) => Math.round(v * this.scale)),
        ItalicAngle: 0,
        Ascent: Math.round(m.ascent * this.scale),
        Descent: Math.round(m.descent * this.scale),
        CapHeight: Math.round(m.capHeight * this.scale),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const gidMap = new Uint8Array(this.entries.length * 2);
    this.entries.forEach(([glyph], cid) => {
      gidMap[cid * 2] = glyph >> 8;
      gidMap[cid * 2 + 1] = glyph & 0xff;
    });
    const widths = this.entries.map(([glyph]) => Math.round(this.shaper.advance(glyph) * this.scale));
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: FONT_NAME,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        W: [0, widths],
        CIDToGIDMap: context.register(context.flateStream(gidMap)),
      }),
    );
    const mapped = this.entries.map(([, text], cid) => [cid, text] as const).filter(([, text]) => text);
    const chunks: string[] = [];
    for (let i = 0; i < mapped.length; i += 100) {
      const part = mapped.slice(i, i + 100);
      chunks.push(
        `${part.length} beginbfchar`,
        ...part.map(([cid, text]) => `<${hex4(cid)}> <${utf16Hex(text)}>`),
        'endbfchar',
      );
    }
    const cmap = [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...chunks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
    const toUnicode = context.register(context.flateStream(cmap));
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: FONT_NAME,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}
