package crawltest

import "fmt"

// Config is the crawl file for the site at base (e.g. Site.URL), with the
// given delay and parallelism; the other manners are tiny so that tests
// are fast (Retry-After of the site is 1 s).
func Config(base string, delayMS, parallelism int) string {
	return fmt.Sprintf(`start_urls: [%s/book]
follow: "a.chapter, a.next"
item: "div.problem"
fields:
  problem_id: "span.num"
  problem: "div.statement"
  answer: "div.answer"
  chapter: "@data-chapter"
  chapter_title: "h2"
  page: "@data-page"
  image: "img.scan@src"
answers:
  item: "li.answer"
  fields:
    problem_id: "@data-for"
    answer: "span.text"
    chapter: "@data-chapter"
    page: "@data-page"
    image: "img.scan"
collection: core
format: dgn
delay_ms: %d
parallelism: %d
max_pages: 100
user_agent: "dgnpipe-test (+crawl tests)"
timeout_ms: 5000
retries: 2
backoff_ms: 1
max_retry_after_ms: 2000
max_redirects: 5
max_page_bytes: 1048576
max_image_bytes: 65536
`, base, delayMS, parallelism)
}
