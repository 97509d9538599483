package review

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestRowSHA256(t *testing.T) {
	// sha256 of "ab\x00c", as computed by `printf 'ab\0c' | sha256sum`.
	if got, want := RowSHA256("ab", "c"), "6c032e631d39a14d85aff7e319546af701e26c97b57ca95fbfe9c6ba855f67bf"; got != want {
		t.Errorf("RowSHA256 = %s, want %s", got, want)
	}
	if RowSHA256("a", "bc") == RowSHA256("ab", "c") {
		t.Error("the NUL byte must separate problem and answer")
	}
}

func good() Review {
	return Review{ID: "dgn.core.1.001", Decision: Agree, Reviewer: "ann", At: "2026-12-01T08:00:00Z",
		RowSHA256: RowSHA256("p", "a")}
}

func TestValidate(t *testing.T) {
	s := func(v string) *string { return &v }
	cases := []struct {
		name string
		edit func(r *Review)
		want string // "" = valid
	}{
		{"agree", func(r *Review) {}, ""},
		{"no id", func(r *Review) { r.ID = " " }, `"id" is missing`},
		{"bad decision", func(r *Review) { r.Decision = "maybe" }, `"decision" "maybe"`},
		{"no reviewer", func(r *Review) { r.Reviewer = "" }, `"reviewer" is missing`},
		{"bad time", func(r *Review) { r.At = "yesterday" }, `not an RFC 3339 time`},
		{"bad sha", func(r *Review) { r.RowSHA256 = "ABC" }, `64 lower-case hex`},
		{"transcription without text", func(r *Review) { r.Decision = Transcription }, `needs "problem" and/or "answer"`},
		{"transcription", func(r *Review) { r.Decision = Transcription; r.Answer = s("4") }, ""},
		{"text on agree", func(r *Review) { r.Answer = s("4") }, `only for a transcription fix`},
		{"checker-wrong without reason", func(r *Review) { r.Decision = CheckerWrong }, `needs a "comment"`},
		{"checker-wrong", func(r *Review) { r.Decision = CheckerWrong; r.Comment = "reads x^2 as x_2" }, ""},
	}
	for _, c := range cases {
		r := good()
		c.edit(&r)
		err := r.Validate()
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestReadReportsMalformedLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	text := `{"id":"a","decision":"agree","reviewer":"ann","at":"2026-12-01T08:00:00Z","row_sha256":"` + RowSHA256("p", "a") + `","comment":""}

not json
{"id":"b","decision":"nope","reviewer":"ann","at":"2026-12-01T08:00:00Z","row_sha256":"` + RowSHA256("p", "a") + `","comment":""}
{"id":"a","decision":"checker-wrong","reviewer":"bob","at":"2026-12-01T09:00:00Z","row_sha256":"` + RowSHA256("p", "a") + `","comment":"misread"}
{"id":"c","decision":"agree","reviewer":"ann","at":"2026-12-01T08:00:00Z","row_sha256":"` + RowSHA256("p", "a") + `","comment":"","extra":1}
`
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 2 || f.Entries[0].Line != 1 || f.Entries[1].Line != 5 {
		t.Fatalf("entries %+v", f.Entries)
	}
	want := []string{path + ":3: malformed review", path + ":4: malformed review", path + ":6: malformed review"}
	if len(f.Warnings) != len(want) {
		t.Fatalf("warnings %q", f.Warnings)
	}
	for i, w := range want {
		if !strings.HasPrefix(f.Warnings[i], w) {
			t.Errorf("warning %d = %q, want prefix %q", i, f.Warnings[i], w)
		}
	}
	latest := Latest(f)
	if e := latest["a"]; e.Decision != CheckerWrong || e.Reviewer != "bob" || e.Origin() != path+":5" {
		t.Errorf("latest review of a = %+v, want the later one", e)
	}
	missing, err := Read(filepath.Join(t.TempDir(), FileName))
	if err != nil || len(missing.Entries) != 0 {
		t.Errorf("missing file: %v %+v", err, missing)
	}
}

func TestAppend(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	// A hand-edited file whose last line has no newline.
	if err := os.WriteFile(path, []byte(`{"id":"x"`), 0o644); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := good()
			r.ID = "row" + string(rune('a'+i))
			mu.Lock()
			defer mu.Unlock()
			if err := Append(path, r); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) != 20 || len(f.Warnings) != 1 || !strings.HasPrefix(f.Warnings[0], path+":1:") {
		t.Errorf("after 20 appends: %d entries, warnings %q", len(f.Entries), f.Warnings)
	}
	bad := good()
	bad.Decision = "maybe"
	if err := Append(path, bad); err == nil {
		t.Error("an invalid review was appended")
	}
}
