import ArgumentParser
import Quilt

/// `--appearance light|dark` on `quilt render` and `quilt layout`.
extension Appearance: ExpressibleByArgument {}
