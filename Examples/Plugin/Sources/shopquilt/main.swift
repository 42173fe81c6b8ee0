import CarouselKit
import Quilt
import QuiltCommandLine

// `shopquilt layout|render|preview|schema|lint …`: quilt's commands, with the carousel.
var tool = QuiltTool(commandName: "shopquilt")
try tool.registry.register(family: CarouselLayout())
try tool.lintRules.register(CarouselPeekRule())
await tool.main()
