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

  // describe turns a math.js value into [kind, text] for Go. It tests
  // types by their marker properties and prints BigNumbers with
  // decimal.js's toString (all 64 digits; exponent notation below 1e-7 and
  // from 1e21): m.typeOf and m.format cost 0.1 and 0.5 ms a call in goja.
  function describe(v) {
    if (v && v.isBigNumber === true) {
      if (!v.isFinite()) { return ['nonfinite', v.toString()]; }
      return ['real', v.toString()];
    }
    if (typeof v === 'number') {
      if (!isFinite(v)) { return ['nonfinite', String(v)]; }
      return ['double', String(v)];
    }
    if (v && v.isComplex === true) {
      return ['complex', m.format(v, { precision: 64 })];
    }
    var t = m.typeOf(v), s;
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
        scope.set(names[i], new m.BigNumber(values[i]));
      }
      return describe(code.evaluate(scope));
    },
    version: math.version
  };
})(math)
