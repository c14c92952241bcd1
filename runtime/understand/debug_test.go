package understand_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/datacopilot/datacopilot/runtime"
	"github.com/datacopilot/datacopilot/runtime/understand"
)

func TestDebugLattice(t *testing.T) {
	q := os.Getenv("Q")
	if q == "" {
		t.Skip()
	}
	dir := os.Getenv("WS")
	if dir == "" {
		dir = "../.."
	}
	rt, err := runtime.Load(context.Background(), runtime.Options{Dir: dir, NoWrite: true})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close()
	lx := understand.NewLexicon(rt.Snapshot())
	n := 6
	if os.Getenv("N") != "" {
		fmt.Sscan(os.Getenv("N"), &n)
	}
	res := lx.Interpret(q)
	fmt.Print(res.Explain(lx, n))
	if os.Getenv("READINGS") != "" {
		for i, c := range res.Candidates[:min(n, len(res.Candidates))] {
			js, _ := json.Marshal(c)
			fmt.Printf("%d. used %v\n   %s\n", i+1, c.Used, js)
			for _, r := range c.Readings {
				fmt.Printf("   %d-%d %s\n", r.Start, r.End, r)
			}
		}
	}
}
