package crawl

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/andybalholm/cascadia"
	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"golang.org/x/net/html/charset"

	"github.com/dgnpipe/dgnpipe/internal/safefile"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// Config is a crawl: where to start, what to follow, what an item is and
// how its fields are read, and the manners. The YAML keys are the same in
// crawl.yaml and in the params of a pipeline stage of kind crawl.
type Config struct {
	// StartURLs are the first pages (absolute http or https URLs).
	StartURLs []string `yaml:"start_urls" json:"start_urls"`
	// AllowedDomains are the host names the crawl may request (default:
	// the hosts of StartURLs). A link elsewhere is not followed.
	AllowedDomains []string `yaml:"allowed_domains" json:"allowed_domains"`
	// Follow is the CSS selector of the links (a[href]) to follow.
	Follow string `yaml:"follow" json:"follow"`
	// Item is the CSS selector of one problem.
	Item string `yaml:"item" json:"item"`
	// Fields say where each field of an item is (see Fields).
	Fields Fields `yaml:"fields" json:"fields"`
	// Answers, when Answers.Item is set, are items on answer pages that
	// give the answers of problems stated elsewhere, joined by problem_id
	// (and chapter when both sides have one).
	Answers Answers `yaml:"answers" json:"answers"`
	// Collection is the rows' collection (their ids are
	// dgn.<collection>.<n>; core is dgn.core.<chapter>.<nnn>).
	Collection string `yaml:"collection" json:"collection"`
	// Format is the output format: only "dgn".
	Format string `yaml:"format" json:"format"`
	// Charset decodes pages that declare no charset (in the header, a BOM
	// or <meta>) and are not UTF-8, e.g. windows-1251 (default: guess
	// windows-1252, as browsers do).
	Charset string `yaml:"charset" json:"charset"`

	// DelayMS is the pause after each request to a host; Parallelism the
	// number of requests to one host at once.
	DelayMS     int `yaml:"delay_ms" json:"delay_ms"`
	Parallelism int `yaml:"parallelism" json:"parallelism"`
	// MaxPages bounds the pages requested (images not counted).
	MaxPages  int    `yaml:"max_pages" json:"max_pages"`
	UserAgent string `yaml:"user_agent" json:"user_agent"`
	// TimeoutMS bounds one attempt of one request (headers and body).
	TimeoutMS int `yaml:"timeout_ms" json:"timeout_ms"`
	// Retries is how many times a request is tried again after a 429, a
	// 5xx or a network error; the wait doubles from BackoffMS (up to
	// MaxRetryAfterMS), or is the server's Retry-After when it gives one
	// (at most MaxRetryAfterMS: a longer one fails the request).
	Retries         int `yaml:"retries" json:"retries"`
	BackoffMS       int `yaml:"backoff_ms" json:"backoff_ms"`
	MaxRetryAfterMS int `yaml:"max_retry_after_ms" json:"max_retry_after_ms"`
	// MaxRedirects bounds the redirects followed for one request.
	MaxRedirects int `yaml:"max_redirects" json:"max_redirects"`
	// MaxPageBytes and MaxImageBytes bound a page's and an image's body;
	// a larger one fails (it is not truncated).
	MaxPageBytes  int64 `yaml:"max_page_bytes" json:"max_page_bytes"`
	MaxImageBytes int64 `yaml:"max_image_bytes" json:"max_image_bytes"`
}

// Fields are where an item's fields are, each a CSS selector inside the
// item ("div.statement": the text of the matches, math turned into LaTeX),
// "sel@attr" (an attribute of the first match) or "@attr" (an attribute
// of the item itself, or of its nearest ancestor that has it). The
// page-level fields (chapter, chapter_title, group, difficulty, page) are
// searched in the whole page when nothing inside the item matches.
type Fields struct {
	ProblemID    string `yaml:"problem_id" json:"problem_id"`
	Problem      string `yaml:"problem" json:"problem"`
	Answer       string `yaml:"answer" json:"answer"`
	Solution     string `yaml:"solution" json:"solution"`
	Chapter      string `yaml:"chapter" json:"chapter"`
	ChapterTitle string `yaml:"chapter_title" json:"chapter_title"`
	Group        string `yaml:"group" json:"group"`
	Difficulty   string `yaml:"difficulty" json:"difficulty"`
	Page         string `yaml:"page" json:"page"`
	Image        string `yaml:"image" json:"image"`
	AnswerPage   string `yaml:"answer_page" json:"answer_page"`
	AnswerImage  string `yaml:"answer_image" json:"answer_image"`
}

// Answers describe the items of an answer page. Their fields: problem_id
// (required), answer, solution, chapter, page (the row's answer_page) and
// image (its answer_image).
type Answers struct {
	Item   string       `yaml:"item" json:"item"`
	Fields AnswerFields `yaml:"fields" json:"fields"`
}

// AnswerFields are the fields of an answer item (selectors as in Fields).
type AnswerFields struct {
	ProblemID string `yaml:"problem_id" json:"problem_id"`
	Answer    string `yaml:"answer" json:"answer"`
	Solution  string `yaml:"solution" json:"solution"`
	Chapter   string `yaml:"chapter" json:"chapter"`
	Page      string `yaml:"page" json:"page"`
	Image     string `yaml:"image" json:"image"`
}

// Default values of the manners.
const (
	DefaultDelayMS         = 500
	DefaultParallelism     = 2
	DefaultMaxPages        = 10000
	DefaultUserAgent       = "dgnpipe-crawl/1"
	DefaultTimeoutMS       = 30000
	DefaultRetries         = 3
	DefaultBackoffMS       = 1000
	DefaultMaxRetryAfterMS = 120000
	DefaultMaxRedirects    = 5
	DefaultMaxPageBytes    = 8 << 20
	DefaultMaxImageBytes   = 32 << 20
)

// Defaults is a Config with every default filled in: decode a file or a
// params block over it.
func Defaults() Config {
	return Config{
		Format:          "dgn",
		DelayMS:         DefaultDelayMS,
		Parallelism:     DefaultParallelism,
		MaxPages:        DefaultMaxPages,
		UserAgent:       DefaultUserAgent,
		TimeoutMS:       DefaultTimeoutMS,
		Retries:         DefaultRetries,
		BackoffMS:       DefaultBackoffMS,
		MaxRetryAfterMS: DefaultMaxRetryAfterMS,
		MaxRedirects:    DefaultMaxRedirects,
		MaxPageBytes:    DefaultMaxPageBytes,
		MaxImageBytes:   DefaultMaxImageBytes,
	}
}

// FieldError is an invalid value. Key is the top-level key; Path the full
// path of the value ("fields.problem"), for locating it.
type FieldError struct {
	Key, Path string
	Msg       string
}

func (e *FieldError) Error() string { return e.Path + ": " + e.Msg }

// Validate checks the values (after decoding over Defaults) and fills in
// AllowedDomains when it is empty. Every invalid value is reported
// (*FieldError values joined with errors.Join).
func (c *Config) Validate() error {
	var v validation
	c.checkSites(&v)
	c.checkSelectors(&v)
	c.checkOutput(&v)
	c.checkLimits(&v)
	return errors.Join(v.errs...)
}

// validation collects the *FieldError values of Validate, in the order of
// the checks.
type validation struct{ errs []error }

// bad reports the value at path (a key, or key.sub, or key[i]) as invalid.
func (v *validation) bad(path, format string, args ...any) {
	key, _, _ := strings.Cut(path, ".")
	key, _, _ = strings.Cut(key, "[")
	v.errs = append(v.errs, &FieldError{Key: key, Path: path, Msg: fmt.Sprintf(format, args...)})
}

// selector checks a CSS selector; "" is valid unless required.
func (v *validation) selector(path, s string, required bool) {
	if s == "" {
		if required {
			v.bad(path, "a CSS selector is required")
		}
		return
	}
	if _, err := cascadia.ParseGroup(s); err != nil {
		v.bad(path, "bad CSS selector %q: %v", s, err)
	}
}

// field checks a field selector (parseField); "" is valid unless
// required.
func (v *validation) field(path, s string, required bool) {
	if s == "" {
		if required {
			v.bad(path, "a selector is required")
		}
		return
	}
	spec, err := parseField(s)
	if err != nil {
		v.bad(path, "%v", err)
		return
	}
	if spec.sel != "" {
		v.selector(path, spec.sel, false)
	}
}

// checkSites checks the start URLs and the allowed domains, and fills in
// AllowedDomains with the start URLs' hosts when it is empty.
func (c *Config) checkSites(v *validation) {
	if len(c.StartURLs) == 0 {
		v.bad("start_urls", "at least one URL is required")
	}
	var hosts []string
	for i, s := range c.StartURLs {
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			v.bad(fmt.Sprintf("start_urls[%d]", i), "item %d: %q is not an absolute http(s) URL", i+1, s)
			continue
		}
		if !slices.Contains(hosts, u.Hostname()) {
			hosts = append(hosts, u.Hostname())
		}
	}
	if len(c.AllowedDomains) == 0 {
		c.AllowedDomains = hosts
		return
	}
	for _, h := range hosts {
		if !slices.Contains(c.AllowedDomains, h) {
			v.bad("allowed_domains", "the start URLs' host %q is not allowed", h)
		}
	}
	for i, d := range c.AllowedDomains {
		if d == "" || strings.ContainsAny(d, "/:*") {
			v.bad(fmt.Sprintf("allowed_domains[%d]", i), "%q is not a host name", d)
		}
	}
}

// checkSelectors checks the selectors of the problem pages and, when
// there are any, of the answer pages.
func (c *Config) checkSelectors(v *validation) {
	v.selector("follow", c.Follow, false)
	v.selector("item", c.Item, true)
	f := c.Fields
	for _, x := range []struct {
		name, v  string
		required bool
	}{
		{"problem_id", f.ProblemID, true}, {"problem", f.Problem, true},
		{"answer", f.Answer, false}, {"solution", f.Solution, false},
		{"chapter", f.Chapter, false}, {"chapter_title", f.ChapterTitle, false},
		{"group", f.Group, false}, {"difficulty", f.Difficulty, false},
		{"page", f.Page, false}, {"image", f.Image, false},
		{"answer_page", f.AnswerPage, false}, {"answer_image", f.AnswerImage, false},
	} {
		v.field("fields."+x.name, x.v, x.required)
	}
	if a := c.Answers; a.Item != "" || a.Fields != (AnswerFields{}) {
		v.selector("answers.item", a.Item, true)
		af := a.Fields
		for _, x := range []struct {
			name, v  string
			required bool
		}{
			{"problem_id", af.ProblemID, true}, {"answer", af.Answer, false},
			{"solution", af.Solution, false}, {"chapter", af.Chapter, false},
			{"page", af.Page, false}, {"image", af.Image, false},
		} {
			v.field("answers.fields."+x.name, x.v, x.required)
		}
	}
}

// checkOutput checks what the rows are written as: the collection, the
// format and the pages' charset.
func (c *Config) checkOutput(v *validation) {
	if strings.TrimSpace(c.Collection) == "" {
		v.bad("collection", "required (the rows' collection, e.g. core)")
	} else if !collectionRE.MatchString(c.Collection) {
		v.bad("collection", "%q: want lower-case letters, digits, _ and -", c.Collection)
	} else if c.Collection+".jsonl" == source.ReviewsFile {
		// <collection>.jsonl would overwrite the reviewers' decisions.
		v.bad("collection", "%q: the rows would be written over the folder's %s", c.Collection, source.ReviewsFile)
	}
	if c.Format != "dgn" {
		v.bad("format", "%q: only dgn is written", c.Format)
	}
	if c.Charset != "" {
		if e, _ := charset.Lookup(c.Charset); e == nil {
			v.bad("charset", "unknown charset %q", c.Charset)
		}
	}
}

// checkLimits checks the crawl's pace, sizes and retries, and the user
// agent.
func (c *Config) checkLimits(v *validation) {
	for _, x := range []struct {
		name string
		v    int64
		min  int64
	}{
		{"delay_ms", int64(c.DelayMS), 0}, {"parallelism", int64(c.Parallelism), 1},
		{"max_pages", int64(c.MaxPages), 1}, {"timeout_ms", int64(c.TimeoutMS), 1},
		{"retries", int64(c.Retries), 0}, {"backoff_ms", int64(c.BackoffMS), 0},
		{"max_retry_after_ms", int64(c.MaxRetryAfterMS), 0},
		{"max_redirects", int64(c.MaxRedirects), 0},
		{"max_page_bytes", c.MaxPageBytes, 1}, {"max_image_bytes", c.MaxImageBytes, 1},
	} {
		if x.v < x.min {
			v.bad(x.name, "must be at least %d, have %d", x.min, x.v)
		}
	}
	if strings.TrimSpace(c.UserAgent) == "" {
		v.bad("user_agent", "must not be empty")
	}
}

var collectionRE = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// fieldSpec is a parsed field: a selector, an attribute, or both.
type fieldSpec struct{ sel, attr string }

var attrRE = regexp.MustCompile(`^[A-Za-z_:][A-Za-z0-9_:.-]*$`)

func parseField(s string) (fieldSpec, error) {
	i := strings.LastIndexByte(s, '@')
	if i < 0 {
		return fieldSpec{sel: strings.TrimSpace(s)}, nil
	}
	attr := strings.TrimSpace(s[i+1:])
	if !attrRE.MatchString(attr) {
		return fieldSpec{}, fmt.Errorf("%q: want \"selector\", \"selector@attr\" or \"@attr\"", s)
	}
	return fieldSpec{sel: strings.TrimSpace(s[:i]), attr: attr}, nil
}

// LoadError is a located error of a crawl file.
type LoadError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *LoadError) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// Load reads a crawl file: decoded over Defaults, unknown keys and
// ill-typed values rejected, then validated. Errors carry file:line:col.
func Load(path string) (Config, error) {
	src, err := safefile.ReadFile(path)
	if err != nil {
		return Config{}, err
	}
	return Parse(path, src)
}

// Parse is Load of src, named path in the errors.
func Parse(path string, src []byte) (Config, error) {
	cfg := Defaults()
	located := func(err error) error {
		var ye yaml.Error
		if errors.As(err, &ye) && ye.GetToken() != nil {
			p := ye.GetToken().Position
			return &LoadError{path, p.Line, p.Column, ye.GetMessage()}
		}
		return &LoadError{path, 1, 1, err.Error()}
	}
	f, err := parser.ParseBytes(src, 0)
	if err != nil {
		return Config{}, located(err)
	}
	if len(f.Docs) != 1 || f.Docs[0].Body == nil || f.Docs[0].Body.Type() != ast.MappingType {
		return Config{}, &LoadError{path, 1, 1, "want one YAML document with a mapping"}
	}
	if err := yaml.UnmarshalWithOptions(src, &cfg, yaml.DisallowUnknownField()); err != nil {
		return Config{}, located(err)
	}
	if err := cfg.Validate(); err != nil {
		var out []error
		for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
			fe := e.(*FieldError)
			out = append(out, &LoadError{path, 1, 1, fe.Error()})
			le := out[len(out)-1].(*LoadError)
			// Place the error at the value, or at the nearest enclosing key
			// that is in the file.
			for p := fe.Path; p != ""; {
				if ypath, perr := yaml.PathString("$." + p); perr == nil {
					if n, ferr := ypath.FilterFile(f); ferr == nil && n != nil && n.GetToken() != nil {
						le.Line, le.Col = n.GetToken().Position.Line, n.GetToken().Position.Column
						break
					}
				}
				i := strings.LastIndexAny(p, ".[")
				if i < 0 {
					break
				}
				p = p[:i]
			}
		}
		return Config{}, errors.Join(out...)
	}
	return cfg, nil
}
