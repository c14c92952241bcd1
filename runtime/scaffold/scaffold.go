// Package scaffold writes a starter workspace (`datacopilot init`): from
// data files (CSV, Parquet, JSON) it loads them into a scratch DuckDB,
// profiles every column, and writes knowledge.hcl (a source, a table block
// per file, guessed joins, time and text dimensions, count, sum and average
// metrics), an example pipe, a golden suite with one question whose answer
// it computed, and a README. Without files it writes a commented skeleton.
//
// Every guess is a heuristic on names and values, and says so in a comment
// beside the block it made:
//   - a key is a column whose name ends in id/key/uuid (CustomerID,
//     customer_id, customerId); a table's own key is such a column that is
//     unique and never null;
//   - a join goes from a key to a table where a column of the same name is
//     unique, or to the table the key is named after (customer_id →
//     customers) through that table's "id"; it is kept only when at least
//     95% of the key's distinct values are found there;
//   - DATE and TIMESTAMP columns, and text columns whose every value is a
//     date, become time dimensions; text columns with at most 100 distinct
//     values (and not nearly one per row) become text dimensions, and the
//     first unique text column of a table names its rows (a dimension named
//     after the table: "customer");
//   - every table gets a COUNT(*) metric named after it; numeric columns
//     that are not keys, codes, dates or flags get SUM and AVG metrics (only
//     AVG for prices, rates, ratios and scores).
//
// The files are written only when none of them exists, then the workspace
// is validated. Nothing in here knows a business: the names come from the
// files.
package scaffold

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/datacopilot/datacopilot/runtime/engine"
)

// Options configure Init.
type Options struct {
	// Dir is the workspace folder to write; it is created if missing.
	Dir string
	// From are the data files (or folders of them); none for a skeleton.
	From []string
	// Source names the source block ("main" when empty).
	Source string
}

// Result is what Init wrote and guessed.
type Result struct {
	// Files are the files written, relative to Dir.
	Files []string
	// Tables, Dimensions and Metrics count the blocks written.
	Tables, Dimensions, Metrics int
	// Joins are the joins guessed, each with its evidence; Rejected the
	// key columns that looked like joins but were not taken, and why.
	Joins, Rejected []string
	// Question is a question the new workspace answers, and Answer the
	// answer Init computed for it (the golden it wrote).
	Question, Answer string
}

// ExistsError is Init refusing to overwrite files.
type ExistsError struct {
	Dir   string
	Files []string
}

func (e *ExistsError) Error() string {
	return fmt.Sprintf("%s already has %s; init never overwrites files: move them away, or choose another folder (datacopilot init DIR)",
		e.Dir, strings.Join(e.Files, ", "))
}

// The files Init writes, relative to the workspace.
const (
	knowledgeFile = "knowledge.hcl"
	agentsFile    = "agents.hcl"
	pipeFile      = "pipes/starter.hcl"
	evalFile      = "evals/starter.hcl"
	readmeFile    = "README.md"
)

// Files lists what Init writes.
var Files = []string{knowledgeFile, agentsFile, pipeFile, evalFile, readmeFile}

// Init writes a starter workspace in opts.Dir.
func Init(ctx context.Context, opts Options) (*Result, error) {
	if opts.Source == "" {
		opts.Source = "main"
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, err
	}
	var exist []string
	for _, f := range Files {
		if _, err := os.Lstat(filepath.Join(dir, f)); err == nil {
			exist = append(exist, f)
		}
	}
	if len(exist) > 0 {
		return nil, &ExistsError{Dir: opts.Dir, Files: exist}
	}
	var files map[string][]byte
	res := &Result{}
	if len(opts.From) == 0 {
		files = skeleton(opts.Source)
	} else {
		paths, err := dataFiles(opts.From)
		if err != nil {
			return nil, err
		}
		db, err := engine.Open(engine.Options{TempSize: -1})
		if err != nil {
			return nil, fmt.Errorf("open DuckDB: %w", err)
		}
		defer db.Close()
		tables, err := profile(ctx, db, paths, dir)
		if err != nil {
			return nil, err
		}
		m, err := infer(ctx, db, tables)
		if err != nil {
			return nil, err
		}
		g, err := golden(m)
		if err != nil {
			return nil, err
		}
		files = m.render(opts.Source, g)
		res.Tables, res.Dimensions, res.Metrics = len(m.Tables), len(m.Dims), len(m.Metrics)
		for _, j := range m.Joins {
			res.Joins = append(res.Joins, fmt.Sprintf("%s.%s → %s.%s (%s; %.0f%% of its values found)", j.From.Name, j.Col.Name, j.To.Name, j.Ref.Name, j.Why, j.Share*100))
		}
		for _, r := range m.Rejected {
			res.Rejected = append(res.Rejected, fmt.Sprintf("%s.%s: %s", r.From.Name, r.Col.Name, r.Why))
		}
		res.Question, res.Answer = g.Question, g.Answer
	}
	if err := write(dir, files); err != nil {
		return nil, err
	}
	for _, f := range Files {
		if _, ok := files[f]; ok {
			res.Files = append(res.Files, f)
		}
	}
	return res, nil
}

// write creates the files, each only if it does not exist (O_EXCL, so a
// file that appeared since the check is not overwritten either).
func write(dir string, files map[string][]byte) error {
	for _, name := range Files {
		body, ok := files[name]
		if !ok {
			continue
		}
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			if errors.Is(err, os.ErrExist) {
				return &ExistsError{Dir: dir, Files: []string{name}}
			}
			return err
		}
		_, err = f.Write(body)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("write %s: %w", p, err)
		}
	}
	return nil
}
