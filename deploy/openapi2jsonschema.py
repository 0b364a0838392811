#!/usr/bin/env python3
"""Kubernetes' OpenAPI v2 document (api/openapi-spec/swagger.json) -> kubeconform's JSON schemas.

    python3 deploy/openapi2jsonschema.py SWAGGER_JSON OUT_DIR

Writes OUT_DIR/<kind><suffix>.json for every definition the API serves as an object kind
(`x-kubernetes-group-version-kind`), named as kubeconform looks them up with
`-schema-location '<dir>/{{ .NormalizedKubernetesVersion }}-standalone-strict/{{ .ResourceKind }}{{ .KindSuffix }}.json'`:
`deployment-apps-v1.json`, `networkpolicy-networking-v1.json`, `service-v1.json`.

It does what `openapi2jsonschema --kubernetes --expanded --stand-alone --strict` (PyPI, used to
build kubeconform's published schemas) does, with the standard library only:
  - strict: every object with `properties` gets `additionalProperties: false`, so an unknown
    or misspelt field fails;
  - Kubernetes' quirks: IntOrString is a string or an integer, a Quantity a string or a number;
    a field that is not required may be null;
  - stand-alone: no reference leaves the file; each file carries the definitions it reaches
    under its own `definitions` (rather than inlining them, which never ends for the recursive
    ones, e.g. JSONSchemaProps);
  - `apiVersion` and `kind` are pinned to the file's own group/version and kind.
Descriptions are dropped (they make the files four times larger and no check reads them).
"""
import json
import os
import sys

INT_OR_STRING = "io.k8s.apimachinery.pkg.util.intstr.IntOrString"
QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity"
REF_PREFIX = "#/definitions/"


def transform(node):
    """A copy of a schema node: strict objects, nullable optional fields, no descriptions."""
    if isinstance(node, list):
        return [transform(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "description" or key.startswith("x-kubernetes-") and key not in (
            "x-kubernetes-preserve-unknown-fields",
            "x-kubernetes-int-or-string",
        ):
            continue
        if key == "properties" and isinstance(value, dict):
            required = set(node.get("required", []))
            props = {}
            for name, prop in value.items():
                prop = transform(prop)
                if name not in required:
                    prop = nullable(prop)
                props[name] = prop
            out[key] = props
        else:
            out[key] = transform(value)
    if out.get("format") == "int-or-string":
        return {"oneOf": [{"type": "string"}, {"type": "integer"}]}
    if "properties" in out and "additionalProperties" not in out and not out.get(
        "x-kubernetes-preserve-unknown-fields"
    ):
        out["additionalProperties"] = False
    return out


def nullable(schema):
    kind = schema.get("type")
    if isinstance(kind, str):
        return {**schema, "type": [kind, "null"]}
    if isinstance(kind, list) and "null" not in kind:
        return {**schema, "type": kind + ["null"]}
    return schema


def refs(node, found):
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            found.add(ref[len(REF_PREFIX):])
        for value in node.values():
            refs(value, found)
    elif isinstance(node, list):
        for value in node:
            refs(value, found)


def closure(name, definitions):
    seen, todo = set(), [name]
    while todo:
        current = todo.pop()
        if current in seen or current not in definitions:
            continue
        seen.add(current)
        found = set()
        refs(definitions[current], found)
        todo.extend(found - seen)
    seen.discard(name)
    return sorted(seen)


def main(swagger_path, out_dir):
    with open(swagger_path) as f:
        swagger = json.load(f)
    raw = swagger["definitions"]
    definitions = {name: transform(schema) for name, schema in raw.items()}
    definitions[INT_OR_STRING] = {"oneOf": [{"type": "string"}, {"type": "integer"}]}
    # Not in the API, but every Kubernetes tool accepts `cpu: 1`.
    definitions[QUANTITY] = {"oneOf": [{"type": "string"}, {"type": "number"}]}

    os.makedirs(out_dir, exist_ok=True)
    written = 0
    for name, schema in raw.items():
        gvks = schema.get("x-kubernetes-group-version-kind") or []
        # Kinds served by one group/version only; shared ones (DeleteOptions, WatchEvent, ...)
        # are no objects anyone applies.
        if len(gvks) != 1 or "properties" not in schema:
            continue
        group, version, kind = gvks[0]["group"], gvks[0]["version"], gvks[0]["kind"]
        api_version = f"{group}/{version}" if group else version
        suffix = f"-{group.split('.')[0].lower()}-{version.lower()}" if group else f"-{version.lower()}"
        out = dict(definitions[name])
        props = dict(out["properties"])
        props["apiVersion"] = {"type": "string", "enum": [api_version]}
        props["kind"] = {"type": "string", "enum": [kind]}
        out["properties"] = props
        needed = closure(name, raw)
        if needed:
            out["definitions"] = {dep: definitions[dep] for dep in needed}
        # The definitions are under the file's own `definitions`: the references stay as they are.
        out = {"$schema": "http://json-schema.org/draft-07/schema#", **out}
        with open(os.path.join(out_dir, f"{kind.lower()}{suffix}.json"), "w") as f:
            json.dump(out, f, separators=(",", ":"), sort_keys=True)
        written += 1
    if written == 0:
        sys.exit(f"no object kinds in {swagger_path}")
    print(f"{written} schemas in {out_dir}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
