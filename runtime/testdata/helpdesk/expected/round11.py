#!/usr/bin/env python3
"""Held-out round 11 for the helpdesk workspace: 12 new questions in the words of
business users (lowercase and sloppy ones, a polite long one, terse ones, and some
words the knowledge files do not define: "split", "blow", "never got a survey
sent out", "written in spanish"), written from
data/*.csv, knowledge.hcl, pipes/*.hcl and documents/*.md only, without reading
datacopilot's runtime (no *.go) and without running datacopilot. None repeats or
paraphrases a question of evals/*.hcl or heldout/*.hcl.
Every expected value is computed here from data/*.csv (and documents/*.md for
the document question) with the Python standard library only, then computed a
second time by hand-written SQL over the same CSV files loaded into sqlite3,
and the two are asserted equal.

    python3 expected/round11.py          # writes heldout/round11.hcl
    python3 expected/round11.py --print  # prints it instead

Definitions followed (knowledge.hcl, documents/sla_policy.md,
documents/satisfaction_policy.md):
- tickets = rows of tickets.csv, dated by the day they were opened (opened_at),
  whatever their status; channel "web" = the help center form;
  category is what the ticket is about ("topic");
- resolved ("solved") tickets = resolved_at set, dated by resolved_at (not the
  status: status resolved/closed only says whether it was resolved within the
  last 7 days); resolution time = calendar hours from opened_at to resolved_at,
  averaged over resolved tickets (average resolution time);
- SLA misses = rows of sla_breaches.csv (metric sla_breaches: a ticket missing
  both targets counts twice), dated by breached_at ("during Q4 2024" =
  breached_at 2024-10-01..2024-12-31; dated by the ticket's opening day the
  count is the same, asserted);
- "logged by one of our agents on the customer's behalf" = filter agent_logged,
  created_by_agent_id set; its share = % of tickets opened in 2024;
- roles: assigned_agent_id = owner ("owned by Billing team agents" = owner's
  team Billing), escalated_to_agent_id = the Escalations agent it was escalated
  to ("escalations engineer": escalation_agents, whose synonyms include
  "escalation engineers"; the Head of Support counts, her team being Escalations); escalated tickets
  are dated by opened_at (no escalation date exists);
- surveys are dated by sent_at; CSAT = % of answered surveys (score set) scoring
  4 or 5; a survey's ticket is joined by ticket_id, and "tickets that breached
  their SLA" = tickets.sla_breached true; "never got a survey" = no row in
  satisfaction_surveys.csv for the ticket;
- customers "in Asia-Pacific" = region APAC; "opened at least one bug ticket
  and at least one performance ticket in 2024" = distinct customers with both
  categories among tickets opened 2024-01-01..2024-12-31;
- Q1 2025 = 2025-01-01..2025-03-31, Q2 2025 = 2025-04-01..2025-06-30, Q4 2024
  = 2024-10-01..2024-12-31; the percent change is (later - earlier) / earlier;
- shares and CSAT are percentages (0-100).
Floats are rounded to 2 decimals (4 below 100). Rankings (and the cut of an Nth
place) are checked for ties. The unanswerable question (the language tickets
were written in: no language column anywhere) expects route "stop"; the
document question (the hours after which an unresolved P1 is escalated,
sla_policy.md) expects route "documents".
"""
import csv
import datetime as dt
import json
import os
import re
import sqlite3
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
DOCS = os.path.join(ROOT, "documents")
OUT = os.path.join(ROOT, "heldout", "round11.hcl")
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
    return dt.date.fromisoformat(s[:10]) if s else None


def ts(s):
    return dt.datetime.fromisoformat(s) if s else None


tickets = load("tickets.csv")
customers = {c["customer_id"]: c for c in load("customers.csv")}
agents = {a["agent_id"]: a for a in load("agents.csv")}
surveys = load("satisfaction_surveys.csv")
breaches = load("sla_breaches.csv")
for t in tickets:
    t["op"], t["res"] = ts(t["opened_at"]), ts(t["resolved_at"])
    t["day"] = t["op"].date()
    t["rday"] = t["res"].date() if t["res"] else None
    t["cust"] = customers[t["customer_id"]]
by_id = {t["ticket_id"]: t for t in tickets}
for s in surveys:
    s["t"] = by_id[s["ticket_id"]]
    s["sday"] = day(s["sent_at"])
for b in breaches:
    b["t"] = by_id[b["ticket_id"]]
    b["bday"] = day(b["breached_at"])

DB = sqlite_db(DATA, ["tickets.csv", "customers.csv", "agents.csv", "satisfaction_surveys.csv", "sla_breaches.csv"])
OD = "substr(t.opened_at, 1, 10)"
RD = "substr(t.resolved_at, 1, 10)"
SD = "substr(s.sent_at, 1, 10)"
BD = "substr(b.breached_at, 1, 10)"


def inr(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def O(lo, hi, *preds):
    """Tickets opened from lo to hi (days, inclusive) meeting every predicate."""
    return [t for t in tickets if inr(t["day"], lo, hi) and all(p(t) for p in preds)]


def R(lo, hi, *preds):
    """Tickets resolved from lo to hi (days, inclusive) meeting every predicate."""
    return [t for t in tickets if inr(t["rday"], lo, hi) and all(p(t) for p in preds)]


def S(lo, hi, *preds):
    """Surveys sent from lo to hi (days, inclusive) meeting every predicate."""
    return [s for s in surveys if inr(s["sday"], lo, hi) and all(p(s) for p in preds)]


def hours(a, b):
    return (b - a).total_seconds() / 3600.0


def owner(t):
    return agents[t["assigned_agent_id"]] if t["assigned_agent_id"] else None


# 1. breakdown whose one row is asked: tickets opened in Q1 2025 by channel, the
#    row for web (the help center form).
ch = Counter(t["channel"] for t in O("2025-01-01", "2025-03-31"))
assert set(ch) == {"email", "chat", "phone", "web"}, ch
n_web = ch["web"]
check(sorted(ch.items()), """
    SELECT t.channel, COUNT(*) FROM tickets t WHERE %s BETWEEN '2025-01-01' AND '2025-03-31'
    GROUP BY t.channel ORDER BY t.channel""" % OD)
golden("r11_q1_2025_web_form_row_of_channel_split",
       "split q1 2025 tickets by channel pls - whats the number for the help center form",
       n_web, hint="int", mode="exact", difficulty="easy", tags=["breakdown", "row", "channel", "quarter"])

# 2. total: SLA targets missed (rows of sla_breaches) during Q4 2024, by breached_at.
q4b = [b for b in breaches if inr(b["bday"], "2024-10-01", "2024-12-31")]
n_q4b = len(q4b)
assert n_q4b != len({b["ticket_id"] for b in q4b}), "counting misses must differ from counting tickets"
assert n_q4b == sum(1 for b in breaches if inr(b["t"]["day"], "2024-10-01", "2024-12-31")), \
    "dating the misses by the ticket's opening day gives the same total"
check(n_q4b, "SELECT COUNT(*) FROM sla_breaches b WHERE %s BETWEEN '2024-10-01' AND '2024-12-31'" % BD)
golden("r11_sla_misses_total_q4_2024",
       "How many SLA targets did we blow in total during Q4 2024? Count first response and resolution misses separately, so a ticket that missed both counts twice.",
       n_q4b, hint="int", mode="exact", difficulty="easy", tags=["total", "sla-breaches", "quarter"])

# 3. Nth place: the second most frequent category of tickets opened in 2023.
cat23 = Counter(t["category"] for t in O("2023-01-01", "2023-12-31"))
second = ranked(dict(cat23), 2)[1][0]
check(second, """
    SELECT t.category FROM tickets t WHERE %s BETWEEN '2023-01-01' AND '2023-12-31'
    GROUP BY t.category ORDER BY COUNT(*) DESC LIMIT 1 OFFSET 1""" % OD)
golden("r11_second_most_common_category_2023",
       "2023: second most common ticket topic?",
       second, hint="str", mode="exact", difficulty="easy", tags=["ordinal", "second", "category", "year"])

# 4. average: mean resolution hours of Enterprise customers' tickets resolved in 2024.
ent = R("2024-01-01", "2024-12-31", lambda t: t["cust"]["plan"] == "Enterprise")
avg_ent = sum(hours(t["op"], t["res"]) for t in ent) / len(ent)
check(avg_ent, """
    SELECT AVG((julianday(t.resolved_at) - julianday(t.opened_at)) * 24) FROM tickets t
    JOIN customers c ON c.customer_id = t.customer_id
    WHERE c.plan = 'Enterprise' AND t.resolved_at IS NOT NULL AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % RD)
golden("r11_enterprise_avg_resolution_hours_resolved_2024",
       "Hello! For a review with our Enterprise accounts, could you please tell me how long, on average, it took us to resolve their tickets, looking at the tickets we resolved during 2024? An answer in hours would be perfect, thank you.",
       r2(avg_ent), hint="float", mode="approximate", difficulty="medium",
       tags=["average", "resolution-time", "plan", "resolved-date"])

# 5. share of a total: tickets opened in 2024 logged by an agent for the customer
#    (created_by_agent_id set), as a % of all tickets opened in 2024.
t24 = O("2024-01-01", "2024-12-31")
logged24 = [t for t in t24 if t["created_by_agent_id"]]
sh_logged = len(logged24) / len(t24) * 100
assert len(logged24) != sum(1 for t in t24 if t["channel"] == "phone"), "not the same as the phone share"
check(sh_logged, """
    SELECT 100.0 * SUM(t.created_by_agent_id IS NOT NULL) / COUNT(*) FROM tickets t
    WHERE %s BETWEEN '2024-01-01' AND '2024-12-31'""" % OD)
golden("r11_share_agent_logged_2024",
       "what % of the tickets opened in 2024 were logged by one of our agents on the customer's behalf, instead of the customer creating them themselves?",
       r2(sh_logged), hint="float", mode="approximate", difficulty="medium",
       tags=["share", "part-of-total", "agent-logged", "year"])

# 6. change between two periods, in percent: tickets resolved in Q2 2025 vs Q1 2025.
q1 = len(R("2025-01-01", "2025-03-31"))
q2 = len(R("2025-04-01", "2025-06-30"))
chg = (q2 - q1) / q1 * 100
assert chg < 0
check(chg, """
    SELECT 100.0 * (SUM(%(rd)s BETWEEN '2025-04-01' AND '2025-06-30') - SUM(%(rd)s BETWEEN '2025-01-01' AND '2025-03-31'))
           / SUM(%(rd)s BETWEEN '2025-01-01' AND '2025-03-31')
    FROM tickets t WHERE t.resolved_at IS NOT NULL""" % {"rd": RD})
golden("r11_resolved_pct_change_q1_to_q2_2025",
       "By what percent did the number of tickets we solved change from Q1 2025 to Q2 2025?",
       r2(chg), hint="float", mode="approximate", difficulty="medium",
       tags=["percent-change", "two-periods", "resolved-date", "quarter"])

# 7. negation on a related table: tickets resolved in 2024 with no survey row at all.
surveyed = {s["ticket_id"] for s in surveys}
r24 = R("2024-01-01", "2024-12-31")
n_nosurvey = sum(1 for t in r24 if t["ticket_id"] not in surveyed)
assert 0 < n_nosurvey < len(r24)
check(n_nosurvey, """
    SELECT COUNT(*) FROM tickets t
    WHERE t.resolved_at IS NOT NULL AND %s BETWEEN '2024-01-01' AND '2024-12-31'
      AND NOT EXISTS (SELECT 1 FROM satisfaction_surveys s WHERE s.ticket_id = t.ticket_id)""" % RD)
golden("r11_resolved_2024_never_surveyed",
       "of the tickets we solved in 2024, how many never got a satisfaction survey sent out at all?",
       n_nosurvey, hint="int", mode="exact", difficulty="hard", tags=["negation", "not-exists", "survey", "resolved-date"])

# 8. distinct customers with a condition on two kinds of tickets: APAC customers
#    who opened at least one bug ticket and at least one performance ticket in 2024.
cats = defaultdict(set)
for t in t24:
    if t["cust"]["region"] == "APAC":
        cats[t["customer_id"]].add(t["category"])
n_both = sum(1 for v in cats.values() if {"bug", "performance"} <= v)
n_either = sum(1 for v in cats.values() if v & {"bug", "performance"})
assert n_both != n_either
check(n_both, """
    SELECT COUNT(*) FROM (
      SELECT t.customer_id FROM tickets t JOIN customers c ON c.customer_id = t.customer_id
      WHERE c.region = 'APAC' AND %s BETWEEN '2024-01-01' AND '2024-12-31' AND t.category IN ('bug', 'performance')
      GROUP BY t.customer_id HAVING COUNT(DISTINCT t.category) = 2)""" % OD)
golden("r11_apac_customers_bug_and_performance_2024",
       "How many Asia-Pacific customers opened at least one bug ticket AND at least one performance ticket in 2024?",
       n_both, hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "both-conditions", "region", "category"])

# 9. a rate filtered on a related table: CSAT of answered surveys sent in 2024
#    whose ticket breached its SLA.
sc = [int(s["score"]) for s in S("2024-01-01", "2024-12-31", lambda s: s["score"] != "",
                                 lambda s: s["t"]["sla_breached"] == "true")]
csat_br = sum(1 for x in sc if x >= 4) / len(sc) * 100
check(csat_br, """
    SELECT 100.0 * SUM(s.score >= 4) / COUNT(*) FROM satisfaction_surveys s
    JOIN tickets t ON t.ticket_id = s.ticket_id
    WHERE s.score IS NOT NULL AND t.sla_breached = 'true' AND %s BETWEEN '2024-01-01' AND '2024-12-31'""" % SD)
golden("r11_csat_surveys_on_breached_tickets_2024",
       "Looking at the surveys we sent out in 2024 for tickets that had missed their SLA, what was the CSAT?",
       r2(csat_br), hint="float", mode="approximate", difficulty="hard",
       tags=["csat", "related-table", "sla-breached", "survey"])

# 10. roles: among tickets opened in 2024 owned by a Billing team agent and
#     escalated, the Escalations agent they were escalated to most often.
eb = Counter(agents[t["escalated_to_agent_id"]]["full_name"]
             for t in t24 if t["escalated_to_agent_id"] and owner(t) and owner(t)["team"] == "Billing")
top_eb = ranked(dict(eb), 1)[0][0]
assert all(owner(t) is None or owner(t)["team"] != "Escalations" for t in tickets), "no owner is an escalation agent"
check(top_eb, """
    SELECT e.full_name FROM tickets t
    JOIN agents o ON o.agent_id = t.assigned_agent_id JOIN agents e ON e.agent_id = t.escalated_to_agent_id
    WHERE o.team = 'Billing' AND %s BETWEEN '2024-01-01' AND '2024-12-31'
    GROUP BY e.full_name ORDER BY COUNT(*) DESC LIMIT 1""" % OD)
golden("r11_top_escalation_engineer_for_billing_owned_2024",
       "which escalations engineer had the most tickets escalated to them in 2024 from tickets owned by Billing team agents?",
       top_eb, hint="str", mode="exact", difficulty="hard", tags=["roles", "escalation-agent", "assigned", "team", "top-1"])

# 11. document: sla_policy.md, an agent escalates a P1 ticket not resolved within
#     2 hours of being opened.
esc = section(os.path.join(DOCS, "sla_policy.md"), "Escalation")
p1 = re.findall(r"a P1 ticket is not resolved within (\d+) hours of being opened", esc)
assert p1 == ["2"], p1
golden("r11_doc_p1_escalation_after_hours",
       "per our sla policy, how many hours after it's opened does an urgent P1 that still isn't resolved get escalated?",
       int(p1[0]), hint="int", mode="exact", route="documents", difficulty="medium",
       tags=["document", "policy", "escalation"])

# 12. unanswerable: no ticket language anywhere.
heads = " ".join(open(os.path.join(DATA, f), encoding="utf-8").readline().lower()
                 for f in os.listdir(DATA) if f.endswith(".csv"))
assert not re.search(r"lang|locale|spanish|portug|translat", heads), heads
golden("r11_refuse_ticket_language_2024",
       "how many of the tickets in 2024 were written in spanish or portuguese?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])

main(OUT, [
    "# Held-out round 11 (helpdesk): not loaded by eval; written without reading the runtime",
    "# and without running datacopilot; answers computed by expected/round11.py from data/*.csv",
    "# (Python standard library only, checked again by SQL over sqlite3).",
    "# GENERATED: python3 expected/round11.py",
])
