#!/usr/bin/env bash
# Check that Node.js and npm are there and new enough to install and bundle
# the pinned JavaScript engines (make js). Node runs only at build time: the
# bundles are embedded into the Go binary and run in goja.
#
# Node 20 is the version the project is built and tested with (Debian's
# nodejs). @cortex-js/compute-engine declares "node >=22.3.0" in its
# package.json; npm would print that as ten "EBADENGINE" warnings, which is
# why make js runs npm ci at --loglevel=error. The declaration concerns
# running the package under Node, which dgnpipe never does: esbuild bundles
# it and the bundle's tests (internal/xparse) pass under Node 20.
set -euo pipefail
min_major=20
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	echo "make js: Node.js >= $min_major and npm are needed to install the pinned JS engines (Debian: apt-get install nodejs npm)" >&2
	exit 1
fi
major="$(node -p 'process.versions.node.split(".")[0]')"
if (( major < min_major )); then
	echo "make js: Node.js $(node --version) is too old; $min_major or newer is needed (Debian: apt-get install nodejs)" >&2
	exit 1
fi
