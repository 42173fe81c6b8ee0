#!/usr/bin/env python3
"""Lint throughput, end to end: pagelint against check-jsonschema on the same files.

Usage (from anywhere): python3 Benchmarks/lint/run.py [--count N] [--runs R] [--keep DIR]

Builds pagelint in release, writes N generated pages of about 2 KB each
(generate_pages.py, default 10,000), installs check-jsonschema from PyPI when
it is missing, then times each tool R times (default 2) over the same files
and prints files per second for both and the ratio. The best run of each
counts: timings on a shared machine are noisy and the best is the least
disturbed. Both tools must report the files clean, or the run fails.

pagelint parses, decodes, lays out checks and applies every lint rule;
check-jsonschema parses the YAML and validates it against
Schemas/page.schema.json (with --base-uri so the schema's relative $refs
resolve on disk, not on the network).
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def swift() -> str:
    found = shutil.which("swift")
    return found if found else "/opt/swift/usr/bin/swift"


def build_pagelint() -> pathlib.Path:
    subprocess.run([swift(), "build", "-c", "release", "--product", "pagelint"], cwd=ROOT, check=True)
    bin_path = subprocess.run([swift(), "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return pathlib.Path(bin_path) / "pagelint"


def check_jsonschema() -> str:
    found = shutil.which("check-jsonschema")
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "check-jsonschema"], check=True)
        found = shutil.which("check-jsonschema")
    if not found:
        sys.exit("check-jsonschema could not be installed")
    return found


def best_time(command: list[str], runs: int, cwd: pathlib.Path) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"{command[0]} failed ({result.returncode}):\n{result.stdout[-2000:]}")
        best = min(best, elapsed)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--keep", help="write the pages here and keep them")
    options = parser.parse_args()

    pagelint = build_pagelint()
    validator = check_jsonschema()
    work = pathlib.Path(options.keep) if options.keep else pathlib.Path(tempfile.mkdtemp(prefix="pagelint-bench-"))
    try:
        subprocess.run([sys.executable, str(ROOT / "Benchmarks/lint/generate_pages.py"), str(work), str(options.count)], check=True)
        files = sorted(str(path) for path in (work / "pages").glob("*.yaml"))
        size = sum(os.path.getsize(path) for path in files)
        schema = ROOT / "Schemas/page.schema.json"
        cpus = os.cpu_count()
        print(f"{len(files)} files, {size / len(files):.0f} bytes each, {cpus} CPUs; best of {options.runs} runs each")

        lint_time = best_time([str(pagelint), "pages"], options.runs, work)
        schema_time = best_time([validator, "--base-uri", schema.as_uri(), "--schemafile", str(schema), *files], options.runs, work)

        lint_rate = len(files) / lint_time
        schema_rate = len(files) / schema_time
        print(f"pagelint          {lint_time:8.3f} s  {lint_rate:10.0f} files/s  {size / lint_time / 1e6:7.1f} MB/s")
        print(f"check-jsonschema  {schema_time:8.3f} s  {schema_rate:10.0f} files/s  {size / schema_time / 1e6:7.1f} MB/s")
        print(f"ratio: pagelint is {lint_rate / schema_rate:.1f}x the files/s of check-jsonschema")
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
