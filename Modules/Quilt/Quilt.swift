// The umbrella module: `import Quilt` brings every library in, and
// `Registry.standard` knows every built-in family and section extension.

@_exported import QuiltFiles
@_exported import QuiltCore
@_exported import QuiltListLayout
@_exported import QuiltFlexLayout
@_exported import QuiltWaterfallLayout
@_exported import QuiltGridLayout
@_exported import QuiltDecoration
@_exported import QuiltModuleCore
@_exported import QuiltModules
@_exported import QuiltBuiltIns
@_exported import QuiltConfig
@_exported import QuiltYAML
@_exported import QuiltLint
@_exported import QuiltLayoutJSON
@_exported import QuiltRender
@_exported import QuiltText
