// Quilt's page engine as WebAssembly, for browsers and Node ≥ 20. No
// dependencies: `const quilt = await Quilt.load(urlOrBytes)`.
//
// Every handle (project, page, snapshot) holds memory inside the module
// until `dispose()`; a FinalizationRegistry frees what is forgotten, as a
// safety net. A refused call throws a QuiltError with the engine's message.

export { CanvasMeasurer } from "./canvas-measurer.mjs";

/** A call the engine refused: a bad argument, a page with errors, a handle disposed already. */
export class QuiltError extends Error {
  constructor(message) {
    super(message);
    this.name = "QuiltError";
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

/** The engine: one WebAssembly instance. */
export class Quilt {
  /**
   * Loads the module from a URL, a path (Node), bytes or a Response.
   * @param {string | URL | ArrayBuffer | ArrayBufferView | Response} [source]
   */
  static async load(source = new URL("./quilt.wasm", import.meta.url)) {
    const bytes = await readModule(source);
    const quilt = new Quilt();
    const { instance } = await WebAssembly.instantiate(bytes, quilt.#imports());
    quilt.#exports = instance.exports;
    return quilt;
  }

  #exports = null;
  /** The measurer of the project a call is for (the text host asks it). */
  #measurer = null;
  /** Every face a measurer gave, by the number the module knows it by. */
  #faces = [];
  #registry = new FinalizationRegistry((handle) => this.#dispose(handle, true));

  /**
   * Loads a project from its files: `{"quilt.yml": text, "pages/home.yaml": text, …}`.
   * @param {Record<string, string>} files
   * @param {{measurer?: object}} [options]
   */
  project(files, options = {}) {
    const measurer = options.measurer ?? null;
    const answer = this.#call({ op: "project", files, measured: measurer !== null }, measurer);
    return new Project(this, answer, measurer);
  }

  /** The size of the module's linear memory, in bytes (it grows, never shrinks). */
  _memoryBytes() {
    return this.#exports.memory.buffer.byteLength;
  }

  /** Answers `request` (an object) with the engine, `measurer` measuring text meanwhile. */
  _call(request, measurer) {
    return this.#call(request, measurer);
  }

  _raw(request, measurer) {
    return this.#send(request, measurer);
  }

  _track(object, handle) {
    this.#registry.register(object, handle, object);
  }

  _release(object, handle) {
    this.#registry.unregister(object);
    this.#dispose(handle, false);
  }

  #dispose(handle, quietly) {
    try {
      this.#call({ op: "dispose", handle }, null);
    } catch (error) {
      if (!quietly) throw error;
    }
  }

  #call(request, measurer) {
    return JSON.parse(this.#send(request, measurer));
  }

  /** The engine's answer text; a refusal throws. */
  #send(request, measurer) {
    const exports = this.#exports;
    const bytes = encoder.encode(JSON.stringify(request, finiteNumbers));
    const pointer = exports.quilt_alloc(bytes.length);
    if (!pointer) throw new QuiltError("the module has no memory left for the request");
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    this.#measurer = measurer;
    let answer;
    try {
      answer = exports.quilt_call(pointer, bytes.length);
    } finally {
      this.#measurer = null;
      exports.quilt_free(pointer);
    }
    if (!answer) throw new QuiltError("the module has no memory left for the answer");
    const view = new DataView(exports.memory.buffer);
    const length = view.getUint32(answer, true);
    const status = view.getUint8(answer + 4);
    const text = decoder.decode(new Uint8Array(exports.memory.buffer, answer + 5, length - 1));
    exports.quilt_free(answer);
    if (status !== 0) throw new QuiltError(JSON.parse(text).message);
    return text;
  }

  /** Numbers `face` (a measurer's answer) and writes its metrics at `out`; 0 when there is none. */
  #register(face, out) {
    if (!face) return 0;
    const id = this.#faces.length;
    this.#faces.push(face.id ?? face);
    const metrics = new Float64Array(this.#exports.memory.buffer, out, 7);
    const advanceUnitsPerEm = face.advanceUnitsPerEm ?? face.unitsPerEm;
    metrics.set([id, face.unitsPerEm, face.spaceWidth, face.ascent, face.descent, face.lineGap, advanceUnitsPerEm]);
    return 1;
  }

  #imports() {
    const memory = () => this.#exports.memory.buffer;
    const text = (pointer, length) => decoder.decode(new Uint8Array(memory(), pointer, length));
    const notAnswered = (name) => () => {
      throw new QuiltError(`the module called ${name}, which Quilt does not provide`);
    };
    return {
      wasi_snapshot_preview1: new Proxy(
        {
          fd_write: (fd, iovs, count, written) => {
            // A trap's message: kept for the error the trap raises.
            const view = new DataView(memory());
            let total = 0;
            let message = "";
            for (let index = 0; index < count; index++) {
              const base = view.getUint32(iovs + index * 8, true);
              const length = view.getUint32(iovs + index * 8 + 4, true);
              message += text(base, length);
              total += length;
            }
            this.lastMessage = (this.lastMessage ?? "") + message;
            view.setUint32(written, total, true);
            return 0;
          },
          random_get: (pointer, length) => {
            // Hash seeds only: a fixed sequence keeps runs reproducible.
            const bytes = new Uint8Array(memory(), pointer, length);
            for (let index = 0; index < length; index++) bytes[index] = (index * 131 + 17) & 0xff;
            return 0;
          },
          fd_close: () => 0,
          fd_seek: () => 0,
          proc_exit: (code) => {
            throw new QuiltError(`the module stopped (${code}): ${this.lastMessage ?? ""}`);
          },
        },
        { get: (target, name) => target[name] ?? notAnswered(String(name)) },
      ),
      quilt: {
        face: (pointer, length, index, out) => {
          const face = this.#measurer?.face?.(text(pointer, length), index);
          return this.#register(face, out);
        },
        chain: (pointer, count, out) => {
          const ids = new Int32Array(memory(), pointer, count);
          const faces = Array.from(ids, (id) => this.#faces[id]);
          if (faces.some((face) => face === undefined)) return 0;
          return this.#register(this.#measurer?.chain?.(faces), out);
        },
        shape: (face, pointer, length, out) => {
          const word = text(pointer, length);
          const shaped = this.#measurer.shape(this.#faces[face], word);
          const values = new Int32Array(memory(), out, 8);
          values.set([
            shaped.width | 0,
            shaped.hasBreaks ? 1 : 0,
            shaped.leadingSpaceAdjustment | 0,
            shaped.trailingSpaceAdjustment | 0,
            shaped.firstScript | 0,
            shaped.lastScript | 0,
            shaped.endTrim | 0,
            shaped.leadingRunAdjustment | 0,
          ]);
        },
        breaks: (face, pointer, length, graphemes, out, capacity) => {
          const word = text(pointer, length);
          const measurer = this.#measurer;
          const found = graphemes
            ? measurer.graphemes(this.#faces[face], word)
            : measurer.breaks(this.#faces[face], word);
          const values = new Int32Array(memory(), out, capacity * 5);
          const count = Math.min(found.length, capacity);
          for (let index = 0; index < count; index++) {
            const boundary = found[index];
            values[index * 5] = boundary.offset | 0;
            values[index * 5 + 1] = boundary.advance | 0;
            values[index * 5 + 2] = boundary.endAdjustment | 0;
            values[index * 5 + 3] = boundary.startAdjustment | 0;
            values[index * 5 + 4] = boundary.endTrim | 0;
          }
          return count;
        },
        width: (face, pointer, length) => this.#measurer.width(this.#faces[face], text(pointer, length)) | 0,
      },
    };
  }
}

/** A project: its files loaded, its problems, its pages. */
export class Project {
  #quilt;
  #measurer;
  #handle;

  constructor(quilt, answer, measurer) {
    this.#quilt = quilt;
    this.#measurer = measurer;
    this.#handle = answer.handle;
    /** Problems in quilt.yml and the kind and preset files. */
    this.diagnostics = answer.diagnostics;
    /** The page files the project's `pages` globs match. */
    this.pages = answer.pages;
    /** The width pages are laid out at when none is given. */
    this.defaultWidth = answer.defaultWidth;
    quilt._track(this, this.#handle);
  }

  /** The page at `path` (a key of the project's files), decoded. */
  page(path) {
    const answer = this.#quilt._call({ op: "page", project: this.#handle, path }, this.#measurer);
    return new Page(this.#quilt, answer, this.#measurer);
  }

  /** Frees the project inside the module. */
  dispose() {
    this.#quilt._release(this, this.#handle);
  }
}

/** A page of a project. */
export class Page {
  #quilt;
  #measurer;
  #handle;

  constructor(quilt, answer, measurer) {
    this.#quilt = quilt;
    this.#measurer = measurer;
    this.#handle = answer.handle;
    /** Problems of the page and of its project. */
    this.diagnostics = answer.diagnostics;
    quilt._track(this, this.#handle);
  }

  /** The object `quilt layout` prints with the same options. */
  layout(options = {}) {
    return JSON.parse(this.layoutJSON(options));
  }

  /** The bytes `quilt layout --compact` prints (with `{compact: false}`, indented as without it). */
  layoutJSON(options = {}) {
    const compact = options.compact ?? true;
    return this.#quilt._raw({ op: "layout", page: this.#handle, options: { ...options, compact } }, this.#measurer);
  }

  /**
   * What the page's module asks for, for you to fetch: `[{id, module, url, params, items, paging, timeout}]`,
   * URLs and params as templates with their `{{…}}` slots; empty without a module.
   */
  get requests() {
    return this.#quilt._call({ op: "requests", page: this.#handle }, null);
  }

  /**
   * Puts what you fetched for the page's requests into it, as the native loader commits the same responses:
   * `data` (request id → its first page's response: the items replace the sections'), `more` (request id → a
   * later page's response, appended), `failures` (request id → why it failed). Later layouts show the data, the
   * filled titles and each section's state. Answers `{changes, layout, sections, problems}`: the engine's change
   * set from the page before to the page after, shown with `options` (`layout`'s); the page's layout with
   * `options`, brought up to date from the previous update's when that had the same width and view; the
   * sections that read a named request; and the problems found in the data (the items are kept).
   */
  update({ data = {}, more = {}, failures = {} } = {}, options = {}) {
    return this.#quilt._call({ op: "update", page: this.#handle, data, more, failures, options }, this.#measurer);
  }

  /** A layout kept inside the module for queries. */
  snapshot(options = {}) {
    const answer = this.#quilt._call({ op: "snapshot", page: this.#handle, options }, this.#measurer);
    return new Snapshot(this.#quilt, answer);
  }

  /** Frees the page inside the module. */
  dispose() {
    this.#quilt._release(this, this.#handle);
  }
}

/** A laid-out page to query. */
export class Snapshot {
  #quilt;
  #handle;

  constructor(quilt, answer) {
    this.#quilt = quilt;
    this.#handle = answer.handle;
    this.contentHeight = answer.contentHeight;
    quilt._track(this, this.#handle);
  }

  /** The elements whose frames meet `rect` ({x, y, width, height}). */
  elementsIn(rect) {
    return this.#quilt._call({ op: "elementsIn", snapshot: this.#handle, rect }, null);
  }

  /** Each pinned header's frame with the page scrolled to `offset`. */
  pinnedHeaders(offset) {
    return this.#quilt._call({ op: "pinnedHeaders", snapshot: this.#handle, offset }, null);
  }

  /** Each pinned footer's frame with the viewport at `offset`, `viewportHeight` tall. */
  pinnedFooters(offset, viewportHeight) {
    return this.#quilt._call({ op: "pinnedFooters", snapshot: this.#handle, offset, viewportHeight }, null);
  }

  /** Where strip `section` settles when let go at `proposed` with `velocity` (points per millisecond). */
  targetOffset(section, proposed, velocity = 0) {
    return this.#quilt._call({ op: "targetOffset", snapshot: this.#handle, section, proposed, velocity }, null).offset;
  }

  /** Frees the snapshot inside the module. */
  dispose() {
    this.#quilt._release(this, this.#handle);
  }
}

/** JSON.stringify writes NaN and ±Infinity as null, which reads as "not given": refuse them instead. */
function finiteNumbers(key, value) {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new QuiltError(`'${key}' must be a finite number, found ${value}`);
  }
  return value;
}

async function readModule(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  if (typeof Response !== "undefined" && source instanceof Response) return source.arrayBuffer();
  const url = source instanceof URL ? source : new URL(source, import.meta.url);
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new QuiltError(`cannot load ${url}: ${response.status}`);
  return response.arrayBuffer();
}
