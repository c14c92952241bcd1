package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ClickHouse/clickhouse-go/v2"
	"github.com/ClickHouse/clickhouse-go/v2/lib/driver"

	"github.com/datacopilot/datacopilot/plugins/internal/sourcetest"
)

// The tests' cluster: two clickhouse-server processes on loopback, each a
// shard of the cluster "two_shards" (remote_servers), started once for the
// package and stopped by TestMain.
const clusterName = "two_shards"

type testCluster struct {
	dir   string
	addrs [2]string
	procs [2]*exec.Cmd
	err   error
}

var (
	clusterOnce sync.Once
	shared      *testCluster
)

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		shared.stop()
	}
	os.Exit(code)
}

// cluster starts the two shards (once) and returns them. In CI (CI set) a
// missing clickhouse-server fails the test rather than skipping it.
//
// CLICKHOUSE_TEST_CLUSTER=ADDR1,ADDR2 uses two running servers instead,
// whose remote_servers define the cluster two_shards over them (handy for
// looking at the tables a test leaves).
func cluster(tb testing.TB) *testCluster {
	tb.Helper()
	if env := os.Getenv("CLICKHOUSE_TEST_CLUSTER"); env != "" {
		clusterOnce.Do(func() {
			c := &testCluster{}
			if a, b, ok := strings.Cut(env, ","); ok {
				c.addrs = [2]string{a, b}
			} else {
				c.err = fmt.Errorf("CLICKHOUSE_TEST_CLUSTER=%q: want two addresses separated by a comma", env)
			}
			shared = c
		})
		if shared.err != nil {
			tb.Fatal(shared.err)
		}
		return shared
	}
	bin, err := exec.LookPath("clickhouse-server")
	if err != nil {
		if os.Getenv("CI") != "" {
			tb.Fatal("no clickhouse-server: .ci/run must install it (apt-get install -y clickhouse-server clickhouse-client)")
		}
		tb.Skip("no clickhouse-server (apt-get install -y clickhouse-server clickhouse-client)")
	}
	clusterOnce.Do(func() { shared = startCluster(bin) })
	if shared.err != nil {
		tb.Fatal(shared.err)
	}
	return shared
}

func startCluster(bin string) *testCluster {
	c := &testCluster{}
	c.dir, c.err = os.MkdirTemp("", "chtest")
	if c.err != nil {
		return c
	}
	var tcp, http [2]int
	for i := range 2 {
		tcp[i], http[i] = freePort(), freePort()
		c.addrs[i] = fmt.Sprintf("127.0.0.1:%d", tcp[i])
	}
	shards := ""
	for i := range 2 {
		shards += fmt.Sprintf("<shard><replica><host>127.0.0.1</host><port>%d</port></replica></shard>", tcp[i])
	}
	for i := range 2 {
		d := filepath.Join(c.dir, fmt.Sprintf("s%d", i+1))
		for _, sub := range []string{"data", "tmp", "user_files", "format_schemas", "log"} {
			os.MkdirAll(filepath.Join(d, sub), 0o755)
		}
		config := fmt.Sprintf(`<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>%[1]s/log/server.log</log><errorlog>%[1]s/log/error.log</errorlog><console>0</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>%[2]d</http_port>
  <tcp_port>%[3]d</tcp_port>
  <path>%[1]s/data/</path>
  <tmp_path>%[1]s/tmp/</tmp_path>
  <user_files_path>%[1]s/user_files/</user_files_path>
  <format_schema_path>%[1]s/format_schemas/</format_schema_path>
  <users_config>%[1]s/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>50</max_concurrent_queries>
  <remote_servers><%[4]s>%[5]s</%[4]s></remote_servers>
</yandex>
`, d, http[i], tcp[i], clusterName, shards)
		users := `<?xml version="1.0"?>
<yandex>
  <profiles>
    <default><max_memory_usage>2000000000</max_memory_usage></default>
    <readonly><readonly>1</readonly></readonly>
  </profiles>
  <users>
    <default><password></password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></default>
  </users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`
		if c.err = os.WriteFile(filepath.Join(d, "config.xml"), []byte(config), 0o644); c.err != nil {
			return c
		}
		if c.err = os.WriteFile(filepath.Join(d, "users.xml"), []byte(users), 0o644); c.err != nil {
			return c
		}
		cmd := exec.Command(bin, "--config-file="+filepath.Join(d, "config.xml"))
		cmd.Dir = d
		out, _ := os.Create(filepath.Join(d, "log", "stdout.log"))
		cmd.Stdout, cmd.Stderr = out, out
		if c.err = cmd.Start(); c.err != nil {
			return c
		}
		c.procs[i] = cmd
	}
	deadline := time.Now().Add(60 * time.Second)
	for i := range 2 {
		for {
			conn, err := c.open(i)
			if err == nil {
				err = conn.Ping(context.Background())
				conn.Close()
			}
			if err == nil {
				break
			}
			if time.Now().After(deadline) {
				log, _ := os.ReadFile(filepath.Join(c.dir, fmt.Sprintf("s%d", i+1), "log", "error.log"))
				c.err = fmt.Errorf("clickhouse-server shard %d did not answer on %s: %v\n%s", i+1, c.addrs[i], err, log)
				return c
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	return c
}

func (c *testCluster) stop() {
	for _, p := range c.procs {
		if p != nil && p.Process != nil {
			p.Process.Kill()
			p.Wait()
		}
	}
	os.RemoveAll(c.dir)
}

// open connects to shard i as the default user (who may write: the tests
// load data through it).
func (c *testCluster) open(i int) (driver.Conn, error) {
	return clickhouse.Open(&clickhouse.Options{Addr: []string{c.addrs[i]}, DialTimeout: 2 * time.Second})
}

// exec runs statements on both shards.
func (c *testCluster) exec(tb testing.TB, stmts ...string) {
	tb.Helper()
	for i := range 2 {
		conn, err := c.open(i)
		if err != nil {
			tb.Fatal(err)
		}
		for _, s := range stmts {
			if err := conn.Exec(context.Background(), s); err != nil {
				conn.Close()
				tb.Fatalf("shard %d: %s: %v", i+1, s, err)
			}
		}
		conn.Close()
	}
}

func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// chTypes are the ClickHouse types of the CSV loader's column types.
var chTypes = map[string]string{sourcetest.Int: "Int64", sourcetest.Float: "Float64", sourcetest.Text: "String", sourcetest.Date: "Date", sourcetest.Timestamp: "DateTime"}

var loadOnce = map[string]*sync.Once{}
var loadMu sync.Mutex

// loadDemo creates, once per database name, the workspace's tables on the
// cluster: a MergeTree table in database local on each shard, a
// Distributed table over the two in database db, and the rows spread
// across the shards (row i on shard i mod 2).
func loadDemo(tb testing.TB, c *testCluster, dir, db string) {
	tb.Helper()
	loadMu.Lock()
	once := loadOnce[db]
	if once == nil {
		once = &sync.Once{}
		loadOnce[db] = once
	}
	loadMu.Unlock()
	once.Do(func() {
		local := db + "_local"
		// afresh: a running cluster (CLICKHOUSE_TEST_CLUSTER) may hold them
		c.exec(tb, "DROP DATABASE IF EXISTS "+quote(db), "DROP DATABASE IF EXISTS "+quote(local))
		c.exec(tb, "CREATE DATABASE "+quote(local), "CREATE DATABASE "+quote(db))
		for _, tab := range sourcetest.Tables(tb, dir) {
			var cols []string
			for i, col := range tab.Columns {
				cols = append(cols, quote(col)+" Nullable("+chTypes[tab.Types[i]]+")")
			}
			c.exec(tb,
				"CREATE TABLE IF NOT EXISTS "+quote(local)+"."+quote(tab.Name)+" ("+strings.Join(cols, ", ")+") ENGINE = MergeTree() ORDER BY tuple()",
				fmt.Sprintf("CREATE TABLE IF NOT EXISTS %s.%s AS %s.%s ENGINE = Distributed(%s, %s, %s, rand())", quote(db), quote(tab.Name), quote(local), quote(tab.Name), clusterName, quote(local), quote(tab.Name)))
			for shard := range 2 {
				conn, err := c.open(shard)
				if err != nil {
					tb.Fatal(err)
				}
				// the column list: without it an old server sends no
				// structure and the driver takes no values
				batch, err := conn.PrepareBatch(context.Background(), "INSERT INTO `"+local+"`.`"+tab.Name+"` (`"+strings.Join(tab.Columns, "`, `")+"`)")
				if err != nil {
					tb.Fatal(err)
				}
				for r := shard; r < len(tab.Rows); r += 2 {
					if err := batch.Append(tab.Rows[r]...); err != nil {
						tb.Fatalf("%s row %d: %v", tab.Name, r, err)
					}
				}
				if err := batch.Send(); err != nil {
					tb.Fatalf("insert %s: %v", tab.Name, err)
				}
				conn.Close()
			}
		}
	})
}
