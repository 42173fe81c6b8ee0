// A measurer that answers as the native build's fonts answered: it replays
// the answers quilt-wasm-oracle recorded (ShapingLog), so that pages
// measured with project fonts lay out in the module byte for byte as
// natively. A question it has no answer for is an error naming it.

export class ReplayMeasurer {
  #faces;

  /** @param {Record<string, {metrics: object, shapes: object, breaks: object, graphemes: object, widths: object}>} faces */
  constructor(faces) {
    this.#faces = faces;
    this.missing = [];
  }

  face(path, index = 0) {
    const key = index === 0 ? path : `${path}#${index}`;
    const face = this.#faces[key];
    if (!face) return null;
    return { id: key, ...face.metrics };
  }

  /** A family falling back: the answers recorded for the chain of these faces. */
  chain(faces) {
    const key = faces.join("+");
    const face = this.#faces[key];
    if (!face) return null;
    return { id: key, ...face.metrics };
  }

  shape(face, word) {
    const shaped = this.#answer(face, "shapes", word);
    if (!shaped) return { width: 0 };
    const [width, hasBreaks, leadingSpaceAdjustment, trailingSpaceAdjustment, firstScript, lastScript, endTrim, leadingRunAdjustment] =
      shaped;
    return {
      width,
      hasBreaks: hasBreaks === 1,
      leadingSpaceAdjustment,
      trailingSpaceAdjustment,
      firstScript,
      lastScript,
      endTrim,
      leadingRunAdjustment,
    };
  }

  breaks(face, word) {
    return this.#boundaries(this.#answer(face, "breaks", word));
  }

  graphemes(face, word) {
    return this.#boundaries(this.#answer(face, "graphemes", word));
  }

  width(face, text) {
    return this.#answer(face, "widths", text) ?? 0;
  }

  #answer(face, kind, word) {
    const answer = this.#faces[face]?.[kind]?.[word];
    if (answer === undefined) this.missing.push(`${kind} of ${JSON.stringify(word)} in ${face}`);
    return answer;
  }

  #boundaries(list) {
    return (list ?? []).map(([offset, advance, endAdjustment, startAdjustment, endTrim]) => ({
      offset,
      advance,
      endAdjustment,
      startAdjustment,
      endTrim,
    }));
  }
}
