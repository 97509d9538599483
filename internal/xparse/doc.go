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
//   - compute-engine (@cortex-js/compute-engine): LaTeX to MathJSON, then
//     its own numeric evaluation (N) at Options.Digits significant digits,
//     with `{,}` configured as the decimal separator. One runtime per
//     worker, at most 2 (each ~3 s of warm-up and ~200 MB), started lazily.
//   - katex: katex.__parse gives a typesetting tree, which this package
//     converts into our ast under a general-purpose reading (see katex.go)
//     and evaluates with cas.
//
// An Engine is created once per process and shared; it caches readings by
// (parser, fragment, points). Time limits use goja's Interrupt; a runtime
// that was interrupted is discarded and rebuilt.
package xparse
