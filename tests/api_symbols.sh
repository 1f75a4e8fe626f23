#!/usr/bin/env bash
# tests/api_symbols.sh - libnhlev.a exports the public API and nothing else:
# every global symbol it defines is a function nhlev.h declares, each named
# nhl_ (doc/design.md, "The public API's names"), and every function nhlev.h
# declares (static inline ones aside) is defined there. A private function
# left global, or a public one whose definition lost its declaration (and so
# its default visibility), fails here.
# Usage: tests/api_symbols.sh NM LIBNHLEV_A INCLUDE_DIR
set -euo pipefail
nm=$1 ar=$2 inc=$3
exported=$("$nm" -g --defined-only "$ar" | awk 'NF == 3 { print $3 }' | sort -u)
declared=$(perl -e '
    for my $f (@ARGV) {
        open my $h, "<", $f or die "$f: $!\n"; local $/; my $t = <$h>;
        $t =~ s{/\*.*?\*/}{ }gs; $t =~ s{//[^\n]*}{}g;
        $t =~ s{^[ \t]*#(?:[^\n]*\\\n)*[^\n]*}{}gm;
        my ($d, $cur) = (0, "");
        for my $c (split //, $t) {
            $cur .= $c; $d++ if $c eq "{"; $d-- if $c eq "}";
            next unless $d == 0 && ($c eq ";" || $c eq "}");
            my $s = $cur; $cur = ""; $s =~ s/^\s+//;
            next if $s =~ /^(?:static|typedef|_Static_assert)\b/
                 || $s =~ /^(?:struct|enum|union)\s*\w*\s*\{/;
            print "$1\n" if $s =~ /^[^(]*?\b(\w+)\s*\(/s;
        }
    }' "$inc"/nhlev.h "$inc"/nhlev/*.h | sort -u)
status=0
extra=$(comm -23 <(echo "$exported") <(echo "$declared"))
missing=$(comm -13 <(echo "$exported") <(echo "$declared"))
unprefixed=$(echo "$declared" | grep -v '^nhl_' || true)
[ -z "$extra" ] || { echo "exported, not declared in nhlev.h:" $extra; status=1; }
[ -z "$missing" ] || { echo "declared in nhlev.h, not exported:" $missing; status=1; }
[ -z "$unprefixed" ] || { echo "public, not nhl_ (tools/api_prefix.sh):" $unprefixed; status=1; }
echo "$(echo "$exported" | grep -c .) symbols exported, $(echo "$declared" | grep -c .) declared"
exit $status
