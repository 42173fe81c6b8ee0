// Draws a page from Quilt's layout contract alone (docs/app-integration.md):
// the JSON `quilt layout` prints, or `page.layout()` of the WebAssembly
// module returns. No page file is read: every box, title, decoration and
// action comes from the contract.
//
//   import { renderLayout } from "./contract.mjs";
//   renderLayout(layout, document.getElementById("page"), { onAction: (intent) => … });
//
// Every element is absolutely positioned at its frame inside one relative
// container `contentHeight` tall; strips scroll sideways in their items area
// and snap where the contract says. A header, footer, placeholder or state
// view with an `action` is a button that calls `onAction(action)`, and so is
// an item with one (`open:URL`, `select:SECTION:ITEM`, …; a selected item is
// marked `data-selected`); a section that `canLoadMore` calls
// `onAction("loadMore")` when its last item shows.

/** Draws `layout` into `container` (emptied first); returns the observer that reports load-more. */
export function renderLayout(layout, container, { onAction = () => {} } = {}) {
  container.replaceChildren();
  container.style.position = "relative";
  container.style.width = `${layout.width}px`;
  container.style.height = `${layout.contentHeight}px`;
  container.dir = layout.direction;
  const loadMore = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) onAction("loadMore");
  });
  if (layout.stateView) {
    container.append(view(layout.stateView, "stateView", onAction));
    return loadMore;
  }
  for (const section of layout.sections) {
    drawSection(section, container, { onAction, loadMore });
  }
  return loadMore;
}

function drawSection(section, container, { onAction, loadMore }) {
  const origin = section.arrange === "horizontal" ? stripOrigin(section, container.dir) : { x: 0, y: 0 };
  const layer = section.arrange === "horizontal" ? strip(section, container) : container;
  for (const decoration of section.decorations) {
    layer.append(decorationBox(decoration, section, origin));
  }
  for (const kind of ["header", "footer", "placeholder"]) {
    if (section[kind]) container.append(view(section[kind], kind, onAction, section.id));
  }
  let last = null;
  for (const item of section.items) {
    last = box("item", item.frame, origin);
    last.dataset.section = section.id;
    last.dataset.item = item.id;
    // The component kind picks the cell, as an app's cell registry would.
    last.dataset.component = section.component ?? "";
    // A tap does what the contract says: open a URL, (de)select, an intent.
    if (item.action) {
      const action = item.action;
      last.dataset.action = action;
      last.addEventListener("click", () => onAction(action));
    }
    if (item.selected) last.dataset.selected = "true";
    const title = item.data?.title ?? item.data?.name;
    if (title !== undefined && !item.parts) last.textContent = String(title);
    for (const [index, part] of (item.parts ?? []).entries()) {
      const element = partBox(part, item.frame);
      Object.assign(element.dataset, { section: section.id, item: item.id, part: String(index) });
      last.append(element);
    }
    layer.append(last);
  }
  if (section.canLoadMore && last) loadMore.observe(last);
}

/** A strip's scrolling box at its items area; items inside are placed relative to it. */
function strip(section, container) {
  const area = box("strip", section.itemsArea);
  area.dataset.section = section.id;
  area.style.overflowX = section.strip?.scrolling === "none" ? "hidden" : "auto";
  area.style.overflowY = "hidden";
  const content = document.createElement("div");
  content.style.position = "relative";
  content.style.width = `${section.strip?.contentWidth ?? section.itemsArea.width}px`;
  content.style.height = "100%";
  area.append(content);
  container.append(area);
  return content;
}

/**
 * Where a strip's content starts, in page coordinates, at scroll offset 0:
 * its items area's left edge, or right to left the edge its content
 * overflows to (the area's right edge minus the content width).
 */
function stripOrigin(section, direction) {
  const area = section.itemsArea;
  const width = section.strip?.contentWidth ?? area.width;
  return { x: direction === "rtl" ? area.x + area.width - width : area.x, y: area.y };
}

/** A header, footer, placeholder or state view: `{frame, title, pinned, action}`. */
function view(contract, kind, onAction, sectionID) {
  const element = box(kind, contract.frame, { x: 0, y: 0 }, contract.action ? "button" : "div");
  if (sectionID) element.dataset.section = sectionID;
  element.textContent = contract.title ?? "";
  if (contract.action) {
    element.dataset.action = contract.action;
    element.addEventListener("click", () => onAction(contract.action));
  }
  return element;
}

function decorationBox(decoration, section, origin) {
  const element = box("decoration", decoration.frame, origin);
  element.dataset.section = section.id;
  element.style.zIndex = String(decoration.zIndex);
  const attributes = decoration.attributes;
  if (typeof attributes.color === "string") element.style.background = attributes.color;
  if (attributes.gradient) {
    element.style.background = `linear-gradient(to bottom right, ${attributes.gradient.colors.join(", ")})`;
  }
  if (typeof attributes.radius === "number") element.style.borderRadius = `${attributes.radius}px`;
  return element;
}

/** A part of an item's view, placed relative to its item. */
function partBox(part, itemFrame) {
  const element = box(`part-${part.kind}`, part.frame, { x: itemFrame.x, y: itemFrame.y });
  if (part.text !== undefined) element.textContent = part.text;
  return element;
}

/** An absolutely positioned element at `frame`, made relative to `origin`. */
function box(kind, frame, origin = { x: 0, y: 0 }, tag = "div") {
  const element = document.createElement(tag);
  element.dataset.kind = kind;
  Object.assign(element.style, {
    position: "absolute",
    boxSizing: "border-box",
    margin: "0",
    padding: "0",
    border: "0",
    left: `${frame.x - origin.x}px`,
    top: `${frame.y - origin.y}px`,
    width: `${frame.width}px`,
    height: `${frame.height}px`,
    overflow: "hidden",
  });
  return element;
}
