"""Shared by the conversation generators (evals/expected/conversations.py and
runtime/testdata/*/expected/conversations.py): a conversation golden is a list of
turns, each a question with its own expectation, written as HCL. Standard library
only."""
import json


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


def turn(question, expect, hint=None, mode="exact", tolerance=None):
    t = {"question": question}
    if hint:
        t["format_hint"] = hint
    t["expect"] = expect
    t["mode"] = mode
    if mode == "approximate":
        t["tolerance"] = 0.001 if tolerance is None else tolerance
    return t


def render(header, convs, out):
    for h in header:
        print(h, file=out)
    names = set()
    for c in convs:
        assert c["name"] not in names, c["name"]
        assert 3 <= len(c["turns"]) <= 5, c["name"]
        names.add(c["name"])
        print(file=out)
        print('golden "%s" {' % c["name"], file=out)
        print("  turns = [", file=out)
        for t in c["turns"]:
            print("    {", file=out)
            for k, v in t.items():
                print("      %s = %s" % (k, hcl(v, "      ")), file=out)
            print("    },", file=out)
        print("  ]", file=out)
        print("  difficulty = %s" % hcl(c.get("difficulty", "medium")), file=out)
        print("  tags       = %s" % hcl(["conversation"] + c["kinds"]), file=out)
        print("}", file=out)


def ranked(d, n=None, reverse=True):
    """Items by value (highest first unless reverse=False), then key; refuses a tie
    at the cut or inside the list, where the right answer would be ambiguous."""
    items = sorted(d.items(), key=lambda kv: ((-kv[1] if reverse else kv[1]), str(kv[0])))
    head = items[:n] if n else items
    vals = [round(v, 6) for _, v in items]
    upto = len(head) if n is None else min(n + 1, len(items))
    for i in range(1, upto):
        assert vals[i] != vals[i - 1], "tie in ranking at %r / %r" % (items[i - 1], items[i])
    return head


def r2(x):
    return round(x + 0.0, 2 if abs(x) >= 100 else 4)
