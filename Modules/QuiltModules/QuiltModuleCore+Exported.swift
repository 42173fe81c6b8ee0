// What a page's `module:` says and how a response becomes items lives in
// QuiltModuleCore, which builds without concurrency (and for WebAssembly);
// importing QuiltModules brings it in, as before the split.
@_exported import QuiltModuleCore
