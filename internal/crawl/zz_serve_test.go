package crawl_test

import (
	"os"
	"testing"
	"time"

	"github.com/dgnpipe/dgnpipe/internal/crawl/crawltest"
)

func TestZZServe(t *testing.T) {
	if os.Getenv("CRAWL_SERVE") == "" {
		t.Skip()
	}
	s := crawltest.New(t)
	os.WriteFile(os.Getenv("CRAWL_SERVE"), []byte(s.URL), 0o644)
	time.Sleep(150 * time.Second)
	t.Logf("requests: %v", s.Requests())
	t.Logf("200s: %v", s.Bodies())
}
