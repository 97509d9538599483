package crawl_test

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/crawl"
)

// TestParseErrors: unknown keys, wrong types and invalid values are
// reported with file:line:col, every invalid value at once.
func TestParseErrors(t *testing.T) {
	base := "start_urls: [http://example.org/book/]\nitem: div.p\nfields: {problem_id: span.num, problem: div.s}\ncollection: core\n"
	cases := []struct{ name, src, want string }{
		{"unknown key", base + "colour: red\n", "crawl.yaml:5:1"},
		{"wrong type", base + "delay_ms: soon\n", "crawl.yaml:5:11"},
		{"negative delay", base + "delay_ms: -1\n", "crawl.yaml:5:11: delay_ms: must be at least 0"},
		{"bad selector", strings.Replace(base, "item: div.p", "item: \"div[\"", 1), "crawl.yaml:2:7: item: bad CSS selector"},
		{"nested field", strings.Replace(base, "problem: div.s", "problem: \"div@@x\"", 1), "crawl.yaml:3:41: fields.problem"},
		{"missing field", strings.Replace(base, ", problem: div.s", "", 1), "crawl.yaml:3:9: fields.problem: a selector is required"},
		{"relative url", strings.Replace(base, "http://example.org/book/", "/book/", 1), "crawl.yaml:1:14: start_urls[0]: item 1"},
		{"format", base + "format: math\n", "crawl.yaml:5:9: format"},
		{"charset", base + "charset: klingon\n", "crawl.yaml:5:10: charset"},
		{"collection reviews", strings.Replace(base, "collection: core", "collection: reviews", 1), "crawl.yaml:4:13: collection: \"reviews\""},
		{"not a mapping", "- a\n- b\n", "crawl.yaml:1:1"},
	}
	for _, c := range cases {
		_, err := crawl.Parse("crawl.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to contain %q", c.name, err, c.want)
		}
	}
	// Two bad values: both reported.
	_, err := crawl.Parse("crawl.yaml", []byte(base+"parallelism: 0\nmax_pages: 0\n"))
	if err == nil || !strings.Contains(err.Error(), "crawl.yaml:5:14: parallelism") || !strings.Contains(err.Error(), "crawl.yaml:6:12: max_pages") {
		t.Errorf("two bad values: %v", err)
	}
	cfg, err := crawl.Parse("crawl.yaml", []byte(base))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DelayMS != crawl.DefaultDelayMS || cfg.Parallelism != crawl.DefaultParallelism || len(cfg.AllowedDomains) != 1 || cfg.AllowedDomains[0] != "example.org" {
		t.Errorf("defaults not applied: %+v", cfg)
	}
	cfg, err = crawl.Parse("crawl.yaml", []byte(base+"delay_ms: 0\n"))
	if err != nil || cfg.DelayMS != 0 {
		t.Errorf("delay_ms 0: %v, %d", err, cfg.DelayMS)
	}
}
