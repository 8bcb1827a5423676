import { readFileSync } from 'node:fs';

/**
 * The font and shaper of Hindi receipts, found through node_modules in every run mode (Jest, the
 * all-in-one platform and the service bundles, whose package.json lists both packages as run-time
 * dependencies: tools/build/node-app.mjs picks up these `require.resolve` calls).
 */
export const NOTO_SANS_DEVANAGARI_PATH = () =>
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
export const HARFBUZZ_WASM_PATH = () => require.resolve('harfbuzzjs/dist/harfbuzz.wasm');

/** One glyph of shaped text, in font units (1000 per em for Noto Sans Devanagari). */
export interface ShapedGlyph {
  /** Glyph id in the font. */
  glyph: number;
  /** Index (in UTF-16 code units) of the first character of the glyph's cluster. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A TrueType font and HarfBuzz shaping over it: glyph ids in visual order, conjuncts and matras applied. */
export interface Shaper {
  /** The font file itself (to embed). */
  readonly fontBytes: Uint8Array;
  readonly unitsPerEm: number;
  shape(text: string): ShapedGlyph[];
  /** The glyph's own advance width (its hmtx entry), in font units. */
  advance(glyph: number): number;
  /** The glyph the font's cmap gives a single code point (0 when it has none): no shaping. */
  nominalGlyph(codePoint: number): number;
}

/** The WebAssembly API of Node (the workspace's TypeScript libs declare no WebAssembly types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: unknown };
}
const Wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface HarfBuzzExports {
  memory: WasmMemory;
  __wasm_call_ctors?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_glyph_h_advance(font: number, glyph: number): number;
  hb_font_get_nominal_glyph(font: number, unicode: number, glyphPtr: number): number;
  hb_buffer_create(): number;
  hb_buffer_destroy(buffer: number): void;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_shape(font: number, buffer: number, features: number, numFeatures: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, lengthPtr: number): number;
  hb_buffer_get_glyph_positions(buffer: number, lengthPtr: number): number;
}

/** HB_MEMORY_MODE_READONLY: HarfBuzz reads the font where it was copied and never frees it. */
const HB_MEMORY_MODE_READONLY = 1;

/**
 * Instantiates harfbuzz.wasm directly (harfbuzzjs's own entry is an ES module that Jest's CommonJS cannot
 * load); the few Emscripten imports it needs are a heap that grows and aborts that throw.
 */
function instantiate(wasm: Uint8Array): HarfBuzzExports {
  const heap: { memory?: WasmMemory } = {};
  const fail = (what: string) => () => {
    throw new Error(`harfbuzz: ${what}`);
  };
  const instance = new Wasm.Instance(new Wasm.Module(wasm), {
    wasi_snapshot_preview1: { proc_exit: fail('exit') },
    env: {
      _emscripten_runtime_keepalive_clear: () => undefined,
      _abort_js: fail('abort'),
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        if (!heap.memory) return 0;
        const missing = requested - heap.memory.buffer.byteLength;
        try {
          heap.memory.grow(Math.ceil(missing / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
    },
  });
  const hb = instance.exports as unknown as HarfBuzzExports;
  heap.memory = hb.memory;
  hb.__wasm_call_ctors?.();
  return hb;
}

/** A shaper over `fontBytes` (a TrueType font), with HarfBuzz from `wasmBytes`. */
export function createShaper(fontBytes: Uint8Array, wasmBytes: Uint8Array): Shaper {
  const hb = instantiate(wasmBytes);
  const fontPtr = hb.malloc(fontBytes.length);
  new Uint8Array(hb.memory.buffer, fontPtr, fontBytes.length).set(fontBytes);
  const face = hb.hb_face_create(
    hb.hb_blob_create(fontPtr, fontBytes.length, HB_MEMORY_MODE_READONLY, 0, 0),
    0,
  );
  const font = hb.hb_font_create(face);
  const unitsPerEm = hb.hb_face_get_upem(face);
  const advances = new Map<number, number>();

  function shape(text: string): ShapedGlyph[] {
    if (text === '') return [];
    const buffer = hb.hb_buffer_create();
    const textPtr = hb.malloc(text.length * 2);
    try {
      const units = new Uint16Array(hb.memory.buffer, textPtr, text.length);
      for (let i = 0; i < text.length; i += 1) units[i] = text.charCodeAt(i);
      hb.hb_buffer_add_utf16(buffer, textPtr, text.length, 0, text.length);
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_shape(font, buffer, 0, 0);
      const count = hb.hb_buffer_get_length(buffer);
      // hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each.
      const infos = hb.hb_buffer_get_glyph_infos(buffer, 0) / 4;
      const positions = hb.hb_buffer_get_glyph_positions(buffer, 0) / 4;
      const u32 = new Uint32Array(hb.memory.buffer);
      const i32 = new Int32Array(hb.memory.buffer);
      const glyphs: ShapedGlyph[] = [];
      for (let k = 0; k < count; k += 1) {
        glyphs.push({
          glyph: u32[infos + k * 5],
          cluster: u32[infos + k * 5 + 2],
          xAdvance: i32[positions + k * 5],
          xOffset: i32[positions + k * 5 + 2],
          yOffset: i32[positions + k * 5 + 3],
        });
      }
      return glyphs;
    } finally {
      hb.free(textPtr);
      hb.hb_buffer_destroy(buffer);
    }
  }

  return {
    fontBytes,
    unitsPerEm,
    shape,
    advance(glyph) {
      let width = advances.get(glyph);
      if (width === undefined) {
        width = hb.hb_font_get_glyph_h_advance(font, glyph);
        advances.set(glyph, width);
      }
      return width;
    },
    nominalGlyph(codePoint) {
      const glyphPtr = hb.malloc(4);
      try {
        return hb.hb_font_get_nominal_glyph(font, codePoint, glyphPtr)
          ? new Uint32Array(hb.memory.buffer, glyphPtr, 1)[0]
          : 0;
      } finally {
        hb.free(glyphPtr);
      }
    },
  };
}

let shared: Shaper | undefined;

/** The Noto Sans Devanagari Regular shaper, loaded once per process on first use. */
export function devanagariShaper(): Shaper {
  shared ??= createShaper(readFileSync(NOTO_SANS_DEVANAGARI_PATH()), readFileSync(HARFBUZZ_WASM_PATH()));
  return shared;
}
