#!/usr/bin/env python3
"""Validate JSON (or YAML converted to JSON) files against a Quilt JSON Schema.

Usage: validate_json.py SCHEMA INSTANCE [INSTANCE ...]

The independent validator is the `jsonschema` package, in the draft the schema's
`$schema` names (Draft 2020-12 when it names none). Relative
`$ref`s between the files in Schemas/ are resolved from disk. Prints one line
per invalid instance and exits 1 when any is invalid; 3 when jsonschema is
missing (callers skip with that reason).
"""
import json
import pathlib
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
except ImportError as error:  # pragma: no cover - reported to the caller
    print(f"jsonschema unavailable: {error}")
    sys.exit(3)


def load_registry(schema_dir: pathlib.Path) -> Registry:
    resources = []
    for path in schema_dir.rglob("*.json"):
        contents = json.loads(path.read_text())
        resource = Resource.from_contents(contents)
        resources.append((path.resolve().as_uri(), resource))
        if "$id" in contents:
            resources.append((contents["$id"], resource))
    return Registry().with_resources(resources)


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    schema_path = pathlib.Path(sys.argv[1]).resolve()
    schema = json.loads(schema_path.read_text())
    registry = load_registry(schema_path.parent if schema_path.parent.name != "layouts" else schema_path.parent.parent)
    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    validator = validator_class(schema, registry=registry)
    failures = 0
    for name in sys.argv[2:]:
        instance = json.loads(pathlib.Path(name).read_text())
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
        if errors:
            failures += 1
            for error in errors[:5]:
                where = "/".join(str(p) for p in error.absolute_path)
                print(f"{name}: /{where}: {error.message}")
    print(f"{len(sys.argv) - 2 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
