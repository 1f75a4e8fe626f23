/* dump_tables36.c - print NetHack 3.6's object and monster tables as
 * data/<version>/objects.tsv and monsters.tsv, the columns of
 * tools/dump_tables.c (data/README.md), from a 3.6 source tree.
 *
 * 3.6 keeps its tables in objects.c and monst.c themselves and numbers
 * them through makedefs' generated onames.h and pm.h; tools/gen_tables.sh
 * runs makedefs -o -p first and turns those two headers into
 * names36.h ({number, "NAME"} rows), included below. Not part of nhlev's
 * build; NetHack's sources are only read. */
#include "config.h"
#include "obj.h"
#include "prop.h"
#include "skills.h"
#include "color.h"
#include "objclass.h"
#include "permonst.h"
#include "monsym.h"
#include "onames.h"  /* makedefs -o: NUM_OBJECTS */
#include "pm.h"      /* makedefs -p: NUMMONS */

#include <stdio.h>
#include <string.h>

extern struct objdescr obj_descr[];
extern struct objclass objects[];
extern struct permonst mons[];

struct named { int val; const char *nm; };
#include "names36.h"   /* onames36[], pmnames36[] */

/* 3.6's class symbols by S_ number, as its drawing.c's def_monsyms[] */
struct class_sym36 { char sym; const char *name, *explain; };
extern const struct class_sym36 def_monsyms[];

static char monsym(int mlet)
{
    return mlet > 0 && mlet < MAXMCLASSES ? def_monsyms[mlet].sym : '?';
}

static const char *s(const char *p) { return p ? p : ""; }

static const char *name_of(const struct named *t, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (t[i].val == v)
            return t[i].nm;
    return "?";
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "objects") == 0) {
        printf("#otyp\tenum\tname\tdescr\tclass\tprob\tweight\tcost\tsdam\tldam"
               "\toc1\toc2\tnutrition\tdelay\tcolor\tmaterial\tsubtyp\tdir"
               "\toprop\tmerge\tuses_known\tmagic\tcharged\tunique\tnowish"
               "\tbig\ttough\tname_known\n");
        /* obj_descr[] is by otyp: init_objects() sets the indexes later */
        for (int i = 0; i < NUM_OBJECTS; i++) {
            const struct objclass *o = &objects[i];
            printf("%d\t%s\t%s\t%s\t%d\t%d\t%u\t%d\t%d\t%d\t%d\t%d\t%u\t%d\t%d"
                   "\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n",
                   i, name_of(onames36, (int) (sizeof onames36 / sizeof onames36[0]), i),
                   s(obj_descr[i].oc_name), s(obj_descr[i].oc_descr), o->oc_class,
                   o->oc_prob, o->oc_weight, o->oc_cost, o->oc_wsdam,
                   o->oc_wldam, o->oc_oc1, o->oc_oc2, o->oc_nutrition,
                   o->oc_delay, o->oc_color, o->oc_material, o->oc_subtyp,
                   o->oc_dir, o->oc_oprop, o->oc_merge, o->oc_uses_known,
                   o->oc_magic, o->oc_charged, o->oc_unique, o->oc_nowish,
                   o->oc_big, o->oc_tough, o->oc_name_known);
        }
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "monsters") == 0) {
        printf("#mndx\tenum\tname\tmale\tfemale\tmlet\tsym\tmlevel\tmmove\tac"
               "\tmr\talign\tgeno\tattacks\tcwt\tcnutrit\tmsound\tmsize"
               "\tmresists\tmconveys\tmflags1\tmflags2\tmflags3\tdifficulty"
               "\tcolor\n");
        for (int i = 0; i < NUMMONS; i++) {
            const struct permonst *m = &mons[i];
            /* 3.6 has one name per species: the neutral column */
            printf("%d\t%s\t%s\t\t\t%d\t%c\t%d\t%d\t%d\t%d\t%d\t%d\t", i,
                   name_of(pmnames36, (int) (sizeof pmnames36 / sizeof pmnames36[0]), i),
                   s(m->mname), m->mlet, monsym(m->mlet), m->mlevel,
                   m->mmove, m->ac, m->mr, m->maligntyp, m->geno);
            for (int a = 0; a < NATTK; a++)
                printf("%s%d:%d:%d:%d", a ? "," : "", m->mattk[a].aatyp,
                       m->mattk[a].adtyp, m->mattk[a].damn, m->mattk[a].damd);
            printf("\t%d\t%d\t%d\t%d\t%d\t%d\t0x%lx\t0x%lx\t0x%x\t%d\t%d\n",
                   m->cwt, m->cnutrit, m->msound, m->msize, m->mresists,
                   m->mconveys, (unsigned long) m->mflags1,
                   (unsigned long) m->mflags2, (unsigned) m->mflags3,
                   m->difficulty, m->mcolor);
        }
        return 0;
    }
    fprintf(stderr, "usage: dump_tables36 objects|monsters\n");
    return 2;
}
