/* des_lua_names.c - names in a .des level as NetHack 5.0 reads them: a
 * species renamed since 3.6, an object name bound to its class as
 * lev_comp bound it, and trap and room types checked at compile time
 * (with the closest names), as the engine would take an unknown one for a
 * random one. */
#include "des_lua_int.h"

#include <stdio.h>
#include <string.h>

#include "nearname.h"
#include "traps.h"

/* a monster's name: the species NetHack renamed after 3.6 by its new name */
void dl_species(struct dl *c, const struct des_expr *e)
{
    if (e && e->kind == DES_E_STR && !strcmp(e->str, "aligned priest"))
        dl_quote(c, "aligned cleric");
    else
        dl_value(c, e);
}

/* lev_comp's trap names are 5.0's; the engine would take an unknown one
   in a table for a random trap, so it is refused here */
void dl_check_trap(struct dl *c, const struct des_expr *e)
{
    char close[200];

    if (!e || e->kind != DES_E_STR || traptype_by_name(e->str) != NO_TRAP
        || c->lenient)
        return;
    nearname_trap(e->str, close, sizeof close);
    dl_fail(c, e->line, e->col, "unknown trap type \"%s\"%s%s%s", e->str,
            close[0] ? " (closest: " : "", close, close[0] ? ")" : "");
}

static const char *const room_types[] = {
    "ordinary", "throne", "swamp", "vault", "beehive", "morgue", "barracks",
    "zoo", "delphi", "temple", "anthole", "cocknest", "leprehall", "shop",
    "armor shop", "scroll shop", "potion shop", "weapon shop", "food shop",
    "ring shop", "wand shop", "tool shop", "book shop", "health food shop",
    "candle shop", "themed", NULL
};

static const char *room_type_at(const void *ctx, int i)
{
    (void) ctx;
    return room_types[i];
}

void dl_check_room_type(struct dl *c, const struct des_expr *e)
{
    char close[200];
    int n = 0;

    if (!e || e->kind != DES_E_STR || c->lenient)
        return;
    for (; room_types[n]; n++)
        if (!strcmp(room_types[n], e->str))
            return;
    nearname_list(e->str, room_type_at, NULL, n, close, sizeof close);
    dl_fail(c, e->line, e->col, "unknown room type \"%s\"%s%s%s", e->str,
            close[0] ? " (closest: " : "", close, close[0] ? ")" : "");
}

/* lev_comp looked a name up in its class ("levitation" of '!' is the
   potion); 3.7 reads the name alone, so the class goes in its words
   ("potion of levitation"), which 5.0 reads the same */
void dl_object_name(struct dl *c, const struct des_expr *cl,
                        const struct des_expr *id)
{
    static const struct { char sym; const char *prefix; } of[] = {
        { '!', "potion of " }, { '=', "ring of " }, { '?', "scroll of " },
        { '+', "spellbook of " }, { '/', "wand of " },
    };

    if (cl && cl->kind == DES_E_CHAR && id->kind == DES_E_STR)
        for (size_t i = 0; i < sizeof of / sizeof of[0]; i++)
            if (cl->ival == of[i].sym
                && strncmp(id->str, of[i].prefix, strlen(of[i].prefix))) {
                char buf[300];

                snprintf(buf, sizeof buf, "%s%s", of[i].prefix, id->str);
                dl_quote(c, buf);
                return;
            }
    dl_value(c, id);
}
