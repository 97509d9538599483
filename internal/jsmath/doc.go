// Package jsmath is leg 3 of the verifier: it evaluates expressions with
// math.js itself, at 64 significant digits (BigNumber), so that the native
// evaluator (package cas) can be cross-checked by an independent engine.
//
// Three parts:
//
//   - Serialize turns an expression tree (package latex/ast) into math.js
//     syntax, preserving the books' reading (colon division left to right,
//     [x] as floor, {x} as x - floor(x), degrees and percents, ...). Variables
//     are renamed by VarName ("x_1" becomes "v_x_1") so that they never clash
//     with math.js names such as e, i, pi or version.
//   - Two Evaluators run math.js: Engine, the math.js bundle embedded in the
//     binary and run by goja (offline, the default), and HTTP, any server
//     speaking the api.mathjs.org v4 API (selected by the environment
//     variable named by EndpointEnv), with batching, rate limiting, retries
//     and an on-disk cache.
//   - CompareValues compares a math.js value with a native one under the
//     package's tolerance policy.
//
// Outcomes about an expression (a math.js error, a complex result, an
// infinite value) are reported in Result.Err, never as a Go error. A Go
// error from EvalMany means the expression was not evaluated at all (time
// limit, unreachable service, bundle not built, cancelled context); its
// text is meant to follow "not evaluated: ".
package jsmath
