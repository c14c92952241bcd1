package understand_test

import (
	"context"
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
	fmt.Print(lx.Interpret(q).Explain(lx, n))
}
