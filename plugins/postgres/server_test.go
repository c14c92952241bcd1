package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/datacopilot/datacopilot/internal/testfs"
	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
)

// server starts a PostgreSQL server of its own in a temporary folder,
// listening on a free loopback port, and returns a DSN for it. In CI
// (CI=true) a missing PostgreSQL fails the test rather than skipping it.
func server(t *testing.T) string {
	t.Helper()
	bin := pgBin()
	if bin == "" {
		testfs.Missing(t, "PostgreSQL server programs (initdb, pg_ctl)", "postgresql")
	}
	dir, err := os.MkdirTemp("", "pgtest")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	data := filepath.Join(dir, "data")
	port := freePort(t)
	// PostgreSQL refuses to run as root: run it as the postgres user.
	run := func(name string, args ...string) {
		t.Helper()
		cmd := exec.Command(filepath.Join(bin, name), args...)
		if os.Geteuid() == 0 {
			cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", filepath.Join(bin, name)}, args...)...)
		}
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
	}
	if os.Geteuid() == 0 {
		if out, err := exec.Command("chown", "postgres", dir).CombinedOutput(); err != nil {
			t.Fatalf("chown: %v: %s", err, out)
		}
	}
	run("initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
	run("pg_ctl", "-D", data, "-l", filepath.Join(dir, "log"), "-w", "-o",
		fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off", port, dir), "start")
	t.Cleanup(func() {
		cmd := exec.Command(filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop")
		if os.Geteuid() == 0 {
			cmd = exec.Command("runuser", "-u", "postgres", "--", filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop")
		}
		cmd.Run()
		os.RemoveAll(dir)
	})
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
}

func pgBin() string {
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(matches) > 0 {
		return filepath.Dir(matches[len(matches)-1])
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p)
	}
	return ""
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// load copies the workspace's CSV tables into PostgreSQL with COPY, with
// their column names as they are (quoted) and PostgreSQL's types.
func load(t *testing.T, dsn, dir string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	types := map[string]string{sourcetest.Int: "bigint", sourcetest.Float: "double precision", sourcetest.Text: "text", sourcetest.Date: "date", sourcetest.Timestamp: "timestamp"}
	for _, tab := range sourcetest.Tables(t, dir) {
		var cols []string
		for i, c := range tab.Columns {
			cols = append(cols, quote(c)+" "+types[tab.Types[i]])
		}
		if _, err := conn.Exec(ctx, "CREATE TABLE "+quote(tab.Name)+" ("+strings.Join(cols, ", ")+")"); err != nil {
			t.Fatal(err)
		}
		if _, err := conn.CopyFrom(ctx, pgx.Identifier{tab.Name}, tab.Columns, pgx.CopyFromRows(tab.Rows)); err != nil {
			t.Fatalf("copy %s: %v", tab.Name, err)
		}
	}
	if _, err := conn.Exec(ctx, "ANALYZE"); err != nil {
		t.Fatal(err)
	}
}
