#!/usr/bin/env python3
"""Pages that grow in one direction, timed end to end on release builds.

Each shape is written at a small and a large size into a temporary folder and
timed through `quilt layout --compact` (or `pagelint`), process start
included, as the median of --repeat runs. The report gives the cost per unit
(section, decoration, strip, finding, suppression or spanning item) at each
size and their ratio: a ratio near 1 is linear, one near the size ratio is
quadratic. Exits 1 when a run fails or a ratio passes --limit.

    swift build -c release
    python3 Benchmarks/scale/run.py [--bin .build/release] [--repeat 3] [--limit 2]
"""
import argparse, os, statistics, subprocess, sys, tempfile, time


def sections(n):
    yield "page: sections\nsections:\n"
    for i in range(n):
        yield (f"  - id: s{i}\n    header: {{height: 30, title: Section {i}}}\n"
               f"    layout: {{kind: list, itemRatio: {{absolute: 44}}}}\n    items: [{{id: a{i}}}]\n")


def decorations(n):
    yield "page: decorations\nsections:\n"
    for i in range(n):
        yield (f"  - id: s{i}\n    layout: {{kind: list, itemRatio: {{absolute: 44}}}}\n"
               f"    decoration: {{region: all, radius: 4, contents: {{color: '#8091a5'}}}}\n    items: [{{id: a{i}}}]\n")


def strips(n):
    yield "page: strips\nsections:\n"
    for i in range(n):
        yield (f"  - id: s{i}\n    header: {{height: 30, pinned: true, title: Strip {i}}}\n"
               f"    layout: {{kind: list, arrange: horizontal, distribution: {{absolute: 140}}, itemRatio: {{absolute: 90}}, "
               f"scrolling: itemPaging}}\n    items: [{{id: a{i}}}, {{id: b{i}}}, {{id: c{i}}}, {{id: d{i}}}]\n")


def warned_sections(n, name, comment=""):
    # `rows` has no effect on a vertical section: one ineffective-option warning each.
    yield f"page: {name}\nsections:\n"
    for i in range(n):
        yield f"  - id: s{i}\n{comment}    layout: {{kind: list, rows: 2, itemRatio: {{absolute: 44}}}}\n    items: [{{id: a{i}}}]\n"


def findings(n):
    yield from warned_sections(n, "findings")


def suppressions(n):
    # Each comment suppresses the warning on the next line.
    yield from warned_sections(n, "suppressions", comment="    # pagelint:disable-next-line ineffective-option\n")


def superfluous(n):
    # Comments that suppress nothing: one superfluous-disable finding each.
    yield "page: superfluous\nsections:\n  - id: s\n    layout: {kind: list, itemRatio: {absolute: 44}}\n    items:\n"
    for i in range(n):
        yield f"      # pagelint:disable-next-line ineffective-option\n      - {{id: a{i}}}\n"


def spans(n):
    # One column, every item 1,000 rows tall.
    yield "page: spans\nsections:\n  - id: g\n    layout: {kind: grid, columns: [1fr], rowHeight: 2, span: {rows: 1000}}\n    items:\n"
    for i in range(n):
        yield f"      - {{id: a{i}}}\n"


SHAPES = [
    ("one-item sections with headers", "quilt", sections, 10_000, 100_000, "section"),
    ("decorated sections", "quilt", decorations, 10_000, 100_000, "decoration"),
    ("strips with pinned headers, item paging", "quilt", strips, 1_000, 10_000, "strip"),
    ("grid items spanning 1,000 rows", "quilt", spans, 1_000, 10_000, "item"),
    ("sections with one warning each", "pagelint", findings, 10_000, 100_000, "finding"),
    ("warnings suppressed by comments", "pagelint", suppressions, 10_000, 100_000, "suppression"),
    ("comments that suppress nothing", "pagelint", superfluous, 10_000, 100_000, "comment"),
]


def timed(command, repeat, timeout):
    """The median time of `command`, or None when a run passed `timeout` seconds."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        try:
            result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        times.append(time.perf_counter() - started)
        # pagelint exits 1 on findings; anything else is a failure.
        if result.returncode not in (0, 1):
            sys.exit(f"{' '.join(command)} exited {result.returncode}: {result.stderr[:400]}")
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/release")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit", type=float, default=2.0, help="largest per-unit ratio, large size to small")
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every size (0.1 for a quick look)")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds one run may take")
    parser.add_argument("--match", default="", help="only shapes whose name contains this")
    args = parser.parse_args()
    failed = False
    print(f"{'shape':42} {'small':>9} {'large':>9} {'per unit, small':>16} {'per unit, large':>16} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as folder:
        for name, tool, write, small, large, unit in SHAPES:
            if args.match not in name:
                continue
            small, large = max(1, int(small * args.scale)), max(2, int(large * args.scale))
            costs = []
            for size in (small, large):
                path = os.path.join(folder, f"{write.__name__}-{size}.yaml")
                with open(path, "w") as page:
                    page.writelines(write(size))
                command = [os.path.join(args.bin, tool)] + (["layout", "--compact", path] if tool == "quilt" else [path])
                seconds = timed(command, args.repeat, args.timeout)
                costs.append(None if seconds is None else seconds / size * 1e6)
            cells = [f"> {args.timeout:.0f} s" if cost is None else f"{cost:.2f} µs/{unit[:4]}" for cost in costs]
            ratio = costs[1] / costs[0] if None not in costs else None
            failed |= ratio is None or ratio > args.limit
            print(f"{name:42} {small:>9,} {large:>9,} {cells[0]:>16} {cells[1]:>16} {'—' if ratio is None else f'{ratio:.2f}':>6}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
