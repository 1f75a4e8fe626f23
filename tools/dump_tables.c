/* dump_tables.c - print a NetHack source tree's object and monster tables
 * as data/<version>/objects.tsv and monsters.tsv (columns: data/README.md).
 *
 * Built by tools/gen_tables.sh against NetHack's own objects.c and monst.c,
 * so every value is what that version's compiler saw: no hand-transcribed
 * numbers. Not part of nhlev's build; NetHack's sources are only read. */
#include "config.h"
#if __has_include("weight.h")
#include "weight.h"
#endif
#include "obj.h"
#include "prop.h"
#include "skills.h"
#include "color.h"
#include "objclass.h"
#include "permonst.h"

#include <stdio.h>
#include <string.h>

extern struct objdescr obj_descr[];
extern struct objclass objects[];
extern struct permonst mons[];
void objects_globals_init(void);
void monst_globals_init(void);

/* enum names of the objects, in objects.h's order */
static const struct { int val; const char *nm; } onames[] = {
#define DUMP_ENUMS
#include "objects.h"
#undef DUMP_ENUMS
};

/* PM_ names of the monsters */
static const struct { int val; const char *nm; } pmnames[] = {
#define DUMP_ENUMS
#include "monsters.h"
#undef DUMP_ENUMS
};
#undef MON

/* class symbols by S_ number, as drawing.c's def_monsyms[] */
enum {
#define MONSYMS_DEFCHAR_ENUM
#include "defsym.h"
#undef MONSYMS_DEFCHAR_ENUM
};
static const struct { char sym; const char *explain, *name; } monsyms[] = {
    { '\0', "", "" },
#define MONSYMS_DRAWING
#include "defsym.h"
#undef MONSYMS_DRAWING
};

static char monsym(int mlet)
{
    return mlet >= 0 && mlet < (int) (sizeof monsyms / sizeof monsyms[0])
               ? monsyms[mlet].sym : '?';
}

static const char *s(const char *p) { return p ? p : ""; }

int main(int argc, char **argv)
{
    objects_globals_init();
    monst_globals_init();
    if (argc > 1 && strcmp(argv[1], "objects") == 0) {
        printf("#otyp\tenum\tname\tdescr\tclass\tprob\tweight\tcost\tsdam\tldam"
               "\toc1\toc2\tnutrition\tdelay\tcolor\tmaterial\tsubtyp\tdir"
               "\toprop\tmerge\tuses_known\tmagic\tcharged\tunique\tnowish"
               "\tbig\ttough\tname_known\n");
        for (int i = 0; i < NUM_OBJECTS; i++) {
            const struct objclass *o = &objects[i];
            printf("%d\t%s\t%s\t%s\t%d\t%d\t%u\t%d\t%d\t%d\t%d\t%d\t%u\t%d\t%d"
                   "\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n",
                   i, onames[i].nm, s(obj_descr[i].oc_name),
                   s(obj_descr[i].oc_descr), o->oc_class,
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
            printf("%d\tPM_%s\t%s\t%s\t%s\t%d\t%c\t%d\t%d\t%d\t%d\t%d\t%d\t", i,
                   pmnames[i].nm + 0, s(m->pmnames[NEUTRAL]), s(m->pmnames[MALE]),
                   s(m->pmnames[FEMALE]), m->mlet, monsym(m->mlet), m->mlevel,
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
    fprintf(stderr, "usage: dump_tables objects|monsters\n");
    return 2;
}
