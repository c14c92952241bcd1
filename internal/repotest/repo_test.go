package repotest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

const root = "../.."

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// makeVar is the value of a `NAME ?= value` or `NAME := value` line.
func makeVar(t *testing.T, makefile, name string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + name + `\s*[?:]?=\s*(.+)$`).FindStringSubmatch(makefile)
	if m == nil {
		t.Fatalf("the Makefile sets no %s", name)
	}
	return strings.TrimSpace(m[1])
}

// targets are the Makefile's targets and their prerequisites.
func targets(makefile string) map[string][]string {
	out := map[string][]string{}
	for _, m := range regexp.MustCompile(`(?m)^([a-zA-Z_-]+):([^=\n]*)$`).FindAllStringSubmatch(makefile, -1) {
		pre, _, _ := strings.Cut(m[2], "##")
		out[m[1]] = strings.Fields(pre)
	}
	return out
}

// TestMakeTestInstallsWhatTestsNeed: `make test` runs deps first, which
// installs the missing system packages as root and otherwise stops with
// the exact command to run; the tests run with missing programs as
// failures; .ci/run calls the same make test and installs nothing itself.
func TestMakeTestInstallsWhatTestsNeed(t *testing.T) {
	mk := read(t, "Makefile")
	tg := targets(mk)
	if !slices.Contains(tg["test"], "deps") {
		t.Errorf("make test does not depend on deps: test: %v", tg["test"])
	}
	if !regexp.MustCompile(`DATACOPILOT_TEST_DEPS=required \$\(GO\) test -race`).MatchString(mk) {
		t.Error("make test does not run go test with DATACOPILOT_TEST_DEPS=required (a missing program must fail, not skip)")
	}
	ci := regexp.MustCompile(`(?m)^\s*#.*$`).ReplaceAllString(read(t, ".ci/run"), "")
	if !regexp.MustCompile(`(?m)^make test$`).MatchString(ci) || strings.Contains(ci, "apt-get") {
		t.Errorf(".ci/run must call make test and leave installing to its deps step:\n%s", ci)
	}

	// deps as a user who is not root, on a machine with none of the
	// programs: it stops and names the command
	makeBin, err := exec.LookPath("make")
	if err != nil {
		t.Fatal("no make")
	}
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "id"), []byte("#!/bin/sh\necho 1000\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(makeBin, "-s", "-C", root, "deps")
	cmd.Env = append(os.Environ(), "PATH="+bin)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("make deps succeeded with nothing installed:\n%s", out)
	}
	want := regexp.MustCompile(`sudo apt-get install -y chromium( postgresql)?( clickhouse-server clickhouse-client)? python3 git\n`)
	if !want.Match(out) {
		t.Errorf("make deps without root says:\n%s\nwant the command: %s", out, want)
	}
}

// TestDockerfile: the multi-stage cgo Dockerfile copies what exists,
// builds with the Makefile's own build target on the Go of go.mod, and
// ships the binary that target makes. With a Docker daemon (not in CI,
// which has none) it builds the image too; otherwise the checks are
// static only.
func TestDockerfile(t *testing.T) {
	df := read(t, "Dockerfile")
	mk := read(t, "Makefile")
	gomod := read(t, "go.mod")
	goVer := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindStringSubmatch(gomod)
	if goVer == nil {
		t.Fatal("go.mod names no go version")
	}
	froms := regexp.MustCompile(`(?m)^FROM (\S+)(?: AS (\S+))?$`).FindAllStringSubmatch(df, -1)
	if len(froms) < 2 {
		t.Fatalf("want a multi-stage Dockerfile (a build stage and a slim one); FROM lines: %v", froms)
	}
	if !strings.HasPrefix(froms[0][1], "golang:"+goVer[1]) || froms[0][2] == "" {
		t.Errorf("the build stage is %v; want golang:%s… AS a name (go.mod says go %s)", froms[0][1:], goVer[1], goVer[1])
	}
	for _, m := range regexp.MustCompile(`(?m)^COPY (.+)$`).FindAllStringSubmatch(df, -1) {
		args := strings.Fields(m[1])
		if strings.HasPrefix(args[0], "--from=") {
			if stage := strings.TrimPrefix(args[0], "--from="); stage != froms[0][2] {
				t.Errorf("COPY from stage %q; the build stage is %q", stage, froms[0][2])
			}
			if want := "/src/" + makeVar(t, mk, "BIN"); args[1] != want {
				t.Errorf("the image takes %s; make build writes %s", args[1], want)
			}
			continue
		}
		for _, src := range args[:len(args)-1] {
			if _, err := os.Stat(filepath.Join(root, src)); err != nil {
				t.Errorf("COPY %s: %v", src, err)
			}
		}
	}
	if !regexp.MustCompile(`(?m)^RUN CGO_ENABLED=1 make build$`).MatchString(df) {
		t.Error("the build stage must build with the Makefile's own target: RUN CGO_ENABLED=1 make build")
	}
	if _, ok := targets(mk)["build"]; !ok {
		t.Error("the Makefile has no build target")
	}
	if !strings.Contains(df, "WORKDIR /src") {
		t.Error("the build stage works in /src, where the final stage takes the binary from")
	}

	docker, err := exec.LookPath("docker")
	if err != nil || testing.Short() || exec.Command(docker, "info").Run() != nil {
		t.Log("no Docker daemon: the Dockerfile was checked statically, not built")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	tag := "datacopilot-repotest:" + time.Now().Format("20060102150405")
	if out, err := exec.CommandContext(ctx, docker, "build", "-t", tag, root).CombinedOutput(); err != nil {
		t.Fatalf("docker build: %v\n%s", err, out)
	}
	defer exec.Command(docker, "rmi", tag).Run()
	if out, err := exec.CommandContext(ctx, docker, "run", "--rm", tag, "version").CombinedOutput(); err != nil {
		t.Errorf("docker run %s version: %v\n%s", tag, err, out)
	}
}

// TestReadmeCIRecipe: the README's GitHub Actions workflow builds from the
// checkout (no `go install …@latest`, which cannot resolve), on the Go of
// go.mod, and runs only make targets, commands and flags that exist.
func TestReadmeCIRecipe(t *testing.T) {
	readme := read(t, "README.md")
	i := strings.Index(readme, "A GitHub Actions workflow")
	if i < 0 {
		t.Fatal("the README has no GitHub Actions workflow")
	}
	block := readme[i:]
	start := strings.Index(block, "```yaml\n")
	end := strings.Index(block[start+8:], "```")
	if start < 0 || end < 0 {
		t.Fatal("no yaml block after the workflow's heading")
	}
	yaml := block[start+8 : start+8+end]
	if strings.Contains(yaml, "@latest") || strings.Contains(yaml, "go install") {
		t.Errorf("the workflow installs with go install: the module is not published, build from the checkout")
	}
	if !strings.Contains(yaml, "go-version-file: go.mod") {
		t.Error("setup-go must take the Go version from go.mod")
	}
	mk := read(t, "Makefile")
	tg := targets(mk)
	bin := makeVar(t, mk, "BIN")
	cli := cliWords(t)
	runs := regexp.MustCompile(`(?m)^\s*- run: (.+?)\s*(#.*)?$`).FindAllStringSubmatch(yaml, -1)
	if len(runs) == 0 {
		t.Fatal("the workflow runs nothing")
	}
	built := false
	for _, r := range runs {
		words := strings.Fields(r[1])
		switch words[0] {
		case "make":
			for _, w := range words[1:] {
				if _, ok := tg[w]; !ok {
					t.Errorf("make %s: no such target", w)
				}
				built = built || w == "build"
			}
		case bin:
			if !built {
				t.Errorf("%q runs before make build", r[1])
			}
			if !cli[words[1]] {
				t.Errorf("%q: no command %s", r[1], words[1])
			}
			for _, w := range words[2:] {
				if name, ok := strings.CutPrefix(w, "--"); ok && !cli["--"+name] {
					t.Errorf("%q: no flag --%s", r[1], name)
				}
			}
		default:
			t.Errorf("the workflow runs %q: want make targets and %s", r[1], bin)
		}
	}
}

// cliWords are the CLI's command names and its flags ("--name"), read from
// its source.
func cliWords(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	files, _ := filepath.Glob(filepath.Join(root, "cmd", "datacopilot", "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, _ := os.ReadFile(f)
		for _, m := range regexp.MustCompile(`Use:\s+"([\w-]+)`).FindAllStringSubmatch(string(b), -1) {
			out[m[1]] = true
		}
		for _, m := range regexp.MustCompile(`Flags\(\)\.\w+\((?:&\w+, )?"([\w-]+)"`).FindAllStringSubmatch(string(b), -1) {
			out["--"+m[1]] = true
		}
		for _, m := range regexp.MustCompile(`f\.\w+\((?:&[\w.]+, )?"([\w-]+)"`).FindAllStringSubmatch(string(b), -1) {
			out["--"+m[1]] = true
		}
	}
	return out
}
