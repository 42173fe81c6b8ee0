import QuiltCore

extension Registry {
    /// The `decoration:` handler registered here, if any.
    public var decorationExtension: DecorationExtension? {
        sectionExtension(DecorationExtension.self, forKey: DecorationExtension.key)
    }

    /// Registers a decoration contents kind, so pages can write
    /// `contents: {<name>: …}`. Registers the `decoration:` key first (with the
    /// standard kinds) when the registry has none.
    ///
    /// Throws when the name is taken, or when another handler owns `decoration:`.
    public mutating func register(decorationContents kind: some DecorationContentsKind) throws(RegistryError) {
        if sectionExtensions[DecorationExtension.key] != nil, decorationExtension == nil {
            throw .duplicate(what: "section key", name: DecorationExtension.key)
        }
        var decoration = decorationExtension ?? DecorationExtension()
        try decoration.contents.register(kind)
        replace(sectionExtension: decoration)
    }
}
