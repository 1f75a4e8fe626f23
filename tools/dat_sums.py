#!/usr/bin/env python3
"""Print the fingerprint of a NetHack dat/ directory: one line per level
source (.lua files; 3.6's .des files and dungeon.def), name, size and FNV-1a
64-bit hash of its bytes (datcheck.c computes the same).
   tools/dat_sums.py ../shared/nethack/5.0.0/dat > data/5.0.0/dat.tsv"""
import os
import sys


def fnv1a64(data):
    h = 0xcbf29ce484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def main(d):
    print("#file\tsize\tfnv1a64")
    for name in sorted(os.listdir(d)):
        if not (name.endswith((".lua", ".des")) or name == "dungeon.def"):
            continue
        with open(os.path.join(d, name), "rb") as f:
            data = f.read()
        print("%s\t%d\t%016x" % (name, len(data), fnv1a64(data)))


if __name__ == "__main__":
    main(sys.argv[1])
