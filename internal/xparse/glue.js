// glue.js: the bridge between package xparse and the two parser bundles. It
// runs once per goja runtime, after the bundle has defined its global
// (ComputeEngine or katex), and evaluates to an object whose functions Go
// calls. Every function returns a JSON string; all policy (time limits,
// tolerances, name matching of variables) lives in Go.
(function (g) {
  'use strict';
  var out = {};

  if (g.ComputeEngine) {
    var ce = new g.ComputeEngine.ComputeEngine();
    ce.precision = PRECISION; // replaced by Go before compiling
    // `1{,}5` is a decimal comma (1.5), not the digits 15.
    ce.latexOptions = Object.assign({}, ce.latexOptions, { decimalSeparator: '{,}' });
    out.version = g.ComputeEngine.version || '';

    var errorsOf = function (json) {
      var found = [];
      var walk = function (j) {
        if (found.length >= 3 || !Array.isArray(j)) return;
        if (j[0] === 'Error') { found.push(JSON.stringify(j)); return; }
        for (var i = 1; i < j.length; i++) walk(j[i]);
      };
      walk(json);
      return found;
    };

    var valueOf = function (r) {
      var j = r.json;
      if (typeof j === 'number') return { v: String(j) };
      if (j && typeof j === 'object' && !Array.isArray(j) && typeof j.num === 'string') {
        if (j.num === 'NaN' || /Infinity/.test(j.num)) return { e: 'not a finite real number: ' + j.num, d: true };
        return { v: j.num };
      }
      if (j === 'NaN' || j === 'ComplexInfinity' || j === 'PositiveInfinity' || j === 'NegativeInfinity') {
        return { e: 'not a finite real number: ' + j, d: true };
      }
      if (Array.isArray(j) && j[0] === 'Complex') return { e: 'outside the real domain: ' + JSON.stringify(j), d: true };
      return { e: 'not a value: ' + JSON.stringify(j).slice(0, 120) };
    };

    // wraps: compute-engine evaluates an exact integer power in goja
    // modulo 2^64 (2^64 gives 0, 2^87+3 gives 3), so a power of integers
    // reaching 2^63 has no trustworthy value.
    var numOf = function (j) {
      if (typeof j === 'number') return j;
      if (j && typeof j === 'object' && typeof j.num === 'string') return Number(j.num);
      return NaN;
    };
    var wraps = function (j) {
      if (!Array.isArray(j)) return false;
      if (j[0] === 'Power' && j.length === 3) {
        var a = numOf(j[1]), b = numOf(j[2]);
        if (Number.isInteger(a) && Math.abs(a) >= 2 && Number.isInteger(b) && b * Math.log2(Math.abs(a)) >= 63) return true;
      }
      for (var i = 1; i < j.length; i++) if (wraps(j[i])) return true;
      return false;
    };

    // read(tex, names, points): names are the point's variable names, points
    // an array of arrays of MathJSON numbers (one per name). The result
    // is {text, err, unknowns, values: [{v}|{e, d}]}: d marks a domain
    // outcome (NaN, complex, infinite) as opposed to no value at all.
    out.read = function (tex, names, points) {
      var raw = ce.parse(tex, { canonical: false });
      var res = { text: JSON.stringify(raw.json), values: [] };
      var errs = errorsOf(raw.json);
      if (errs.length) { res.err = 'parse error: ' + errs.join(', '); return JSON.stringify(res); }
      var expr = raw.canonical;
      errs = errorsOf(expr.json);
      if (errs.length || !expr.isValid) { res.err = 'invalid: ' + (errs.join(', ') || JSON.stringify(expr.json)); return JSON.stringify(res); }
      // Match compute-engine's symbols to our names: `x_1`, `x_{1}` and
      // `x1` are one variable; `alpha` is `\\alpha` in both.
      var norm = function (s) { return String(s).replace(/[\\{}_ ]/g, ''); };
      var index = {};
      for (var k = 0; k < names.length; k++) index[norm(names[k])] = k;
      var unknowns = expr.unknowns.slice();
      for (var u = 0; u < unknowns.length; u++) {
        if (!(norm(unknowns[u]) in index)) {
          res.err = 'not a value: free variable ' + unknowns[u] + ' has no value at the point';
          return JSON.stringify(res);
        }
      }
      for (var p = 0; p < points.length; p++) {
        var sub = {};
        for (u = 0; u < unknowns.length; u++) sub[unknowns[u]] = ce.box(points[p][index[norm(unknowns[u])]]);
        var at = unknowns.length ? expr.subs(sub) : expr;
        if (wraps(at.json)) {
          res.values.push({ e: 'not a value: an integer power of 2^63 or more, which compute-engine evaluates modulo 2^64 under goja' });
          continue;
        }
        res.values.push(valueOf(at.N()));
      }
      return JSON.stringify(res);
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
