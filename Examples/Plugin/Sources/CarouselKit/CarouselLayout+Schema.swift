import Quilt

extension CarouselLayout: DescribedLayoutFamily {
    /// The options as JSON Schema: `shopquilt schema` puts it in the project's
    /// page schema, so editors complete and check `layout: {kind: carousel, …}`.
    public var optionsSchema: String {
        """
        {
          "type": "object",
          "description": "A sideways row of equal cards with their neighbours peeking in.",
          "properties": {
            "peek": {"type": "number", "minimum": 0, "description": "How much of each neighbour shows (default 20)."},
            "spacing": {"$ref": "common.schema.json#/$defs/spacing", "description": "Space between cards (default 10)."},
            "aspect": {"type": "number", "exclusiveMinimum": 0, "description": "Card height ÷ card width (default 0.5)."},
            "inset": {"$ref": "common.schema.json#/$defs/inset"}
          }
        }
        """
    }
}
