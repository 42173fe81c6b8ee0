#!/usr/bin/env bash
# Regenerates docs/images/<page>.svg from every example page with `quilt render`
# (width 390), the pictures README.md and docs/*.md show.
# Usage: Tests/Scripts/render_docs.sh [path/to/quilt]
set -euo pipefail
cd "$(dirname "$0")/../.."

quilt="${1:-}"
if [[ -z "$quilt" ]]; then
    command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
    swift build --product quilt >/dev/null
    quilt="$(swift build --show-bin-path)/quilt"
fi

mkdir -p docs/images
for page in Examples/pages/*.yaml; do
    name="$(basename "$page" .yaml)"
    "$quilt" render "$page" --width 390 --format svg -o "docs/images/$name.svg"
    echo "docs/images/$name.svg"
done
