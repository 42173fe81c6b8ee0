// Types of quilt.mjs: Quilt's page engine as WebAssembly (docs/wasm.md).

/** A call the engine refused: a bad argument, a page with errors, a handle disposed already. */
export class QuiltError extends Error {
  name: "QuiltError";
}

/** A problem in a project or page file, located as `quilt layout` reports it. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning";
  code: string;
  message: string;
  notes?: string[];
  suggestion?: string;
}

/** A face a measurer can set text in; metrics in font units. */
export interface Face {
  /** The measurer's own value for the face, handed back in every call about it. */
  id?: unknown;
  unitsPerEm: number;
  /** The advance of one space. */
  spaceWidth: number;
  ascent: number;
  /** Positive, below the baseline. */
  descent: number;
  lineGap: number;
  /** Units in one em of the advances `shape`, `breaks` and `width` answer in (default `unitsPerEm`). */
  advanceUnitsPerEm?: number;
}

/** A word as shaped on its own, in font units. */
export interface ShapedWord {
  width: number;
  /** Whether the word has break opportunities inside (CJK, `well-known`). */
  hasBreaks?: boolean;
  leadingSpaceAdjustment?: number;
  trailingSpaceAdjustment?: number;
  firstScript?: number;
  lastScript?: number;
  /** How much narrower the word is when it ends a line it does not otherwise fit. */
  endTrim?: number;
  /**
   * How much wider the word is when its leading characters without a script (a quote, digits) join the run of
   * another script before it and are shaped apart from the rest.
   */
  leadingRunAdjustment?: number;
}

/** A place inside a word where a line may end (bytes of UTF-8 before it). */
export interface WordBreak {
  offset: number;
  advance: number;
  endAdjustment?: number;
  startAdjustment?: number;
  endTrim?: number;
}

/**
 * What measures text in a project's fonts: the engine breaks lines with the
 * browser's rules and asks the measurer about words, in the face's units.
 */
export interface Measurer {
  /** Face `index` of the font file at `path` (as quilt.yml names it), or null. */
  face(path: string, index: number): Face | null;
  /** A face falling back through `faces` (quilt.yml's `fallback:`), or null to measure in the first alone. */
  chain?(faces: unknown[]): Face | null;
  shape(face: unknown, word: string): ShapedWord;
  breaks(face: unknown, word: string): WordBreak[];
  graphemes(face: unknown, word: string): WordBreak[];
  width(face: unknown, text: string): number;
}

/**
 * The browser's measurer: the project's font files loaded as FontFaces and measured with canvas `measureText`.
 * Break opportunities: the native build's between ASCII characters, and around wide (CJK) characters.
 */
export class CanvasMeasurer implements Measurer {
  /**
   * Loads `fonts` (a font file's path as the module asks for it, `path#index` in a collection, → its URL or
   * bytes) as FontFaces of the document or worker, and a measurer over them.
   */
  static load(
    quilt: Quilt,
    fonts: Record<string, string | URL | ArrayBuffer | ArrayBufferView>,
    options?: { unitsPerEm?: number; lineGaps?: Record<string, number> },
  ): Promise<CanvasMeasurer>;
  /** A measurer over families already loaded: font file path → CSS family name. */
  constructor(quilt: Quilt, families: Record<string, string>, options?: { unitsPerEm?: number; lineGaps?: Record<string, number> });
  /** The CSS `font-family` list each face (and chain) the module asked for draws with. */
  readonly fontFamilies: Record<string, string>;
  face(path: string, index: number): Face | null;
  chain(faces: unknown[]): Face | null;
  shape(face: unknown, word: string): ShapedWord;
  breaks(face: unknown, word: string): WordBreak[];
  graphemes(face: unknown, word: string): WordBreak[];
  width(face: unknown, text: string): number;
}

/** The options of `quilt layout`. */
export interface LayoutOptions {
  /** Points, 1 to 100,000; the project's default width when left out. */
  width?: number;
  direction?: "ltr" | "rtl";
  appearance?: "light" | "dark";
  /** The viewport's top: only elements it shows are written. */
  offset?: number;
  /** The viewport's height (needs `offset`). */
  viewportHeight?: number;
  /** Section id → the state it is shown in. */
  state?: Record<string, "loading" | "empty" | "failed">;
  /** Sections shown past their `maxDisplay`. */
  expand?: string[];
  /** Item data in the layout (`--with-data`). */
  withData?: boolean;
  /** layoutJSON only: false indents as `quilt layout` does without `--compact`. */
  compact?: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A header, footer, placeholder or state view, as the layout contract writes
 * every one. `action` is an intent as `quilt layout --intent` spells it
 * (`expand:ID`, `collapse:ID`, `retry`), or null.
 */
export interface View {
  frame: Rect;
  title: string | null;
  pinned: boolean;
  action: string | null;
}

/** An item part drawn from the section's `view:` (docs/views.md). */
export interface Part {
  kind: "text" | "image" | "badge" | "divider";
  field?: string;
  template?: string;
  text?: string;
  lines?: number;
  url?: string;
  frame: Rect;
}

/** A laid-out item: its id, frame, place in the section, parts and (withData) data. */
export interface LaidOutItem {
  id: string;
  frame: Rect;
  position?: "first" | "middle" | "last" | "single";
  parts?: Part[];
  data?: unknown;
}

/** A decoration drawn under or over a section (docs/decoration.md). */
export interface Decoration {
  kind: string;
  frame: Rect;
  zIndex: number;
  attributes: Record<string, unknown>;
}

/** One section of the layout contract (Schemas/layout.schema.json). */
export interface LaidOutSection {
  id: string;
  /** The component kind of every item: an app picks its cell by it. */
  component: string | null;
  arrange: "vertical" | "horizontal";
  state: "content" | "loading" | "empty" | "failed";
  /** The section's request has another page (intent `loadMore`). */
  canLoadMore: boolean;
  frame: Rect;
  header: View | null;
  itemsArea: Rect;
  footer: View | null;
  placeholder: View | null;
  strip?: { contentWidth: number; scrolling: string; snapOffsets: number[] };
  collapse?: { collapsed: boolean; hiddenItems: number; toggle: "header" | "footer"; canToggle: boolean };
  totalItems: number;
  items: LaidOutItem[];
  decorations: Decoration[];
}

/** What `quilt layout` prints: the contract an app renders from (docs/app-integration.md). */
export interface Layout {
  version: 1;
  page: string;
  width: number;
  direction: "ltr" | "rtl";
  contentHeight: number;
  offset?: number;
  pinnedHeaders?: { section: string; frame: Rect }[];
  viewportHeight?: number;
  pinnedFooters?: { section: string; frame: Rect }[];
  stateView?: View & { state: "loading" | "empty" | "failed" };
  sections: LaidOutSection[];
}

/** An element of a snapshot: an item, header, footer, decoration or state view at its frame. */
export interface Element {
  kind: string;
  section: string;
  /** Items: the index in the section and the item's id. */
  index?: number;
  item?: string;
  frame: Rect;
  /** Pinned headers and footers: where the element sits now. */
  position?: string;
  /** State views: which state. */
  state?: string;
}

/** A request a page's module declares, as the page writes it. */
export interface RequestInfo {
  id: string;
  /** The id of the module that runs it. */
  module: string;
  /** A template: `{{…}}` slots are filled from paging and earlier responses. */
  url: string;
  params: Record<string, string>;
  /** The JSON pointer to the items in a response. */
  items: string;
  paging: { start?: number; cursor?: string; param?: string; size?: number; sizeParam?: string; hasMore?: string } | null;
  timeout: number | null;
}

/** What `Page.update` is given: responses and failures by request id. */
export interface PageUpdate {
  /** Request id → the response of its first page; its items replace those of the sections that read it. */
  data?: Record<string, unknown>;
  /** Request id → a later page's response; its items are appended. */
  more?: Record<string, unknown>;
  /** Request id → why it failed; its sections show their failed view. */
  failures?: Record<string, string>;
}

/**
 * Changes to one ordered collection, in batch-update order (`UICollectionView.performBatchUpdates`,
 * `RecyclerView.Adapter.notifyItem…`): `deletes` and move sources are old indices, `inserts` and move
 * destinations new ones.
 */
export interface ChangeSet {
  /** Old indices of removed elements, highest first. */
  deletes: number[];
  /** New indices of added elements, lowest first. */
  inserts: number[];
  /** Elements that kept their identity but changed place, by destination. */
  moves: { from: number; to: number }[];
  /** Elements that kept their identity but whose content changed. */
  updates: { from: number; to: number }[];
}

/** The changes from one version of a page to the next: sections by id, then items by identity. */
export interface PageChanges {
  sections: ChangeSet;
  /** The item changes of each section present before and after whose items changed, by `newSection`. */
  items: (ChangeSet & { section: string; oldSection: number; newSection: number })[];
}

/** What `Page.update` answers. */
export interface PageUpdateResult {
  /** The engine's changes from the page before the update to the page after, as `options` show it. */
  changes: PageChanges;
  /** The page after the update, laid out with `options`. */
  layout: Layout;
  /** The sections that read a request the update named, in page order. */
  sections: string[];
  problems: DataProblemInfo[];
}

/** A problem found in loaded data; the item is kept. */
export interface DataProblemInfo {
  request: string;
  section: string;
  /** Where the value is in the whole response (a JSON pointer). */
  pointer: string;
  code: string;
  message: string;
}

/** The engine: one WebAssembly instance. */
export class Quilt {
  /** Loads the module from a URL, a path (Node), bytes or a Response; next to quilt.mjs by default. */
  static load(source?: string | URL | ArrayBuffer | ArrayBufferView | Response): Promise<Quilt>;
  /** Loads a project from its files: `{"quilt.yml": text, "pages/home.yaml": text, …}`. */
  project(files: Record<string, string>, options?: { measurer?: Measurer }): Project;
}

/** A project: its files loaded, its problems, its pages. */
export class Project {
  readonly diagnostics: Diagnostic[];
  /** The page files the project's `pages` globs match. */
  readonly pages: string[];
  readonly defaultWidth: number;
  /** The page at `path` (a key of the project's files), decoded. */
  page(path: string): Page;
  dispose(): void;
}

/** A page of a project. */
export class Page {
  readonly diagnostics: Diagnostic[];
  /** The object `quilt layout` prints with the same options. */
  layout(options?: LayoutOptions): Layout;
  /** The bytes `quilt layout --compact` prints. */
  layoutJSON(options?: LayoutOptions): string;
  /** What the page's module asks for, for the host to fetch; empty without a module. */
  readonly requests: RequestInfo[];
  /**
   * Puts what the host fetched for the page's requests into it, as the native loader commits it; answers the
   * changes and the layout with `options`, brought up to date from the previous update's at the same width and view.
   */
  update(update?: PageUpdate, options?: LayoutOptions): PageUpdateResult;
  /** A layout kept inside the module for queries. */
  snapshot(options?: LayoutOptions): Snapshot;
  dispose(): void;
}

/** A laid-out page to query. */
export class Snapshot {
  readonly contentHeight: number;
  elementsIn(rect: Rect): Element[];
  pinnedHeaders(offset: number): Element[];
  pinnedFooters(offset: number, viewportHeight: number): Element[];
  /** Where strip `section` settles when let go at `proposed` with `velocity` (points per millisecond). */
  targetOffset(section: string, proposed: number, velocity?: number): number;
  dispose(): void;
}
