// What QuiltYAML reads files into (config nodes, documents, page files,
// projects) lives in QuiltConfig, which builds without libyaml (and for
// WebAssembly); importing QuiltYAML brings it in, as before the split.
@_exported import QuiltConfig
