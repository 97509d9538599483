package pipeline

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// Config is a loaded and validated pipeline.yaml: every kind resolved, every
// stage built from its typed parameters, the stages in dependency order.
type Config struct {
	// File is the path the config was read from.
	File string
	// Artifacts is the root of all outputs. Relative paths in the file are
	// resolved against the file's directory.
	Artifacts string
	// Sources are the source folders (relative paths resolved against the
	// file's directory). `--source` replaces them.
	Sources []SourceSpec
	// References are the reference sets of `references:` (paths resolved
	// against the file's directory), for the stages whose Kind reads them.
	References []ReferenceSpec
	// Strict is the file's `strict: true`: a skipped line or a source that
	// gives no rows fails the run (Options.Strict; `--strict` overrides).
	Strict bool
	// Stages are in a topological order: every stage comes after the stages
	// it needs; ties keep the order of the file.
	Stages []*StageDef
}

// StageDef is one stage of the pipeline after loading.
type StageDef struct {
	Name string
	Kind Kind
	// Needs are the stages whose outputs this one reads, in file order.
	Needs []*StageDef
	// Stage is built once, at load, by Kind.New from the stage's params.
	Stage Stage
	// ParamsHash is "sha256:<hex>" of the canonical JSON of the decoded
	// parameter struct (defaults included).
	ParamsHash string
	// Pos is where the stage is declared.
	Pos Pos
}

// Pos is a position in a config file.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Error is a located config error.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Stage returns the stage named name, or nil.
func (c *Config) Stage(name string) *StageDef {
	for _, s := range c.Stages {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// stageNameRE is what a stage name may look like: it names a directory.
var stageNameRE = regexp.MustCompile(`^[a-z][a-z0-9_-]{0,63}$`)

// reservedNames cannot be stage names: they are other things under the
// artifacts directory.
var reservedNames = map[string]bool{"cache": true}

// Load reads and validates a pipeline file against the registered kinds.
func Load(path string, kinds []Kind) (*Config, error) {
	src, err := safefile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src, kinds)
}

// Parse validates the pipeline file src (named path, for errors and to
// resolve relative paths) against the registered kinds. It returns every
// error it finds (errors.Join of *Error values), not only the first.
func Parse(path string, src []byte, kinds []Kind) (*Config, error) {
	l := &loader{file: path, kinds: map[string]Kind{}}
	for _, k := range kinds {
		l.kinds[k.Name] = k
	}
	f, err := parser.ParseBytes(src, 0)
	if err != nil {
		return nil, l.yamlError(err, nil)
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil {
		return nil, &Error{Pos{path, 1, 1}, "want exactly one YAML document with a mapping"}
	}
	cfg := l.load(f.Docs[0].Body)
	if len(l.errs) > 0 {
		return nil, errors.Join(sortErrors(l.errs)...)
	}
	return cfg, nil
}

// sortErrors flattens joined errors and orders them by position in the
// file (as go/scanner's ErrorList does); errors without a position keep
// their order, first.
func sortErrors(errs []error) []error {
	var flat []error
	var walk func(error)
	walk = func(err error) {
		if j, ok := err.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
			return
		}
		flat = append(flat, err)
	}
	for _, e := range errs {
		walk(e)
	}
	pos := func(err error) (int, int) {
		var le *Error
		if errors.As(err, &le) {
			return le.Pos.Line, le.Pos.Col
		}
		return 0, 0
	}
	sort.SliceStable(flat, func(i, j int) bool {
		li, ci := pos(flat[i])
		lj, cj := pos(flat[j])
		if li != lj {
			return li < lj
		}
		return ci < cj
	})
	return flat
}

type loader struct {
	file  string
	kinds map[string]Kind
	errs  []error
	// declared holds every stage name of the file, also of the stages
	// dropped for errors, so a need of one is not called unknown.
	declared map[string]bool
}

func (l *loader) pos(n ast.Node) Pos {
	if n == nil || n.GetToken() == nil {
		return Pos{l.file, 1, 1}
	}
	p := n.GetToken().Position
	return Pos{l.file, p.Line, p.Column}
}

func (l *loader) errorf(n ast.Node, format string, args ...any) {
	l.errs = append(l.errs, &Error{l.pos(n), fmt.Sprintf(format, args...)})
}

// yamlError turns an error of the YAML library into a located *Error.
func (l *loader) yamlError(err error, at ast.Node) error {
	var ye yaml.Error
	if errors.As(err, &ye) && ye.GetToken() != nil {
		p := ye.GetToken().Position
		return &Error{Pos{l.file, p.Line, p.Column}, ye.GetMessage()}
	}
	return &Error{l.pos(at), err.Error()}
}

// entry is one key: value of a mapping.
type entry struct {
	key   string
	keyN  ast.Node
	value ast.Node
}

// mapping returns the entries of a mapping node in file order, reporting a
// node that is not a mapping and duplicate keys.
func (l *loader) mapping(n ast.Node, what string) ([]entry, bool) {
	if n != nil && n.Type() == ast.NullType {
		return nil, true
	}
	mn, ok := n.(ast.MapNode)
	if !ok {
		l.errorf(n, "%s: want a mapping, have %s", what, nodeKind(n))
		return nil, false
	}
	var out []entry
	seen := map[string]bool{}
	it := mn.MapRange()
	for it.Next() {
		k := it.Key()
		key, ok := l.scalarString(k)
		if !ok {
			l.errorf(k, "%s: a key must be a string", what)
			continue
		}
		if seen[key] {
			l.errorf(k, "%s: duplicate key %q", what, key)
			continue
		}
		seen[key] = true
		out = append(out, entry{key, k, it.Value()})
	}
	return out, true
}

func nodeKind(n ast.Node) string {
	if n == nil {
		return "nothing"
	}
	return strings.ToLower(n.Type().String())
}

func (l *loader) scalarString(n ast.Node) (string, bool) {
	switch v := n.(type) {
	case *ast.StringNode:
		return v.Value, true
	case *ast.MappingKeyNode:
		return l.scalarString(v.Value)
	}
	return "", false
}

func (l *loader) str(n ast.Node, what string) (string, bool) {
	s, ok := l.scalarString(n)
	if !ok {
		l.errorf(n, "%s: want a string, have %s", what, nodeKind(n))
	}
	return s, ok
}

type rawStage struct {
	name   string
	pos    Pos
	node   ast.Node
	kind   Kind
	hasK   bool
	needs  []string
	needsN []ast.Node
	params ast.Node
	// paramsKey is the `params` key, where an error about a parameter
	// left out is reported.
	paramsKey ast.Node
}

func (l *loader) load(body ast.Node) *Config {
	base := filepath.Dir(l.file)
	cfg := &Config{File: l.file, Artifacts: resolve(base, "artifacts")}
	top, ok := l.mapping(body, "pipeline file")
	if !ok {
		return nil
	}
	var stagesN ast.Node
	for _, e := range top {
		switch e.key {
		case "artifacts":
			if s, ok := l.str(e.value, "artifacts"); ok {
				if s == "" {
					l.errorf(e.value, "artifacts: empty path")
				}
				cfg.Artifacts = resolve(base, s)
			}
		case "sources":
			cfg.Sources = l.sources(e.value, base)
		case "references":
			cfg.References = l.references(e.value, base)
		case "stages":
			stagesN = e.value
		case "strict":
			if b, ok := e.value.(*ast.BoolNode); ok {
				cfg.Strict = b.Value
			} else {
				l.errorf(e.value, "strict: want true or false, have %s", nodeKind(e.value))
			}
		default:
			l.errorf(e.keyN, "unknown key %q (want artifacts, sources, references, strict or stages)", e.key)
		}
	}
	if stagesN == nil {
		l.errorf(body, "no stages")
		return nil
	}
	raws := l.stages(stagesN)
	cfg.Stages = l.wire(raws)
	return cfg
}

func resolve(base, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(base, p)
}

func (l *loader) sources(n ast.Node, base string) []SourceSpec {
	seq, ok := n.(*ast.SequenceNode)
	if !ok {
		if n.Type() != ast.NullType {
			l.errorf(n, "sources: want a list, have %s", nodeKind(n))
		}
		return nil
	}
	var out []SourceSpec
	for _, item := range seq.Values {
		entries, ok := l.mapping(item, "source")
		if !ok {
			continue
		}
		spec := SourceSpec{Format: string(source.DGN)}
		hasDir := false
		for _, e := range entries {
			switch e.key {
			case "dir":
				if s, ok := l.str(e.value, "source dir"); ok && s != "" {
					spec.Dir = resolve(base, s)
					hasDir = true
				}
			case "format":
				if s, ok := l.str(e.value, "source format"); ok {
					if _, err := source.ParseFormat(s); err != nil {
						l.errorf(e.value, "%v", err)
					}
					spec.Format = s
				}
			case "exercises":
				b, ok := e.value.(*ast.BoolNode)
				if !ok {
					l.errorf(e.value, "source exercises: want true or false, have %s", nodeKind(e.value))
					continue
				}
				spec.Exercises = b.Value
			default:
				l.errorf(e.keyN, "source: unknown key %q (want dir, format or exercises)", e.key)
			}
		}
		if !hasDir {
			l.errorf(item, "source: missing dir")
			continue
		}
		out = append(out, spec)
	}
	return out
}

func (l *loader) stages(n ast.Node) []*rawStage {
	entries, ok := l.mapping(n, "stages")
	if !ok {
		return nil
	}
	if len(entries) == 0 {
		l.errorf(n, "stages: empty")
	}
	var out []*rawStage
	l.declared = map[string]bool{}
	for _, e := range entries {
		l.declared[e.key] = true
		rs := &rawStage{name: e.key, pos: l.pos(e.keyN), node: e.keyN}
		if !stageNameRE.MatchString(e.key) || reservedNames[e.key] {
			l.errorf(e.keyN, "stage name %q: want lower-case letters, digits, - or _ (it names a directory), not %q", e.key, "cache")
		}
		fields, ok := l.mapping(e.value, "stage "+e.key)
		if !ok {
			continue
		}
		for _, f := range fields {
			switch f.key {
			case "kind":
				name, ok := l.str(f.value, "stage "+e.key+" kind")
				if !ok {
					continue
				}
				k, found := l.kinds[name]
				if !found {
					l.errorf(f.value, "stage %s: unknown kind %q (registered: %s)", e.key, name, strings.Join(l.kindNames(), ", "))
					continue
				}
				rs.kind, rs.hasK = k, true
			case "needs":
				seq, ok := f.value.(*ast.SequenceNode)
				if !ok {
					l.errorf(f.value, "stage %s needs: want a list of stage names, have %s", e.key, nodeKind(f.value))
					continue
				}
				for _, v := range seq.Values {
					if s, ok := l.str(v, "stage "+e.key+" needs"); ok {
						rs.needs = append(rs.needs, s)
						rs.needsN = append(rs.needsN, v)
					}
				}
			case "params":
				rs.params, rs.paramsKey = f.value, f.keyN
			default:
				l.errorf(f.keyN, "stage %s: unknown key %q (want kind, needs or params)", e.key, f.key)
			}
		}
		if !rs.hasK {
			if !hasKey(fields, "kind") {
				l.errorf(e.keyN, "stage %s: missing kind", e.key)
			}
			continue
		}
		out = append(out, rs)
	}
	return out
}

func hasKey(es []entry, k string) bool {
	for _, e := range es {
		if e.key == k {
			return true
		}
	}
	return false
}

func (l *loader) kindNames() []string {
	var names []string
	for n := range l.kinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// wire resolves needs, rejects missing dependencies and cycles, builds each
// stage from its params and returns the stages in topological order.
func (l *loader) wire(raws []*rawStage) []*StageDef {
	byName := map[string]*rawStage{}
	for _, r := range raws {
		byName[r.name] = r
	}
	defs := map[string]*StageDef{}
	for _, r := range raws {
		def := &StageDef{Name: r.name, Kind: r.kind, Pos: r.pos}
		st, hash, err := l.build(r)
		if err != nil {
			l.errs = append(l.errs, err)
		}
		def.Stage, def.ParamsHash = st, hash
		defs[r.name] = def
	}
	for _, r := range raws {
		seen := map[string]bool{}
		for i, dep := range r.needs {
			switch {
			case dep == r.name:
				l.errorf(r.needsN[i], "stage %s needs itself", r.name)
			case seen[dep]:
				l.errorf(r.needsN[i], "stage %s: %q listed twice in needs", r.name, dep)
			case byName[dep] == nil && l.declared[dep]:
				// dep is declared but has errors of its own, reported there.
			case byName[dep] == nil:
				l.errorf(r.needsN[i], "stage %s needs %q, which is not a stage of this pipeline", r.name, dep)
			default:
				defs[r.name].Needs = append(defs[r.name].Needs, defs[dep])
			}
			seen[dep] = true
		}
	}
	// Kahn's algorithm, taking ready stages in file order.
	indeg := map[string]int{}
	for _, r := range raws {
		indeg[r.name] = len(defs[r.name].Needs)
	}
	var order []*StageDef
	done := map[string]bool{}
	for len(order) < len(raws) {
		progressed := false
		for _, r := range raws {
			if done[r.name] || indeg[r.name] > 0 {
				continue
			}
			done[r.name] = true
			order = append(order, defs[r.name])
			progressed = true
			for _, other := range raws {
				for _, d := range defs[other.name].Needs {
					if d.Name == r.name {
						indeg[other.name]--
					}
				}
			}
			break
		}
		if !progressed {
			l.cycle(raws, defs, done)
			return nil
		}
	}
	return order
}

// cycle reports one dependency cycle among the stages not yet ordered.
func (l *loader) cycle(raws []*rawStage, defs map[string]*StageDef, done map[string]bool) {
	// Walk needs from the first unordered stage until a stage repeats.
	var start *rawStage
	for _, r := range raws {
		if !done[r.name] {
			start = r
			break
		}
	}
	path := []string{start.name}
	index := map[string]int{start.name: 0}
	cur := defs[start.name]
	for {
		var next *StageDef
		for _, d := range cur.Needs {
			if !done[d.Name] {
				next = d
				break
			}
		}
		if i, ok := index[next.Name]; ok {
			cyc := append(path[i:], next.Name)
			at := defs[next.Name]
			l.errs = append(l.errs, &Error{at.Pos, "dependency cycle: " + strings.Join(cyc, " -> ")})
			return
		}
		index[next.Name] = len(path)
		path = append(path, next.Name)
		cur = next
	}
}

// build calls Kind.New with a decode function bound to the stage's params
// node and hashes the decoded parameters.
func (l *loader) build(r *rawStage) (Stage, string, error) {
	var decoded any
	called := false
	hasParams := r.params != nil && r.params.Type() != ast.NullType
	decode := func(params any) error {
		called = true
		decoded = params
		if !hasParams {
			return nil
		}
		if r.params.Type() != ast.MappingType && r.params.Type() != ast.MappingValueType {
			return &Error{l.pos(r.params), fmt.Sprintf("stage %s params: want a mapping, have %s", r.name, nodeKind(r.params))}
		}
		if err := l.decodeParams(r, params); err != nil {
			if !keyErrors(err) {
				return err
			}
			// Bad keys are reported here and leave their fields as they
			// were; the kind goes on to check the other values, so every
			// error of the block is reported at once (the load fails).
			l.errs = append(l.errs, err)
		}
		return nil
	}
	st, err := r.kind.New(decode)
	if err != nil {
		return nil, "", l.locateParamErrors(r, err)
	}
	if st == nil {
		return nil, "", &Error{r.pos, fmt.Sprintf("stage %s: kind %s built no stage", r.name, r.kind.Name)}
	}
	if hasParams && !called {
		return nil, "", &Error{l.pos(r.params), fmt.Sprintf("stage %s: kind %s takes no params", r.name, r.kind.Name)}
	}
	h := paramsHash(decoded)
	if fp, ok := st.(Fingerprinter); ok {
		h = paramsHash(struct {
			Params      any    `json:"params"`
			Fingerprint string `json:"fingerprint"`
		}{decoded, fp.Fingerprint()})
	}
	return st, h, nil
}

// decodeParams decodes the params mapping of r into params (a pointer to
// a struct), key by key, so that every unknown key and every value of the
// wrong type is reported, each at its own position, not only the first.
func (l *loader) decodeParams(r *rawStage, params any) error {
	fields, ok := paramFields(params)
	if !ok {
		// Not a plain struct: the library decodes it (first error only).
		if err := yaml.NodeToValue(r.params, params, yaml.DisallowUnknownField()); err != nil {
			e := l.yamlError(err, r.params).(*Error)
			e.Msg = fmt.Sprintf("stage %s params: %s", r.name, e.Msg)
			return e
		}
		return nil
	}
	var errs []error
	add := func(n ast.Node, format string, args ...any) {
		errs = append(errs, &Error{l.pos(n), fmt.Sprintf("stage %s params: ", r.name) + fmt.Sprintf(format, args...)})
	}
	entries, ok := l.mapping(r.params, "stage "+r.name+" params")
	if !ok {
		return nil // reported by mapping
	}
	for _, e := range entries {
		f, ok := fields[e.key]
		if !ok {
			add(e.keyN, "unknown field %q (want %s)", e.key, strings.Join(sortedNames(fields), ", "))
			continue
		}
		if fl, isFloat := e.value.(*ast.FloatNode); isFloat && isInteger(f.Kind()) {
			// The YAML library would truncate 2.5 to 2 without a word.
			add(e.value, "%s: %s is not a whole number", e.key, fl.GetToken().Value)
			continue
		}
		if err := yaml.NodeToValue(e.value, f.Addr().Interface(), yaml.DisallowUnknownField()); err != nil {
			le := l.yamlError(err, e.value).(*Error)
			le.Msg = fmt.Sprintf("stage %s params: %s: %s", r.name, e.key, le.Msg)
			errs = append(errs, le)
		}
	}
	return errors.Join(errs...)
}

// isInteger reports whether k is one of Go's integer kinds.
func isInteger(k reflect.Kind) bool {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}

// keyErrors reports whether err holds only per-key errors of decodeParams
// (and not a failure to decode the block as a whole).
func keyErrors(err error) bool {
	_, ok := err.(interface{ Unwrap() []error })
	return ok
}

// paramFields maps the YAML names of the fields of *struct p (the yaml
// tag, else the json tag, else the lower-cased name, as the YAML library
// does) to the settable fields; ok is false for anything else, or a
// struct with inline or unexported fields.
func paramFields(p any) (map[string]reflect.Value, bool) {
	v := reflect.ValueOf(p)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return nil, false
	}
	v = v.Elem()
	out := map[string]reflect.Value{}
	for i := range v.NumField() {
		sf := v.Type().Field(i)
		tag := sf.Tag.Get("yaml")
		if tag == "" {
			tag = sf.Tag.Get("json")
		}
		opts := strings.Split(tag, ",")
		if !sf.IsExported() || slices.Contains(opts[1:], "inline") {
			return nil, false
		}
		name := opts[0]
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(sf.Name)
		}
		out[name] = v.Field(i)
	}
	return out, true
}

func sortedNames[V any](m map[string]V) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ParamError is an invalid parameter value. Kind.New returns it (alone,
// or several joined with errors.Join, so that every bad value is reported
// at once); the loader reports each at the position of the key's value in
// the pipeline file.
type ParamError struct {
	Key string // the params key, e.g. "max_calls"
	Msg string // what is wrong, e.g. "must be at least 0, have -1"
}

func (e *ParamError) Error() string { return e.Key + ": " + e.Msg }

// InvalidParam returns a *ParamError for key.
func InvalidParam(key, format string, args ...any) error {
	return &ParamError{Key: key, Msg: fmt.Sprintf(format, args...)}
}

// locateParamErrors turns the error of Kind.New into located errors: a
// *Error is kept, a *ParamError is placed at its key's value (or at the
// params block when the key was left out), anything else at the params
// block (or the stage, without params). Joined errors are split.
func (l *loader) locateParamErrors(r *rawStage, err error) error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, l.locateParamErrors(r, e))
		}
		return errors.Join(out...)
	}
	var le *Error
	if errors.As(err, &le) {
		return err
	}
	at := r.params
	if at == nil || at.Type() == ast.NullType {
		at = r.node
	}
	var pe *ParamError
	if errors.As(err, &pe) {
		found := false
		if entries, ok := l.quietMapping(at); ok {
			for _, e := range entries {
				if e.key == pe.Key {
					at, found = e.value, true
				}
			}
		}
		if !found && r.paramsKey != nil {
			at = r.paramsKey
		}
		return &Error{l.pos(at), fmt.Sprintf("stage %s params: %s", r.name, pe.Error())}
	}
	return &Error{l.pos(at), fmt.Sprintf("stage %s: %v", r.name, err)}
}

// quietMapping is mapping without reporting anything.
func (l *loader) quietMapping(n ast.Node) ([]entry, bool) {
	saved := len(l.errs)
	es, ok := l.mapping(n, "")
	l.errs = l.errs[:saved]
	return es, ok
}

// Fingerprinter is implemented by a stage whose output also depends on
// settings outside pipeline.yaml (the environment: an endpoint, a model).
// The fingerprint is mixed into the parameter hash, so a change reruns the
// stage. It must not contain secrets.
type Fingerprinter interface {
	Fingerprint() string
}

// paramsHash is the hash of the canonical JSON of the decoded params, so
// two spellings of the same values (and an omitted key equal to its
// default) hash the same.
func paramsHash(p any) string {
	b, err := json.Marshal(p)
	if err != nil {
		b = []byte(fmt.Sprintf("%#v", p))
	}
	b = bytes.TrimSpace(b)
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// WithoutKind removes the stages of the kind named kind from the pipeline
// (and from the needs of the others) and returns their names. It is how
// `dgnpipe run --source DIR` leaves out the stages that add rows the
// sources did not bring (the generator's exercises) unless asked for.
func (c *Config) WithoutKind(kind string) []string {
	var dropped []string
	kept := c.Stages[:0]
	for _, s := range c.Stages {
		if s.Kind.Name == kind {
			dropped = append(dropped, s.Name)
			continue
		}
		kept = append(kept, s)
	}
	c.Stages = kept
	for _, s := range c.Stages {
		s.Needs = slices.DeleteFunc(s.Needs, func(d *StageDef) bool { return d.Kind.Name == kind })
	}
	return dropped
}
