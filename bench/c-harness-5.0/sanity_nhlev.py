#!/usr/bin/env python3
"""sanity_nhlev.py - C harness (5.0.0) vs `nhlev render --format json` on seeds the truth
files do not cover: typGrid, place (dnum/dlevel/depth) and object/monster/trap counts.
  sanity_nhlev.py [--seeds 4,50,250,500] [LEVEL...]"""
import argparse, json, os, subprocess, sys, tempfile
BIN = os.environ.get("C_BIN", "/tmp/c-harness-50/nhharness")
NHLEV = os.environ.get("NHLEV", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../build/nhlev"))
DAT = os.environ.get("DAT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../shared/nethack/5.0.0/dat"))
ap = argparse.ArgumentParser()
ap.add_argument("--seeds", default="4,50,250,500")
ap.add_argument("levels", nargs="*")
a = ap.parse_args()
levels = a.levels or ("soko1 oracle castle valley minefill medusa bigrm minetn knox sanctum "
                      "astral tower1 dlvl:4 Val-strt Val-fila hellfill").split()
ok = bad = 0
for s in map(int, a.seeds.split(",")):
    fd, dump = tempfile.mkstemp(suffix=".jsonl"); os.close(fd)
    subprocess.run([BIN, "--seeds", "1", "--first", str(s), "--dump", dump] + levels,
                   check=True, stdout=subprocess.DEVNULL)
    for line in open(dump):
        d = json.loads(line)
        p = subprocess.run([NHLEV, "render", "--dat", DAT, "--format", "json", d["level"],
                            "--seed", str(s)], capture_output=True, text=True)
        if p.returncode:
            print("%-9s seed %3d: nhlev failed: %s" % (d["level"], s, p.stderr.strip()[:200])); bad += 1; continue
        t = json.loads(p.stdout)
        tg, cg = t["typGrid"], d["typGrid"]
        diff = sum(1 for y in range(21) for x in range(80) if tg[y][x] != cg[y][x])
        w = t["where"]
        place = (w["dnum"], w["dlevel"], w["depth"]) == (d["dnum"], d["dlevel"], d["depth"])
        counts = (len(t["objects"]), len(t["monsters"]), len(t["traps"]))
        mine = (d["nobjects"], d["nmonsters"], d["ntraps"])
        good = diff == 0 and place and counts == mine
        ok += good; bad += not good
        print("%-9s seed %3d: typGrid %s  place %s  objs/mons/traps C=%s nhlev=%s%s" % (
            d["level"], s, "same" if diff == 0 else "%d/1680 cells differ" % diff,
            "same" if place else "DIFFERS (C %s vs nhlev %s)" % ((d["dnum"], d["dlevel"], d["depth"]),
                                                      (w["dnum"], w["dlevel"], w["depth"])),
            mine, counts, "" if good else "   <-- MISMATCH"), flush=True)
    os.unlink(dump)
print("%d of %d level builds: C harness == nhlev" % (ok, ok + bad))
sys.exit(0 if bad == 0 else 1)
