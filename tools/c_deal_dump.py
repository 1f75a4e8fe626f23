# c_deal_dump.py - read C NetHack's objects[] right after init_objects()
# from a C truth binary (/work/shared/tools/c-truth: nhtruth, not stripped),
# for tests/fixtures/o_init. Runs inside gdb; stops at role_init(), which the
# truth binary calls right after init_objects(), and writes one line per
# object: otyp descr_idx class color material tough dir.
#
#   DUMP_OUT=/tmp/deal.txt OBJ_SIZE=40 OBJ_N=478 \
#     gdb -q -batch -x tools/c_deal_dump.py \
#     --args /tmp/c-truth-<commit>/nhtruth /tmp/out INIT_SEED 1 oracle
#
# OBJ_SIZE and OBJ_N: sizeof (struct objclass) and NUM_OBJECTS of that
# build (`nm -S` gives the size of `objects`): 40 and 478 for 3.7
# (79c889502), 72 and 482 for 5.0.0 (6b92be365). The byte offsets are
# those of objclass.h in both: oc_descr_idx at 2, the bitfields from 16
# (oc_tough bit 1 of byte 17; oc_dir bits 0-2 and oc_material bits 3-7 of
# byte 18), oc_class at 21, oc_color at 23.
import os

import gdb

OUT = os.environ["DUMP_OUT"]
SIZE = int(os.environ["OBJ_SIZE"])
COUNT = int(os.environ["OBJ_N"])


class AfterInitObjects(gdb.Breakpoint):
    def stop(self):
        inferior = gdb.selected_inferior()
        base = int(gdb.parse_and_eval("(long) &objects"))
        with open(OUT, "w") as out:
            for i in range(COUNT):
                raw = bytes(inferior.read_memory(base + i * SIZE, SIZE))
                descr = int.from_bytes(raw[2:4], "little", signed=True)
                tough = (raw[17] >> 1) & 1
                odir, material = raw[18] & 7, raw[18] >> 3
                out.write(f"{i} {descr} {raw[21]} {raw[23]} {material} "
                          f"{tough} {odir}\n")
        gdb.execute("kill")
        return True


AfterInitObjects("role_init")
gdb.execute("run")
