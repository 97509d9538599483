// Package xparse is leg 2 of the verifier: every LaTeX fragment is also read
// by two independent third-party parsers, and their values are compared
// with ours (packages latex and cas) at the same points. A disagreement is
// reported with both readings and both values, never averaged away; a
// disagreement on a notation hazard (A : B, [x], a mixed number, ...) is
// expected and reported as such.
//
// The parsers run inside goja, from bundles embedded in the binary
// (scripts/build-parsers.sh generates them from the npm packages pinned in
// package.json):
//
//   - compute-engine (@cortex-js/compute-engine): its standalone LaTeX
//     parser (latex-syntax, without the engine) gives MathJSON, with `{,}`
//     configured as the decimal separator; this package reads the MathJSON
//     as compute-engine's canonical form does (mathjson.go) and evaluates
//     it with cas.
//   - katex: katex.__parse gives a typesetting tree, which this package
//     converts into our ast under a general-purpose reading (see katex.go)
//     and evaluates with cas.
//
// Each parser's tree of a text is kept (in a bounded cache: a text not
// read for a long while is parsed again) and evaluated at every point set
// asked for.
//
// An Engine is created once per process and shared; it caches readings by
// (parser, fragment, points), at most Options.CacheSize of them. Time limits use goja's Interrupt; a runtime
// that was interrupted is discarded and rebuilt.
package xparse
