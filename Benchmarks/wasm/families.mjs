#!/usr/bin/env node
// Each layout family in the WebAssembly module in Node against the native
// build, on the same pages in one run: list, flex (widths from data), grid
// (spans from data) and waterfall (heights from data) at 10k and 100k items,
// in sections of 1,000. Node times `page.snapshot` (the layout alone, kept
// in the module; no JSON); the native side is `QuiltBenchmarks page-files`
// over the same files (`PageLayout.layout`). Also reports loading and
// instantiating the module.
//
//   Wasm/build && (cd Benchmarks && swift build -c release)
//   node Benchmarks/wasm/families.mjs [--rounds 5] [--width 390]
//
// The pages are written to Benchmarks/.build/wasm-families/.
import { mkdirSync, writeFileSync, readFileSync, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { Quilt } from "../../Wasm/js/quilt.mjs";
import { option, timed } from "./timing.mjs";

const root = new URL("../../", import.meta.url);
const args = process.argv.slice(2);
const rounds = option(args, "--rounds", 5);
const width = option(args, "--width", 390);
if (!(rounds >= 1 && rounds <= 100) || !(width >= 1 && width <= 100_000)) {
  console.error("usage: node Benchmarks/wasm/families.mjs [--rounds 1-100] [--width 1-100000]");
  process.exit(2);
}
const wasmPath = new URL("Wasm/dist/quilt.wasm", root);
const native = new URL("Benchmarks/.build/release/QuiltBenchmarks", root);
for (const [path, how] of [[wasmPath, "Wasm/build"], [native, "(cd Benchmarks && swift build -c release)"]]) {
  if (!existsSync(path)) {
    console.error(`no ${path.pathname}: run ${how} first`);
    process.exit(2);
  }
}

/** Each family's section: its layout, its size rule, and item `n`'s data. */
const families = {
  list: { layout: "{kind: list, distribution: 3, itemRatio: {fraction: 0.8}}", size: null, item: () => "" },
  flex: {
    layout: "{kind: flex, itemHeight: 30, interitemSpacing: 8, lineSpacing: 8}",
    size: "{width: {field: w}}",
    item: (n) => `, w: ${40 + ((n * 37) % 120)}`,
  },
  grid: {
    layout: "{kind: grid, columns: 4, rowHeight: 90, columnGap: 6, rowGap: 6, span: {columns: 1, rows: 1}}",
    size: "{span: {columns: {field: s}}}",
    item: (n) => `, s: ${n % 7 === 0 ? 2 : 1}`,
  },
  waterfall: {
    layout: "{kind: waterfall, columns: 2, interitemSpacing: 8, lineSpacing: 8}",
    size: "{height: {field: h}}",
    item: (n) => `, h: ${60 + ((n * 53) % 200)}`,
  },
};

/** A page of `count` items of `family`, in sections of 1,000. */
function page(name, family, count) {
  const lines = [`page: ${name}`, "sections:"];
  for (let first = 0; first < count; first += 1000) {
    lines.push(`  - id: s${first / 1000}`, `    layout: ${family.layout}`);
    if (family.size) lines.push(`    size: ${family.size}`);
    const items = [];
    for (let n = first; n < Math.min(count, first + 1000); n++) items.push(`{id: i${n}${family.item(n)}}`);
    lines.push(`    items: [${items.join(", ")}]`);
  }
  return lines.join("\n") + "\n";
}

const folder = new URL("Benchmarks/.build/wasm-families/", root);
mkdirSync(folder, { recursive: true });
const pages = [];
for (const [name, family] of Object.entries(families)) {
  for (const count of [10_000, 100_000]) {
    const file = `${name}-${count / 1000}k.yaml`;
    writeFileSync(new URL(file, folder), page(`${name}-${count / 1000}k`, family, count));
    pages.push({ file, count });
  }
}


const loadStart = performance.now();
const quilt = await Quilt.load(wasmPath);
const loaded = performance.now() - loadStart;
console.log(`load and instantiate quilt.wasm (${readFileSync(wasmPath).length} B): ${loaded.toFixed(1)} ms`);

const wasm = {};
for (const { file, count } of pages) {
  const project = quilt.project({ [file]: readFileSync(new URL(file, folder), "utf8") });
  const opened = project.page(file);
  wasm[file] = (timed(rounds, () => opened.snapshot({ width }).dispose()) * 1e6) / count;
  opened.dispose();
  project.dispose();
}

const run = spawnSync(native.pathname, ["page-files"], {
  encoding: "utf8",
  env: { ...process.env, QUILT_BENCHMARK_PAGES: folder.pathname, QUILT_BENCHMARK_WIDTH: String(width) },
});
if (run.status !== 0) throw new Error(`QuiltBenchmarks page-files exited ${run.status}: ${run.stderr}`);
const nativeNs = {};
for (const line of run.stdout.split("\n")) {
  const match = /^(\S+\.yaml)\s.*?([\d.]+) ns\/item/.exec(line);
  if (match) nativeNs[match[1]] = Number(match[2]);
}

console.log(`layout at ${width} pt, median of ${rounds}: ns/item`);
console.log("page".padEnd(20) + "native".padStart(12) + "wasm".padStart(12) + "wasm/native".padStart(14));
for (const { file } of pages) {
  const here = nativeNs[file];
  const ratio = here ? (wasm[file] / here).toFixed(2) : "?";
  console.log(
    file.padEnd(20) + (here?.toFixed(1) ?? "?").padStart(12) + wasm[file].toFixed(1).padStart(12) + ratio.padStart(14),
  );
}
