#!/usr/bin/env python3
"""Validate JSON or YAML files against Quilt's JSON Schemas.

Usage: validate_json.py [--report] SCHEMA INSTANCE [INSTANCE ...]
       validate_json.py [--report] --modeline INSTANCE [INSTANCE ...]

With --modeline each YAML file is validated against the schema its first
lines name (`# yaml-language-server: $schema=PATH`, relative to the file).
With --report one line per instance says `valid PATH` or `invalid PATH: why`.

The independent validator is the `jsonschema` package, in the draft the schema's
`$schema` names (Draft 2020-12 when it names none); YAML is
read by PyYAML with the YAML 1.2 core schema that Quilt uses (so `yes` stays a
string and dates stay strings). Relative `$ref`s between the files in Schemas/
are resolved from disk. Prints one line per invalid instance and exits 1 when
any is invalid; 3 when jsonschema or PyYAML is missing (callers skip).
"""
import json
import pathlib
import re
import sys

try:
    import jsonschema
    import yaml
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError as error:  # pragma: no cover - reported to the caller
    print(f"jsonschema or PyYAML unavailable: {error}")
    sys.exit(3)


class CoreSchemaLoader(yaml.SafeLoader):
    """PyYAML with the YAML 1.2 core schema's scalars instead of YAML 1.1's."""


CoreSchemaLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:merge", r"^<<$", ["<"]),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", list("~nN") + [""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     list("-+.0123456789")),
]:
    CoreSchemaLoader.add_implicit_resolver(tag, re.compile(pattern), first)


def construct_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


def construct_float(loader, node):
    text = loader.construct_scalar(node).lower()
    if text.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if text == ".nan":
        return float("nan")
    return float(text)


CoreSchemaLoader.add_constructor("tag:yaml.org,2002:int", construct_int)
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:float", construct_float)


def load_instance(path: pathlib.Path):
    text = path.read_text()
    if path.suffix in (".yaml", ".yml"):
        return yaml.load(text, Loader=CoreSchemaLoader)
    return json.loads(text)


def modeline_schema(path: pathlib.Path):
    for line in path.read_text().splitlines()[:3]:
        match = re.match(r"#\s*yaml-language-server:\s*\$schema=(\S+)", line)
        if match:
            return (path.parent / match.group(1)).resolve()
    return None


def schema_files(schema_path: pathlib.Path):
    """The schema and, when it lies in a Schemas/ folder, every schema there."""
    for parent in schema_path.parents:
        if parent.name == "Schemas":
            return parent.rglob("*.json")
    return [schema_path]


def validator_for(schema_path: pathlib.Path, cache={}):
    if schema_path not in cache:
        schema = json.loads(schema_path.read_text())
        resources = []
        for path in schema_files(schema_path):
            contents = json.loads(path.read_text())
            resource = Resource.from_contents(contents, default_specification=DRAFT202012)
            resources.append((path.resolve().as_uri(), resource))
            if "$id" in contents:
                resources.append((contents["$id"], resource))
        registry = Registry().with_resources(resources)
        # The draft the schema's `$schema` names (SARIF's is draft-04); 2020-12 otherwise.
        validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
        cache[schema_path] = validator_class(schema, registry=registry)
    return cache[schema_path]


def main() -> int:
    args = sys.argv[1:]
    report = "--report" in args
    modeline = "--modeline" in args
    args = [a for a in args if a not in ("--report", "--modeline")]
    if modeline:
        schema_arg, names = None, args
    elif len(args) >= 2:
        schema_arg, names = pathlib.Path(args[0]).resolve(), args[1:]
    else:
        print(__doc__)
        return 2
    failures = 0
    for name in names:
        path = pathlib.Path(name)
        schema_path = modeline_schema(path) if modeline else schema_arg
        if schema_path is None:
            failures += 1
            print(f"invalid {name}: no `# yaml-language-server: $schema=…` line" if report else f"{name}: no schema line")
            continue
        try:
            instance = load_instance(path)
        except yaml.YAMLError as error:
            failures += 1
            print(f"invalid {name}: YAML: {str(error).splitlines()[0]}" if report else f"{name}: YAML: {error}")
            continue
        errors = sorted(validator_for(schema_path).iter_errors(instance), key=lambda e: list(e.absolute_path))
        if errors:
            failures += 1
            for error in errors[: 1 if report else 5]:
                where = "/".join(str(p) for p in error.absolute_path)
                print(f"invalid {name}: /{where}: {error.message}" if report else f"{name}: /{where}: {error.message}")
        elif report:
            print(f"valid {name}")
    print(f"{len(names) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
