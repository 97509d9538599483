// glue.js: the bridge between package xparse and the two parser bundles. It
// runs once per goja runtime, after the bundle has defined its global
// (LatexSyntax or katex), and evaluates to an object whose functions Go
// calls. Every function returns a JSON string; all policy (time limits,
// tolerances, the meaning of the trees) lives in Go.
(function (g) {
  'use strict';
  var out = {};

  if (g.LatexSyntax) {
    // compute-engine's own LaTeX parser, alone: `1{,}5` is a decimal comma
    // (1.5), not the digits 15. The MathJSON is not canonicalised here:
    // package xparse reads it (mathjson.go).
    var ls = new g.LatexSyntax.LatexSyntax({ decimalSeparator: '{,}' });
    out.version = g.LatexSyntax.version || '';
    // parse(tex): the MathJSON as JSON (parse errors are Error nodes in it).
    out.parse = function (tex) {
      return JSON.stringify(ls.parse(tex));
    };
  }

  if (g.katex) {
    out.version = g.katex.version || '';
    var drop = function (k, v) { return k === 'loc' || k === 'mode' ? undefined : v; };
    // parse(tex): the KaTeX parse tree as JSON, or throws a ParseError.
    out.parse = function (tex) {
      return JSON.stringify(g.katex.__parse(tex, { throwOnError: true, strict: 'ignore', maxExpand: 200 }), drop);
    };
  }
  return out;
})(this)
