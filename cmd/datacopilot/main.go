// Command datacopilot answers business questions about data and shows its
// work. See README.md, or run `datacopilot --help`.
package main

import "os"

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
