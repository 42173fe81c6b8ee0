import ArgumentParser
import QuiltCore

/// `--direction ltr|rtl` on `quilt layout`, `render` and `preview`: the
/// page's direction, overriding its `direction:` key.
extension LayoutDirection: ExpressibleByArgument {}
