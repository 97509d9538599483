package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestVersionListsLegsAndEngines(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-version-test-key-0123456789")
	t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:1/v1")
	t.Setenv("DGNPIPE_VISION_MODEL", "m")
	code, out, _ := execute(t, "version")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"1 native", "2 parsers", "compute-engine 0.", "KaTeX 0.", "3 mathjs", "math.js 15.", "4 vision", "model m"} {
		if !strings.Contains(out, want) {
			t.Errorf("version output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "sk-version-test") {
		t.Error("version prints the key")
	}
	code, out, _ = execute(t, "version", "--json")
	var info versionInfo
	if code != exitOK || json.Unmarshal([]byte(out), &info) != nil || len(info.Legs) != 4 || info.Engines["mathjs"] == "unknown" || !info.Legs[3].Available {
		t.Errorf("version --json: exit %d, %s", code, out)
	}
}
