#!/usr/bin/env python3
"""Held-out round 7 for the polls workspace: 12 new questions in the words of
business users (some lowercase and sloppy), written from the data,
knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and before running datacopilot. Every expected
value is computed here from data/*.csv (and documents/*.md for the document
questions) with the Python standard library only, then computed a second time
by hand-written SQL over the same CSV files loaded into sqlite3.

    python3 expected/round7.py          # writes heldout/round7.hcl
    python3 expected/round7.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/polling_glossary.md,
documents/campaign_calendar.md):
- a poll is one row of polls.csv, dated by end_date; the final week is
  2016-11-01..2016-11-07 (period final_week_2016);
- shares and leads are raw unless "adjusted" is said; averages are simple
  means over polls; the Clinton lead is clinton_pct - trump_pct;
- Johnson's share is averaged over the polls that asked about him; a poll
  "included McMullin" when mcmullin_pct is filled;
- average sample size = mean sample_size (the one empty sample size is left out);
- swing (battleground) states are the glossary's thirteen; the South is the
  Census region of states.csv (DC included there); electoral votes come from
  results.csv;
- the population is polls.population: lv likely voters, rv registered voters.
Floats are rounded to 2 decimals (4 below 100). Rankings are checked for ties.
The two unanswerable questions (interview language, response rates: no such
data) expect route "stop"; the two document questions expect route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import statistics
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round7.hcl")
# ---------------------------------------------------------------- output
def ranked(d, n=None, reverse=True, strict=True):
    """Items by value (highest first unless reverse=False), then by key. With strict,
    refuse a ranking whose cut (the n-th and the next item) or whose listed items tie."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    if strict:
        vals = [round(v, 6) for _, v in items]
        upto = len(head) if n is None else min(n + 1, len(items))
        for i in range(1, upto):
            assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    """2 decimals, or 4 below 100 so that rounding does not eat the 0.1% tolerance."""
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)


def pct(part, whole):
    return r2(part / whole * 100)


GOLDENS = []


def golden(name, question, expect=None, hint=None, mode=None, route=None, difficulty="easy", tags=(),
           tolerance=None):
    assert route in (None, "stop", "documents"), route
    assert name not in {g["name"] for g in GOLDENS}, name
    assert (expect is None) == (route == "stop"), name
    GOLDENS.append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode, route=route,
                        difficulty=difficulty, tags=list(tags),
                        tolerance=0.001 if mode == "approximate" and tolerance is None else tolerance))


def hcl(v, indent="  "):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        if all(not isinstance(x, (list, dict)) for x in v):
            return "[" + ", ".join(hcl(x) for x in v) + "]"
        return "[\n" + "".join(indent + "  " + hcl(x, indent + "  ") + ",\n" for x in v) + indent + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join("%s = %s" % (k, hcl(x)) for k, x in v.items()) + " }"
    raise TypeError(v)


def render(header, out):
    for h in header:
        print(h, file=out)
    for g in GOLDENS:
        print(file=out)
        print('golden "%s" {' % g["name"], file=out)
        print("  question    = %s" % hcl(g["question"]), file=out)
        if g["hint"]:
            print("  format_hint = %s" % hcl(g["hint"]), file=out)
        if g["expect"] is not None:
            print("  expect      = %s" % hcl(g["expect"]), file=out)
        if g["mode"]:
            print("  mode        = %s" % hcl(g["mode"]), file=out)
        if g["tolerance"] is not None:
            print("  tolerance   = %s" % hcl(g["tolerance"]), file=out)
        if g["route"]:
            print("  expect_route = %s" % hcl(g["route"]), file=out)
        print("  difficulty  = %s" % hcl(g["difficulty"]), file=out)
        print("  tags        = %s" % hcl(g["tags"]), file=out)
        print("}", file=out)


def main(out_path, header):
    assert len(GOLDENS) == 12, len(GOLDENS)
    if len(sys.argv) > 1 and sys.argv[1] == "--print":
        render(header, sys.stdout)
        return
    with open(out_path, "w", encoding="utf-8") as f:
        render(header, f)
    print("wrote %s (%d goldens)" % (os.path.relpath(out_path), len(GOLDENS)))


# ------------------------------------------------- second path: SQLite + SQL
def typed(v):
    if v == "":
        return None
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v


def sqlite_db(folder, files):
    """The CSV files in an in-memory SQLite database, one table per file named after
    it (empty cells NULL, integers and decimals typed): every answer is computed a
    second time by hand-written SQL over it and compared with the Python loops."""
    con = sqlite3.connect(":memory:")
    for f in files:
        with open(os.path.join(folder, f), newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
        head, body = rows[0], rows[1:]
        table = os.path.splitext(f)[0]
        con.execute('CREATE TABLE "%s" (%s)' % (table, ", ".join('"%s"' % h for h in head)))
        con.executemany('INSERT INTO "%s" VALUES (%s)' % (table, ", ".join("?" * len(head))),
                        [[typed(v) for v in r] for r in body])
    return con


def same(a, b):
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def check(python_value, sql, *params):
    """The Python answer equals the SQL answer (a scalar for a 1x1 result, else rows)."""
    rows = DB.execute(sql, params).fetchall()
    got = rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else [tuple(r) for r in rows]
    want = [tuple(x) for x in python_value] if isinstance(python_value, list) else python_value
    assert same(want, got), "second path disagrees:\n  python %r\n  sql    %r" % (want, got)


def section(path, heading):
    """The text of one markdown section (from its heading to the next heading)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^#+ %s\n(.*?)(?=^#|\Z)" % re.escape(heading), text, re.S | re.M)
    assert m, (path, heading)
    return " ".join(m.group(1).split())


def load(name):
    with open(os.path.join(DATA, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))



def day(s):
    return dt.date.fromisoformat(s) if s else None


def num(s):
    return None if s == "" else float(s)


polls = load("polls.csv")
pollsters = {p["pollster_id"]: p for p in load("pollsters.csv")}
states = {s["state"]: s for s in load("states.csv")}
results = load("results.csv")
for p in polls:
    p["end"] = day(p["end_date"])
    p["pollster"] = pollsters[p["pollster_id"]]["pollster"]
    for k in ("sample_size", "clinton_pct", "trump_pct", "johnson_pct", "mcmullin_pct"):
        p[k] = num(p[k])
    p["lead"] = p["clinton_pct"] - p["trump_pct"]

DB = sqlite_db(DATA, ["polls.csv", "pollsters.csv", "states.csv", "results.csv"])


def P(*preds):
    return [p for p in polls if all(f(p) for f in preds)]


def ended(lo, hi):
    lo, hi = dt.date.fromisoformat(lo), dt.date.fromisoformat(hi)
    return lambda p: lo <= p["end"] <= hi


def state_is(name):
    assert name in states, name
    return lambda p: p["state"] == name


def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)


glossary = os.path.join(DOCS, "polling_glossary.md")
bg_text = section(glossary, "Battleground states")
m = re.search(r"for 2016 are (.*?): thirteen states", bg_text)
BATTLEGROUND = [s.strip() for s in re.split(r",| and ", m.group(1)) if s.strip()]
assert len(BATTLEGROUND) == 13 and all(s in states for s in BATTLEGROUND), BATTLEGROUND

# 1. pollster (short name) + month: polls by Emerson College that ended in September 2016
n_em = len(P(ended("2016-09-01", "2016-09-30"), lambda p: p["pollster"] == "Emerson College"))
check(n_em, """
    SELECT COUNT(*) FROM polls p JOIN pollsters s ON s.pollster_id = p.pollster_id
    WHERE s.pollster = 'Emerson College' AND p.end_date BETWEEN '2016-09-01' AND '2016-09-30'""")
golden("r7_emerson_polls_sep_2016", "how many polls did emerson put out in september 2016",
       n_em, hint="int", mode="exact", difficulty="easy", tags=["period", "pollster", "short-name"])

# 2. population + named period: average sample size of likely-voter polls, final week
fw_lv = P(ended("2016-11-01", "2016-11-07"), lambda p: p["population"] == "lv")
avg_ss = mean(p["sample_size"] for p in fw_lv if p["sample_size"] is not None)
check(avg_ss, """
    SELECT AVG(sample_size) FROM polls WHERE population = 'lv' AND end_date BETWEEN '2016-11-01' AND '2016-11-07'""")
golden("r7_avg_sample_size_lv_final_week", "what was the average sample size of the likely-voter polls in the final week",
       r2(avg_ss), hint="float", mode="approximate", difficulty="medium",
       tags=["named-period", "population", "average"])

# 3. top of a breakdown within a named filter: swing state with the largest average Clinton lead,
#    polls that ended in September 2016
ld = defaultdict(list)
for p in P(ended("2016-09-01", "2016-09-30"), lambda p: p["state"] in BATTLEGROUND):
    ld[p["state"]].append(p["lead"])
top_bg = ranked({k: mean(v) for k, v in ld.items()}, 1)[0][0]
check(top_bg, """
    SELECT state FROM polls WHERE end_date BETWEEN '2016-09-01' AND '2016-09-30'
      AND state IN (%s) GROUP BY state ORDER BY AVG(clinton_pct - trump_pct) DESC LIMIT 1"""
      % ", ".join("'%s'" % s for s in BATTLEGROUND))
golden("r7_swing_state_best_clinton_lead_sep_2016",
       "which swing state had clinton's biggest average lead in polls ending in september 2016?",
       top_bg, hint="str", mode="exact", difficulty="medium", tags=["top-1", "named-filter", "period"])

# 4. results table + region: electoral votes of the states (DC included) in the South
ev_south = sum(int(r["electoral_votes"]) for r in results if states[r["state"]]["region"] == "South")
check(ev_south, """
    SELECT SUM(r.electoral_votes) FROM results r JOIN states s ON s.state = r.state WHERE s.region = 'South'""")
golden("r7_electoral_votes_south", "how many electoral votes are there in the south",
       ev_south, hint="int", mode="exact", difficulty="easy", tags=["results", "region"])

# 5. top of a breakdown on an averaged-where-asked metric: state (or district) where Johnson's
#    average share was highest, over the polls that asked about him
js = defaultdict(list)
for p in polls:
    if p["johnson_pct"] is not None and p["state"] != "U.S.":
        js[p["state"]].append(p["johnson_pct"])
top_js = ranked({k: mean(v) for k, v in js.items()}, 1)[0][0]
check(top_js, """
    SELECT state FROM polls WHERE johnson_pct IS NOT NULL AND state <> 'U.S.'
    GROUP BY state ORDER BY AVG(johnson_pct) DESC LIMIT 1""")
golden("r7_best_state_for_johnson", "in which state did gary johnson poll best on average",
       top_js, hint="str", mode="exact", difficulty="medium", tags=["top-1", "state"])

# 6. distinct entities with a threshold: pollsters with at least 5 Florida polls
fl = defaultdict(int)
for p in P(state_is("Florida")):
    fl[p["pollster_id"]] += 1
n_fl = sum(1 for v in fl.values() if v >= 5)
assert sum(1 for v in fl.values() if v > 5) != n_fl  # "at least" matters: some pollster has exactly 5
check(n_fl, """
    SELECT COUNT(*) FROM (SELECT pollster_id FROM polls WHERE state = 'Florida'
    GROUP BY pollster_id HAVING COUNT(*) >= 5)""")
golden("r7_pollsters_with_5_florida_polls", "How many pollsters did at least 5 Florida polls?",
       n_fl, hint="int", mode="exact", difficulty="hard", tags=["threshold", "distinct-count", "state"])

# 7. exclusion of a population: average Clinton lead in Ohio polls, registered-voter polls left out
oh = P(state_is("Ohio"), lambda p: p["population"] != "rv")
lead_oh = mean(p["lead"] for p in oh)
check(lead_oh, "SELECT AVG(clinton_pct - trump_pct) FROM polls WHERE state = 'Ohio' AND population <> 'rv'")
golden("r7_ohio_lead_excluding_rv", "avg clinton lead in ohio polls, leaving out the registered voter ones",
       r2(lead_oh), hint="float", mode="approximate", difficulty="hard", tags=["negation", "population", "state"])

# 8. share: percentage of Utah polls that included Evan McMullin
ut = P(state_is("Utah"))
share_mc = sum(1 for p in ut if p["mcmullin_pct"] is not None) / len(ut) * 100
check(share_mc, "SELECT 100.0 * COUNT(mcmullin_pct) / COUNT(*) FROM polls WHERE state = 'Utah'")
golden("r7_share_utah_polls_with_mcmullin", "What percentage of the Utah polls included Evan McMullin?",
       r2(share_mc), hint="float", mode="approximate", difficulty="hard", tags=["share", "state", "empty-means-not-asked"])

# 9. document: campaign_calendar.md, the first presidential debate was at Hofstra University
deb = section(os.path.join(DOCS, "campaign_calendar.md"), "Debate season 2016")
where = re.findall(r"first presidential debate at ([A-Z][a-z]+ University)", deb)
assert where == ["Hofstra University"], where
golden("r7_doc_first_debate_venue", "where was the first presidential debate held",
       where[0], hint="str", mode="exact", route="documents", difficulty="medium", tags=["document", "calendar"])

# 10. document: polling_glossary.md, two states award electoral votes by district (Maine, Nebraska)
nat = section(glossary, "National, state and district polls")
two = re.findall(r"the (\w+) states that award electoral votes by district", nat)
assert two == ["two"], two
assert sorted({s["parent_state"] for s in states.values() if s["level"] == "congressional district"}) == ["Maine", "Nebraska"]
golden("r7_doc_states_awarding_by_district", "how many states hand out their electoral votes by congressional district?",
       2, hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "definition"])

# 11-12. unanswerable: no interview language, no response rate anywhere
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
docs = " ".join(open(os.path.join(DOCS, f), encoding="utf-8").read().lower() for f in os.listdir(DOCS))
assert not re.search(r"language|spanish|mode", heads) and "spanish" not in docs
golden("r7_unanswerable_spanish_interviews", "How many of the poll interviews were done in Spanish?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert not re.search(r"response|contact|dial", heads) and "response rate" not in docs
golden("r7_unanswerable_ipsos_response_rate", "what was the response rate on the ipsos polls",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 7: not loaded by eval; written without reading the runtime and",
    "# before running datacopilot; answers computed by expected/round7.py from data/*.csv",
    "# (Python standard library only). GENERATED: python3 expected/round7.py",
])
