#!/usr/bin/env python3
"""Times two builds of QuiltBenchmarks against each other, in one run.

Single runs on a shared machine vary by up to 2x, so a "before" measured on
one day and an "after" on another say little. This script runs the two
binaries in turn (A B A B ...), the same groups each time, and prints for
every benchmark the median of each side and their ratio.

    python3 Benchmarks/side_by_side.py --before OLD/QuiltBenchmarks \\
        --after Benchmarks/.build/release/QuiltBenchmarks --rounds 5 flex waterfall

`--before-rev REV` builds REV instead (a git worktree under /tmp, release),
so a change can be compared with the commit it started from:

    python3 Benchmarks/side_by_side.py --before-rev HEAD~1 --rounds 5 grid
"""

import argparse
import os
import re
import statistics
import subprocess
import sys

LINE = re.compile(r"^(?P<name>.+?)\s{2,}(?P<time>[\d.]+ (?:ns|µs|ms|s))\s+(?P<per>[\d.]+) ns/item$")
HERE = os.path.dirname(os.path.abspath(__file__))
# Each benchmark group takes seconds; a run of every group, minutes. A run
# that takes longer than this is stopped and reported rather than waited on.
TIMEOUT_SECONDS = 1800


def build_revision(revision):
    """A release build of `revision`'s benchmarks; returns the binary's path."""
    root = subprocess.check_output(["git", "-C", HERE, "rev-parse", "--show-toplevel"], text=True).strip()
    sha = subprocess.check_output(["git", "-C", root, "rev-parse", "--short", revision], text=True).strip()
    tree = f"/tmp/quilt-benchmarks-{sha}"
    if not os.path.isdir(tree):
        subprocess.check_call(["git", "-C", root, "worktree", "add", "--detach", tree, sha])
    package = os.path.join(tree, "Benchmarks")
    subprocess.check_call(["swift", "build", "-c", "release"], cwd=package)
    return os.path.join(package, ".build", "release", "QuiltBenchmarks")


def run(binary, groups, match):
    """One run of `binary`: {benchmark name: ns per item}."""
    command = [binary, *groups] + (["--match", match] if match else [])
    output = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_SECONDS, check=True).stdout
    figures = {}
    for line in output.splitlines():
        found = LINE.match(line.strip())
        if found:
            figures[found["name"].strip()] = float(found["per"])
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--before", help="the QuiltBenchmarks binary to compare against")
    source.add_argument("--before-rev", help="a git revision to build and compare against")
    parser.add_argument(
        "--after", default=os.path.join(HERE, ".build", "release", "QuiltBenchmarks"),
        help="the binary measured (default: this package's release build)")
    parser.add_argument("--rounds", type=int, default=5, choices=range(1, 101), metavar="1-100")
    parser.add_argument("--match", help="only benchmarks whose name contains this")
    parser.add_argument("groups", nargs="*", help="benchmark groups (default: every group)")
    arguments = parser.parse_args()
    before = arguments.before or build_revision(arguments.before_rev)
    for binary in (before, arguments.after):
        if not os.access(binary, os.X_OK):
            sys.exit(f"not an executable: {binary}")

    samples = {"before": {}, "after": {}}
    for round_number in range(arguments.rounds):
        for side, binary in (("before", before), ("after", arguments.after)):
            for name, per_item in run(binary, arguments.groups, arguments.match).items():
                samples[side].setdefault(name, []).append(per_item)
        print(f"round {round_number + 1} of {arguments.rounds} done", file=sys.stderr, flush=True)

    width = max((len(name) for name in samples["after"]), default=10)
    print(f"{'benchmark':<{width}}  {'before ns/item':>14}  {'after ns/item':>13}  {'after/before':>12}")
    for name, after in samples["after"].items():
        after_median = statistics.median(after)
        before_values = samples["before"].get(name)
        if not before_values:
            print(f"{name:<{width}}  {'(absent)':>14}  {after_median:>13.2f}  {'':>12}")
            continue
        before_median = statistics.median(before_values)
        ratio = after_median / before_median if before_median > 0 else float("nan")
        print(f"{name:<{width}}  {before_median:>14.2f}  {after_median:>13.2f}  {ratio:>12.2f}")


if __name__ == "__main__":
    main()
