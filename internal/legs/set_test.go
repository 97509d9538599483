package legs

import (
	"strings"
	"testing"

	"github.com/dgnpipe/dgnpipe/internal/check"
	"github.com/dgnpipe/dgnpipe/internal/jsmath"
	"github.com/dgnpipe/dgnpipe/internal/record"
)

// TestConfig: the defaults are check's and this package's, the environment
// selects the HTTP backend, bad values are errors, and a leg switched off
// names where.
func TestConfig(t *testing.T) {
	c := Config{}.WithDefaults()
	if c.NativeTimeout != DefaultNativeNet || c.Points != check.DefaultPoints || c.MathJSTimeout != DefaultMathJSTimeout ||
		c.ParsersTimeout != DefaultParsersTimeout || c.MathJS != MathJSEmbedded || c.Parsers != On {
		t.Errorf("defaults %+v", c)
	}
	env := func(k string) string {
		if k == jsmath.EndpointEnv {
			return "http://127.0.0.1:1/v4/"
		}
		return ""
	}
	if c := (Config{MathJS: Off}).FromEnv(env); c.MathJS != MathJSHTTP || c.MathJSEndpoint != "http://127.0.0.1:1/v4/" {
		t.Errorf("from env: %+v", c)
	}
	for _, bad := range []Config{{MathJS: "fast"}, {Parsers: "maybe"}, {MathJS: MathJSHTTP}} {
		if err := bad.Validate(); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	s, err := New(Config{MathJS: Off, Parsers: Off, OffWhere: "pipeline.yaml"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got := s.MathJS.Unavailable(); got != "leg 3 is switched off in pipeline.yaml (mathjs: off)" {
		t.Errorf("leg 3 off: %q", got)
	}
	if got := s.Parsers.Unavailable(); got != "leg 2 is switched off in pipeline.yaml (parsers: off)" {
		t.Errorf("leg 2 off: %q", got)
	}
	var ids []string
	for _, l := range s.Legs() {
		ids = append(ids, l.ID().String())
	}
	if got := strings.Join(ids, ", "); got != "leg 1 (native checker), leg 3 (math.js), leg 2 (cross-parsers)" {
		t.Errorf("order: %s", got)
	}
	if n := NativeOnly(Config{NativeTimeout: 5}); len(n.Legs()) != 1 || n.Native.Timeout != 5 || n.Legs()[0].ID() != record.LegNative {
		t.Errorf("native only: %+v", n)
	}
}
