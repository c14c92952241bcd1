# datacopilot in a container: `docker build -t datacopilot .`, then
# `docker run --rm -v "$PWD:/workspace" datacopilot validate` in a workspace.
# DuckDB is linked in through cgo, so the build stage needs gcc (the golang
# image has it) and the binary needs the same C library as the build stage.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# the Makefile's own build, so the binary is the one `make build` makes
RUN CGO_ENABLED=1 make build

FROM debian:bookworm-slim
# git: `datacopilot diff` reads the base revision from the repository
RUN apt-get update && apt-get install -y --no-install-recommends git ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /src/bin/datacopilot /usr/local/bin/datacopilot
WORKDIR /workspace
ENTRYPOINT ["datacopilot"]
CMD ["--help"]
