// glue.js: the bridge between package jsmath and the math.js bundle. It runs
// once per goja runtime, after the bundle has defined the global `math`, and
// evaluates to an object with three functions that Go calls. It is kept small
// on purpose: all policy (time-outs, limits, formatting rules) lives in Go.
(function (math) {
  'use strict';
  // A BigNumber instance: 64 significant digits. Not math.create(math.all, ...):
  // math.all is undefined in the browser bundle and that call keeps doubles.
  var m = math.create({ number: 'BigNumber', precision: 64 });

  // Functions an expression may call (and operator functions it may use).
  // Everything else, in particular import, createUnit, config, evaluate,
  // parse, simplify, derivative, matrix builders (ones, zeros, range, ...)
  // and random functions, is refused before evaluation: they either mutate
  // the shared instance or allocate without bound.
  var allowedFns = {};
  [
    'abs', 'acos', 'acosh', 'acot', 'acoth', 'acsc', 'acsch', 'asec', 'asech',
    'asin', 'asinh', 'atan', 'atan2', 'atanh', 'bignumber', 'cbrt', 'ceil',
    'combinations', 'cos', 'cosh', 'cot', 'coth', 'csc', 'csch', 'cube', 'exp',
    'expm1', 'factorial', 'fix', 'floor', 'gamma', 'gcd', 'hypot', 'lcm', 'log',
    'log10', 'log1p', 'log2', 'max', 'min', 'mod', 'nthRoot', 'permutations',
    'pow', 'round', 'sec', 'sech', 'sign', 'sin', 'sinh', 'sqrt', 'square', 'tan',
    'tanh', 'sum', 'prod',
    // operator functions
    'add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus',
    'dotMultiply', 'dotDivide', 'dotPow', 'equal', 'unequal', 'smaller',
    'smallerEq', 'larger', 'largerEq', 'and', 'or', 'not', 'xor'
  ].forEach(function (n) { allowedFns[n] = true; });

  var allowedNodes = {
    ConstantNode: true, SymbolNode: true, OperatorNode: true,
    ParenthesisNode: true, FunctionNode: true, ConditionalNode: true,
    RelationalNode: true
  };

  function check(node) {
    node.traverse(function (n, path) {
      if (!allowedNodes[n.type]) {
        throw new Error('refused: ' + n.type + ' is not allowed');
      }
      if (n.type === 'OperatorNode' && !allowedFns[n.fn]) {
        throw new Error('refused: operator ' + n.op + ' is not allowed');
      }
      if (n.type === 'FunctionNode') {
        if (!n.fn || n.fn.type !== 'SymbolNode') {
          throw new Error('refused: only named functions may be called');
        }
        if (!allowedFns[n.fn.name]) {
          throw new Error('refused: function ' + n.fn.name + ' is not allowed');
        }
      }
      if (n.type === 'SymbolNode' && path !== 'fn' &&
          typeof m[n.name] === 'function') {
        throw new Error('refused: function ' + n.name + ' used as a value');
      }
    });
  }

  // describe turns a math.js value into [kind, text] for Go.
  function describe(v) {
    var t = m.typeOf(v);
    if (t === 'BigNumber') {
      if (!v.isFinite()) { return ['nonfinite', v.toString()]; }
      return ['real', m.format(v, { precision: 64 })];
    }
    if (t === 'number') {
      if (!isFinite(v)) { return ['nonfinite', String(v)]; }
      return ['double', m.format(v, { precision: 17 })];
    }
    if (t === 'Complex') {
      return ['complex', m.format(v, { precision: 64 })];
    }
    var s;
    try { s = m.format(v, { precision: 64 }); } catch (e) { s = String(t); }
    return ['other:' + t, s];
  }

  return {
    // compile parses and checks expr and returns the compiled expression.
    compile: function (expr) {
      var node = m.parse(expr);
      check(node);
      return node.compile();
    },
    // evalAt evaluates a compiled expression with names[i] bound to the
    // BigNumber values[i] (decimal strings validated by Go).
    evalAt: function (code, names, values) {
      var scope = new Map();
      for (var i = 0; i < names.length; i++) {
        scope.set(names[i], m.bignumber(values[i]));
      }
      return describe(code.evaluate(scope));
    },
    version: math.version
  };
})(math)
