// A measurer for Quilt's module in a browser: the project's font files
// loaded as FontFaces and measured with canvas `measureText`, the way the
// page around it will draw them. Quilt breaks the lines; this answers for
// words. See docs/wasm.md#text for what it agrees with and what it cannot.
//
//     const measurer = await CanvasMeasurer.load(quilt, {"Examples/fonts/DejaVuSans.ttf": "/fonts/DejaVuSans.ttf"});
//     const project = quilt.project(files, { measurer });

/** Characters set on a full em (CJK ideographs, kana, Hangul, full-width forms): a line may break around each. */
const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Characters that may not start a line (closing punctuation, small kana) or end one (opening brackets). */
const noBreakBefore = /[\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f\u3009\u300b\u300d\u300f\u3011\u3015\uff09\uff3d\uff5d\u30fc\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7]/u;
const noBreakAfter = /[\u3008\u300a\u300c\u300e\u3010\u3014\uff08\uff3b\uff5b]/u;
/** Scripts told apart for kerning against a space (an opaque code each; 0 for digits, punctuation, symbols). */
const scripts = ["Latin", "Greek", "Cyrillic", "Armenian", "Hebrew", "Arabic", "Devanagari", "Thai", "Hangul", "Hiragana", "Katakana", "Han"].map(
  (name, index) => [new RegExp(`\\p{Script=${name}}`, "u"), index + 1],
);
/** The characters a word starts with that have no script of their own. */
const scriptless = /^[\p{Script=Common}\p{Script=Inherited}]+/u;
const utf8 = new TextEncoder();
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Measures words in the project's fonts with canvas `measureText`. */
export class CanvasMeasurer {
  #families;
  #unitsPerEm;
  #lineGaps;
  #context;
  #contextFont = "";
  #pairs;

  /**
   * Loads `fonts` (the path `quilt.yml` gives each font file, `path#index` for a face of a collection, → its
   * URL or bytes) as FontFaces of the document (or worker), and a measurer over them. `quilt` is the loaded
   * module: it tells the measurer where lines may break between ASCII characters, as the native build does.
   * @param {import("./quilt.mjs").Quilt} quilt
   * @param {Record<string, string | URL | ArrayBuffer | ArrayBufferView>} fonts
   * @param {{unitsPerEm?: number, lineGaps?: Record<string, number>}} [options]
   */
  static async load(quilt, fonts, options = {}) {
    const faces = globalThis.document?.fonts ?? globalThis.fonts;
    if (!faces || typeof FontFace === "undefined") throw new Error("CanvasMeasurer needs a browser: FontFace and a canvas");
    const families = {};
    let count = 0;
    for (const [path, source] of Object.entries(fonts)) {
      const family = `quilt-font-${count++}`;
      const data = typeof source === "string" || source instanceof URL ? `url(${JSON.stringify(String(source))})` : source;
      const face = new FontFace(family, data);
      await face.load();
      faces.add(face);
      families[path] = family;
    }
    return new CanvasMeasurer(quilt, families, options);
  }

  /**
   * A measurer over font families already loaded: `families` maps each font file's path (`path#index`) to a CSS
   * family name that draws it. `unitsPerEm` (2048) is the size words are measured at, in pixels, so that one
   * pixel is one unit; `lineGaps` (path → units per em of `unitsPerEm`, 0 by default) is each font's line gap,
   * which canvas does not report and `line-height: normal` adds.
   */
  constructor(quilt, families, { unitsPerEm = 2048, lineGaps = {} } = {}) {
    this.#families = families;
    this.#unitsPerEm = unitsPerEm;
    this.#lineGaps = lineGaps;
    const canvas = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(1, 1) : document.createElement("canvas");
    this.#context = canvas.getContext("2d");
    this.#context.fontKerning = "normal";
    const { afterAlphanumeric, afterOther } = quilt._call({ op: "lineBreaks" }, null);
    this.#pairs = { afterAlphanumeric, afterOther };
    /** The CSS `font-family` list each face id draws with. */
    this.fontFamilies = {};
  }

  /** The face of the font file at `path` (`index` in a collection), or null when it was not loaded. */
  face(path, index = 0) {
    const id = index === 0 ? path : `${path}#${index}`;
    const family = this.#families[id];
    if (family === undefined) return null;
    this.fontFamilies[id] = JSON.stringify(family);
    return { id, ...this.#metrics(id), lineGap: this.#lineGaps[id] ?? 0 };
  }

  /** A face falling back through `faces` in order, as `font-family: A, B, C` falls back. */
  chain(faces) {
    const id = faces.join("+");
    this.fontFamilies[id] = faces.map((face) => this.fontFamilies[face]).join(", ");
    return { id, ...this.#metrics(id), lineGap: this.#lineGaps[faces[0]] ?? 0 };
  }

  shape(face, word) {
    const width = this.#width(face, word);
    const space = this.#width(face, " ");
    const script = (character) => scripts.find(([pattern]) => pattern.test(character))?.[1] ?? 0;
    const characters = [...word];
    return {
      width: Math.round(width),
      hasBreaks: this.#opportunities(word).length > 0,
      leadingSpaceAdjustment: Math.round(this.#width(face, " " + word) - space - width),
      trailingSpaceAdjustment: Math.round(this.#width(face, word + " ") - space - width),
      firstScript: characters.map(script).find((code) => code !== 0) ?? 0,
      lastScript: characters.reverse().map(script).find((code) => code !== 0) ?? 0,
      endTrim: 0,
      leadingRunAdjustment: this.#leadingRunAdjustment(face, word, width),
    };
  }

  /** The lead without a script (a quote, digits) and the rest measured apart, less the word: 0 without a lead. */
  #leadingRunAdjustment(face, word, width) {
    const lead = scriptless.exec(word)?.[0] ?? "";
    if (lead.length === 0 || lead.length === word.length) return 0;
    return Math.round(this.#width(face, lead) + this.#width(face, word.slice(lead.length)) - width);
  }

  breaks(face, word) {
    return this.#boundaries(face, word, this.#opportunities(word));
  }

  graphemes(face, word) {
    const ends = [...graphemes.segment(word)].map((segment) => segment.index + segment.segment.length);
    return this.#boundaries(face, word, ends);
  }

  width(face, text) {
    return Math.round(this.#width(face, text));
  }

  /** Each break at a UTF-16 index of `word`: its UTF-8 offset, the advance before it, the piece after it reshaped. */
  #boundaries(face, word, ends) {
    const whole = this.#width(face, word);
    return ends.map((end) => {
      const advance = this.#width(face, word.slice(0, end));
      const rest = end < word.length ? this.#width(face, word.slice(end)) - (whole - advance) : 0;
      return {
        offset: utf8.encode(word.slice(0, end)).length,
        advance: Math.round(advance),
        endAdjustment: 0,
        startAdjustment: Math.round(rest),
        endTrim: 0,
      };
    });
  }

  /** UTF-16 indices inside `word` where a line may break: the native build's ASCII pairs, and around wide characters. */
  #opportunities(word) {
    const found = [];
    const characters = [...word];
    let index = 0;
    for (let at = 0; at < characters.length; at++) {
      const character = characters[at];
      if (at > 0) {
        const previous = characters[at - 1];
        if (this.#allows(at > 1 ? characters[at - 2] : "", previous, character)) found.push(index);
      }
      index += character.length;
    }
    return found;
  }

  #allows(beforePrevious, previous, next) {
    const ascii = (character) => character.length === 1 && character >= "!" && character <= "\u007f";
    if (ascii(previous) && ascii(next)) {
      const table = /[0-9A-Za-z]/.test(beforePrevious) ? this.#pairs.afterAlphanumeric : this.#pairs.afterOther;
      return table[previous.charCodeAt(0) - 0x21].includes(next);
    }
    if (!wide.test(previous) && !wide.test(next)) return false;
    return !noBreakBefore.test(next) && !noBreakAfter.test(previous);
  }

  #metrics(id) {
    const context = this.#font(id);
    const box = context.measureText("x");
    return {
      unitsPerEm: this.#unitsPerEm,
      advanceUnitsPerEm: this.#unitsPerEm,
      spaceWidth: Math.round(context.measureText(" ").width),
      ascent: Math.round(box.fontBoundingBoxAscent),
      descent: Math.round(box.fontBoundingBoxDescent),
    };
  }

  #width(face, text) {
    return this.#font(face).measureText(text).width;
  }

  #font(face) {
    // Canvas reads its font back normalised: compare with the one last set.
    const font = `${this.#unitsPerEm}px ${this.fontFamilies[face]}`;
    if (this.#contextFont !== font) {
      this.#context.font = font;
      this.#contextFont = font;
    }
    return this.#context;
  }
}
