# dgnpipe: build, run and test. `make run` and `make test` are the two
# commands a new user needs; everything they need is installed from here.

GO      ?= go
BIN     := bin/dgnpipe
# JS assets embedded into the binary, generated from the pinned npm packages.
JS_STAMP := node_modules/.dgnpipe-stamp

.PHONY: all build run test bench js lint clean

all: build

$(JS_STAMP): package.json package-lock.json scripts/build-mathjs.sh scripts/build-parsers.sh
	npm ci --no-audit --no-fund
	bash scripts/build-mathjs.sh
	bash scripts/build-parsers.sh
	touch $@

js: $(JS_STAMP)

build: js
	$(GO) build -o $(BIN) ./cmd/dgnpipe

# The whole pipeline on the sample book that ships in the repo.
run: build
	./$(BIN) run

test: js
	$(GO) vet ./...
	$(GO) test -race -count=1 ./...

bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf bin artifacts node_modules internal/jsmath/assets/*.js internal/xparse/assets/*.js
