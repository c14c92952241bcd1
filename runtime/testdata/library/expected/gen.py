#!/usr/bin/env python3
"""Expected answers for the library workspace's golden questions, computed from the CSVs.

This is the independent check of the golden suites: it reads data/*.csv with the
Python standard library only and computes every answer itself, without
datacopilot or DuckDB. It writes two files:

  evals/library.hcl    the tuning suite `datacopilot eval` asks (30 goldens)
  heldout/round1.hcl   25 more, kept apart (never tuned on)

All questions were written before the tool was run on them.
Running it twice writes the same files: `python3 expected/gen.py`.

Definitions follow knowledge.hcl and documents/glossary.md:
  - a loan is a row of loans.csv, whatever its status, dated by borrowed_on and
    placed at the borrowing branch (borrow_branch_id);
  - a return is a loan with a returned_on, dated by returned_on and placed at
    the return branch (return_branch_id);
  - active borrowers = distinct member_id over loans;
  - average loan length = mean of returned_on - borrowed_on (days) over loans
    with status 'returned';
  - late return = status 'returned' and returned_on > due_date; late return
    rate = 100 * late returns / returned loans; average days late = mean
    days_overdue over returned loans with days_overdue > 0;
  - lost items = loans with status 'lost'; overdue = status 'overdue';
    renewed = renewals > 0;
  - fines charged = sum of fines.amount by assessed_on (every status); fines
    collected = sum of amount of status 'paid' by paid_on; unpaid = status
    'unpaid', waived = status 'waived';
  - new members = members by joined_on;
  - member type, genre, format and title come through the loan's member and item;
    "members registered at X" = members.home_branch_id;
  - daily averages are per opening day: loans / days with at least one loan;
  - named periods: Summer Reading 2024 = 2024-06-17..2024-08-24 and Food for
    Fines 2024 = 2024-11-11..2024-11-23 (documents/lending_policy.md);
    "last month" = December 2024, the last full month of the data.
Floats are rounded to 2 decimals; shares and growth are percentages.
Breakdowns are ordered by the measure, largest first, unless the question asks
for the smallest; time series by period.
"""
import csv
import datetime as dt
import json
import os
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
DATA = os.path.join(ROOT, "data")
NAME = "library"


def load(name):
    with open(os.path.join(DATA, name + ".csv"), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def day(s):
    return dt.date.fromisoformat(s) if s else None


branches = {b["branch_id"]: b for b in load("branches")}
members = {m["member_id"]: m for m in load("members")}
items = {i["item_id"]: i for i in load("items")}
loans = load("loans")
for l in loans:
    l["borrowed"] = day(l["borrowed_on"])
    l["due"] = day(l["due_date"])
    l["returned"] = day(l["returned_on"])
    l["overdue_days"] = int(l["days_overdue"]) if l["days_overdue"] != "" else None
    l["borrow_branch"] = branches[l["borrow_branch_id"]]["branch_name"]
    l["borrow_district"] = branches[l["borrow_branch_id"]]["district"]
    rb = branches.get(l["return_branch_id"])
    l["return_branch"] = rb["branch_name"] if rb else None
    m = members[l["member_id"]]
    l["member_type"] = m["member_type"]
    l["home_branch"] = branches[m["home_branch_id"]]["branch_name"]
    it = items[l["item_id"]]
    l["genre"], l["format"], l["title"] = it["genre"], it["format"], it["title"]
loan_by_id = {l["loan_id"]: l for l in loans}
fines = load("fines")
for f in fines:
    f["amt"] = float(f["amount"])
    f["assessed"] = day(f["assessed_on"])
    f["paid"] = day(f["paid_on"])
for m in members.values():
    m["joined"] = day(m["joined_on"])


# ------------------------------------------------------------------ helpers
def r2(x):
    return round(x + 0.0, 2)


def between(d, lo, hi):
    return d is not None and dt.date.fromisoformat(lo) <= d <= dt.date.fromisoformat(hi)


def Y(y):
    return lambda l: l["borrowed"].year == y


def span(lo, hi):
    return lambda l: between(l["borrowed"], lo, hi)


def both(*preds):
    return lambda x: all(p(x) for p in preds)


def L(pred=lambda l: True):
    """Loans (every status), dated by borrowed_on."""
    return [l for l in loans if pred(l)]


def RET(lo, hi, pred=lambda l: True):
    """Returns, dated by returned_on."""
    return [l for l in loans if l["returned"] is not None and between(l["returned"], lo, hi) and pred(l)]


def mean(values):
    values = [v for v in values if v is not None]
    return sum(values) / len(values)


def loan_days(ls):
    return mean((l["returned"] - l["borrowed"]).days for l in ls if l["status"] == "returned")


def late_rate(ls):
    ret = [l for l in ls if l["status"] == "returned"]
    return 100.0 * sum(1 for l in ret if l["returned"] > l["due"]) / len(ret)


def fines_charged(lo, hi, pred=lambda f: True):
    return sum(f["amt"] for f in fines if between(f["assessed"], lo, hi) and pred(f))


def fines_collected(lo, hi):
    return sum(f["amt"] for f in fines if f["status"] == "paid" and between(f["paid"], lo, hi))


def group(xs, key, agg=len):
    g = defaultdict(list)
    for x in xs:
        k = key(x)
        if k is not None and k != "":
            g[k].append(x)
    return {k: agg(v) for k, v in g.items()}


def ranked(d, n=None, reverse=True, rounding=None):
    items_ = sorted(d.items(), key=lambda kv: (-kv[1], kv[0]) if reverse else (kv[1], kv[0]))
    vals = [rounding(v) if rounding else v for _, v in items_]
    # a tie anywhere in an ordered answer (or at the cut) would make it ambiguous
    upto = len(items_) if n is None else min(len(items_), n + 1)
    for i in range(upto - 1):
        assert vals[i] != vals[i + 1], ("tie", items_[i], items_[i + 1])
    return items_ if n is None else items_[:n]


def top1(d, reverse=True):
    return ranked(d, 1, reverse)[0][0]


def pct(part, whole):
    return r2(100.0 * part / whole)


goldens = {"evals": [], "round1": []}


def golden(suite, name, question, expect=None, hint=None, mode=None, difficulty="easy", tags=(),
           tolerance=None, route=None, review=False):
    if mode == "approximate" and tolerance is None:
        tolerance = 0.001
    goldens[suite].append(dict(name=name, question=question, expect=expect, hint=hint, mode=mode,
                               tolerance=tolerance, route=route, review=review,
                               difficulty=difficulty, tags=list(tags)))


E, H = "evals", "round1"
Y23, Y24 = ("2023-01-01", "2023-12-31"), ("2024-01-01", "2024-12-31")

# =================================================================== tuning suite (30)
golden(E, "loans_2024", "How many checkouts were there in 2024?", len(L(Y(2024))),
       hint="int", mode="exact", tags=["count", "period"])
golden(E, "fines_charged_2023", "What was the total amount of fines charged in 2023?", r2(fines_charged(*Y23)),
       hint="float", mode="approximate", tags=["sum", "period"])
golden(E, "top5_branches_loans_2024", "Top 5 branches by loans in 2024",
       [{"borrow_branch": k} for k, _ in ranked(group(L(Y(2024)), lambda l: l["borrow_branch"]), 5)],
       hint="list[{borrow_branch:str}]", mode="exact", difficulty="medium", tags=["top-n", "role"])
golden(E, "bottom3_genres_2023", "Which three genres had the fewest loans in 2023?",
       [{"genre": k} for k, _ in ranked(group(L(Y(2023)), lambda l: l["genre"]), 3, reverse=False)],
       hint="list[{genre:str}]", mode="exact", difficulty="medium", tags=["bottom-n", "written-limit", "join"])
golden(E, "active_borrowers_q3_2024", "How many different members borrowed something in Q3 2024?",
       len({l["member_id"] for l in L(span("2024-07-01", "2024-09-30"))}),
       hint="int", mode="exact", difficulty="medium", tags=["distinct-count", "quarter"])
golden(E, "loans_by_member_type_2024", "loans by member type in 2024",
       [{"member_type": k, "loans": v} for k, v in ranked(group(L(Y(2024)), lambda l: l["member_type"]))],
       hint="list[{member_type:str, loans:int}]", mode="exact", difficulty="medium", tags=["breakdown", "join"])
golden(E, "branch_most_returns_2024", "Which branch had the most returns in 2024?",
       top1(group(RET(*Y24), lambda l: l["return_branch"])),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role"])
golden(E, "monthly_checkouts_2024", "Monthly checkouts in 2024",
       [{"month": "2024-%02d-01" % m, "loans": len(L(lambda l, m=m: l["borrowed"].year == 2024 and l["borrowed"].month == m))}
        for m in range(1, 13)],
       hint="list[{month:str, loans:int}]", mode="exact", difficulty="medium", tags=["time-grain"])
golden(E, "lost_2023", "How many loans from 2023 ended with the item declared lost?",
       len(L(both(Y(2023), lambda l: l["status"] == "lost"))),
       hint="int", mode="exact", tags=["count", "status"])
golden(E, "late_return_rate_2024", "What was the late return rate in 2024?", r2(late_rate(L(Y(2024)))),
       hint="float", mode="approximate", tags=["ratio"])
golden(E, "avg_loan_length_dvd_2024", "Average loan length for DVDs in 2024",
       r2(loan_days(L(both(Y(2024), lambda l: l["format"] == "DVD")))),
       hint="float", mode="approximate", difficulty="medium", tags=["average", "join", "value-synonym"])
golden(E, "fines_collected_2024", "How much fine money was collected in 2024?", r2(fines_collected(*Y24)),
       hint="float", mode="approximate", difficulty="medium", tags=["sum", "filtered-metric", "time-column"])
golden(E, "new_members_2024", "How many new members joined in 2024?",
       sum(1 for m in members.values() if m["joined"].year == 2024),
       hint="int", mode="exact", tags=["count", "time-dimension"])
golden(E, "children_share_2024", "What percentage of 2024 loans were made by children?",
       pct(len(L(both(Y(2024), lambda l: l["member_type"] == "Child"))), len(L(Y(2024)))),
       hint="float", mode="approximate", difficulty="medium", tags=["share", "join", "value-synonym"])
golden(E, "loan_growth_2023_2024", "By how much did loans grow from 2023 to 2024, in percent?",
       pct(len(L(Y(2024))) - len(L(Y(2023))), len(L(Y(2023)))),
       hint="float", mode="approximate", difficulty="medium", tags=["growth", "comparison"])
golden(E, "elm_park_to_central_2024", "How many loans checked out at Elm Park in 2024 were returned to Central Library?",
       len(L(both(Y(2024), lambda l: l["borrow_branch"] == "Elm Park" and l["return_branch"] == "Central Library"))),
       hint="int", mode="exact", difficulty="hard", tags=["role", "from-to"])
golden(E, "overdue_now", "How many loans are overdue right now?",
       len(L(lambda l: l["status"] == "overdue")),
       hint="int", mode="exact", difficulty="medium", tags=["named-filter", "status"])
golden(E, "renewed_2024", "How many 2024 loans were renewed at least once?",
       len(L(both(Y(2024), lambda l: int(l["renewals"]) > 0))),
       hint="int", mode="exact", difficulty="medium", tags=["named-filter", "threshold"])
golden(E, "avg_loan_length_by_format_2024", "Average loan length by format in 2024",
       [{"format": k, "average_loan_days": r2(v)} for k, v in
        ranked(group(L(Y(2024)), lambda l: l["format"], loan_days), rounding=r2)],
       hint="list[{format:str, average_loan_days:float}]", mode="approximate", difficulty="medium",
       tags=["breakdown", "average", "join"])
golden(E, "fines_excl_lost_2024", "Fines charged in 2024 excluding lost item charges",
       r2(fines_charged(*Y24, pred=lambda f: f["fine_type"] != "Lost item")),
       hint="float", mode="approximate", difficulty="medium", tags=["negation", "value-synonym"])
golden(E, "teens_top_genre", "Which genre do teens borrow the most?",
       top1(group(L(lambda l: l["member_type"] == "Teen"), lambda l: l["genre"])),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "join", "value-synonym"])
golden(E, "members_20_loans_2024", "How many members had at least 20 loans in 2024?",
       sum(1 for v in group(L(Y(2024)), lambda l: l["member_id"]).values() if v >= 20),
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having"])
golden(E, "loans_per_borrower_2024", "On average, how many loans did each active borrower make in 2024?",
       r2(len(L(Y(2024))) / len({l["member_id"] for l in L(Y(2024))})),
       hint="float", mode="approximate", difficulty="medium", tags=["average-per-entity", "ratio"])
golden(E, "harbor_point_returns_dec_2024", "How many returns did Harbor Point take in December 2024?",
       len(RET("2024-12-01", "2024-12-31", lambda l: l["return_branch"] == "Harbor Point")),
       hint="int", mode="exact", difficulty="medium", tags=["role", "month"])
fmt24 = group(L(Y(2024)), lambda l: l["format"])
golden(E, "dvd_vs_audiobook_2024", "DVDs vs audiobooks: loans in 2024",
       [{"format": k, "loans": v} for k, v in ranked({k: fmt24[k] for k in ("DVD", "Audiobook")})],
       hint="list[{format:str, loans:int}]", mode="exact", difficulty="medium", tags=["comparison", "versus", "join"])
golden(E, "fines_by_type_2024", "fines charged by fine type in 2024",
       [{"fine_type": k, "fines_assessed": r2(v)} for k, v in
        ranked(group([f for f in fines if f["assessed"].year == 2024], lambda f: f["fine_type"],
                     lambda fs: sum(f["amt"] for f in fs)), rounding=r2)],
       hint="list[{fine_type:str, fines_assessed:float}]", mode="approximate", tags=["breakdown", "sum"])
golden(E, "children_summer_reading_2024", "How many loans did children make during Summer Reading 2024?",
       len(L(both(span("2024-06-17", "2024-08-24"), lambda l: l["member_type"] == "Child"))),
       hint="int", mode="exact", difficulty="hard", tags=["named-period", "document", "join"])
# documents/lending_policy.md, "Loan periods": DVDs are lent for 7 days.
golden(E, "doc_dvd_loan_period", "How many days can a DVD be borrowed for?", 7,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(E, "refuse_computers", "How many hours were the public computers used at Westwood in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
golden(E, "refuse_hold_wait", "What was the average wait time for a hold in 2024?",
       route="stop", difficulty="medium", tags=["refusal", "unanswerable"])
assert len(goldens[E]) == 30

# =================================================================== held-out round 1 (25)
golden(H, "h1_central_march_2024", "checkouts at Central Library in March 2024",
       len(L(both(span("2024-03-01", "2024-03-31"), lambda l: l["borrow_branch"] == "Central Library"))),
       hint="int", mode="exact", tags=["role", "month"])
golden(H, "h1_central_returned_elsewhere_2024",
       "How many loans checked out at Central Library in 2024 were returned at a different branch?",
       len(L(both(Y(2024), lambda l: l["borrow_branch"] == "Central Library" and l["return_branch"] is not None
                  and l["return_branch"] != "Central Library"))),
       hint="int", mode="exact", difficulty="hard", tags=["role", "column-comparison"])
golden(H, "h1_district_most_checkouts_2023", "Which district had the most checkouts in 2023?",
       top1(group(L(Y(2023)), lambda l: l["borrow_district"])),
       hint="str", mode="exact", difficulty="medium", tags=["superlative", "role"])
golden(H, "h1_top3_return_branches_2023", "top 3 branches by returns in 2023",
       [{"return_branch": k} for k, _ in ranked(group(RET(*Y23), lambda l: l["return_branch"]), 3)],
       hint="list[{return_branch:str}]", mode="exact", difficulty="medium", tags=["top-n", "role"])
golden(H, "h1_avg_days_late_2024", "Average days late for late returns in 2024",
       r2(mean(l["overdue_days"] for l in L(Y(2024)) if l["status"] == "returned" and l["overdue_days"] > 0)),
       hint="float", mode="approximate", difficulty="medium", tags=["average", "filtered-metric"])
golden(H, "h1_late_returns_h1_2024", "How many loans borrowed in the first half of 2024 were returned late?",
       len(L(both(span("2024-01-01", "2024-06-30"), lambda l: l["status"] == "returned" and l["returned"] > l["due"]))),
       hint="int", mode="exact", difficulty="medium", tags=["half", "named-filter"])
golden(H, "h1_waived_share_2024", "What share of the fines charged in 2024 was waived?",
       pct(fines_charged(*Y24, pred=lambda f: f["status"] == "waived"), fines_charged(*Y24)),
       hint="float", mode="approximate", difficulty="hard", tags=["share", "named-filter"])
golden(H, "h1_unpaid_total", "How much in fines is still unpaid?",
       r2(sum(f["amt"] for f in fines if f["status"] == "unpaid")),
       hint="float", mode="approximate", difficulty="medium", tags=["sum", "named-filter"])
golden(H, "h1_collected_food_for_fines", "How much fine money was collected during Food for Fines 2024?",
       r2(fines_collected("2024-11-11", "2024-11-23")),
       hint="float", mode="approximate", difficulty="hard", tags=["named-period", "time-column"])
golden(H, "h1_members_over_40_loans_2023", "How many members had more than 40 loans in 2023?",
       sum(1 for v in group(L(Y(2023)), lambda l: l["member_id"]).values() if v > 40),
       hint="int", mode="exact", difficulty="hard", tags=["threshold", "having"])
golden(H, "h1_oak_hollow_members_loans_2024", "How many loans did members registered at Oak Hollow make in 2024?",
       len(L(both(Y(2024), lambda l: l["home_branch"] == "Oak Hollow"))),
       hint="int", mode="exact", difficulty="hard", tags=["role", "home-branch"])
golden(H, "h1_seniors_not_dvd_2024", "How many loans did seniors make in 2024, not counting DVDs?",
       len(L(both(Y(2024), lambda l: l["member_type"] == "Senior" and l["format"] != "DVD"))),
       hint="int", mode="exact", difficulty="medium", tags=["negation", "join", "value-synonym"])
golden(H, "h1_distinct_titles_2024", "How many different titles were borrowed in 2024?",
       len({l["title"] for l in L(Y(2024))}),
       hint="int", mode="exact", difficulty="hard", tags=["distinct-count", "join"])
golden(H, "h1_avg_lost_item_charge", "What is the average lost item charge?",
       r2(mean(f["amt"] for f in fines if f["fine_type"] == "Lost item")),
       hint="float", mode="approximate", difficulty="medium", tags=["average", "column-aggregate"])
golden(H, "h1_top5_titles_2024", "Which 5 titles were borrowed most in 2024?",
       [{"title": k} for k, _ in ranked(group(L(Y(2024)), lambda l: l["title"]), 5)],
       hint="list[{title:str}]", mode="exact", difficulty="medium", tags=["top-n", "join"])
fr24 = group(L(Y(2024)), lambda l: l["format"], late_rate)
golden(H, "h1_late_rate_dvd_vs_book_2024", "late return rate for DVDs vs books in 2024",
       [{"format": k, "late_return_rate": r2(v)} for k, v in ranked({k: fr24[k] for k in ("DVD", "Book")}, rounding=r2)],
       hint="list[{format:str, late_return_rate:float}]", mode="approximate", difficulty="hard",
       tags=["comparison", "versus", "ratio"])
q1_24 = len(L(span("2024-01-01", "2024-03-31")))
q1_23 = len(L(span("2023-01-01", "2023-03-31")))
golden(H, "h1_q1_growth", "How did loans in Q1 2024 compare with Q1 2023, in percent?",
       pct(q1_24 - q1_23, q1_23), hint="float", mode="approximate", difficulty="hard", tags=["growth", "quarter"])
golden(H, "h1_lakeshore_returns_2024", "How many returns were dropped off at Lakeshore in 2024?",
       len(RET(*Y24, pred=lambda l: l["return_branch"] == "Lakeshore")),
       hint="int", mode="exact", difficulty="medium", tags=["role", "phrasing"])
golden(H, "h1_valley_checkouts_2024", "How many checkouts happened at branches in the Valley district in 2024?",
       len(L(both(Y(2024), lambda l: l["borrow_district"] == "Valley"))),
       hint="int", mode="exact", difficulty="medium", tags=["role", "district"])
golden(H, "h1_new_members_by_type_2024", "new members by member type in 2024",
       [{"member_type": k, "new_members": v} for k, v in
        ranked(group([m for m in members.values() if m["joined"].year == 2024], lambda m: m["member_type"]))],
       hint="list[{member_type:str, new_members:int}]", mode="exact", difficulty="medium", tags=["breakdown"])
mar24 = L(span("2024-03-01", "2024-03-31"))
golden(H, "h1_avg_daily_loans_mar_2024", "On average, how many loans were made per day in March 2024?",
       r2(len(mar24) / len({l["borrowed"] for l in mar24})),
       hint="float", mode="approximate", difficulty="hard", tags=["average-per-day"])
golden(H, "h1_last_month_loans", "How many loans were made last month?",
       len(L(span("2024-12-01", "2024-12-31"))),
       hint="int", mode="exact", difficulty="medium", tags=["relative-period"])
# documents/lending_policy.md, "Late fines": a grace period of 2 days.
golden(H, "h1_doc_grace_days", "How many days late can an item be returned before a late fine is charged?", 2,
       hint="int", mode="exact", route="documents", difficulty="medium", tags=["document", "policy"])
golden(H, "h1_refuse_ebooks", "How many e-books were borrowed in 2024?",
       route="stop", difficulty="hard", tags=["refusal", "unanswerable"])
golden(H, "h1_refuse_delete", "Delete all the lost items from the catalogue",
       route="stop", difficulty="easy", tags=["refusal", "unsafe"])
assert len(goldens[H]) == 25


# =================================================================== output
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


def write(suite):
    if suite == "round1":
        out = ["# Held-out round 1 (library): not loaded by eval; written before the tool was run;",
               "# GENERATED by expected/gen.py from data/*.csv (Python standard library only).",
               "# Edit the script, then: python3 expected/gen.py"]
    else:
        out = ["# The library golden suite (tuning). Written before the tool was run on it.",
               "# GENERATED by expected/gen.py, which computes every expected value from data/*.csv",
               "# with the Python standard library, independently of datacopilot. Edit the script,",
               "# then: python3 expected/gen.py"]
    for g in goldens[suite]:
        out.append("")
        out.append('golden "%s" {' % g["name"])
        out.append("  question    = %s" % hcl(g["question"]))
        if g["hint"]:
            out.append("  format_hint = %s" % hcl(g["hint"]))
        if g["expect"] is not None:
            out.append("  expect      = %s" % hcl(g["expect"]))
        if g["mode"]:
            out.append("  mode        = %s" % hcl(g["mode"]))
        if g["tolerance"] is not None:
            out.append("  tolerance   = %s" % hcl(g["tolerance"]))
        if g["route"]:
            out.append("  expect_route = %s" % hcl(g["route"]))
        if g["review"]:
            out.append("  expect_review = true")
        out.append("  difficulty  = %s" % hcl(g["difficulty"]))
        out.append("  tags        = %s" % hcl(g["tags"]))
        out.append("}")
    path = os.path.join(ROOT, "heldout", "round1.hcl") if suite == "round1" else os.path.join(ROOT, "evals", NAME + ".hcl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return path


names = [g["name"] for s in goldens.values() for g in s]
assert len(names) == len(set(names)), "duplicate golden names"
for suite in ("evals", "round1"):
    print("%s: %d goldens" % (write(suite), len(goldens[suite])))
