// The module answers as the native build does: every case of a corpus that
// quilt-wasm-oracle wrote (example pages at three widths, both directions
// and both appearances; pages of every family made extreme) is laid out in
// the module and compared byte for byte with `quilt layout --compact`, or
// diagnostic for diagnostic when the page has errors; every module page,
// given the responses the native loader read (`page.update`), lays out to
// the bytes of the native loader's page.
//
//     node Wasm/tests/agreement.mjs CORPUS.jsonl [--only-inputs]
//
// With --only-inputs (a corpus of fuzz inputs alone), no module page is
// expected.
//
// Exits 1 naming each case that differs (at most 20 are printed).

import { readFileSync } from "node:fs";
import { Quilt, QuiltError } from "../dist/quilt.mjs";
import { ReplayMeasurer } from "./replay-measurer.mjs";

const lines = readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
const projectRecord = lines.find((line) => line.kind === "project");
const fonts = lines.find((line) => line.kind === "fonts");
const cases = lines.filter((line) => line.kind === "case");
const loadedCases = lines.filter((line) => line.kind === "loaded");

const quilt = await Quilt.load();
const measurer = new ReplayMeasurer(fonts.faces);
// As the native build prints a diagnostic (Diagnostic.description).
const describe = (d) =>
  `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]` +
  (d.suggestion !== undefined ? ` (did you mean '${d.suggestion}'?)` : "") +
  (d.notes ?? []).map((note) => `\n  note: ${note}`).join("");
const failures = [];
let compared = 0;
let refusedAlike = 0;
let skipped = 0;

for (const testCase of cases) {
  if (testCase.expect.unsupported) {
    skipped += 1;
    continue;
  }
  const files = { ...projectRecord.files, [testCase.page]: testCase.text };
  const project = quilt.project(files, { measurer });
  try {
    const page = project.page(testCase.page);
    try {
      const diagnostics = page.diagnostics.map(describe);
      const expected = testCase.expect.diagnostics ?? [];
      if (JSON.stringify(diagnostics) !== JSON.stringify(expected)) {
        failures.push(`${testCase.name}: diagnostics differ\n  module: ${diagnostics.join("\n          ")}\n  native: ${expected.join("\n          ")}`);
        continue;
      }
      if (testCase.expect.json === undefined) {
        try {
          page.layoutJSON(testCase.options);
          failures.push(`${testCase.name}: the module laid out a page the native build refuses`);
        } catch (error) {
          if (!(error instanceof QuiltError)) throw error;
          refusedAlike += 1;
        }
        continue;
      }
      const json = page.layoutJSON(testCase.options);
      compared += 1;
      if (json !== testCase.expect.json) {
        let at = 0;
        while (at < json.length && json[at] === testCase.expect.json[at]) at += 1;
        failures.push(
          `${testCase.name}: layout JSON differs at byte ${at}\n  module: …${json.slice(Math.max(0, at - 60), at + 60)}\n  native: …${testCase.expect.json.slice(Math.max(0, at - 60), at + 60)}`,
        );
      }
    } finally {
      page.dispose();
    }
  } finally {
    project.dispose();
  }
}
// `value` with every `id` member, at any depth, made new: "a" → "a~more", 7 → 1000007.
const renamed = (value) => {
  if (Array.isArray(value)) return value.map(renamed);
  if (value === null || typeof value !== "object") return value;
  const copy = {};
  for (const [key, member] of Object.entries(value)) {
    if (key !== "id") copy[key] = renamed(member);
    else copy[key] = typeof member === "number" ? member + 1_000_000 : typeof member === "string" ? `${member}~more` : member;
  }
  return copy;
};
// Module pages: the responses the native loader read, given to page.update,
// lay out to the bytes the native loader's page does.
let loadedAlike = 0;
let incremental = 0;
for (const testCase of loadedCases) {
  const project = quilt.project(projectRecord.files, { measurer });
  try {
    const page = project.page(testCase.page);
    try {
      const responses = JSON.parse(testCase.responses);
      const answer = page.update({ data: responses }, { width: testCase.width });
      const json = page.layoutJSON({ width: testCase.width });
      const same = (layout, bytes) => JSON.stringify(layout) === JSON.stringify(JSON.parse(bytes));
      if (json === testCase.json && answer.problems.length === 0 && same(answer.layout, json)) {
        loadedAlike += 1;
      } else {
        let at = 0;
        while (at < json.length && json[at] === testCase.json[at]) at += 1;
        failures.push(
          `${testCase.name}: layout JSON after update differs at byte ${at} (${answer.problems.length} problems, update's own layout ${same(answer.layout, json) ? "alike" : "differs"})\n  module: …${json.slice(Math.max(0, at - 60), at + 60)}\n  native: …${testCase.json.slice(Math.max(0, at - 60), at + 60)}`,
        );
      }
      // The same responses again, their ids changed so that they append, as
      // later pages: the update's layout is the kept one brought up to
      // date, and must equal a fresh layout.
      const more = page.update({ more: renamed(responses) }, { width: testCase.width });
      if (!same(more.layout, page.layoutJSON({ width: testCase.width }))) {
        failures.push(`${testCase.name}: the layout an update brought up to date differs from a fresh layout`);
      }
      incremental += more.changes.items.reduce((sum, section) => sum + section.inserts.length, 0);
    } finally {
      page.dispose();
    }
  } finally {
    project.dispose();
  }
}
if (!process.argv.includes("--only-inputs")) {
  if (loadedCases.length === 0) failures.push("the corpus holds no loaded module page");
  if (incremental === 0) failures.push("no update appended items: the incremental layout went untested");
}
if (measurer.missing.length > 0) failures.push(`the measurer had no answer for: ${[...new Set(measurer.missing)].slice(0, 10).join("; ")}`);

console.log(
  `wasm agreement: ${compared} layouts byte-identical to native, ${loadedAlike} module pages updated with the native loader's responses byte-identical (then ${incremental} items appended, laid out incrementally alike), ${refusedAlike} pages refused alike, ${skipped} skipped (YAML only libyaml reads), ${failures.length} differ`,
);
const shown = Number(process.env.QUILT_SHOW_FAILURES ?? 20);
for (const failure of failures.slice(0, shown)) console.log(`FAIL ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
