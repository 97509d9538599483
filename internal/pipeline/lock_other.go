//go:build !unix

package pipeline

// lockArtifacts is a no-op where flock is not available.
func lockArtifacts(dir string) (unlock func(), err error) { return func() {}, nil }
