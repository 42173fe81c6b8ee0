import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where ``Prerequisites/schemaValidator`` holds; skipped with the reason otherwise.
    public static var needsSchemaValidator: Self {
        .enabled(
            if: Prerequisites.schemaValidator, "needs Python's jsonschema and PyYAML (pip install jsonschema PyYAML)")
    }

    /// Runs the test only where ``Prerequisites/browser`` holds; skipped with the reason otherwise.
    public static var needsBrowser: Self {
        .enabled(
            if: Prerequisites.browser, "needs python3 and Chromium (apt-get install chromium, or set QUILT_BROWSER)")
    }

    /// Runs the test only where ``Prerequisites/python`` holds; skipped with the reason otherwise.
    public static var needsPython: Self {
        .enabled(if: Prerequisites.python, "needs python3 on PATH")
    }
}
