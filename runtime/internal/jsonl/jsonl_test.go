package jsonl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

const helperEnv = "DATACOPILOT_TEST_JSONL_APPEND"

type record struct {
	Writer int    `json:"writer"`
	Seq    int    `json:"seq"`
	Pad    string `json:"pad"`
}

// linesPerWriter records of padBytes each: long lines, which a plain
// write(2) may split.
const linesPerWriter, padBytes = 8, 256 << 10

func TestHelperAppend(t *testing.T) {
	arg := os.Getenv(helperEnv)
	if arg == "" {
		t.Skip("a helper process for TestAppendProcesses")
	}
	path, w, _ := strings.Cut(arg, "|")
	writer, _ := strconv.Atoi(w)
	pad := strings.Repeat(string(rune('a'+writer%26)), padBytes)
	for i := range linesPerWriter {
		if err := Append(path, record{Writer: writer, Seq: i, Pad: pad}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
	}
}

// TestAppendProcesses: 50 processes append long records to one log at the
// same time; every line is whole, and none is lost.
func TestAppendProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "audit.jsonl")
	const writers = 50
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperAppend$")
			cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d", helperEnv, path, w))
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("writer %d: %v\n%s", w, err, out)
			}
		}()
	}
	wg.Wait()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 2*padBytes)
	seen := map[[2]int]bool{}
	for n := 1; sc.Scan(); n++ {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d is not a whole record: %v", n, err)
		}
		if r.Pad != strings.Repeat(string(rune('a'+r.Writer%26)), padBytes) {
			t.Fatalf("line %d (writer %d) has another writer's bytes", n, r.Writer)
		}
		seen[[2]int{r.Writer, r.Seq}] = true
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(seen) != writers*linesPerWriter {
		t.Errorf("%d records, want %d", len(seen), writers*linesPerWriter)
	}
}

// Rotation by size under concurrent writers: no file grows past the bound
// (but for one line), at most Keep old files are kept, and no line is lost
// or broken while the files turn.
func TestAppendRotating(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	rot := Rotation{MaxBytes: 4 << 10, Keep: 50}
	const writers, each = 8, 100
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				if err := AppendRotating(path, record{Writer: w, Seq: i, Pad: strings.Repeat("x", 100)}, rot); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	seen := map[[2]int]bool{}
	files, _ := filepath.Glob(path + "*")
	if len(files) < 10 || len(files) > rot.Keep+1 {
		t.Fatalf("%d files", len(files))
	}
	for _, f := range files {
		fi, _ := os.Stat(f)
		// (a writer that lost the file to rotation ten times in a row
		// writes where it is: one line past the bound at most)
		line, _ := json.Marshal(record{Writer: writers, Seq: each, Pad: strings.Repeat("x", 100)})
		if fi.Size() > rot.MaxBytes+int64(len(line))+1 {
			t.Errorf("%s has %d bytes, over %d and one line", f, fi.Size(), rot.MaxBytes)
		}
		b, _ := os.ReadFile(f)
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var r record
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatalf("%s: broken line %q", f, line)
			}
			seen[[2]int{r.Writer, r.Seq}] = true
		}
	}
	if len(seen) != writers*each {
		t.Errorf("%d records, want %d", len(seen), writers*each)
	}
	// a small Keep drops the oldest
	path2 := filepath.Join(t.TempDir(), "a.jsonl")
	for i := range 100 {
		AppendRotating(path2, record{Seq: i, Pad: strings.Repeat("y", 100)}, Rotation{MaxBytes: 1 << 10, Keep: 2})
	}
	if files, _ := filepath.Glob(path2 + "*"); len(files) != 3 {
		t.Errorf("Keep 2: files %v", files)
	}
}
