#!/usr/bin/env bash
# Copy the pinned math.js browser bundle into internal/jsmath/assets/, where
# package jsmath embeds it (go:embed). Run by `make js` after `npm ci`.
# The copy is generated and git-ignored; the version comes from package.json
# (and package-lock.json) only.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/node_modules/mathjs/lib/browser/math.js"
pkg="$root/node_modules/mathjs/package.json"
dst_dir="$root/internal/jsmath/assets"

if [[ ! -f "$src" ]]; then
	echo "build-mathjs: $src not found; run 'npm ci' first (make js does)" >&2
	exit 1
fi

want="$(sed -n 's/.*"mathjs": *"\([^"]*\)".*/\1/p' "$root/package.json")"
have="$(sed -n 's/^  "version": *"\([^"]*\)".*/\1/p' "$pkg" | head -n1)"
if [[ -n "$want" && "$want" != "$have" ]]; then
	echo "build-mathjs: node_modules has mathjs $have, package.json pins $want; run 'npm ci'" >&2
	exit 1
fi

mkdir -p "$dst_dir"
tmp="$(mktemp "$dst_dir/.math.js.XXXXXX")"
trap 'rm -f "$tmp"' EXIT
cp "$src" "$tmp"
mv -f "$tmp" "$dst_dir/math.js"
trap - EXIT
echo "build-mathjs: mathjs $have -> internal/jsmath/assets/math.js ($(wc -c <"$dst_dir/math.js") bytes)"
