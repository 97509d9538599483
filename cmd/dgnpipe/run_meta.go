package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/internal/source"
)

// metaFlags are run's flags that describe sources without a dataset.yaml:
// the card's title, licence, provenance and description and the rows'
// `source` and `source_title` (a dataset.yaml beside the rows wins).
type metaFlags struct{ m source.Meta }

func (f *metaFlags) addFlags(fs *pflag.FlagSet) {
	fs.StringVar(&f.m.Title, "title", "", "the dataset's title (the card's heading, every row's source_title), for sources without a dataset.yaml")
	fs.StringVar(&f.m.License, "license", "", "the rows' licence id (e.g. cc-by-4.0, mit, other), for sources without a dataset.yaml")
	fs.StringVar(&f.m.Provenance, "provenance", "", "where the rows come from and who made them (the card's source section)")
	fs.StringVar(&f.m.Description, "description", "", "the card's first paragraph")
	fs.StringVar(&f.m.Name, "name", "", "the short name written to every row's source column (lower case, e.g. my_book)")
}

// meta is the metadata the flags give; nil when none was given. A value
// of the wrong shape is a usage error.
func (f *metaFlags) meta() (*source.Meta, error) {
	m := f.m
	for _, p := range []*string{&m.Title, &m.License, &m.Provenance, &m.Description, &m.Name} {
		*p = strings.TrimSpace(*p)
	}
	if m == (source.Meta{}) {
		return nil, nil
	}
	if bad := m.Problems(); len(bad) > 0 {
		return nil, usagef("metadata flags: %s", strings.Join(bad, "; "))
	}
	return &m, nil
}

// metaStage is a stage that takes run's metadata (ingest, emit).
type metaStage interface {
	WithMeta(*source.Meta) pipeline.Stage
}

// applyMeta gives m to every stage that takes it; the stage's parameter
// hash then includes m, so a change of the flags reruns it.
func applyMeta(cfg *pipeline.Config, m *source.Meta) {
	if m == nil {
		return
	}
	b, _ := json.Marshal(m)
	sum := sha256.Sum256(b)
	for _, def := range cfg.Stages {
		if ms, ok := def.Stage.(metaStage); ok {
			def.Stage = ms.WithMeta(m)
			def.ParamsHash += "+meta:" + hex.EncodeToString(sum[:8])
		}
	}
}
