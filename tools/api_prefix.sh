#!/usr/bin/env bash
# tools/api_prefix.sh - issue 22: the public API's names carry the nhl_
# prefix, so that a program linking libnhlev.a keeps its own names.
#
# Run from anywhere in the repository; it rewrites src/ ui/ bench/ tests/
# examples/ include/ tools/ (C, headers, scripts) doc/*.md and README.md in
# place and says how many names it changed in which file. Not
# bench/c-harness-*/ (built against C NetHack's own headers), nor text
# between <!-- api_prefix: off --> and <!-- api_prefix: on --> (where
# doc/design.md names the old names). Idempotent: a
# second run changes nothing. Re-run it after merging code written against
# the old names. --check changes nothing and exits 1 if a run would change
# something (or the header holds a public name the table lacks).
#
# The decision (doc/design.md, "The public API's names"):
# - Every function the public header declares gets nhl_: in a static
#   archive each is a symbol in the user's global namespace, and a NetHack
#   port linking nhlev beside NetHack's own C is exactly the user whose
#   names (typ_name, level_free, rng_init ...) would clash. NetHack's own
#   vocabulary gives no exemption here: a symbol clashes by being global.
#   nh_version_by_name and nh_resolve_version become nhl_version_by_name,
#   nhl_resolve_version (nh_ is no prefix of ours; NetHack uses it).
# - One exception: isok stays. It is static inline (no symbol, nothing to
#   clash at link time) and NetHack's own name for the test every port
#   builder knows. obj_on_square, nhlev's own static inline, gets nhl_.
# - Every struct, union or enum tag the public header defines or that a
#   public function takes or returns gets nhl_ (struct nhl_level,
#   nhl_build_opts, nhl_rng, enum nhl_render_mode ...) unless it is NetHack's:
#   the level's parts modelled on C's structs keep C's names, the ones port
#   builders know and a level document's readers see (rm, mkroom, stairway,
#   lev_region, lregion_type, exclusion_zone, nhregion, engr, engr_type,
#   obj, monst, trap, trap_types, coord, d_level, level_flags, roomtype,
#   levl_typ_types). A tag can clash only at compile time, in a file that
#   also includes nhlev.h, but the API's own types are named as its
#   functions are.
# - Tags the header only points to (struct nh_release, level_build,
#   nhl_game; gen_ops, nh_texts, dungeon_layout declared and unused) stay:
#   they are the engine's, incomplete to a user, and an incomplete type
#   clashes with nothing.
# - One name per function: the rename runs over the engine too, so a public
#   function used inside src/ is called by its public name there.
# - Macros and enum constants (COLNO, STONE, CMP_TYP, RENDER_ASCII, SQ_*,
#   NHV_* ...) stay: they make no symbol, most are NetHack's (cell.h, the
#   room and trap types, CLR_*), and the rest keep their own prefixes.
# - Nothing a user sees changes: string literals, #include lines and file
#   names (stats_run.c keeps its name) are left alone, so the CLI, the
#   documents, the RNG log (which names C's functions, never these) and
#   every message stay byte-identical. Comments and doc/*.md follow the
#   code, and there the API types' names are renamed as bare words too
#   ("build_opts in" -> "nhl_build_opts in") when they hold an underscore.
#
# New public names: a function or tag the header declares that is neither
# nhl_-prefixed nor in the tables below is renamed to nhl_NAME all the same
# and reported on stderr (add it to the table, or to KEEP with a reason).
set -euo pipefail
mode=${1:-apply}
case $mode in apply|--check) ;; *) echo "usage: $0 [--check]" >&2; exit 2 ;; esac
cd "$(git rev-parse --show-toplevel)"
self=tools/api_prefix.sh
mapfile -t files < <({ git ls-files -co --exclude-standard -- \
        src ui bench tests examples include tools; \
    git ls-files -co --exclude-standard -- 'doc/*.md' README.md; } |
    grep -E '\.(c|h|sh|py|pl|md)$' | grep -vxF "$self" |
    grep -v '^bench/c-harness' | sort -u)
mapfile -t headers < <(ls include/nhlev.h include/nhlev/*.h)

exec perl -e '
use strict; use warnings;
my $check = shift eq "--check";
my $nh = shift; my @headers = splice @ARGV, 0, $nh;

# ---- the decided names --------------------------------------------------
# functions (and static inline helpers) of the public header
my @funcs = qw(
  build_opts_defaults build_result_free chunk_cache_new chunk_cache_free
  game_cache_new game_cache_free
  typ_name typ_longname typ_from_name char2typ typ2char
  compare_part_name compare_part_label compare_docs compare_rng_is_generation
  compare_grids_match compare_rng_key compare_part_describe
  doc_from_level doc_print doc_slurp doc_load doc_parse doc_free
  doc_seed_value doc_context_from_json doc_hero_from_json doc_door_state
  level_context_defaults level_free level_trap_at level_engr_at
  level_monster_at obj_on_square
  render_index_build render_cell_ix render_cell_sym_ix render_cell
  render_sym_glyph render_map render_mode_from_name
  rng_init rng_free rng_take_log_buffers rng_set_logging rng_log_clear
  rng_log_line rng_log_write_all
  stats_new stats_tally stats_fail stats_merge stats_sort_variants
  stats_wilson stats_common_sym stats_to_json stats_from_json
  stats_meta_union stats_meta_compatible stats_run stats_query_parse
  stats_object_name stats_monster_name stats_trap_name
  step_lists_at
  symset_parse symset_names symset_override
);
my %func = map { $_ => "nhl_$_" } @funcs;
$func{nh_version_by_name} = "nhl_version_by_name";
$func{nh_resolve_version} = "nhl_resolve_version";
# tags of the public header (struct/enum/union NAME)
my @tags = qw(
  build_opts build_result chunk_cache game_cache rng
  level level_context obj_appearance
  step step_log step_lists cell_change
  doc_meta level_doc
  compare_part compare_part_result compare_result
  render_mode render_layer render_index
  symset symset_sym symset_handling
  level_stats stats_query stats_query_kind stats_variant stats_kind
  stats_scratch stats_meta stats_run
);
my %tag = map { $_ => "nhl_$_" } @tags;
$tag{nh_version} = "nhl_version";
# NetHack names, kept (see the heading); cJSON is cJSON'"'"'s
my %keep_func = map { $_ => 1 } qw(isok d_level);
my %keep_tag = map { $_ => 1 } qw(rm mkroom stairway lev_region lregion_type
  exclusion_zone nhregion engr engr_type obj monst trap trap_types coord
  level_flags roomtype levl_typ_types cJSON);

# ---- what the header declares now ----------------------------------------
my (%hfunc, %htag, %hptr);
for my $f (@headers) {
    open my $h, "<", $f or die "$f: $!\n"; local $/; my $t = <$h>;
    $t =~ s{/\*.*?\*/}{ }gs; $t =~ s{//[^\n]*}{}g;
    $t =~ s{"(?:[^"\\\n]|\\.)*"}{""}g;
    $t =~ s{^[ \t]*#(?:[^\n]*\\\n)*[^\n]*}{}gm;
    $hptr{$1} = 1 while $t =~ /\b(?:struct|enum|union)\s+(\w+)/g;
    # top-level statements, bodies whole
    my (@st, $cur); my $d = 0; $cur = "";
    for my $c (split //, $t) {
        $cur .= $c; $d++ if $c eq "{"; $d-- if $c eq "}";
        if ($d == 0 && ($c eq ";" || ($c eq "}" && $cur =~ /\)\s*\{/))) {
            push @st, $cur; $cur = "";
        }
    }
    for my $s (@st) {
        $s =~ s/^\s+//;
        if ($s =~ /^(?:typedef\s+)?(?:struct|enum|union)\s+(\w+)?\s*\{/) {
            $htag{$1} = 1 if defined $1;
            $hfunc{$1} = 1 if $s =~ /^typedef.*\}\s*(\w+)\s*;\s*$/s;
            next;
        }
        next if $s =~ /^_Static_assert\b/;
        if ($s =~ /^typedef\b.*?(\w+)\s*;\s*$/s) { $hfunc{$1} = 1; next }
        if ($s =~ /^[^(]*?\b(\w+)\s*\(/s) {
            $hfunc{$1} = 1;
            $htag{$1} = 1 while $s =~ /\b(?:struct|enum|union)\s+(\w+)/g;
        }
    }
}
my $new = 0;
for my $n (sort keys %hfunc) {
    next if $n =~ /^nhl_/ || $keep_func{$n} || $func{$n};
    print STDERR "api_prefix: new public function $n -> nhl_$n (add it to the table)\n";
    $func{$n} = "nhl_$n"; $new++;
}
for my $n (sort keys %htag) {
    next if $n =~ /^nhl_/ || $keep_tag{$n} || $tag{$n};
    print STDERR "api_prefix: new public type $n -> nhl_$n (add it to the table)\n";
    $tag{$n} = "nhl_$n"; $new++;
}
for my $n (sort keys %func) {
    die "api_prefix: $n is both renamed and kept\n" if $keep_func{$n};
}

# ---- the rewrite -------------------------------------------------------
# type names renamed as bare words in prose: those with an underscore
my %bare = map { $_ => $tag{$_} } grep { /_/ } keys %tag;
my $ext = qr/(?:c|h|md|lua|sh|py|pl|txt|json|des|def|in|1|supp)\b/;
my $nchanged = 0;
sub rn_tag { my ($kw, $sp, $n, $cnt) = @_; my $t = $tag{$n};
    return "$kw$sp$n" unless $t; $$cnt++; "$kw$sp$t" }
sub rn_id { my ($n, $cnt, $prose) = @_;
    my $t = $func{$n} // ($prose ? $bare{$n} : undef);
    return $n unless $t; $$cnt++; $t }
sub prose { my ($s, $cnt) = @_;
    $s =~ s{([\w/.-]*\w\.$ext)|(?:\.|->)\w+|\b(struct|enum|union)(\s+)(\w+)|\b([A-Za-z_]\w*)}{
        defined $1 ? $1 : defined $2 ? rn_tag($2, $3, $4, $cnt)
        : defined $5 ? rn_id($5, $cnt, 1) : $&}ge;
    $s }
sub code { my ($s, $cnt) = @_;
    $s =~ s{(/\*.*?\*/|//[^\n]*)|("(?:[^"\\\n]|\\.)*"|\x27(?:[^\x27\\\n]|\\.)*\x27)|(^[ \t]*\#[ \t]*include[^\n]*)|(\d[\w.]*|(?:\.|->)\s*\w+)|\b(struct|enum|union)(\s+)(\w+)|\b([A-Za-z_]\w*)}{
        defined $1 ? prose($1, $cnt) : defined $2 ? $2 : defined $3 ? $3
        : defined $4 ? $4 : defined $5 ? rn_tag($5, $6, $7, $cnt)
        : rn_id($8, $cnt, 0)}gmse;
    $s }
# A line the rename made longer keeps its trailing comment in the column it
# had (the columns of a struct'"'"'s field comments), padding allowing.
sub realign { my ($old, $new) = @_;
    my @o = split /\n/, $old, -1; my @n = split /\n/, $new, -1;
    return $new unless @o == @n;
    for my $i (0 .. $#n) {
        next if $o[$i] eq $n[$i];
        next unless $o[$i] =~ /^(.*?\S)( {2,})(?:\/\*|\/\/)/;
        my $co = length($1) + length($2);
        next unless $n[$i] =~ /^(.*?\S)( {2,})(?:\/\*|\/\/)/;
        my ($lead, $pad) = ($1, length $2);
        my $cut = length($lead) + $pad - $co;
        $cut = $pad - 1 if $cut > $pad - 1;
        substr($n[$i], length($lead), $cut) = "" if $cut > 0;
    }
    # the lines continuing a call or declaration the rename moved, aligned
    # under its open parenthesis, stay aligned under it
    for my $i (0 .. $#n - 1) {
        next if $o[$i] eq $n[$i];
        my ($po, $pn) = (open_paren($o[$i]), open_paren($n[$i]));
        next unless defined $po && defined $pn && $po != $pn;
        for my $j ($i + 1 .. $#n) {
            last unless $o[$j] =~ /^( *)\S/ && length($1) == $po + 1;
            $n[$j] =~ s/^ */" " x ($pn + 1)/e;
            last if defined open_paren($o[$j]) || $o[$j] =~ /\)\s*[;{,]?\s*(?:\/\*.*)?$/;
        }
    }
    join "\n", @n }
# the column of the last parenthesis a line leaves open, undef if none
sub open_paren { my ($l) = @_;
    $l =~ s{"(?:[^"\\]|\\.)*"}{"\"" . ("x" x (length($&) - 2)) . "\""}ge;
    $l =~ s{/\*.*$}{};
    my @st;
    while ($l =~ /([()])/g) { $1 eq "(" ? push(@st, pos($l) - 1) : pop(@st) }
    @st ? $st[-1] : undef }
for my $f (@ARGV) {
    next unless -f $f;
    open my $h, "<", $f or die "$f: $!\n"; local $/; my $t = <$h>; close $h;
    my $cnt = 0;
    # text between <!-- api_prefix: off --> and <!-- api_prefix: on -->
    # (doc/design.md naming the old names) is left as it is
    my $out = $f =~ /\.[ch]$/ ? code($t, \$cnt)
        : join "", map { /^<!-- api_prefix: off -->/ ? $_ : prose($_, \$cnt) }
              split /(<!-- api_prefix: off -->.*?<!-- api_prefix: on -->)/s, $t;
    next if $out eq $t;
    $out = realign($t, $out) if $f =~ /\.[ch]$/;
    $nchanged++;
    printf "%5d %s\n", $cnt, $f;
    next if $check;
    open $h, ">", "$f.api_prefix" or die "$f: $!\n"; print $h $out; close $h;
    chmod((stat $f)[2] & 07777, "$f.api_prefix");
    rename "$f.api_prefix", $f or die "$f: $!\n";
}
print "api_prefix: ", scalar(keys %func), " functions, ", scalar(keys %tag),
      " types; $nchanged files ", ($check ? "would change" : "changed"), "\n";
exit(($check && ($nchanged || $new)) ? 1 : 0);
' -- "$mode" "${#headers[@]}" "${headers[@]}" "${files[@]}"
