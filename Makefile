# datacopilot — `make help` lists the targets.

GO      ?= go
BIN     ?= bin/datacopilot
PKGS    := ./...
BENCH   ?= .
BENCHTIME ?= 1x
# Workspaces from other domains whose suites `make test` holds to the
# calibration bars (runtime/testdata/NAME).
# (bikeshare, library, hr, helpdesk, utility and hotels were written by new
# users before the tool was tuned on them; they are now held to the same bar)
DOMAINS := flights clinic polls saas bikeshare library hr helpdesk utility hotels

.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: build
build: ## Build the binary into bin/datacopilot
	$(GO) build -ldflags "-X github.com/datacopilot/datacopilot/runtime.version=$$(git describe --tags --always --dirty 2>/dev/null || echo dev)" -o $(BIN) ./cmd/datacopilot

# System packages the tests need, by the program that shows each is there:
# Chromium (the web page's browser test), PostgreSQL's server programs (the
# PostgreSQL plugin starts a server of its own), ClickHouse's server (the
# ClickHouse plugin starts a two-shard cluster of its own), Python 3 (the scripts that
# compute the golden suites' expected values), git (diff).
.PHONY: deps
deps: ## Install the system packages the tests need when missing (apt-get as root; otherwise print the command and stop)
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	command -v clickhouse-server >/dev/null 2>&1 || missing="$$missing clickhouse-server clickhouse-client"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	command -v git >/dev/null 2>&1 || missing="$$missing git"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then \
	  echo "make deps: missing system packages:$$missing. Install them, then run make test again:"; \
	  echo "  sudo apt-get install -y$$missing"; \
	  exit 1; \
	fi; \
	echo "== apt-get install -y$$missing"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt-get update -qq && apt-get install -y -qq$$missing >/dev/null

.PHONY: test
test: deps build ## vet, race-enabled tests, then validate and eval the demo and the other-domain workspaces (installs what the tests need first: make deps)
	$(GO) vet $(PKGS)
	DATACOPILOT_TEST_DEPS=required $(GO) test -race -count=1 -timeout 30m $(PKGS)
	./$(BIN) validate
	./$(BIN) eval --suite northwind --min-accuracy 1.0
	./$(BIN) eval --suite northwind,phrasings --min-accuracy 0.95 --max-confidently-wrong 0 --max-review-rate 0.1
	@# conversations: reported, not gated, while the reader has known gaps (readerGaps in runtime/golden_test.go)
	./$(BIN) eval --suite conversations --history=false --min-accuracy 0 --max-confidently-wrong -1
	for d in $(DOMAINS); do ./$(BIN) --dir runtime/testdata/$$d validate && ./$(BIN) --dir runtime/testdata/$$d eval --history=false --min-accuracy 0.95 --max-confidently-wrong 0 --max-review-rate 0.1 || exit 1; done

.PHONY: bench
bench: ## Run the benchmarks (formulas, pipe overhead, load, cold ask with and without the file cache, 3M-row Parquet, planning, interpretation per held-out question, ask, eval, diff, plugins, streaming vs JSON asks/s, ClickHouse ask vs driver on a two-shard cluster: CLICKHOUSE_BENCH_ROWS, default 10M; ClickHouse copy = true rows/s; served asks vs raw DuckDB at 1, 8 and 32 clients; with DATACOPILOT_BENCH_1000X=1 cold ask and serve time to healthy at 1000×)
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchtime 3x -benchmem ./runtime/... ./plugins/...

.PHONY: plugins
plugins: ## Build the plugin programs into plugins/, where workspaces find them
	for p in postgres sqlite clickhouse example; do $(GO) build -o plugins/datacopilot-plugin-$$p ./plugins/$$p; done

.PHONY: proto
proto: ## Regenerate the plugin protocol's Go code (needs protoc, protoc-gen-go, protoc-gen-go-grpc)
	protoc --go_out=. --go_opt=module=github.com/datacopilot/datacopilot \
	  --go-grpc_out=. --go-grpc_opt=module=github.com/datacopilot/datacopilot \
	  plugins/internal/pluginpb/source.proto

.PHONY: bench-serve
bench-serve: ## Load-test serve on loopback (asks/s, p99, reloads under load) and reload latency
	$(GO) test -run '^$$' -bench 'ServeLoad|ReloadLatency' -benchtime 1x ./runtime/server/

.PHONY: vendor-web
vendor-web: ## Refresh the web page's vega, vega-lite and vega-embed builds from npm
	rm -rf /tmp/datacopilot-vendor && mkdir -p /tmp/datacopilot-vendor
	cd /tmp/datacopilot-vendor && npm install --no-audit --no-fund vega@6 vega-lite@6 vega-embed@7
	cp /tmp/datacopilot-vendor/node_modules/vega/build/vega.min.js \
	   /tmp/datacopilot-vendor/node_modules/vega-lite/build/vega-lite.min.js \
	   /tmp/datacopilot-vendor/node_modules/vega-embed/build/vega-embed.min.js runtime/server/web/vendor/
	for p in vega vega-lite vega-embed; do cp /tmp/datacopilot-vendor/node_modules/$$p/LICENSE runtime/server/web/vendor/LICENSE-$$p; done

.PHONY: lint
lint: ## go vet, and fail if gofmt or go mod tidy would change anything
	$(GO) vet $(PKGS)
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "run: make fmt"; exit 1; }
	$(GO) mod tidy -diff

.PHONY: lint-openapi
lint-openapi: ## lint the HTTP API's OpenAPI document with Redocly's recommended ruleset (needs npx)
	npx -y @redocly/cli@2 lint runtime/server/openapi.json

.PHONY: fmt
fmt: ## Format the code and tidy go.mod
	gofmt -w $$(git ls-files '*.go')
	$(GO) mod tidy
