// glue.js: the bridge between package jsmath and the math.js bundle. It runs
// once per goja runtime, after the bundle has defined the global `math`, and
// evaluates to an object with the functions that Go calls. It is kept small
// on purpose: all policy (time-outs, limits, formatting rules) lives in Go.
(function (math) {
  'use strict';
  // A BigNumber instance: 64 significant digits. Not math.create(math.all, ...):
  // math.all is undefined in the browser bundle and that call keeps doubles.
  var m = math.create({ number: 'BigNumber', precision: 64 });
  // Without units. SymbolNode takes the Unit class as an optional
  // dependency (to read a free name such as `cm` as a unit); creating it
  // creates some 35 typed functions and the unit tables, most of a
  // runtime's start. The expressions evaluated here name their variables
  // v_... and their constants pi and e, never a unit, so a free name is an
  // undefined symbol either way. The property is set before anything asks
  // for SymbolNode, whose factory reads m.Unit when it runs.
  Object.defineProperty(m, 'Unit', { value: undefined, configurable: true, enumerable: false, writable: false });

  // Functions an expression may call (and operator functions it may use).
  // Everything else, in particular import, createUnit, config, evaluate,
  // parse, simplify, derivative, matrix builders (ones, zeros, range, ...)
  // and random functions, is refused before evaluation: they either mutate
  // the shared instance or allocate without bound.
  var allowedFns = Object.create(null);
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

  // The functions whose BigNumber values cost milliseconds in goja (a
  // 64-digit sqrt is a Newton iteration of divisions; sin, log, exp are
  // series) are memoised: a call whose arguments are all BigNumbers takes
  // the value math.js computed for the same arguments before. math.js's
  // functions are pure for a fixed configuration and decimal.js values are
  // immutable, so a memoised value is the one math.js would compute again;
  // leg 1's evidence evaluates the same roots and angles over and over
  // (sqrt(5), sin(pi / 6), log10(10)). Other argument types pass through.
  // Each table is emptied when it reaches memoLimit entries. A value one
  // runtime computed is offered to the engine's other runtimes.
  //
  // The wrappers replace the functions in the namespace compiled
  // expressions call (math.js's mathWithTransform, which the operators'
  // functions come from too), not in m itself, and resolve math.js's
  // function on first use: m.import would create every one of them (and
  // their typed signatures) when the runtime starts.
  var memoLimit = 1024;
  var callable = m.expression.mathWithTransform;
  var memoEntries = 0; // values computed through the wrappers (for tests)
  // resolvers[name] creates (once) and returns math.js's function behind a
  // memo wrapper; prepare calls it.
  var resolvers = Object.create(null);
  // sharedGet and sharedPut, set by Go, share the values between runtimes.
  var sharing = typeof sharedGet === 'function' && typeof sharedPut === 'function';
  [
    'sqrt', 'cbrt', 'nthRoot', 'pow', 'exp', 'expm1', 'log', 'log10', 'log2',
    'log1p', 'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'asin', 'acos', 'atan',
    'atan2', 'acot', 'acsc', 'asec', 'sinh', 'cosh', 'tanh', 'coth', 'sech',
    'csch', 'asinh', 'acosh', 'atanh', 'acoth', 'asech', 'acsch', 'gamma',
    'factorial'
  ].forEach(function (name) {
    var desc = Object.getOwnPropertyDescriptor(callable, name);
    if (!desc || !desc.configurable) { return; }
    var f = null;
    var table = new Map();
    function original() {
      if (f === null) { f = desc.get ? desc.get.call(callable) : desc.value; }
      return f;
    }
    resolvers[name] = original;
    var memo = function () {
      var fn = original();
      if (name === 'pow' && arguments.length === 2 && arguments[1] && arguments[1].isBigNumber === true &&
          arguments[1].isInteger() && arguments[1].abs().lt(64)) {
        // x ^ n for a small integer n is a few products, cheaper than the
        // key (x's 64 digits written out): the polynomials of the evidence.
        return fn(arguments[0], arguments[1]);
      }
      var key = '';
      for (var i = 0; i < arguments.length; i++) {
        var a = arguments[i];
        if (!(a && a.isBigNumber === true)) { return fn.apply(null, arguments); }
        key += (i > 0 ? ',' : '') + a.toString();
      }
      var v = table.get(key);
      if (v === undefined) {
        // A value another runtime of the engine computed comes as its
        // decimal text, which holds every digit of a BigNumber (zero is
        // not shared: its text loses the sign of -0).
        var sharedKey = name + '(' + key + ')';
        var text = sharing ? sharedGet(sharedKey) : '';
        if (text !== '') {
          v = new BigNumber(text);
        } else {
          v = fn.apply(null, arguments);
          memoEntries++;
          if (sharing && v && v.isBigNumber === true && v.isFinite() && !v.isZero()) {
            sharedPut(sharedKey, v.toString());
          }
        }
        if (table.size >= memoLimit) { table.clear(); }
        table.set(key, v);
      }
      return v;
    };
    Object.defineProperty(callable, name, { value: memo, configurable: true, enumerable: true, writable: true });
  });

  // quickParse reads the expressions Serialize writes (numbers, names,
  // calls, parentheses, + - * / ^ and unary signs) in a tenth of m.parse's
  // time in goja (m.parse descends some twenty grammar levels for every
  // operand), and builds with a builder either the node tree m.parse builds
  // (nodes: a test compares the two trees as JSON) or the evaluation
  // function (closures) that the tree's compile() would give. It returns
  // null for anything else (another operator, implicit multiplication,
  // exponent notation, a syntax error), and the caller then uses m.parse.
  // The classes, read once: m's properties are lazy getters.
  var BigNumber = m.BigNumber, ParenthesisNode = m.ParenthesisNode,
    OperatorNode = m.OperatorNode, ConstantNode = m.ConstantNode,
    SymbolNode = m.SymbolNode, FunctionNode = m.FunctionNode;
  var nodes = {
    num: function (text) { return new ConstantNode(big(text)); },
    sym: function (name) { return new SymbolNode(name); },
    op: function (op, fn, args) { return new OperatorNode(op, fn, args); },
    call: function (name, args) { return new FunctionNode(new SymbolNode(name), args); },
    paren: function (x) { return new ParenthesisNode(x); }
  };
  // closures builds what math.js's compile builds for the same tree: a
  // function of the scope (a Map) per node, calling the functions of the
  // namespace compiled expressions call (callable) with the values of its
  // arguments, left to right. As in math.js: a constant is its BigNumber; a
  // symbol is the scope's value, else the namespace's (pi, e), else the
  // error 'Undefined symbol <name>'; an operator's function is looked up
  // when the expression is compiled, a call's when it is evaluated (the
  // scope, whose names are v_..., never holds one, so both give the
  // namespace's function); a parenthesis is its content. What differs is
  // only that no node objects are built on the way (a test compares values
  // and errors with m.parse(expr).compile() on random expressions).
  var closures = {
    num: function (text) { var v = big(text); return function () { return v; }; },
    sym: function (name) {
      if (name in callable) {
        return function (scope) { return scope.has(name) ? scope.get(name) : callable[name]; };
      }
      return function (scope) {
        if (scope.has(name)) { return scope.get(name); }
        throw new Error('Undefined symbol ' + name);
      };
    },
    op: function (op, fnName, args) {
      var fn = callable[fnName], a = args[0], b = args[1];
      if (args.length === 1) { return function (scope) { return fn(a(scope)); }; }
      return function (scope) { return fn(a(scope), b(scope)); };
    },
    call: function (name, args) {
      var n = args.length, a = args[0], b = args[1];
      var resolve = function (scope) {
        var fn = scope.has(name) ? scope.get(name) : callable[name];
        if (typeof fn !== 'function') { throw new TypeError("'" + name + "' is not a function"); }
        return fn;
      };
      if (n === 1) { return function (scope) { return resolve(scope)(a(scope)); }; }
      if (n === 2) { return function (scope) { var fn = resolve(scope); return fn(a(scope), b(scope)); }; }
      return function (scope) {
        var fn = resolve(scope), vals = new Array(n);
        for (var i = 0; i < n; i++) { vals[i] = args[i](scope); }
        return fn.apply(null, vals);
      };
    },
    paren: function (x) { return x; }
  };
  // Names m.parse reads as operators or constants, not as symbols.
  var parserWords = { and: 1, or: 1, xor: 1, not: 1, mod: 1, to: 1, 'in': 1, end: 1,
    'true': 1, 'false': 1, 'null': 1, 'undefined': 1, NaN: 1, Infinity: 1 };
  var binaryFns = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' };
  function isDigit(c) { return c >= 48 && c <= 57; }
  function isNameStart(c) { return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95; }
  // bigs holds the BigNumber of each decimal text seen (in expressions and
  // in scopes): decimal.js values are immutable, and parsing one from its
  // text costs more in goja than the arithmetic it then takes part in.
  var bigs = new Map();
  function big(text) {
    var v = bigs.get(text);
    if (v === undefined) {
      // An integer that a double holds exactly is converted from the
      // number (decimal.js parses a string with a regular expression).
      v = text.length <= 15 && /^[0-9]+$/.test(text) ? new BigNumber(+text) : new BigNumber(text);
      if (bigs.size >= memoLimit) { bigs.clear(); }
      bigs.set(text, v);
    }
    return v;
  }

  // quickParse returns what builder b built for expr and the names of the
  // symbols it reads (not those it calls), or null. It refuses, as check
  // does, a call of a function not in allowedFns and a function's name used
  // as a value.
  function quickParse(expr, b) {
    var pos = 0, n = expr.length, tok = '', kind = '', symbols = [];
    // next reads the next token into tok and kind: 'num', 'name', 'op',
    // 'end', or 'bad' (a character this parser leaves to m.parse).
    function next() {
      while (pos < n && expr.charCodeAt(pos) === 32) { pos++; }
      if (pos >= n) { tok = ''; kind = 'end'; return; }
      var start = pos, c = expr.charCodeAt(pos);
      if (isDigit(c)) {
        while (pos < n && isDigit(expr.charCodeAt(pos))) { pos++; }
        if (pos < n && expr.charCodeAt(pos) === 46) {
          pos++;
          if (!(pos < n && isDigit(expr.charCodeAt(pos)))) { kind = 'bad'; return; }
          while (pos < n && isDigit(expr.charCodeAt(pos))) { pos++; }
        }
        if (pos < n && (isNameStart(expr.charCodeAt(pos)) || expr.charCodeAt(pos) === 46)) { kind = 'bad'; return; }
        tok = expr.slice(start, pos); kind = 'num'; return;
      }
      if (isNameStart(c)) {
        while (pos < n && (isNameStart(expr.charCodeAt(pos)) || isDigit(expr.charCodeAt(pos)))) { pos++; }
        tok = expr.slice(start, pos); kind = 'name'; return;
      }
      pos++;
      tok = expr.charAt(start);
      kind = '+-*/^(),'.indexOf(tok) >= 0 ? 'op' : 'bad';
    }
    function fail() { throw quickParse; }
    function add() {
      var node = mul();
      while (kind === 'op' && (tok === '+' || tok === '-')) {
        var op = tok; next();
        node = b.op(op, binaryFns[op], [node, mul()]);
      }
      return node;
    }
    function mul() {
      var node = unary();
      while (kind === 'op' && (tok === '*' || tok === '/')) {
        var op = tok; next();
        node = b.op(op, binaryFns[op], [node, unary()]);
      }
      return node;
    }
    function unary() {
      if (kind === 'op' && (tok === '-' || tok === '+')) {
        var op = tok; next();
        return b.op(op, op === '-' ? 'unaryMinus' : 'unaryPlus', [unary()]);
      }
      var node = primary();
      if (kind === 'op' && tok === '^') {
        next();
        node = b.op('^', 'pow', [node, unary()]);
      }
      return node;
    }
    function primary() {
      var node;
      if (kind === 'num') {
        node = b.num(tok);
        next();
      } else if (kind === 'name') {
        var name = tok; next();
        if (Object.prototype.hasOwnProperty.call(parserWords, name)) { fail(); }
        if (kind === 'op' && tok === '(') {
          next();
          var args = [add()];
          while (kind === 'op' && tok === ',') { next(); args.push(add()); }
          if (!(kind === 'op' && tok === ')')) { fail(); }
          next();
          if (!allowedFns[name]) { fail(); } // m.parse's tree, and check, refuse it
          node = b.call(name, args);
        } else {
          if (typeof m[name] === 'function') { fail(); }
          if (symbols.indexOf(name) < 0) { symbols.push(name); }
          node = b.sym(name);
        }
      } else if (kind === 'op' && tok === '(') {
        next();
        node = b.paren(add());
        if (!(kind === 'op' && tok === ')')) { fail(); }
        next();
      } else {
        fail();
      }
      // What m.parse would read as a call or an implicit product.
      if ((kind === 'op' && tok === '(') || kind === 'num' || kind === 'name') { fail(); }
      return node;
    }
    try {
      next();
      var node = add();
      return kind === 'end' ? [node, symbols] : null;
    } catch (e) {
      if (e === quickParse) { return null; }
      throw e;
    }
  }

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

  // symbolsOf lists the names of the symbols node reads (not those it
  // calls), in the order quickParse meets them.
  function symbolsOf(node) {
    var symbols = [];
    node.traverse(function (n, path) {
      if (n.type === 'SymbolNode' && path !== 'fn' && symbols.indexOf(n.name) < 0) {
        symbols.push(n.name);
      }
    });
    return symbols;
  }

  // prepare creates math.js's functions that names calls (each at most
  // once: math.js creates a function and its dependencies on first use;
  // some cost a tenth of a second in goja), so that a timed compile or
  // evaluation does not pay for it. Names that are not allowed are left
  // alone; compile refuses them.
  function prepare(names) {
    for (var i = 0; i < names.length; i++) {
      var name = names[i];
      if (!allowedFns[name]) { continue; }
      if (resolvers[name]) { resolvers[name](); } else { void callable[name]; }
    }
  }

  // scopeOf is the scope with names[i] bound to the BigNumber values[i]
  // (decimal strings validated by Go).
  function scopeOf(names, values) {
    var scope = new Map();
    for (var i = 0; i < names.length; i++) {
      scope.set(names[i], big(values[i]));
    }
    return scope;
  }

  return {
    prepare: prepare,
    // warm creates what every evaluation needs (the operators' functions,
    // the constants, the parser that compile falls back on, what describe
    // uses), before any time limit runs; the functions an expression calls
    // are created by prepare when it first names them.
    warm: function () {
      prepare(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
      void m.pi; void m.e;
      void m.parse('v_a * 2 ^ -v_b');
      void m.format; void m.typeOf; void m.Complex;
    },
    // compile parses and checks expr and returns the compiled expression
    // and the names of the symbols it reads (not those it calls): a scope
    // that binds none of them cannot change its value.
    compile: function (expr) {
      var quick = quickParse(expr, closures);
      if (quick) { return [{ evaluate: quick[0] }, quick[1]]; }
      var node = m.parse(expr);
      check(node);
      return [node.compile(), symbolsOf(node)];
    },
    // evalAt evaluates a compiled expression with names[i] bound to the
    // BigNumber values[i] (decimal strings validated by Go).
    evalAt: function (code, names, values) {
      return describe(code.evaluate(scopeOf(names, values)));
    },
    // memoEntries is for tests: how many values the memo tables computed.
    memoEntries: function () { return memoEntries; },
    // typedCreated is for tests: how many typed functions math.js created.
    typedCreated: function () { return m.typed.createCount; },
    // parseTrees is for tests: the JSON of quickParse's tree ('' when it
    // leaves expr to m.parse) and of m.parse's, and the symbols each reads.
    parseTrees: function (expr) {
      var q = quickParse(expr, nodes), p, ps = '';
      try {
        var node = m.parse(expr);
        p = JSON.stringify(node);
        ps = symbolsOf(node).join(',');
      } catch (e) { p = 'error: ' + e.message; }
      return [q ? JSON.stringify(q[0]) : '', p, q ? q[1].join(',') : '', ps];
    },
    // bothValues is for tests: expr evaluated at names = values through
    // compile (its quick reading when it has one) and through
    // m.parse(expr).compile(), each as describe gives it or as the error's
    // message.
    bothValues: function (expr, names, values) {
      function run(code) {
        try {
          return describe(code.evaluate(scopeOf(names, values))).join(': ');
        } catch (e) { return 'error: ' + e.message; }
      }
      var quick = quickParse(expr, closures);
      return [quick ? run({ evaluate: quick[0] }) : '', run(m.parse(expr).compile())];
    },
    version: math.version
  };
})(math)
