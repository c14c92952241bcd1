// Command datacopilot-plugin-clickhouse serves a ClickHouse database to
// datacopilot over ClickHouse's native protocol (clickhouse-go/v2): a
// single server, a cluster through its Distributed tables, ClickHouse
// Cloud or Tinybird's ClickHouse interface.
//
//	source "warehouse" {
//	  type   = "plugin"
//	  plugin = "clickhouse"
//	  config {
//	    addr     = "ch1.internal:9000"
//	    database = "analytics"
//	    user     = "datacopilot"
//	    password = env("CLICKHOUSE_PASSWORD")
//	  }
//	}
//
// Every query runs with readonly = 1, a max_execution_time and the
// workspace's query timeout; parameters are bound by the driver (old
// servers have no server-side parameters). SQL the compiler writes for
// this source and pipes with dialect = "clickhouse" run in ClickHouse.
package main

import "github.com/datacopilot/datacopilot/plugins"

func main() { plugins.Serve(New()) }
