package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"
	"github.com/google/go-cmp/cmp"
)

// libraryData writes a small lending library in three formats — members as
// CSV, books as a JSON array, loans as Parquet, promos as JSON lines — and
// returns the loans and what each book and member is, for counting by hand.
type loan struct {
	ID, Member, Book, Promo int
	Day                     string
	Fee                     float64
}

type library struct {
	dir         string
	loans       []loan
	genreOf     map[int]string
	cityOf      map[int]string
	members     int
	memberCount map[string]int // members per city
}

func writeLibrary(t *testing.T) *library {
	t.Helper()
	dir := t.TempDir()
	rng := rand.New(rand.NewSource(7))
	lib := &library{dir: dir, genreOf: map[int]string{}, cityOf: map[int]string{}, memberCount: map[string]int{}}
	cities := []string{"Lyon", "Porto", "Graz", "Turku", "Cork"}
	genres := []string{"Poetry", "History", "Science", "Travel", "Crime", "Cooking"}

	var m strings.Builder
	m.WriteString("member_id,full_name,city,joined_on\n")
	lib.members = 60
	for i := 1; i <= lib.members; i++ {
		c := cities[rng.Intn(len(cities))]
		lib.cityOf[i] = c
		lib.memberCount[c]++
		fmt.Fprintf(&m, "%d,Member %03d,%s,2023-%02d-%02d\n", i, i, c, 1+rng.Intn(12), 1+rng.Intn(28))
	}
	mustWrite(t, filepath.Join(dir, "members.csv"), m.String())

	var books []map[string]any
	for i := 1; i <= 40; i++ {
		g := genres[rng.Intn(len(genres))]
		lib.genreOf[i] = g
		books = append(books, map[string]any{"book_id": i, "title": fmt.Sprintf("Book number %d", i), "genre": g, "pages": 100 + rng.Intn(400)})
	}
	b, _ := json.Marshal(books)
	mustWrite(t, filepath.Join(dir, "books.json"), string(b))

	// Promo codes: half of the loans' promo ids are not in the promos file,
	// so no join may be guessed for them.
	mustWrite(t, filepath.Join(dir, "promos.jsonl"), "{\"promo_id\":1,\"label\":\"spring\"}\n{\"promo_id\":2,\"label\":\"summer\"}\n")

	var l strings.Builder
	l.WriteString("loan_id,member_id,book_id,promo_id,loaned_on,fee\n")
	for i := 1; i <= 500; i++ {
		x := loan{ID: i, Member: 1 + rng.Intn(lib.members), Book: 1 + rng.Intn(40), Promo: 1 + rng.Intn(4), Day: fmt.Sprintf("2024-%02d-%02d", 1+rng.Intn(12), 1+rng.Intn(28)), Fee: float64(rng.Intn(500)) / 100}
		lib.loans = append(lib.loans, x)
		fmt.Fprintf(&l, "%d,%d,%d,%d,%s,%.2f\n", x.ID, x.Member, x.Book, x.Promo, x.Day, x.Fee)
	}
	tmp := filepath.Join(t.TempDir(), "loans.csv")
	mustWrite(t, tmp, l.String())
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(fmt.Sprintf("COPY (SELECT * FROM read_csv('%s', types = {'loaned_on': 'DATE'})) TO '%s' (FORMAT parquet)", tmp, filepath.Join(dir, "loans.parquet"))); err != nil {
		t.Fatal(err)
	}
	return lib
}

func mustWrite(t *testing.T, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// askRows asks a question with --json and returns its rows as "key=count".
func askRows(t *testing.T, dir, question string) []string {
	t.Helper()
	code, out, errs := runCLI(t, "", "--dir", dir, "ask", question, "--json")
	if code != 0 {
		t.Fatalf("ask %q: exit %d\n%s", question, code, errs)
	}
	var a struct {
		Data struct {
			Rows [][]any `json:"rows"`
		} `json:"data"`
		Interpretation string `json:"interpretation"`
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range a.Data.Rows {
		if len(r) != 2 {
			t.Fatalf("ask %q (%s): row %v has %d columns, want 2", question, a.Interpretation, r, len(r))
		}
		got = append(got, fmt.Sprintf("%v=%v", r[0], r[1]))
	}
	sort.Strings(got)
	return got
}

func counts(m map[string]int) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(out)
	return out
}

// init on a folder of CSV, JSON, JSON lines and Parquet files writes a
// workspace that validates and answers "how many <rows> by <dimension>"
// with the counts computed here from the generated rows.
func TestInitFromFiles(t *testing.T) {
	lib := writeLibrary(t)
	ws := filepath.Join(lib.dir, "ws")
	code, out, errs := runCLI(t, "", "init", ws, "--from", lib.dir)
	if code != 0 {
		t.Fatalf("init: exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{"knowledge.hcl", "pipes/starter.hcl", "evals/starter.hcl", "README.md", "4 table(s)",
		"loans.member_id → members.member_id", "loans.book_id → books.book_id", "loans.promo_id: ", "only 50% of its values", "The workspace is valid."} {
		if !strings.Contains(out, want) {
			t.Errorf("init output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(errs, "Warning") {
		t.Errorf("the new workspace has warnings:\n%s", errs)
	}
	k, _ := os.ReadFile(filepath.Join(ws, "knowledge.hcl"))
	kh := string(k)
	// Data inside the workspace's parent is outside it: absolute paths.
	for _, want := range []string{`path = "` + filepath.Join(lib.dir, "loans.parquet") + `"`, `metric "total_fee"`, `metric "average_pages"`,
		`dimension "genre"`, `dimension "city"`, `dimension "loaned_on"`, `type        = "time"`, `dimension "book"`, "# Guessed: loans.book_id has the name of a unique column of books"} {
		if !strings.Contains(kh, want) {
			t.Errorf("knowledge.hcl lacks %q", want)
		}
	}
	// Never a sum of ids or codes.
	for _, bad := range []string{"SUM(member_id)", "SUM(book_id)", "SUM(loan_id)", "SUM(promo_id)", `join "promos"`} {
		if strings.Contains(kh, bad) {
			t.Errorf("knowledge.hcl has %q:\n%s", bad, kh)
		}
	}

	byGenre := map[string]int{}
	for _, l := range lib.loans {
		byGenre[lib.genreOf[l.Book]]++
	}
	if diff := cmp.Diff(counts(byGenre), askRows(t, ws, "how many loans by genre")); diff != "" {
		t.Errorf("how many loans by genre (-want +got):\n%s", diff)
	}
	byCity := map[string]int{}
	for _, l := range lib.loans {
		byCity[lib.cityOf[l.Member]]++
	}
	if diff := cmp.Diff(counts(byCity), askRows(t, ws, "how many loans by city")); diff != "" {
		t.Errorf("how many loans by city (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(counts(lib.memberCount), askRows(t, ws, "how many members by city")); diff != "" {
		t.Errorf("how many members by city (-want +got):\n%s", diff)
	}
	code, out, errs = runCLI(t, "", "--dir", ws, "eval", "--min-accuracy", "1")
	if code != 0 {
		t.Errorf("eval of the starter golden: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "", "--dir", ws, "pipes", "run", "loans_by_city", "--format", "csv")
	if code != 0 || !strings.HasPrefix(out, "city,loans\n") {
		t.Errorf("the example pipe: exit %d\n%s%s", code, out, errs)
	}
	var sum int
	for _, line := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		var n int
		fmt.Sscan(line[strings.LastIndex(line, ",")+1:], &n)
		sum += n
	}
	if sum != len(lib.loans) {
		t.Errorf("the example pipe counts %d loans, want %d:\n%s", sum, len(lib.loans), out)
	}
}

func TestInitRefusesToOverwrite(t *testing.T) {
	lib := writeLibrary(t)
	ws := t.TempDir()
	mustWrite(t, filepath.Join(ws, "README.md"), "mine\n")
	code, _, errs := runCLI(t, "", "init", ws, "--from", filepath.Join(lib.dir, "members.csv"))
	if code != 2 || !strings.Contains(errs, "already has README.md") || !strings.Contains(errs, "never overwrites") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if b, _ := os.ReadFile(filepath.Join(ws, "README.md")); string(b) != "mine\n" {
		t.Errorf("README.md was changed: %q", b)
	}
	if _, err := os.Stat(filepath.Join(ws, "knowledge.hcl")); !os.IsNotExist(err) {
		t.Errorf("init wrote knowledge.hcl although it refused: %v", err)
	}
}

func TestInitSkeleton(t *testing.T) {
	ws := filepath.Join(t.TempDir(), "new")
	code, out, errs := runCLI(t, "", "init", ws)
	if code != 0 || !strings.Contains(out, "The workspace is valid.") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	k, _ := os.ReadFile(filepath.Join(ws, "knowledge.hcl"))
	if !strings.Contains(string(k), `# metric "revenue" {`) || !strings.Contains(string(k), `source "main" {`) {
		t.Errorf("skeleton:\n%s", k)
	}
	code, _, errs = runCLI(t, "", "init", ws)
	if code != 2 || !strings.Contains(errs, "already has knowledge.hcl, agents.hcl, pipes/starter.hcl, evals/starter.hcl, README.md") {
		t.Errorf("second init: exit %d: %s", code, errs)
	}
}

func TestInitBadInput(t *testing.T) {
	dir := t.TempDir()
	mustWrite(t, filepath.Join(dir, "sheet.xlsx"), "x")
	cases := []struct {
		from, want string
	}{
		{filepath.Join(dir, "missing.csv"), "no such file"},
		{filepath.Join(dir, "sheet.xlsx"), "not a CSV, Parquet or JSON file"},
		{dir, "holds no CSV, Parquet or JSON file"},
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, "", "init", filepath.Join(dir, "ws"), "--from", c.from)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("--from %s: exit %d, %q; want %q", c.from, code, errs, c.want)
		}
	}
	mustWrite(t, filepath.Join(dir, "broken.json"), "{not json")
	code, _, errs := runCLI(t, "", "init", filepath.Join(dir, "ws2"), "--from", filepath.Join(dir, "broken.json"))
	if code != 2 || !strings.Contains(errs, "broken.json") {
		t.Errorf("broken JSON: exit %d, %q", code, errs)
	}
}

// Column names with spaces, a join on a code column (not an id), and JSON
// with nested fields: the workspace validates without warnings, and the
// count by a dimension of the joined table is right.
func TestInitCodesAndSpaces(t *testing.T) {
	dir := t.TempDir()
	mustWrite(t, filepath.Join(dir, "Sales Export.csv"), "Sale ID,Store Code,Sale Date,Unit Price,Qty,Payment Type\n1,S1,2024-01-02,2.5,3,card\n2,S2,2024-01-03,4.0,1,cash\n3,S1,2024-02-01,1.0,10,card\n4,S3,2024-02-11,3.0,2,card\n")
	mustWrite(t, filepath.Join(dir, "stores.json"), `[{"store_code":"S1","city":"Oslo","meta":{"opened":"2020-01-01"},"tags":["a"]},{"store_code":"S2","city":"Bergen","meta":{"opened":"2021-01-01"},"tags":[]},{"store_code":"S3","city":"Oslo","meta":{"opened":"2022-01-01"},"tags":["b"]}]`)
	ws := filepath.Join(dir, "ws")
	code, out, errs := runCLI(t, "", "init", ws, "--from", filepath.Join(dir, "Sales Export.csv"), "--from", filepath.Join(dir, "stores.json"))
	if code != 0 || strings.Contains(errs, "Warning") || !strings.Contains(out, "sales_export.Store Code → stores.store_code") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	k, _ := os.ReadFile(filepath.Join(ws, "knowledge.hcl"))
	for _, want := range []string{`expr        = "AVG(\"Unit Price\")"`, `metric "total_qty"`, `dimension "sale_date"`} {
		if !strings.Contains(string(k), want) {
			t.Errorf("knowledge.hcl lacks %q:\n%s", want, k)
		}
	}
	// Oslo has S1 (2 sales) and S3 (1 sale); Bergen has S2 (1 sale).
	if diff := cmp.Diff([]string{"Bergen=1", "Oslo=3"}, askRows(t, ws, "how many sales export by city")); diff != "" {
		t.Errorf("(-want +got)\n%s", diff)
	}
}
