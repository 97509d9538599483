package xparse

// genCache is a map bounded by two generations: entries go into the young
// one, and when it holds gen entries the old one is dropped and the young
// one takes its place. An entry found in the old generation moves back
// into the young one, so what a run reads again and again stays while a
// long run's one-off fragments go. It holds at most 2*gen entries. It is
// not safe for concurrent use (the Engine's cacheMu guards it).
type genCache[V any] struct {
	gen        int
	young, old map[string]V
}

func newGenCache[V any](gen int) *genCache[V] {
	return &genCache[V]{gen: gen, young: map[string]V{}}
}

func (c *genCache[V]) get(key string) (V, bool) {
	if v, ok := c.young[key]; ok {
		return v, true
	}
	v, ok := c.old[key]
	if ok {
		delete(c.old, key)
		c.put(key, v)
	}
	return v, ok
}

func (c *genCache[V]) put(key string, v V) {
	if _, ok := c.young[key]; !ok && len(c.young) >= c.gen {
		c.old, c.young = c.young, make(map[string]V, c.gen)
	}
	c.young[key] = v
}

// len is the number of entries held.
func (c *genCache[V]) len() int { return len(c.young) + len(c.old) }
