// Bad input from a host is a QuiltError with a message or a located
// diagnostic, never a trap of the module (a RuntimeError), and memory
// comes back: 10,000 layouts of the example home page leave linear memory
// where it was after the first 100.
//
//     node Wasm/tests/robustness.mjs
//
// Exits 1 naming each check that failed.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Quilt, QuiltError } from "../dist/quilt.mjs";

const failures = [];
const quilt = await Quilt.load();

/** `body` must throw a QuiltError whose message contains `says`. */
function refuses(name, says, body) {
  try {
    body();
    failures.push(`${name}: was answered`);
  } catch (error) {
    if (!(error instanceof QuiltError)) failures.push(`${name}: threw ${error}`);
    else if (!error.message.includes(says)) failures.push(`${name}: said "${error.message}"`);
  }
}

/** The page `text` must open with a diagnostic of one of `codes` (a code or a list), located. */
function diagnoses(name, codes, text) {
  const wanted = [codes].flat();
  try {
    const project = quilt.project({ "p.yaml": text });
    const page = project.page("p.yaml");
    const found = page.diagnostics.find((d) => wanted.includes(d.code));
    if (!found) failures.push(`${name}: no ${wanted} in ${JSON.stringify(page.diagnostics.slice(0, 3))}`);
    else if (!(found.line >= 1 && found.column >= 1)) failures.push(`${name}: ${found.code} is not located`);
    page.dispose();
    project.dispose();
  } catch (error) {
    failures.push(`${name}: threw ${error}`);
  }
}

const page = "page: p\nsections:\n  - id: s\n    layout: {kind: list, itemRatio: {fraction: 0.5}}\n    items: [{id: a}]\n";
// The subset parser cannot tell a syntax error from a construct only libyaml
// reads: it declines either where it starts (yaml-unsupported, located).
diagnoses("malformed YAML", ["yaml-syntax", "yaml-unsupported"], "page: [p\nsections: {");
diagnoses("a block scalar, which only the native build reads", "yaml-unsupported", "page: p\ntitle: |\n  two\n  lines\nsections: []\n");
diagnoses("malformed JSON", ["yaml-syntax", "yaml-unsupported"], '{"page": "p", "sections": [}');
diagnoses("a wrong type", "wrong-type", "page: p\nsections: 3\n");
diagnoses("an unknown family", "unknown-layout", "page: p\nsections: [{id: s, layout: {kind: flux}}]\n");
diagnoses("1e308 as a spacing", "out-of-range", page.replace("fraction: 0.5", "fraction: 1e308"));
diagnoses("nesting 10,000 deep", ["yaml-limit", "yaml-unsupported"], "page: p\nx: " + "[".repeat(10_000) + "]".repeat(10_000) + "\nsections: []\n");
diagnoses("a 100 MB string", "yaml-limit", "page: p\ntitle: " + "x".repeat(100 << 20) + "\nsections: []\n");

const project = quilt.project({ "p.yaml": page });
const opened = project.page("p.yaml");
refuses("NaN as a width", "'width' must be a finite number", () => opened.layout({ width: NaN }));
refuses("1e308 as a width", "'width'", () => opened.layout({ width: 1e308 }));
refuses("a string as a width", "'width'", () => opened.layout({ width: "wide" }));
refuses("an unknown direction", "'direction'", () => opened.layout({ direction: "up" }));
refuses("an unknown section state", "'state.s'", () => opened.layout({ state: { s: "asleep" } }));
refuses("a page the project lacks", "no file", () => project.page("nowhere.yaml"));
const snapshot = opened.snapshot({ width: 320 });
refuses("a rect with a negative width", "'width'", () => snapshot.elementsIn({ x: 0, y: 0, width: -5, height: 10 }));
refuses("an offset of Infinity", "finite", () => snapshot.pinnedHeaders(Infinity));
snapshot.dispose();
refuses("a snapshot used after dispose()", "no open", () => snapshot.elementsIn({ x: 0, y: 0, width: 1, height: 1 }));
refuses("dispose() twice", "no open handle", () => snapshot.dispose());
refuses("an unknown handle", "no open page", () => quilt._call({ op: "layout", page: 9_999, options: {} }, null));
refuses("an unknown op", "unknown op", () => quilt._call({ op: "fly" }, null));
opened.dispose();
project.dispose();

// Responses from a host: refused by name, or failing the request as natively; never a trap.
const feed = "page: f\nmodule: {kind: single, request: {id: feed, url: f.json, items: /list}}\nsections:\n  - {id: s, source: feed, size: {height: 40}}\n";
const feedProject = quilt.project({ "f.yaml": feed });
const feedPage = feedProject.page("f.yaml");
refuses("a response for a request the page lacks", "no request 'nope' (its requests: feed)", () => feedPage.update({ data: { nope: {} } }));
refuses("a failure that is not a string", "'failures.feed' must be a string", () => feedPage.update({ failures: { feed: 3 } }));
refuses("data that is not an object", "'data' must be an object", () => feedPage.update({ data: [1] }));
refuses("an update laid out at 1e308", "'width'", () => feedPage.update({ data: { feed: { list: [] } } }, { width: 1e308 }));
refuses("an update expanding a section the page lacks", "no collapsible section 'x'", () => feedPage.update({}, { expand: ["x"] }));
let deep = {};
for (let level = 0; level < 1_000; level++) deep = { list: deep };
refuses("a response nested 1,000 deep (the reader stops at 512)", "the request is not JSON", () => feedPage.update({ data: { feed: deep } }));
const updated = feedPage.update({ data: { feed: { list: 3 } } });
const failed = feedPage.layout({ width: 320 }).sections[0].state;
if (updated.sections.join() !== "s" || failed !== "failed") failures.push(`a response without items: ${JSON.stringify(updated)}, state ${failed}`);
const many = feedPage.update({ data: { feed: { list: Array.from({ length: 100_000 }, (_, n) => ({ id: `i${n}` })) } } });
const laid = feedPage.layout({ width: 320 }).sections[0];
if (many.problems.length !== 0 || laid.totalItems !== 100_000) failures.push(`100,000 items: ${many.problems.length} problems, ${laid.totalItems} laid out`);
feedPage.dispose();
feedProject.dispose();

// Memory: the example project's home page laid out 10,000 times, in an
// instance of its own (the 100 MB string above grew the first one).
const fresh = await Quilt.load();
const files = {};
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== "Plugin") walk(path);
    } else if (/\.ya?ml$/.test(name)) files[path] = readFileSync(path, "utf8");
  }
};
walk("Examples");
const home = fresh.project(files);
const homePage = home.page("Examples/pages/home.yaml");
const memory = () => fresh._memoryBytes();
let afterHundred = 0;
for (let round = 1; round <= 10_000; round++) {
  const shot = homePage.snapshot({ width: 320 + (round % 3) * 35 });
  shot.elementsIn({ x: 0, y: 0, width: 390, height: 800 });
  shot.dispose();
  homePage.layoutJSON({ width: 390 });
  if (round === 100) afterHundred = memory();
}
const afterAll = memory();
console.log(`memory: ${afterHundred} bytes after 100 layouts, ${afterAll} after 10,000`);
if (afterAll > afterHundred) failures.push(`memory grew from ${afterHundred} to ${afterAll} bytes over 9,900 layouts`);
homePage.dispose();
home.dispose();

if (failures.length > 0) {
  console.log(failures.join("\n"));
  process.exit(1);
}
console.log("robustness: every bad input refused or diagnosed, no trap");
