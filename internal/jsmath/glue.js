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
    'tanh', 'sum', 'prod', 'number',
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
  // finiteBig says whether a is a finite BigNumber (decimal.js keeps the
  // digits of a finite value in a.d, null for NaN and the infinities).
  function finiteBig(a) { return !!(a && a.isBigNumber === true && a.d); }
  // bigKey is the key of a finite BigNumber in a runtime's own tables: its
  // sign, exponent and base-10^7 digits, the properties decimal.js
  // documents (d, e, s), which determine the value (and keep -0 apart from
  // 0). A value written with other digits (trailing zero words) only
  // misses the table. Its decimal text would cost several times as much.
  function bigKey(a) { return a.s + ':' + a.e + ':' + a.d.join(','); }
  // localMemoLimit bounds each generation of localMemo's table. A kept
  // value costs about 1.3 KB of goja objects, which the collector's
  // setting (cmd/dgnpipe/gc.go) lets grow manyfold between collections: at
  // GOGC=400, 512 kept 10,000 exercises' peak memory near 550 MiB, against
  // 700 with 2048 for 2.5% less of math.js's time.
  var localMemoLimit = 512;
  // forBigs is the implementation math.js's typed function fn calls for
  // two BigNumbers, found by typed-function's own resolve (through the
  // typed functions it delegates to: add to addScalar): calling it skips
  // the dispatch, whose type tests cost more in goja than a sum of small
  // BigNumbers; null if fn has none.
  function forBigs(fn, x, y) {
    for (var depth = 0; m.typed.isTypedFunction(fn); depth++) {
      var sig = depth < 4 ? m.typed.resolve(fn, [x, y]) : null;
      if (!sig || typeof sig.implementation !== 'function') { return null; }
      fn = sig.implementation;
    }
    return fn;
  }
  // localMemo wraps math.js's function of two arguments (resolved by
  // original on first use) for calls with two arguments: when both are
  // finite BigNumbers they call the implementation for BigNumbers
  // (forBigs), and when neither has more than maxWords base-10^7 digits,
  // take the value computed before for the same arguments from a table of
  // this runtime. Other calls pass through. The table keeps two
  // generations of at most localMemoLimit entries: when the newer is full
  // it becomes the older and the older is dropped, so that the values
  // still in use survive and the one-offs go.
  //
  // The function it returns takes exactly two arguments and never reads
  // `arguments`: goja builds that object on every call of a function that
  // names it, some 2 microseconds, more than the table's look-up.
  function localMemo(original, maxWords) {
    var young = new Map(), old = new Map(), direct;
    return function (x, y) {
      var fn = original();
      if (!finiteBig(x) || !finiteBig(y)) { return fn(x, y); }
      if (direct === undefined) { direct = forBigs(fn, x, y); }
      if (direct === null) { return fn(x, y); }
      if (x.d.length > maxWords || y.d.length > maxWords) { return direct(x, y); }
      var key = bigKey(x) + '|' + bigKey(y);
      var v = young.get(key);
      if (v !== undefined) { return v; }
      v = old.get(key);
      if (v === undefined) {
        v = direct(x, y);
        localEntries++;
      }
      if (young.size >= localMemoLimit) { old = young; young = new Map(); }
      young.set(key, v);
      return v;
    };
  }
  // smallIntExponent says whether y is an integer exponent |y| < 100 (a
  // finite BigNumber of at most two digits): x ^ y is then a few products,
  // the polynomials of the evidence at the same points over and over, and
  // pow keeps it in the runtime's own table (localMemo), whose key is
  // cheap, not offered to the other runtimes.
  function smallIntExponent(y) { return finiteBig(y) && y.isInteger() && y.e < 2; }
  // twoArgs[name] is callable[name] for calls with exactly two arguments,
  // without reading `arguments`: the binary operators of the quick
  // reading (closures) call it. Set for the four operations and pow.
  var twoArgs = Object.create(null);
  var callable = m.expression.mathWithTransform;
  var memoEntries = 0; // values computed through the shared tables (for tests)
  var localEntries = 0; // values computed through localMemo's tables (for tests)
  // resolvers[name] creates (once) and returns math.js's function behind a
  // memo wrapper; prepare calls it.
  var resolvers = Object.create(null);
  // sharedGet and sharedPut, set by Go, share the values between runtimes.
  var sharing = typeof sharedGet === 'function' && typeof sharedPut === 'function';
  // wrapCallable replaces callable[name] with what wrap makes of original,
  // which creates (once) and returns math.js's function; prepare calls
  // original through resolvers. A name callable lacks is left alone.
  function wrapCallable(name, wrap) {
    var desc = Object.getOwnPropertyDescriptor(callable, name);
    if (!desc || !desc.configurable) { return; }
    var f = null;
    function original() {
      if (f === null) { f = desc.get ? desc.get.call(callable) : desc.value; }
      return f;
    }
    resolvers[name] = original;
    Object.defineProperty(callable, name, { value: wrap(original), configurable: true, enumerable: true, writable: true });
  }
  [
    'sqrt', 'cbrt', 'nthRoot', 'pow', 'exp', 'expm1', 'log', 'log10', 'log2',
    'log1p', 'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'asin', 'acos', 'atan',
    'atan2', 'acot', 'acsc', 'asec', 'sinh', 'cosh', 'tanh', 'coth', 'sech',
    'csch', 'asinh', 'acosh', 'atanh', 'acoth', 'asech', 'acsch', 'gamma',
    'factorial'
  ].forEach(function (name) {
    wrapCallable(name, function (original) {
      var table = new Map();
      var powers = name === 'pow' ? localMemo(original, Infinity) : null;
      var wrapper = function () {
        var fn = original();
        if (powers !== null && arguments.length === 2 && smallIntExponent(arguments[1])) {
          return powers(arguments[0], arguments[1]);
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
      if (powers !== null) {
        twoArgs[name] = function (x, y) {
          if (smallIntExponent(y)) { return powers(x, y); }
          return wrapper(x, y);
        };
      }
      return wrapper;
    });
  });

  // The four operations are memoised too, in each runtime's own tables,
  // when both operands are short (two base-10^7 words): leg 1's evidence
  // evaluates the same small products and sums in expression after
  // expression (2 * x and x - 1 at x = 3), each some 50 microseconds in goja
  // through typed-function's dispatch, against a few for the key. Operations
  // on longer operands (a 64-digit point) rarely repeat and go straight to
  // the implementation. As for the functions above, a kept value is the one
  // math.js would compute again.
  ['add', 'subtract', 'multiply', 'divide'].forEach(function (name) {
    wrapCallable(name, function (original) {
      var two = twoArgs[name] = localMemo(original, 2);
      return function (x, y) {
        return arguments.length === 2 ? two(x, y) : original().apply(null, arguments);
      };
    });
  });

  // build compiles the quick reading of an expression: the postfix
  // program Go's quickProgram makes of the texts Serialize writes (numbers,
  // names, calls, parentheses, + - * / ^ and unary signs; m.parse takes
  // ten times as long in goja, descending some twenty grammar levels for
  // every operand). A builder makes of it either the node tree m.parse
  // builds (nodes: a test compares the two trees as JSON) or the
  // evaluation function (closures) that the tree's compile() would give.
  // The classes, read once: m's properties are lazy getters.
  var BigNumber = m.BigNumber, ParenthesisNode = m.ParenthesisNode,
    OperatorNode = m.OperatorNode, ConstantNode = m.ConstantNode,
    SymbolNode = m.SymbolNode, FunctionNode = m.FunctionNode;
  // pristine is the configuration of m's BigNumber class (64 digits,
  // math.js's rounding and modulo, ...). decimal.js's functions change it
  // while they run (sin, sqrt and exp raise Ctor.precision and set
  // Ctor.rounding, and most of them clear the module's `external` flag so
  // that intermediate results are not rounded) and put it back when they
  // return. A function stopped half-way, by an interrupt (a wall-clock
  // net, a cancelled run) or an exception (the call-stack limit), left it
  // changed, and every later evaluation on the runtime printed other
  // digits: sin(pi / 6) as 0.49999…9995557 instead of 0.5 (issue 44, W4).
  // settle puts it back at the start of every call from Go (compile,
  // evalAt, prepare), so that a value never depends on what the runtime
  // ran before; settled counts the calls that found it changed.
  var configKeys = ['precision', 'rounding', 'toExpNeg', 'toExpPos', 'minE', 'maxE', 'modulo', 'crypto'];
  var pristine = Object.create(null);
  configKeys.forEach(function (k) { pristine[k] = BigNumber[k]; });
  var probeTenth = new BigNumber('0.1'), probeTiny = new BigNumber('1e-100');
  var settled = 0;
  function settle() {
    var changed = false;
    for (var i = 0; i < configKeys.length; i++) {
      var k = configKeys[i];
      if (BigNumber[k] !== pristine[k]) { BigNumber[k] = pristine[k]; changed = true; }
    }
    // With `external` cleared, a sum is not rounded to the precision: 0.1
    // plus 1e-100 keeps 101 digits. decimal.js sets the flag again when
    // one of its functions that clears it returns, as mod does.
    if (probeTenth.plus(probeTiny).d.length !== 1) {
      probeTenth.mod(probeTenth);
      changed = true;
    }
    if (changed) { settled++; }
  }
  var nodes = {
    num: function (text) { return new ConstantNode(big(text)); },
    sym: function (name) { return new SymbolNode(name); },
    op: function (op, fn, args) { return new OperatorNode(op, fn, args); },
    call: function (name, args) { return new FunctionNode(new SymbolNode(name), args); },
    paren: function (x) { return new ParenthesisNode(x); }
  };
  // closures builds, from a shape (numbers written k I), what math.js's
  // compile builds for the same tree: a function of the scope (a Map) and
  // the expression's numbers (k, their BigNumbers) per node, calling the
  // functions of the namespace compiled expressions call (callable) with
  // the values of its arguments, left to right. As in math.js: a constant
  // is its BigNumber; a symbol is the scope's value, else the namespace's
  // (pi, e), else the error 'Undefined symbol <name>'; an operator's
  // function is looked up when the expression is compiled, a call's when it
  // is evaluated (the scope, whose names are v_..., never holds one, so
  // both give the namespace's function); a parenthesis is its content. What
  // differs is only that no node objects are built on the way (a test
  // compares values and errors with m.parse(expr).compile() on random
  // expressions).
  var closures = {
    konst: function (i) { return function (scope, k) { return k[i]; }; },
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
      if (args.length === 1) { return function (scope, k) { return fn(a(scope, k)); }; }
      if (twoArgs[fnName]) { fn = twoArgs[fnName]; }
      return function (scope, k) { return fn(a(scope, k), b(scope, k)); };
    },
    call: function (name, args) {
      var n = args.length, a = args[0], b = args[1];
      var resolve = function (scope) {
        var fn = scope.has(name) ? scope.get(name) : callable[name];
        if (typeof fn !== 'function') { throw new TypeError("'" + name + "' is not a function"); }
        return fn;
      };
      if (n === 1) { return function (scope, k) { return resolve(scope)(a(scope, k)); }; }
      if (n === 2) { return function (scope, k) { var fn = resolve(scope); return fn(a(scope, k), b(scope, k)); }; }
      return function (scope, k) {
        var fn = resolve(scope), vals = new Array(n);
        for (var i = 0; i < n; i++) { vals[i] = args[i](scope, k); }
        return fn.apply(null, vals);
      };
    },
    paren: function (x) { return x; }
  };
  // Names m.parse reads as operators or constants, not as symbols.
  var parserWords = { and: 1, or: 1, xor: 1, not: 1, mod: 1, to: 1, 'in': 1, end: 1,
    'true': 1, 'false': 1, 'null': 1, 'undefined': 1, NaN: 1, Infinity: 1 };
  var binaryFns = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' };
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

  // build returns what builder b builds from the program prog (items
  // separated by NUL: n TEXT, or k I in a shape, s NAME, b OP, u OP,
  // c NAME K, p; see quick.go) and the names of the symbols it reads (not
  // those it calls), in the order the text names them; null when m.parse
  // must read the text instead. It refuses, as check does, a call of a function not in
  // allowedFns and a function's name used as a value, and the names
  // m.parse reads as operators or constants.
  function build(prog, b) {
    var items = prog.split('\u0000'), stack = [], symbols = [];
    for (var i = 0; i < items.length; i++) {
      var op, name, x;
      switch (items[i]) {
        case 'n':
          stack.push(b.num(items[++i]));
          break;
        case 'k':
          stack.push(b.konst(+items[++i]));
          break;
        case 's':
          name = items[++i];
          if (Object.prototype.hasOwnProperty.call(parserWords, name) || typeof m[name] === 'function') { return null; }
          if (symbols.indexOf(name) < 0) { symbols.push(name); }
          stack.push(b.sym(name));
          break;
        case 'b':
          op = items[++i];
          x = stack.pop();
          stack.push(b.op(op, op === '^' ? 'pow' : binaryFns[op], [stack.pop(), x]));
          break;
        case 'u':
          op = items[++i];
          stack.push(b.op(op, op === '-' ? 'unaryMinus' : 'unaryPlus', [stack.pop()]));
          break;
        case 'c':
          name = items[++i];
          var n = +items[++i];
          // m.parse's tree, and check, refuse a call of another function.
          if (Object.prototype.hasOwnProperty.call(parserWords, name) || !allowedFns[name]) { return null; }
          stack.push(b.call(name, stack.splice(stack.length - n, n)));
          break;
        case 'p':
          stack.push(b.paren(stack.pop()));
          break;
        default:
          return null;
      }
    }
    return stack.length === 1 ? [stack[0], symbols] : null;
  }

  // shaped compiles the quick reading given as its shape and its numbers
  // (decimal texts separated by NUL): [the compiled expression, the
  // symbols it reads], or null when m.parse must read the text. What build
  // makes of a shape is kept (shapes, emptied at memoLimit): an expression
  // of a shape seen before costs only its numbers' BigNumbers.
  var shapes = new Map();
  function shaped(shape, numbers) {
    var built = shapes.get(shape);
    if (built === undefined) {
      built = build(shape, closures);
      if (shapes.size >= memoLimit) { shapes.clear(); }
      shapes.set(shape, built);
    }
    if (built === null) { return null; }
    var texts = numbers === '' ? [] : numbers.split('\u0000'), k = new Array(texts.length);
    for (var i = 0; i < texts.length; i++) { k[i] = big(texts[i]); }
    var fn = built[0];
    return [{ evaluate: function (scope) { return fn(scope, k); } }, built[1]];
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
  // calls), in the order the text names them.
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
    settle();
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
    // that binds none of them cannot change its value. shape and numbers
    // are Go's quick reading of expr (shapeOf; '' when there is none).
    compile: function (expr, shape, numbers) {
      settle();
      var quick = shape ? shaped(shape, numbers) : null;
      if (quick) { return quick; }
      var node = m.parse(expr);
      check(node);
      return [node.compile(), symbolsOf(node)];
    },
    // evalAt evaluates a compiled expression with names[i] bound to the
    // BigNumber values[i] (decimal strings validated by Go).
    evalAt: function (code, names, values) {
      settle();
      return describe(code.evaluate(scopeOf(names, values)));
    },
    // memoEntries and localEntries are for tests: how many values the
    // functions' memo tables and the runtime's own (localMemo) computed.
    // settled is for tests: how many calls found the BigNumber
    // configuration changed by a call stopped half-way (settle).
    settled: function () { return settled; },
    memoEntries: function () { return memoEntries; },
    localEntries: function () { return localEntries; },
    // typedCreated is for tests: how many typed functions math.js created.
    typedCreated: function () { return m.typed.createCount; },
    // parseTrees is for tests: the JSON of the tree built from the quick
    // reading prog ('' when it leaves expr to m.parse) and of m.parse's,
    // and the symbols each reads.
    parseTrees: function (expr, prog) {
      var q = prog ? build(prog, nodes) : null, p, ps = '';
      try {
        var node = m.parse(expr);
        p = JSON.stringify(node);
        ps = symbolsOf(node).join(',');
      } catch (e) { p = 'error: ' + e.message; }
      return [q ? JSON.stringify(q[0]) : '', p, q ? q[1].join(',') : '', ps];
    },
    // bothValues is for tests: expr evaluated at names = values through
    // compile's quick reading (shape and numbers; '' when it has none) and
    // through m.parse(expr).compile(), each as describe gives it or as the
    // error's message.
    bothValues: function (expr, shape, numbers, names, values) {
      function run(code) {
        try {
          return describe(code.evaluate(scopeOf(names, values))).join(': ');
        } catch (e) { return 'error: ' + e.message; }
      }
      var quick = shape ? shaped(shape, numbers) : null;
      return [quick ? run(quick[0]) : '', run(m.parse(expr).compile())];
    },
    // opValues is for tests: for each pair xs[i], ys[i] (decimal texts),
    // the value of the operation name on them through the namespace
    // compiled expressions call (its memo wrapper), twice (the second
    // from the table when the first went into one), through twoArgs[name]
    // (the quick reading's operators), and through math.js's own function
    // m[name]; each as describe gives it, with the sign.
    opValues: function (name, xs, ys) {
      function show(f, x, y) {
        try {
          var v = f(x, y);
          return describe(v).join(': ') + (v && v.isBigNumber === true ? ' (sign ' + v.s + ')' : '');
        } catch (e) { return 'error: ' + e.message; }
      }
      var out = [];
      for (var i = 0; i < xs.length; i++) {
        var x = new BigNumber(xs[i]), y = new BigNumber(ys[i]);
        out.push([show(callable[name], x, y), show(callable[name], x, y), show(twoArgs[name], x, y), show(m[name], x, y)]);
      }
      return out;
    },
    version: math.version
  };
})(math)
