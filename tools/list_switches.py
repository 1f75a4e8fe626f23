#!/usr/bin/env python3
"""List every place the engine's code differs by NetHack release: each use of
a release constant (NHV_3_7, NHV_5_0_0) in src/, with its function and the
comment next to it. Writes the list between the markers of doc/versions.md
(run after adding a switch; the ctest versions_doc checks it is current).
   tools/list_switches.py [--check]"""
import os
import re
import sys

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP = {"version.c", "datcheck.c"}   # where releases are defined, not switched
BEGIN, END = "<!-- switches: begin -->", "<!-- switches: end -->"


def func_of(lines, i):
    for j in range(i, -1, -1):
        m = re.match(r"^[A-Za-z_][\w \*]*?\b(\w+)\s*\(", lines[j])
        if m and not lines[j].rstrip().endswith(";"):
            return m.group(1)
    return "?"


def comment_near(lines, i):
    # the comment on the line, or the block comment just above
    for k in (i, i + 1):
        m = re.search(r"/\*\s*(.*?)\s*(\*/|$)", lines[k]) if k < len(lines) else None
        if m and m.group(1):
            text = [m.group(1)]
            while not lines[k].rstrip().endswith("*/") and k + 1 < len(lines) and len(text) < 4:
                k += 1
                text.append(lines[k].strip().strip("/* ").rstrip("*/ ").strip())
            return " ".join(t for t in text if t)
    j = i - 1
    text = []
    while j >= 0 and j >= i - 6:
        s = lines[j].strip()
        if s.endswith("*/") or text:
            text.insert(0, s.strip("/* ").rstrip("*/ ").strip())
            if s.startswith("/*"):
                break
        elif s.startswith("/*") and s.endswith("*/"):
            text.insert(0, s.strip("/* ").rstrip("*/ ").strip())
            break
        j -= 1
    return " ".join(t for t in text if t)


def collect():
    rows = []
    src = os.path.join(top, "src")
    for name in sorted(os.listdir(src)):
        if not name.endswith(".c") or name in SKIP:
            continue
        with open(os.path.join(src, name), encoding="utf-8") as f:
            lines = f.read().split("\n")
        for i, line in enumerate(lines):
            if re.search(r"\bNHV_(3_7|5_0_0)\b", line) and not line.lstrip().startswith(("*", "/*")):
                c = comment_near(lines, i)
                rows.append("| `src/%s:%d` | `%s` | %s |" % (name, i + 1, func_of(lines, i),
                                                      c.replace("|", "\\|")[:160]))
    return rows


def main():
    path = os.path.join(top, "doc", "versions.md")
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    a, b = doc.index(BEGIN) + len(BEGIN), doc.index(END)
    table = "\n| where | function | what (the C routine and the release) |\n|---|---|---|\n"
    table += "\n".join(collect()) + "\n"
    new = doc[:a] + table + doc[b:]
    if "--check" in sys.argv:
        # line numbers move with every edit: the list must name the same
        # switches (file, function, comment), not the same lines
        def strip(t):
            return re.sub(r"\.c:\d+`", ".c`", t)
        if strip(new) != strip(doc):
            print("doc/versions.md is not current: run tools/list_switches.py")
            return 1
        return 0
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)
    return 0


if __name__ == "__main__":
    sys.exit(main())
