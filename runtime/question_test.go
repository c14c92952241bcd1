package runtime_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/runtime"
)

// TestQuestionLimit: Ask and PlanQuestion refuse a question over the limit
// (2,000 characters by default, counted in characters, not bytes) with an
// error naming it; the limit is configurable and can be lifted.
func TestQuestionLimit(t *testing.T) {
	dir := testfs.Workspace(t, "testdata/saas")
	ctx := context.Background()
	for _, c := range []struct {
		name     string
		max      int
		question string
		limit    int // 0: accepted
	}{
		{"default, at the limit", 0, strings.Repeat("é", runtime.DefaultMaxQuestion), 0},
		{"default, over", 0, "billings " + strings.Repeat("x", runtime.DefaultMaxQuestion), runtime.DefaultMaxQuestion},
		{"a megabyte", 0, strings.Repeat("billings by region ", 50_000), runtime.DefaultMaxQuestion},
		{"configured", 100, strings.Repeat("y", 101), 100},
		{"configured, under", 5000, strings.Repeat("y", 3000), 0},
		{"no limit", -1, strings.Repeat("y", 3000), 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			rt, err := runtime.Load(ctx, runtime.Options{Dir: dir, NoWrite: true, MaxQuestion: c.max})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close()
			_, askErr := rt.Ask(ctx, c.question, runtime.AskOptions{})
			_, planErr := rt.PlanQuestion(c.question)
			for what, err := range map[string]error{"ask": askErr, "plan": planErr} {
				var tl *runtime.QuestionTooLongError
				switch {
				case c.limit == 0 && err != nil:
					t.Errorf("%s: %v", what, err)
				case c.limit != 0 && (!errors.As(err, &tl) || tl.Limit != c.limit || !strings.Contains(err.Error(), "limit of")):
					t.Errorf("%s: %v; want a QuestionTooLongError naming the limit %d", what, err, c.limit)
				}
			}
		})
	}
}
