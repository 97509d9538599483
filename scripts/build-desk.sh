#!/usr/bin/env bash
# Copy the pinned KaTeX browser files into internal/review/desk/assets/katex/,
# where the reviewer's desk (`dgnpipe review`) embeds them (go:embed): the
# app renders formulas in the browser with no CDN. Run by `make js` after
# `npm ci`. The copies are generated and git-ignored; the version comes from
# package.json (and package-lock.json) only.
#
#   katex.min.css, katex.min.js   node_modules/katex/dist/, unmodified
#   auto-render.min.js            node_modules/katex/dist/contrib/, unmodified
#   fonts/*.woff2                 the fonts katex.min.css names first (every
#                                 browser the desk supports reads WOFF2)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dist="$root/node_modules/katex/dist"
dst="$root/internal/review/desk/assets/katex"

if [[ ! -f "$dist/katex.min.js" ]]; then
	echo "build-desk: $dist/katex.min.js not found; run 'npm ci' first (make js does)" >&2
	exit 1
fi
want="$(node -e 'const p=require(process.argv[1]);process.stdout.write((p.dependencies||{}).katex||"")' "$root/package.json")"
have="$(node -e 'process.stdout.write(require(process.argv[1]).version)' "$root/node_modules/katex/package.json")"
if [[ -n "$want" && "$want" != "$have" ]]; then
	echo "build-desk: node_modules has katex $have, package.json pins $want; run 'npm ci'" >&2
	exit 1
fi

tmp="$(mktemp -d "$root/internal/review/desk/assets/.katex.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/fonts"
cp "$dist/katex.min.css" "$dist/katex.min.js" "$dist/contrib/auto-render.min.js" "$tmp/"
cp "$dist"/fonts/*.woff2 "$tmp/fonts/"
rm -rf "$dst"
mv "$tmp" "$dst"
trap - EXIT
echo "build-desk: katex $have -> internal/review/desk/assets/katex/ ($(du -sk "$dst" | cut -f1) KiB)"
