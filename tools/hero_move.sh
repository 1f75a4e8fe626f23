#!/bin/sh
# hero_move.sh - issue 22: the hero and what the game has settled before a
# level (role, race, gender, align, ulevel, luck, ubirthday, the genocided
# species, the theme rooms' align) belong to the game, not the level, and
# live once there; build options and level documents carry their own
# `hero` beside their `ctx` (the place), which holds none.
# Rewrites the old paths in place; idempotent, so it can be re-run over
# code merged in after the move:
#   lev->ctx.F              -> lev->game->hero.F   (the engine reads the game)
#   X.ctx.F, X->ctx.F       -> X.hero.F, X->hero.F (options, documents)
#   X.ctx.hero.F, ...       -> X.hero.F            (the first move's paths)
# A bare nhl_level_context's hero field (ctx.F, c->F) has no owner to move to:
# the compiler names those lines; give them a struct nhl_hero by hand.
# Usage: tools/hero_move.sh [files...]   (default: src ui tests bench)
F='role|race|gender|align|ulevel|luck|ubirthday|mvflags|themes_align'
cd "$(dirname "$0")/.." || exit 1
if [ $# -eq 0 ]; then
    set -- $(grep -rlE "ctx(\.|->)(hero\.)?($F)\b" src ui tests bench \
             --include='*.c' --include='*.h')
fi
for f in "$@"; do
    perl -pi -e "
        s/\blev->ctx\.(hero\.)?($F)\b/lev->game->hero.\$2/g;
        s/\b(\w+)(\.|->)ctx\.(hero\.)?($F)\b/\$1\$2hero.\$4/g;
    " "$f"
done
