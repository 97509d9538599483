#!/usr/bin/env bash
# Build the JavaScript bundles of leg 2 (cross-parsers) into
# internal/xparse/assets/, where package xparse embeds them (go:embed).
# Run by `make js` after `npm ci`. The outputs are generated and git-ignored;
# the versions come from package.json (and package-lock.json) only.
#
#   katex.js            node_modules/katex/dist/katex.min.js, unmodified.
#   latex-syntax.js     node_modules/@cortex-js/compute-engine/dist/umd-min/
#                       latex-syntax.cjs (compute-engine's standalone LaTeX
#                       parser, LaTeX to MathJSON, without the engine) with
#                       the Unicode-property regular expressions that goja's
#                       regexp engine (regexp2) rejects rewritten into
#                       equivalents it accepts (see the table in the node
#                       program below).
#
# Every rewrite must match the expected number of times, and after rewriting
# no unsupported \p{...} may remain: an upgrade of compute-engine that moves
# the patterns makes this script fail instead of producing a bundle that
# throws a SyntaxError inside goja. The script is idempotent: it always reads
# the pristine files from node_modules and replaces the outputs atomically.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
nm="$root/node_modules"
dst_dir="$root/internal/xparse/assets"

check_version() { # package-name
	local name="$1" want have
	if [[ ! -f "$nm/$name/package.json" ]]; then
		echo "build-parsers: $nm/$name not found; run 'npm ci' first (make js does)" >&2
		exit 1
	fi
	want="$(node -e 'const p=require(process.argv[1]);const d={...p.dependencies,...p.devDependencies};process.stdout.write(d[process.argv[2]]||"")' "$root/package.json" "$name")"
	have="$(node -e 'process.stdout.write(require(process.argv[1]).version)' "$nm/$name/package.json")"
	if [[ -n "$want" && "$want" != "$have" ]]; then
		echo "build-parsers: node_modules has $name $have, package.json pins $want; run 'npm ci'" >&2
		exit 1
	fi
	echo "$have"
}

katex_v="$(check_version katex)"
ce_v="$(check_version @cortex-js/compute-engine)"

mkdir -p "$dst_dir"
tmp_k="$(mktemp "$dst_dir/.katex.js.XXXXXX")"
tmp_c="$(mktemp "$dst_dir/.latex-syntax.js.XXXXXX")"
trap 'rm -f "$tmp_k" "$tmp_c"' EXIT

cp "$nm/katex/dist/katex.min.js" "$tmp_k"

node - "$nm/@cortex-js/compute-engine/dist/umd-min/latex-syntax.cjs" "$tmp_c" <<'NODE'
'use strict';
const fs = require('fs');
const [src, dst] = process.argv.slice(2);
let text = fs.readFileSync(src, 'utf8');

// goja compiles regular expressions with regexp2, whose \p{...} knows the
// Go unicode tables: general categories (L, Nl, Mn, ...), scripts by their
// long names (Latin, Cyrillic, ...) and the properties of unicode.Properties
// (Regional_Indicator, ...). It rejects the ECMAScript
// binary properties ID_Start/ID_Continue/XIDS/XIDC/Emoji/EMod/RI and
// Script=Xxxx. The equivalents below are exact for RI and the scripts,
// exact for ID_*/XID* up to a dozen Other_ID_* and Pattern_Syntax code
// points, and close for the emoji classes (used only to accept emoji as
// identifiers, which no fragment of ours contains).
const IDS = '\\p{L}\\p{Nl}';
const IDC = IDS + '\\p{Mn}\\p{Mc}\\p{Nd}\\p{Pc}';
const EMOJI = '[\\u{A9}\\u{AE}\\u{203C}\\u{2049}\\u{2122}\\u{2139}\\u{2194}-\\u{21AA}\\u{231A}-\\u{23FF}\\u{24C2}\\u{25AA}-\\u{27BF}\\u{2934}\\u{2935}\\u{2B05}-\\u{2B55}\\u{3030}\\u{303D}\\u{3297}\\u{3299}\\u{1F000}-\\u{1FAFF}]';
const EMOD = '[\\u{1F3FB}-\\u{1F3FF}]';
const RI = '\\p{Regional_Indicator}';
const scripts = {Zyyy:'Common', Zinh:'Inherited', Arab:'Arabic', Armn:'Armenian', Beng:'Bengali', Bopo:'Bopomofo', Cyrl:'Cyrillic', Deva:'Devanagari', Ethi:'Ethiopic', Geor:'Georgian', Grek:'Greek', Gujr:'Gujarati', Guru:'Gurmukhi', Hang:'Hangul', Hani:'Han', Hebr:'Hebrew', Hira:'Hiragana', Kana:'Katakana', Knda:'Kannada', Khmr:'Khmer', Laoo:'Lao', Latn:'Latin', Mlym:'Malayalam', Mymr:'Myanmar', Orya:'Oriya', Sinh:'Sinhala', Taml:'Tamil', Telu:'Telugu', Thaa:'Thaana', Thai:'Thai', Tibt:'Tibetan'};

// [from, to, expected count]. Literal (not regex) replacements of the
// minified source; in the string-built patterns a backslash is doubled.
const rewrites = [
  // identifier checks written as regex literals
  ['/^[\\p{XIDS}_]\\p{XIDC}*$/u', `/^[${IDS}_][${IDC}]*$/u`, 1],
  ['/\\p{XIDC}/u', `/[${IDC}]/u`, 1],
  ['/^\\p{XIDC}+$/u', `/^[${IDC}]+$/u`, 1],
  ['/^[\\p{XIDC}\\p{M}]/u', `/^[${IDC}\\p{M}]/u`, 1],
  ['/^\\p{XIDS}$/u', `/^[${IDS}]$/u`, 2],
  // emoji identifiers, built as strings for new RegExp(..., "u")
  ['"\\\\p{RI}\\\\p{RI}"', JSON.stringify(RI + RI), 1],
  ['(?:\\\\p{EMod}|', '(?:' + EMOD.replace(/\\/g, '\\\\') + '|', 1],
  ['(?=\\\\P{XIDC})', '(?=[^' + IDC.replace(/\\/g, '\\\\') + '])', 1],
  ['\\\\p{Emoji}', EMOJI.replace(/\\/g, '\\\\'), 2],
  // script names: \p{Script=Latn} -> \p{Latin} (the name is looked up in
  // the bundle, so the pattern is still built at run time)
  ['.map(i=>`\\\\p{Script=${i}}`)', '.map(i=>"\\\\p"+"{"+' + JSON.stringify(scripts) + '[i]+"}")', 1],
  // Speed, not meaning: the parser made for each parse tokenizes ten of its
  // options (\\infty, the decimal separator, ...) again in its constructor,
  // which in goja cost some 40 % of a fragment's parse (BenchmarkParser:
  // 1.49-1.61 -> 0.83-0.89 ms a fragment). Each option's tokens are made
  // once per runtime and copied for each parser; the tokens of the text
  // parsed are made as before.
  ['H(this.options.', '__HC(this.options.', 12],
  ['function H(e,n=[],t){', 'var __HM=new Map;function __HC(e){let r=__HM.get(e);if(r===void 0){r=H(e);__HM.set(e,r)}return r.slice()}function H(e,n=[],t){', 1],
];

const count = (hay, needle) => hay.split(needle).length - 1;
const problems = [];
for (const [from, to, want] of rewrites) {
  const have = count(text, from);
  if (have !== want) {
    problems.push(`pattern ${JSON.stringify(from)}: found ${have} times, expected ${want}`);
    continue;
  }
  text = text.split(from).join(to);
}
if (problems.length) {
  console.error('build-parsers: compute-engine latex-syntax bundle does not have the expected shape (upgrade?):\n  ' + problems.join('\n  '));
  process.exit(1);
}

// Nothing regexp2 rejects may remain.
const known = new Set(['L', 'Lu', 'Ll', 'M', 'N', 'Nl', 'Nd', 'Mn', 'Mc', 'Pc', 'P', 'S', 'Z',
  'Other_ID_Start', 'Other_ID_Continue', 'Regional_Indicator', ...Object.values(scripts)]);
const left = new Set();
for (const m of text.matchAll(/\\{1,2}[pP]\{([^}]*)\}/g)) {
  if (!known.has(m[1])) left.add(m[0]);
}
if (left.size) {
  console.error('build-parsers: Unicode properties goja cannot compile remain in compute-engine: ' + [...left].join(' '));
  process.exit(1);
}
fs.writeFileSync(dst, text);
NODE

mv -f "$tmp_k" "$dst_dir/katex.js"
mv -f "$tmp_c" "$dst_dir/latex-syntax.js"
rm -f "$dst_dir/compute-engine.js" # the whole engine, embedded before 0.140's parser was used alone
trap - EXIT
echo "build-parsers: katex $katex_v -> internal/xparse/assets/katex.js ($(wc -c <"$dst_dir/katex.js") bytes)"
echo "build-parsers: compute-engine $ce_v (latex-syntax) -> internal/xparse/assets/latex-syntax.js ($(wc -c <"$dst_dir/latex-syntax.js") bytes, Unicode-property regexes rewritten for goja)"
