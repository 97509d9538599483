package pipeline

import (
	"bytes"
	"testing"
)

// TestValueMemo: a value stored under a content's key is found by a later
// run of the same code and parameters, and not by a run of another code
// version (or other parameters), nor under other content, nor by a forced
// run; a stage run without a code version keeps nothing.
func TestValueMemo(t *testing.T) {
	art := t.TempDir()
	open := func(salt string, force bool) *ValueMemo {
		t.Helper()
		env := &Env{ArtifactsDir: art, Name: "st", Force: force}
		env.SetCodeVersion(salt)
		m, err := env.OpenValueMemo("keys")
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := open("code 1\x00params", false)
	if err := m.Put(m.Key([]byte("statement")), []byte("value")); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	get := func(m *ValueMemo, content string) []byte {
		t.Helper()
		defer m.Close()
		return m.GetMany([]string{m.Key([]byte(content))})[0]
	}
	if v := get(open("code 1\x00params", false), "statement"); !bytes.Equal(v, []byte("value")) {
		t.Errorf("same code, same content: %q, want the stored value", v)
	}
	for _, c := range []struct {
		what, salt, content string
		force               bool
	}{
		{"another build", "code 2\x00params", "statement", false},
		{"other parameters", "code 1\x00other", "statement", false},
		{"other content", "code 1\x00params", "statement!", false},
		{"a forced run", "code 1\x00params", "statement", true},
	} {
		if v := get(open(c.salt, c.force), c.content); v != nil {
			t.Errorf("%s: found %q", c.what, v)
		}
	}
	none := open("", false)
	if none != nil {
		t.Fatal("a stage without a code version has a memo")
	}
	if err := none.Put("abc", []byte("v")); err != nil || none.GetMany([]string{"abc"})[0] != nil || none.Close() != nil {
		t.Error("a nil memo keeps something")
	}
}
