import CarouselKit
import Quilt
import QuiltCommandLine

// `shopquilt layout|render|schema|lint …`: quilt's commands, with the carousel.
var tool = QuiltTool(commandName: "shopquilt")
try tool.registry.register(family: CarouselLayout())
try tool.lintRules.register(CarouselPeekRule())
// With the QuiltPreviewCommand product and `import QuiltPreviewCommand`:
// tool.subcommands.append(PreviewCommand.self)  // `preview`, and a web server linked
await tool.main()
