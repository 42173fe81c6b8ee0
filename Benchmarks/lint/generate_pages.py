#!/usr/bin/env python3
"""Write N page files of about 2 KB each for the lint benchmark.

Usage: generate_pages.py DIRECTORY [COUNT]

The pages are valid (pagelint finds nothing, Schemas/page.schema.json accepts
them) and varied: list tables, grids, horizontal strips, headers, footers,
placeholders and inline items. The output is the same for the same COUNT.
"""
import pathlib
import random
import sys


def section(rng: random.Random, index: int) -> str:
    kind = rng.choice(["table", "grid", "strip", "collection"])
    lines = [f"  - id: s{index}-{kind}"]
    if rng.random() < 0.7:
        lines.append(f"    header: {{height: {rng.choice([32, 40, 44])}, title: Section {index}}}")
    if kind == "table":
        lines += ["    layout:", "      kind: list", "      distribution: 1",
                  f"      itemRatio: {{absolute: {rng.choice([44, 52, 60])}}}", "      lineSpacing: 0.5"]
    elif kind == "collection":
        lines += ["    layout:", "      kind: list", f"      distribution: {rng.choice([2, 3, 4])}",
                  "      itemRatio: {fraction: 0.8}", "      inset: {top: 10, left: 15, bottom: 10, right: 15}",
                  "      lineSpacing: 10", "      interitemSpacing: 10"]
    elif kind == "grid":
        lines += ["    layout:", "      kind: grid", f"      columns: {rng.choice([2, 3, 4])}", "      rowHeight: 60",
                  "      columnGap: 8", "      rowGap: 8", "      inset: {left: 15, right: 15}"]
    else:
        lines += ["    layout:", "      kind: list", "      arrange: horizontal", "      distribution: {fraction: 0.55}",
                  "      itemRatio: {absolute: 50}", f"      rows: {rng.choice([1, 2, 3])}", "      scrolling: paging",
                  "      interitemSpacing: 10"]
    if rng.random() < 0.3:
        lines.append("    footer: {height: 30, title: More}")
    count = rng.randint(3, 6)
    lines.append("    items:")
    for item in range(count):
        lines.append(f"      - {{id: i{index}-{item}, title: Item {item}, subtitle: Detail text {rng.randint(100, 999)}}}")
    return "\n".join(lines)


def page(number: int) -> str:
    rng = random.Random(number)
    text = [
        "# yaml-language-server: $schema=../Schemas/page.schema.json",
        f"page: page-{number}",
        f"title: Generated page {number}",
        "sections:",
    ]
    index = 0
    while len("\n".join(text)) < 1900:
        text.append(section(rng, index))
        index += 1
    return "\n".join(text) + "\n"


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    directory = pathlib.Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    (directory / "pages").mkdir(parents=True, exist_ok=True)
    total = 0
    for number in range(count):
        text = page(number)
        total += len(text)
        (directory / "pages" / f"page-{number:05d}.yaml").write_text(text)
    print(f"wrote {count} pages, {total / count:.0f} bytes each on average, into {directory / 'pages'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
