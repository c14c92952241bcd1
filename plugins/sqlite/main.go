// Command datacopilot-plugin-sqlite serves a SQLite database file to
// datacopilot (pure Go: modernc.org/sqlite, no cgo).
//
//	source "local" {
//	  type   = "plugin"
//	  plugin = "sqlite"
//	  config {
//	    path = "data/shop.sqlite" # relative to the workspace
//	  }
//	}
//
// The file is opened read-only. Pipes with dialect = "sqlite" run in
// SQLite; everything else runs in datacopilot's DuckDB over copies of the
// tables. SQLite has no date type: columns declared DATE, DATETIME or
// TIMESTAMP hold ISO text and are sent as dates and timestamps, and so are
// result columns whose values all look like ISO dates.
package main

import "github.com/datacopilot/datacopilot/plugins"

func main() { plugins.Serve(New()) }
