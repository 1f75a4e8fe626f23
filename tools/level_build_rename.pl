#!/usr/bin/perl -pi
# tools/level_build_rename.pl - issue 22's struct nhl_level split: the fields
# that moved from struct nhl_level (level.h) to struct level_build
# (level_build.h) are reached through lev->build. Re-run it over files
# written against the old struct (idempotent):
#   perl tools/level_build_rename.pl $(git ls-files 'src/*.[ch]' 'ui/*.[ch]' \
#        'tests/*.[ch]' 'tests/fuzz/*.[ch]' 'bench/*.[ch]' 'bench/view/*.[ch]' 'tools/*.c')
# A level is named lev (r.lev, doc->lev ... too), (lev) in level.c's
# macro, or l in a few tests; nothing else has fields of these names.
BEGIN {
    our $F = join '|', qw(
        coder splev_map rects smeq made_branch ransacked tribute_bookstock
        lregions_fixed artiexist mvitals mv_epoch objs_removed migr_pending
        cseq c_mem goodpos_seen mon_been rndmon_cand class_prob_known
        class_prob_total gen chunks flip_forced);
}
our $F;
s/(\blev|\(lev\))->($F)\b/$1->build->$2/g;
s/\b(l|t)->(artiexist|gen|mvitals|mv_epoch|coder)\b/$1->build->$2/g if $ARGV =~ m{^tests/};
