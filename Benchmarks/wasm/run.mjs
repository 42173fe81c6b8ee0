#!/usr/bin/env node
// The WebAssembly module in Node against the native build, on one page:
// `project` + `page` (read and decode) and `layoutJSON` (lay out and write)
// in Node, and `quilt layout --compact` of the same file natively (process
// start included), each the median of --rounds runs after one untimed.
//
//   Wasm/build && swift build -c release --product quilt
//   (cd Benchmarks && swift run -c release QuiltBenchmarks end-to-end)
//   node Benchmarks/wasm/run.mjs [PAGE] [--rounds 7] [--width 390]
//
// PAGE defaults to the 2,000-section page the `end-to-end` group keeps in
// Benchmarks/.build/end-to-end/page.yaml. The page is given to the module on
// its own, so it must need no project files (kinds, fonts, data).
// The two outputs are compared byte for byte; a page they disagree on is a
// failure (exit status 1), as in Wasm/test.
import { readFileSync, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { basename } from "node:path";
import { Quilt } from "../../Wasm/js/quilt.mjs";
import { option, timed } from "./timing.mjs";

const root = new URL("../../", import.meta.url);
const args = process.argv.slice(2);
const rounds = option(args, "--rounds", 7);
const width = option(args, "--width", 390);
const pagePath = args[0] ?? new URL("Benchmarks/.build/end-to-end/page.yaml", root).pathname;
if (!existsSync(pagePath) || !(rounds >= 1 && rounds <= 100) || !(width >= 1 && width <= 100_000)) {
  console.error(`usage: node Benchmarks/wasm/run.mjs [PAGE] [--rounds 1-100] [--width 1-100000] (no page at ${pagePath})`);
  process.exit(2);
}
const wasmPath = new URL("Wasm/dist/quilt.wasm", root);
if (!existsSync(wasmPath)) {
  console.error("no Wasm/dist/quilt.wasm: run Wasm/build first");
  process.exit(2);
}


const quilt = await Quilt.load(wasmPath);
const text = readFileSync(pagePath, "utf8");
const name = basename(pagePath);
let project = null;
let page = null;
const decode = timed(rounds, () => {
  page?.dispose();
  project?.dispose();
  project = quilt.project({ [name]: text });
  page = project.page(name);
});
let wasmJSON = "";
const layout = timed(rounds, () => {
  wasmJSON = page.layoutJSON({ width });
});
console.log(
  `wasm in node ${process.version}: ${text.length} B page; read and decode ${decode.toFixed(1)} ms, ` +
    `lay out and write ${layout.toFixed(1)} ms, together ${(decode + layout).toFixed(1)} ms`,
);

const native = new URL(".build/release/quilt", root);
if (!existsSync(native)) {
  console.log("native: skipped, no release quilt (swift build -c release --product quilt)");
  process.exit(0);
}
let nativeJSON = "";
const nativeTime = timed(rounds, () => {
  const run = spawnSync(native.pathname, ["layout", "--compact", "--width", String(width), pagePath], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0) throw new Error(`quilt layout exited ${run.status}: ${run.stderr}`);
  nativeJSON = run.stdout;
});
console.log(
  `native quilt layout: ${nativeTime.toFixed(1)} ms, process start included; ` +
    `wasm / native = ${((decode + layout) / nativeTime).toFixed(2)}`,
);
if (nativeJSON !== wasmJSON + "\n" && nativeJSON !== wasmJSON) {
  console.error("the two layouts differ");
  process.exit(1);
}
console.log("the two layouts are byte-identical");
