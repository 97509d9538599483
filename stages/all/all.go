// Package all is the registry of every stage kind pipeline.yaml may name.
// Each stage package exports `func Kind() pipeline.Kind`; add it to the
// list below (one line) to make the kind available.
package all

import (
	"github.com/dgnpipe/dgnpipe/internal/pipeline"
	"github.com/dgnpipe/dgnpipe/stages/crawl"
	"github.com/dgnpipe/dgnpipe/stages/dedup"
	"github.com/dgnpipe/dgnpipe/stages/emit"
	"github.com/dgnpipe/dgnpipe/stages/generate"
	"github.com/dgnpipe/dgnpipe/stages/ingest"
	"github.com/dgnpipe/dgnpipe/stages/normalize"
	"github.com/dgnpipe/dgnpipe/stages/reread"
	"github.com/dgnpipe/dgnpipe/stages/split"
	"github.com/dgnpipe/dgnpipe/stages/status"
	"github.com/dgnpipe/dgnpipe/stages/verify"
)

// Registry returns every registered stage kind, in a fixed order.
func Registry() []pipeline.Kind {
	return []pipeline.Kind{
		generate.Kind(),
		crawl.Kind(),
		ingest.Kind(),
		normalize.Kind(),
		dedup.Kind(),
		verify.Kind(),
		reread.Kind(),
		status.Kind(),
		split.Kind(),
		emit.Kind(),
	}
}
