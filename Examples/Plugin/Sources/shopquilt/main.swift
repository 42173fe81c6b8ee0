import CarouselKit
import Quilt
import QuiltCommandLine
import QuiltPreviewCommand

// `shopquilt layout|render|preview|schema|lint …`: quilt's commands, with the carousel.
var tool = QuiltTool(commandName: "shopquilt")
try tool.registry.register(family: CarouselLayout())
try tool.lintRules.register(CarouselPeekRule())
tool.subcommands.append(PreviewCommand.self)  // leave out to link no web server
await tool.main()
