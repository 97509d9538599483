package parquetout

// IDLess reports whether id a sorts before id b in the order rows have
// inside every file: natural order, digit runs compared as numbers
// ("dgn.core.2.001" < "dgn.core.10.001"), ties broken byte-wise, so the
// order is total. Readers of the files (the snapshot diff) list ids in the
// same order.
func IDLess(a, b string) bool { return idLess(a, b) }
