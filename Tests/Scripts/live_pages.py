#!/usr/bin/env python3
"""Generated pages for the live preview's browser checks: every family, both
arrangements, pinned headers, footers, placeholders and decorations, from a
seed (the same seed gives the same page). Imported by live_preview.py."""
import json
import random

FAMILIES = ["list", "flex", "waterfall", "grid"]
SCROLLING = ["none", "continuous", "paging", "itemPaging", "centered"]


def _layout(rng, family, horizontal):
    layout = {"kind": family}
    if horizontal:
        layout["arrange"] = "horizontal"
        layout["scrolling"] = rng.choice(SCROLLING)
    layout["inset"] = rng.choice([0, 8, {"top": 6, "left": 15, "bottom": 6, "right": 15}])
    spacing = rng.choice([0, 4, 10])
    if family == "list":
        if horizontal:
            layout["distribution"] = rng.choice([{"fraction": 0.6}, {"absolute": 140}, 2])
            layout["itemRatio"] = {"absolute": rng.choice([60, 90, 120])}
            layout["rows"] = rng.choice([1, 1, 2])
        else:
            layout["distribution"] = rng.choice([1, 2, 3, {"fraction": 0.3}, {"absolute": 110}])
            layout["itemRatio"] = rng.choice([{"absolute": 44}, {"absolute": 70}, {"fraction": 0.75}])
        layout["interitemSpacing"] = spacing
        layout["lineSpacing"] = rng.choice([0, 6])
    elif family == "flex":
        layout["justify"] = rng.choice(["flexStart", "center", "flexEnd", "spaceAround", "spaceBetween"])
        layout["itemHeight"] = rng.choice([28, 36, 50])
        layout["interitemSpacing"] = spacing
        if not horizontal:
            layout["lineSpacing"] = rng.choice([0, 8])
    elif family == "waterfall":
        if horizontal:
            layout["rows"] = rng.choice([1, 2])
            layout["horizontalContentHeight"] = rng.choice([120, 180])
        else:
            layout["columns"] = rng.choice([2, 3])
            layout["render"] = rng.choice(["shortestFirst", "leftToRight", "rightToLeft"])
        layout["interitemSpacing"] = spacing
        layout["lineSpacing"] = rng.choice([0, 6])
    else:
        if horizontal:
            layout["rows"] = rng.choice([1, 2])
            layout["columnWidth"] = rng.choice([90, 130])
            layout["rowHeight"] = rng.choice([60, 80])
        else:
            layout["columns"] = rng.choice([2, 3, 4])
            layout["itemRatio"] = rng.choice([{"fraction": 1}, {"absolute": 80}])
            layout["flow"] = rng.choice(["sparse", "dense"])
        layout["columnGap"] = spacing
        layout["rowGap"] = rng.choice([0, 8])
    return layout


def _items(rng, family, count, prefix):
    items = []
    for index in range(count):
        item = {"id": f"{prefix}{index}", "title": f"{prefix} {index}"}
        if family == "flex":
            item["title"] = " ".join(rng.choice(["tag", "swift", "list", "quilt", "a", "longer title"]) for _ in range(rng.randint(1, 3)))
        if family == "waterfall":
            item["h"] = rng.choice([60, 90, 140, 200])
        if family == "grid" and rng.random() < 0.2:
            item["span"] = rng.choice([1, 2])
        items.append(item)
    return items


def generate(seed):
    """A page (as a dict) for `seed`: 3 to 7 sections of random families."""
    rng = random.Random(seed)
    sections = []
    for index in range(rng.randint(3, 7)):
        family = FAMILIES[(seed + index) % 4] if index < 4 else rng.choice(FAMILIES)
        horizontal = rng.random() < 0.3
        section = {"id": f"s{index}-{family}", "layout": _layout(rng, family, horizontal)}
        count = rng.choice([0, 3, 12, 40, 90]) if not horizontal else rng.choice([0, 6, 30, 80])
        section["items"] = _items(rng, family, count, f"s{index}i")
        if family == "waterfall":
            section["size"] = {"height": {"field": "h"}} if not horizontal else {"width": {"field": "h"}}
        if family == "grid" and not horizontal:
            section["layout"]["span"] = {"columns": {"field": "span"}}
        if rng.random() < 0.7:
            section["header"] = {"height": rng.choice([30, 44]), "title": f"Section {index}", "pinned": rng.random() < 0.6}
        if rng.random() < 0.4:
            section["footer"] = {"height": 30, "title": "footer"}
        if rng.random() < 0.6:
            section["placeholder"] = {"height": rng.choice([60, 120]), "title": "Nothing here"}
        if rng.random() < 0.4:
            section["decoration"] = {"region": rng.choice(["all", "onlyItem", "containHeader"]), "radius": 8,
                                     "contents": {"color": rng.choice(["#eef2f7", "#fdf2e9"])}}
        sections.append(section)
    return {"page": f"gen{seed}", "title": f"Generated {seed}", "sections": sections}


def yaml_text(page):
    """The page as YAML (JSON is YAML)."""
    return json.dumps(page, indent=1, ensure_ascii=False) + "\n"
