#!/usr/bin/env python3
"""truth2v34.py - write a level that real C NetHack made (a truth file of
../shared/truth*, made by ../shared/tools/c-truth) as a session in the
V3 or V4 shape davidbau/menace records (its docs/SESSION_FORMAT_V3.md and
_V4.md), so that `nhlev session FILE` and `nhlev view --compare FILE` are
tested on sessions of both shapes made from C's own output.

V4: env, nethackrc and one step whose log is C's draws of the level in
menace's spelling ("rn2(5)=3 @ fn(file.c:N)", rne/rnz after their inner
draws) closed by ^mapdump[d<dnum>l<dlevel>_001], the checkpoint of that
key a compact mapdump (T, the terrain: cells as letters, "~count,cell" a
run, rows split by '|'). V3: options, one startup step (key null) with the
log and an RLE typGrid ("count:cell" runs, ',' between cells). The screen
is C's map (mapDEC) as an ANSI capture holds it: DEC cells between SO and
SI, map column x at screen column x-1.

A truth level was reseeded right before mklev in game init_seed rather
than made on a game's stream, so regen says so: {"mode": "nhlev-truth",
"level", "init_seed"}; the session's seed is the level's.

usage: truth2v34.py v3|v4 TRUTH.json OUT.json
"""
import json
import sys

DEC = {
    "\u2518": "j", "\u2510": "k", "\u250c": "l", "\u2514": "m", "\u253c": "n",
    "\u2500": "q", "\u251c": "t", "\u2524": "u", "\u2534": "v", "\u252c": "w",
    "\u2502": "x", "\u00b7": "~", "\u2592": "a", "\u25c6": "`", "\u00b0": "f",
    "\u00b1": "g", "\u03c0": "{", "\u2260": "|", "\u2264": "y", "\u2265": "z",
}
LETTERS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def screen_row(row):
    """One mapDEC row as the tty drew it: column 0 dropped, DEC cells
    between SO (0x0e) and SI (0x0f)."""
    out, dec = [], False
    for ch in row[1:]:
        want = ch in DEC
        if want != dec:
            out.append("\x0e" if want else "\x0f")
            dec = want
        if want:
            out.append(DEC[ch])
        elif ord(ch) < 0x80:
            out.append(ch)
        else:
            raise SystemExit(f"truth2v34: no DEC letter for U+{ord(ch):04X}")
    if dec:
        out.append("\x0f")
    return "".join(out).rstrip(" ")


def screen(t, dlvl):
    rows = [screen_row(r) for r in t["mapDEC"]]
    status = ["Wizard the Stripling", f"Dlvl:{dlvl} $:0 HP:16(16) Pw:2(2) AC:6 Xp:1"]
    return "\n".join([""] + rows + status)


def menace_line(line):
    """A truth log line ("rn2(3)=0 @ file.c:930 [x.lua:8]", nested lines
    indented after their rne/rnz) in menace's spelling."""
    body = line.strip()
    call, _, site = body.partition(" @ ")
    site = site.split(" [")[0]
    return f"{call} @ truth({site})" if site else call


def menace_log(lines):
    """Nested draws come before the composite that made them, as C's
    logger writes them once the composite returns."""
    out, pending = [], []
    for line in lines:
        if line.startswith(" "):
            out.append(menace_line(line))
            continue
        if pending:
            out.extend(pending)
            pending = []
        call = line.strip()
        if call.startswith(("rne(", "rnz(")):
            pending.append(menace_line(line))
        else:
            out.append(menace_line(line))
    out.extend(pending)
    return out


def mapdump_terrain(grid):
    rows = []
    for row in grid:
        cells, x = [], 0
        while x < len(row):
            n = 1
            while x + n < len(row) and row[x + n] == row[x]:
                n += 1
            c = LETTERS[row[x]]
            cells.append(f"~{n},{c}" if n >= 3 else c * n)
            x += n
        rows.append("".join(cells))
    return "T" + "|".join(rows)


def rle_grid(grid):
    rows = []
    for row in grid:
        row = list(row)
        while row and row[-1] == 0:
            row.pop()
        cells, x = [], 0
        while x < len(row):
            n = 1
            while x + n < len(row) and row[x + n] == row[x]:
                n += 1
            c = LETTERS[row[x]]
            cells.append(f"{n}:{c}" if n > 1 else c)
            x += n
        rows.append(",".join(cells))
    return "|".join(rows)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("v3", "v4"):
        sys.exit(__doc__.strip().splitlines()[-1])
    shape, src, dst = sys.argv[1:]
    with open(src, encoding="utf-8") as f:
        t = json.load(f)
    hero = t.get("hero", {})
    where = t.get("where", {})
    dnum, dlevel = where.get("dnum", 0), where.get("dlevel", 1)
    key = f"d{dnum}l{dlevel}_001"
    regen = {"mode": "nhlev-truth", "level": t["level"], "init_seed": t["init_seed"],
             "from": src.split("/")[-1], "nethack_commit": t.get("nethack_commit", "")}
    log = menace_log(t["rng"])
    if shape == "v4":
        rc = ("OPTIONS=name:Wizard,role:{role},race:{race},gender:{gender},align:{align}\n"
              "OPTIONS=!autopickup,!tutorial\nOPTIONS=symset:DECgraphics\nWIZARD=Wizard\n"
              ).format(**{k: hero.get(k, "") for k in ("role", "race", "gender", "align")})
        session = {
            "version": 4,
            "env": {"NETHACK_SEED": str(t["seed"]), "NETHACK_FIXED_DATETIME": "20000110090000"},
            "nethackrc": rc,
            "seed": t["seed"],
            "source": "c",
            "type": "nhlev-truth",
            "regen": regen,
            "steps": [{"key": None, "rng": log + [f"^mapdump[{key}]"],
                       "screen": screen(t, where.get("depth", dlevel)), "cursor": [0, 0, 1]}],
            "checkpoints": {key: mapdump_terrain(t["typGrid"]) + "\n"},
        }
    else:
        session = {
            "version": 3,
            "seed": t["seed"],
            "source": "c",
            "regen": regen,
            "options": {"name": "Wizard", "wizard": True, "symset": "DECgraphics",
                        **{k: hero.get(k, "") for k in ("role", "race", "gender", "align")}},
            "steps": [{"key": None, "rng": log, "screen": screen(t, where.get("depth", dlevel)),
                       "typGrid": rle_grid(t["typGrid"])}],
        }
    with open(dst, "w", encoding="utf-8") as f:
        json.dump(session, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
