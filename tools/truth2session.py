#!/usr/bin/env python3
"""truth2session.py - write a level that real C NetHack made (a truth file of
../shared/truth or ../shared/truth-5.0, made by ../shared/tools/c-truth) as a
C session file (the session format of ../shared/seeds/004_*.txt), so that
`nhlev view LEVEL --compare FILE` sets nhlev's build beside C's screen.

The screen is C's own drawing of the level as if fully mapped (the truth
file's mapDEC), turned back into DECgraphics bytes as a tty capture holds
them: row 0 the message line (empty), rows 1-21 the map, rows 22-23 the
status lines (empty: the truth files record no status). As on C's tty, map
column x is at screen column x-1 (column 0 of the map is never drawn; the
format's readers put it back), so a map row loses its first column here. The terrain grid
and the RNG count are C's. No steps: a session of the level as made.

usage: truth2session.py TRUTH.json OUT.json
"""
import json
import sys

# the Unicode look-alikes mapDEC spells VT100 line-drawing letters with
DEC = {
    "\u2518": "j", "\u2510": "k", "\u250c": "l", "\u2514": "m", "\u253c": "n",
    "\u2500": "q", "\u251c": "t", "\u2524": "u", "\u2534": "v", "\u252c": "w",
    "\u2502": "x", "\u00b7": "~", "\u2592": "a", "\u25c6": "`", "\u00b0": "f",
    "\u00b1": "g", "\u03c0": "{", "\u2260": "|", "\u2264": "y", "\u2265": "z",
}


def to_dec(row):
    out = []
    for ch in row:
        if ch in DEC:
            out.append(DEC[ch])
        elif ord(ch) < 0x80:
            out.append(ch)
        else:
            raise SystemExit(f"truth2session: no DEC letter for U+{ord(ch):04X}")
    return "".join(out)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        t = json.load(f)
    rows = [to_dec(r) for r in t["mapDEC"]]
    if any(r[:1].strip() for r in rows):
        sys.exit(f"truth2session: {src}: mapDEC draws in column 0, which no tty shows")
    rows = [r[1:] for r in rows]
    if len(rows) != 21:
        sys.exit(f"truth2session: {src}: mapDEC has {len(rows)} rows, not 21")
    hero = t.get("hero", {})
    session = {
        "version": 1,
        "seed": t["seed"],
        "wizard": True,
        "character": {k: hero[k] for k in ("role", "race", "gender", "align") if k in hero},
        "symset": "DECgraphics",
        "source": {
            "made_by": "tools/truth2session.py",
            "from": src.split("/")[-1],
            "nethack_commit": t.get("nethack_commit", ""),
            "level": t.get("level", ""),
            "variant": t.get("variant", ""),
            "init_seed": t.get("init_seed"),
        },
        "startup": {
            "rngCalls": t.get("rngCount", 0),
            "typGrid": t["typGrid"],
            "screen": [""] + rows + ["", ""],
        },
        "steps": [],
    }
    with open(dst, "w", encoding="utf-8") as f:
        json.dump(session, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
