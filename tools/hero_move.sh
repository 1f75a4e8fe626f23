#!/bin/sh
# hero_move.sh - issue 22: the hero and what the game has settled before a
# level (role, race, gender, align, ulevel, luck, ubirthday, the genocided
# species, the theme rooms' align) belong to the game, not the level.
# Rewrites the old paths in place; idempotent, so it can be re-run over
# code merged in after the move:
#   lev->ctx.F          -> lev->game->hero.F   (the engine reads the game)
#   ctx.F, ctx->F       -> ctx.hero.F, ...     (options, documents, plans)
#   c->F in ui/cli.c    -> c->hero.F           (c = &o->ctx there)
# Usage: tools/hero_move.sh [files...]   (default: src ui tests bench)
F='role|race|gender|align|ulevel|luck|ubirthday|mvflags|themes_align'
cd "$(dirname "$0")/.." || exit 1
if [ $# -eq 0 ]; then
    set -- $(grep -rlE "ctx(\.|->)($F)\b|\bc->($F)\b" src ui tests bench \
             --include='*.c' --include='*.h')
fi
for f in "$@"; do
    perl -pi -e "
        s/\blev->ctx\.($F)\b/lev->game->hero.\$1/g;
        s/\bctx(\.|->)($F)\b/ctx\$1hero.\$2/g;
    " "$f"
    case "$f" in
    ui/cli.c) perl -pi -e "s/\bc->($F)\b/c->hero.\$1/g" "$f" ;;
    esac
done
