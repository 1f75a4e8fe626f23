/* doc.c - level documents in the truth files' format, written: what the C
 * dump recorded right after level creation. Reading them back is
 * doc_read.c; the keys both use are doc_fields.c. */
#include "tables.h"
#include "doc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "artifact.h"
#include "doc_fields.h"
#include "dungeon.h"
#include "game.h"
#include "mkobj.h"
#include "mondata.h"
#include "mvitals.h"
#include "objdata.h"
#include "render.h"
#include "themerooms.h"
#include "traps.h"

const char *nhl_doc_door_state(int mask)
{
    /* the first matching state wins, as the C dump reports them */
    if (mask & D_BROKEN)
        return "broken";
    if (mask & D_ISOPEN)
        return "open";
    if (mask & D_LOCKED)
        return "locked";
    if (mask & D_CLOSED)
        return "closed";
    return "nodoor";
}




static cJSON *flags_json(const struct nhl_level *lev)
{
    struct level_flags f = lev->flags;
    cJSON *o = cJSON_CreateObject();
    for (int i = 0; i < DOC_NFLAGS; i++) {
        int v;
        bool *b = doc_flag_field(&f, i);
        if (b)
            v = *b;
        else if (i == 0)
            v = f.nfountains;
        else if (i == 1)
            v = f.nsinks;
        else if (i == DOC_NFLAGS - 1)
            v = f.temperature;
        else if (strcmp(doc_flag_names[i], "hero_memory") == 0)
            /* C: mkmaze.c fixup_special clears it on the Planes of Water
             * and Air */
            v = !(lev->ctx.is_waterlevel || !strcmp(lev->ctx.special, "water")
                  || !strcmp(lev->ctx.special, "air"));
        else
            v = 0;
        cJSON_AddNumberToObject(o, doc_flag_names[i], v);
    }
    return o;
}

enum grid_kind { G_TYP, G_LIT, G_NONDIG, G_NONPASS, G_FLAGS, G_HORIZ,
                 G_ROOMNO, G_EDGE, G_NKINDS };
static const char *const grid_names[G_NKINDS] = {
    "typGrid", "litGrid", "nondiggableGrid", "nonpasswallGrid", "flagsGrid",
    "horizontalGrid", "roomnoGrid", "edgeGrid"
};

static int grid_value(const struct rm *c, int kind)
{
    switch (kind) {
    case G_TYP: return c->typ;
    case G_LIT: return c->lit;
    case G_NONDIG: return (c->flags & W_NONDIGGABLE) != 0;
    case G_NONPASS: return (c->flags & W_NONPASSWALL) != 0;
    case G_FLAGS: return c->flags;
    case G_HORIZ: return c->horizontal;
    case G_ROOMNO: return c->roomno;
    default: return c->edge;
    }
}

static cJSON *grid_json(const struct nhl_level *lev, int kind)
{
    cJSON *rows = cJSON_CreateArray();
    for (int y = 0; y < ROWNO; y++) {
        int v[COLNO];
        for (int x = 0; x < COLNO; x++) {
            v[x] = grid_value(&lev->at[x][y], kind);
            /* terrain in the numbering of the NetHack built as (typNames) */
            if (kind == G_TYP)
                v[x] = nh_typ_to_c(lev->nh, v[x]);
        }
        cJSON_AddItemToArray(rows, cJSON_CreateIntArray(v, COLNO));
    }
    return rows;
}


/* the newest engraving at (x,y), -1 if none */
static int engraving_at_index(const struct nhl_level *lev, int x, int y)
{
    for (int i = lev->nengravings - 1; i >= 0; i--)
        if (lev->engravings[i].x == x && lev->engravings[i].y == y)
            return i;
    return -1;
}

static cJSON *dlevel_json(d_level d)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "dnum", d.dnum);
    cJSON_AddNumberToObject(o, "dlevel", d.dlevel);
    return o;
}

/* a lenient build's stand-in: the name the level gave ("standin") */
static void standin_json(const struct nhl_level *lev, cJSON *o, int si)
{
    if (si > 0 && si <= lev->nstandins)
        cJSON_AddStringToObject(o, "standin", lev->standins[si - 1].name);
}

static cJSON *room_json(const struct nhl_level *lev, const struct mkroom *r, bool sub)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "lx", r->lx);
    cJSON_AddNumberToObject(o, "ly", r->ly);
    cJSON_AddNumberToObject(o, "hx", r->hx);
    cJSON_AddNumberToObject(o, "hy", r->hy);
    cJSON_AddNumberToObject(o, "rtype", r->rtype);
    cJSON_AddNumberToObject(o, "orig_rtype", r->orig_rtype);
    cJSON_AddNumberToObject(o, "rlit", r->rlit);
    cJSON_AddNumberToObject(o, "irregular", r->irregular);
    if (!sub)
        cJSON_AddNumberToObject(o, "nsubrooms", r->nsubrooms);
    cJSON_AddNumberToObject(o, "doorct", r->doorct);
    standin_json(lev, o, r->standin);
    return o;
}

/* className as the dump spells it, by class symbol */
static const char *class_label(char sym)
{
    static const struct { char sym; const char *name; } t[] = {
        { '$', "coins" }, { '`', "large stones" }, { ')', "weapons" },
        { '!', "potions" }, { '%', "food" }, { '(', "tools" }, { '[', "armor" },
        { '=', "rings" }, { '?', "scrolls" }, { '+', "spellbooks" },
        { '*', "rocks" }, { '/', "wands" }, { '"', "amulets" },
        { '0', "iron balls" }, { '_', "chains" }, { '.', "venoms" },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (t[i].sym == sym)
            return t[i].name;
    return "strange objects";
}

static bool has_corpsenm(int otyp)
{
    return otyp == CORPSE || otyp == STATUE || otyp == FIGURINE
           || otyp == EGG || otyp == TIN;
}

static cJSON *object_json(const struct nhl_level *lev, int idx, bool at);

/* Objects inside container `parent` (or carried by monster `owner`),
 * newest first as C's chains. */
static cJSON *held_json(const struct nhl_level *lev, int parent, int owner)
{
    cJSON *a = cJSON_CreateArray();
    if (parent >= 0) {
        int chain[256];
        int n = container_chain(lev, parent, chain, 256);

        for (int k = 0; k < n; k++)
            cJSON_AddItemToArray(a, object_json(lev, chain[k], false));
        return a;
    }
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];
        if ((parent >= 0 && o->container == parent)
            || (owner >= 0 && o->owner == owner && o->container < 0))
            cJSON_AddItemToArray(a, object_json(lev, i, false));
    }
    return a;
}

static cJSON *object_json(const struct nhl_level *lev, int idx, bool at)
{
    const struct obj *ob = &lev->objects[idx];
    cJSON *o = cJSON_CreateObject();
    bool known = ob->otyp >= 0 && ob->otyp < NUM_OTYPES;
    const char *name = known && lev->nh->objects[ob->otyp].oc_name
                       ? lev->nh->objects[ob->otyp].oc_name : ob->id;
    char fullname[128];
    if (known)
        otyp_full_name(ob->otyp, fullname, sizeof fullname);
    else
        snprintf(fullname, sizeof fullname, "%s", ob->id);
    int oclass = known ? lev->nh->objects[ob->otyp].oc_class
                       : oclass_from_symbol(ob->oclass);
    char cls[2] = { known ? oclass_symbol(oclass) : ob->oclass, 0 };

    if (at) {
        cJSON_AddNumberToObject(o, "x", ob->x);
        cJSON_AddNumberToObject(o, "y", ob->y);
    }
    cJSON_AddNumberToObject(o, "o_id", ob->o_id);
    cJSON_AddNumberToObject(o, "otyp", nh_otyp_to_c(lev->nh, ob->otyp));
    cJSON_AddStringToObject(o, "name", fullname);
    cJSON_AddStringToObject(o, "oc_name", name);
    cJSON_AddStringToObject(o, "class", cls);
    cJSON_AddStringToObject(o, "className", class_label(cls[0]));
    cJSON_AddNumberToObject(o, "quan", (double)ob->quan);
    cJSON_AddNumberToObject(o, "spe", ob->spe);
    cJSON_AddStringToObject(o, "buc", ob->blessed ? "blessed"
                                      : ob->cursed ? "cursed" : "uncursed");
    /* the dump names the species rather than numbering it */
    if (has_corpsenm(ob->otyp) && ob->corpsenm >= 0 && ob->corpsenm < NUMMONS_ENUM)
        cJSON_AddStringToObject(o, "corpsenm", lev->nh->mons[ob->corpsenm].pmnames[0]
                                ? lev->nh->mons[ob->corpsenm].pmnames[0]
                                : lev->nh->mons[ob->corpsenm].pmnames[1] ? lev->nh->mons[ob->corpsenm].pmnames[1] : "");
    if (ob->oartifact > 0 && ob->oartifact <= NROFARTIFACTS)
        cJSON_AddStringToObject(o, "artifact", artilist[ob->oartifact].name);
    if (ob->broken)
        cJSON_AddNumberToObject(o, "broken", 1);
    /* C keeps a poisoned missile's mark in the same bit (otrapped) */
    if (ob->trapped || ob->opoisoned)
        cJSON_AddNumberToObject(o, "trapped", 1);
    if (ob->locked)
        cJSON_AddNumberToObject(o, "locked", 1);
    if (ob->lit)
        cJSON_AddNumberToObject(o, "lit", 1);
    if (ob->oname)
        cJSON_AddStringToObject(o, "oname", ob->oname);
    if (ob->erodeproof)
        cJSON_AddNumberToObject(o, "erodeproof", 1);
    standin_json(lev, o, ob->standin);
    if (ob->oeroded || ob->oeroded2) {
        cJSON_AddNumberToObject(o, "eroded", ob->oeroded);
        cJSON_AddNumberToObject(o, "eroded2", ob->oeroded2);
    }
    bool any = false;
    for (int i = 0; i < lev->nobjects && !any; i++)
        any = lev->objects[i].container == idx;
    if (any)
        cJSON_AddItemToObject(o, "contents", held_json(lev, idx, -1));
    return o;
}

static cJSON *monster_json(const struct nhl_level *lev, int idx)
{
    const struct monst *m = &lev->monsters[idx];
    cJSON *o = cJSON_CreateObject();
    const char *name = m->id, *pmname = m->id;
    if (m->mndx >= 0 && m->mndx < NUMMONS_ENUM) {
        /* name: the species; pmname: its male or female form if it has one */
        const struct permonst *pm = &lev->nh->mons[m->mndx];
        const char *gendered = pm->pmnames[m->female ? 2 : 1];
        name = pm->pmnames[0] ? pm->pmnames[0] : gendered ? gendered : m->id;
        pmname = gendered ? gendered : name;
    }
    cJSON_AddNumberToObject(o, "x", m->x);
    cJSON_AddNumberToObject(o, "y", m->y);
    cJSON_AddNumberToObject(o, "m_id", m->m_id);
    /* the document numbers species as its NetHack does (3.6.7 keeps a
       cavewoman apart from a caveman) */
    cJSON_AddNumberToObject(o, "mndx", m->mndx >= 0 && m->mndx < NUMMONS_ENUM
                                           ? nh_mndx_to_c(lev->nh, m->mndx, m->female)
                                           : m->mndx);
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddStringToObject(o, "pmname", pmname);
    cJSON_AddNumberToObject(o, "female", m->female);
    cJSON_AddNumberToObject(o, "peaceful", m->peaceful);
    cJSON_AddNumberToObject(o, "tame", m->tame);
    cJSON_AddNumberToObject(o, "asleep", m->asleep);
    cJSON_AddNumberToObject(o, "canmove", 1);
    cJSON_AddNumberToObject(o, "m_lev", m->m_lev);
    cJSON_AddNumberToObject(o, "mhpmax", m->mhpmax);
    if (m->appear_as_type) {
        /* the dump numbers the appearance: an otyp or an mndx */
        char *end;
        long digits = strtol(m->appear_as, &end, 10);
        int num = m->appear_as[0] && !*end ? (int)digits
                  : m->appear_as_type == 1
                      ? nh_otyp_to_c(lev->nh, otyp_by_name(lev->nh, m->appear_as))
                  : m->appear_as_type == 2
                      ? nh_mndx_to_c(lev->nh, mndx_by_name(m->appear_as), false)
                  : -1;
        cJSON_AddNumberToObject(o, "m_ap_type", doc_ap_to_c(m->appear_as_type));
        if (num >= 0)
            cJSON_AddNumberToObject(o, "mappearance", num);
        else
            cJSON_AddStringToObject(o, "mappearance", m->appear_as);
    }
    if (m->mname)
        cJSON_AddStringToObject(o, "givenname", m->mname);
    if (m->isshk) {
        cJSON_AddBoolToObject(o, "shopkeeper", true);
        cJSON_AddStringToObject(o, "shkname", m->shkname);
    }
    if (m->ispriest)
        cJSON_AddBoolToObject(o, "priest", true);
    standin_json(lev, o, m->standin);
    if (m->isminion)
        cJSON_AddBoolToObject(o, "minion", true);
    bool any = false;
    for (int i = 0; i < lev->nobjects && !any; i++)
        any = lev->objects[i].owner == idx;
    if (any)
        cJSON_AddItemToObject(o, "minvent", held_json(lev, -1, idx));
    return o;
}

static cJSON *trap_json(const struct nhl_level *lev, const struct trap *t)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "x", t->tx);
    cJSON_AddNumberToObject(o, "y", t->ty);
    cJSON_AddNumberToObject(o, "ttyp", t->ttyp);
    cJSON_AddStringToObject(o, "name", nhl_trap_name(t->ttyp));
    cJSON_AddNumberToObject(o, "tseen", t->tseen);
    if (t->dst.dlevel > 0)
        cJSON_AddItemToObject(o, "dst", dlevel_json(t->dst));
    standin_json(lev, o, t->standin);
    return o;
}

/* messages: des.message text, one entry per line */
static cJSON *messages_json(const char *msg)
{
    cJSON *a = cJSON_CreateArray();
    while (msg && *msg) {
        const char *nl = strchr(msg, '\n');
        size_t n = nl ? (size_t)(nl - msg) : strlen(msg);
        char *line = malloc(n + 1);
        if (!line)
            break;
        memcpy(line, msg, n);
        line[n] = '\0';
        cJSON_AddItemToArray(a, cJSON_CreateString(line));
        free(line);
        msg = nl ? nl + 1 : msg + n;
    }
    return a;
}

/* mapASCII / mapDEC: 21 rows as NetHack draws the fully mapped level */
static cJSON *doc_map_json(const struct nhl_level *lev, int dec)
{
    cJSON *a = cJSON_CreateArray();
    char row[COLNO * 4 + 1];
    for (int y = 0; y < ROWNO; y++) {
        if (render_row(lev, y, dec ? RENDER_DEC : RENDER_ASCII, row, sizeof row) < 0)
            row[0] = '\0';
        cJSON_AddItemToArray(a, cJSON_CreateString(row));
    }
    return a;
}

cJSON *nhl_doc_from_level(const struct nhl_level *lev, const struct nhl_doc_meta *meta)
{
    cJSON *root = cJSON_CreateObject();
    const struct nhl_level_context *c = &lev->ctx;
    const struct nhl_hero *h = &lev->game->hero;
    if (!root)
        return NULL;

    cJSON_AddStringToObject(root, "level", meta && meta->level ? meta->level : "");
    cJSON_AddStringToObject(root, "variant", meta && meta->variant ? meta->variant : "");
    cJSON_AddNumberToObject(root, "forced_variant", meta ? meta->forced_variant : 0);
    cJSON_AddNumberToObject(root, "seed", meta ? (double)meta->seed : 0);
    cJSON_AddStringToObject(root, "generator", "nhlev");
    if (meta && meta->source_language)
        cJSON_AddStringToObject(root, "source_language", meta->source_language);
    /* a lenient build that made stand-ins for names the release lacks:
       not the level its file describes */
    if (lev->nstandins) {
        cJSON *sa;

        cJSON_AddBoolToObject(root, "faithful", false);
        sa = cJSON_AddArrayToObject(root, "standins");
        for (int i = 0; i < lev->nstandins; i++) {
            const struct nhl_standin *si = &lev->standins[i];
            cJSON *e = cJSON_CreateObject();

            cJSON_AddStringToObject(e, "kind", si->kind);
            cJSON_AddStringToObject(e, "name", si->name);
            cJSON_AddStringToObject(e, "where", si->where);
            if (si->typ >= 0)
                cJSON_AddStringToObject(e, "typ", nhl_typ_name(si->typ));
            cJSON_AddItemToArray(sa, e);
        }
    }
    cJSON_AddStringToObject(root, "nethack_version", lev->nh->name);
    cJSON_AddStringToObject(root, "nethack_commit", lev->nh->commit);
    /* the game whose dungeon layout placed the level: a floor name
     * ("mines:3") means another place in another game */
    if (lev->game->known)
        cJSON_AddNumberToObject(root, "game_seed", (double)lev->game->seed);
    /* a real game's level (startup.h), with the keys of C's startup dumps:
     * compare rebuilds it from the game's one stream */
    if (lev->game->stream) {
        cJSON_AddBoolToObject(root, "wizard", lev->game->wizard);
        cJSON_AddNumberToObject(root, "draws_before_makelevel",
                                (double) lev->game->stream_draws);
        /* made at a place in the stream the options gave: compare
           rebuilds it there */
        if (lev->game->stream_placed)
            cJSON_AddNumberToObject(root, "stream_draws",
                                    (double) lev->game->stream_draws);
        cJSON_AddNumberToObject(root, "uhpmax", h->uhpmax);
        cJSON_AddNumberToObject(root, "uenmax", h->uenmax);
    }

    cJSON *hero = cJSON_AddObjectToObject(root, "hero");
    cJSON_AddStringToObject(hero, "role", h->role);
    cJSON_AddStringToObject(hero, "race", h->race);
    cJSON_AddStringToObject(hero, "gender", h->gender);
    cJSON_AddStringToObject(hero, "align", h->align);
    cJSON_AddNumberToObject(hero, "ulevel", h->ulevel);
    cJSON_AddNumberToObject(hero, "luck", h->luck);

    cJSON *where = cJSON_AddObjectToObject(root, "where");
    cJSON_AddNumberToObject(where, "dnum", c->dnum);
    cJSON_AddStringToObject(where, "dungeon", c->dungeon);
    cJSON_AddNumberToObject(where, "dlevel", c->dlevel);
    cJSON_AddNumberToObject(where, "depth", c->depth);
    cJSON_AddNumberToObject(where, "level_difficulty", c->level_difficulty);
    cJSON_AddNumberToObject(where, "ledger", c->ledger);
    cJSON_AddNumberToObject(where, "dunlevs_in_dungeon", c->dunlevs_in_dungeon);

    cJSON *flip = cJSON_AddObjectToObject(root, "flip");
    cJSON_AddNumberToObject(flip, "value", lev->flip_value);
    /* C records what a flip allowed only when a level file flips */
    cJSON_AddNumberToObject(flip, "allowed",
                            lev->flip_value >= 0 ? lev->build->coder.allow_flips : 0);
    cJSON_AddNumberToObject(flip, "calls", lev->flip_value >= 0 ? 1 : 0);
    cJSON_AddBoolToObject(flip, "vertical", lev->flip_value > 0 && (lev->flip_value & 1));
    cJSON_AddBoolToObject(flip, "horizontal", lev->flip_value > 0 && (lev->flip_value & 2));
    cJSON_AddItemToObject(flip, "extent", cJSON_CreateIntArray(lev->flip_extent, 4));

    if (meta && meta->gen_time_us >= 0)
        cJSON_AddNumberToObject(root, "gen_time_us", meta->gen_time_us);
    cJSON_AddNumberToObject(root, "moves", (double)c->moves);
    cJSON_AddNumberToObject(root, "ubirthday", (double)h->ubirthday);
    cJSON_AddNumberToObject(root, "ident_start", c->ident_start);
    cJSON_AddNumberToObject(root, "ident_end", lev->ident);
    themerooms_context_to_json(lev, root);
    mvitals_context_to_json(h, root);
    cJSON_AddItemToObject(root, "levelFlags", flags_json(lev));

    cJSON *tn = cJSON_AddArrayToObject(root, "typNames");
    for (int t = 0; lev->nh->typ_names[t]; t++)
        cJSON_AddItemToArray(tn, cJSON_CreateString(lev->nh->typ_names[t]));
    for (int k = 0; k < G_NKINDS; k++)
        cJSON_AddItemToObject(root, grid_names[k], grid_json(lev, k));

    /* doors: every door or secret door, scanning the map row by row */
    cJSON *doors = cJSON_AddArrayToObject(root, "doors");
    for (int y = 0; y < ROWNO; y++)
        for (int x = 0; x < COLNO; x++) {
            const struct rm *cell = &lev->at[x][y];
            if (cell->typ != DOOR && cell->typ != SDOOR)
                continue;
            cJSON *d = cJSON_CreateObject();
            cJSON_AddNumberToObject(d, "x", x);
            cJSON_AddNumberToObject(d, "y", y);
            cJSON_AddStringToObject(d, "typ", nhl_typ_name(cell->typ));
            cJSON_AddNumberToObject(d, "doormask", cell->flags);
            cJSON_AddStringToObject(d, "state", nhl_doc_door_state(cell->flags));
            if (cell->flags & D_TRAPPED)
                cJSON_AddBoolToObject(d, "trapped", true);
            if (cell->horizontal)
                cJSON_AddBoolToObject(d, "horizontal", true);
            cJSON_AddItemToArray(doors, d);
        }

    cJSON *rooms = cJSON_AddArrayToObject(root, "rooms");
    for (int i = 0; i < lev->nroom; i++)
        cJSON_AddItemToArray(rooms, room_json(lev, &lev->rooms[i], false));
    cJSON *subs = cJSON_AddArrayToObject(root, "subrooms");
    for (int i = 0; i < lev->nsubroom; i++)
        cJSON_AddItemToArray(subs, room_json(lev, &lev->rooms[SUBROOM_BASE + i], true));

    cJSON *objs = cJSON_AddArrayToObject(root, "objects");
    cJSON *buried = cJSON_AddArrayToObject(root, "buriedObjects");
    for (int i = lev->nobjects - 1; i >= 0; i--) {
        const struct obj *o = &lev->objects[i];
        if (o->container >= 0 || o->owner >= 0 || o->floating)
            continue;
        cJSON_AddItemToArray(o->buried ? buried : objs, object_json(lev, i, true));
    }
    cJSON *traps = cJSON_AddArrayToObject(root, "traps");
    for (int i = lev->ntraps - 1; i >= 0; i--)
        cJSON_AddItemToArray(traps, trap_json(lev, &lev->traps[i]));
    cJSON *mons_a = cJSON_AddArrayToObject(root, "monsters");
    for (int i = lev->nmonsters - 1; i >= 0; i--)
        cJSON_AddItemToArray(mons_a, monster_json(lev, i));
    cJSON *engr = cJSON_AddArrayToObject(root, "engravings");
    /* in reading order (row by row), as the truth files list them: there
     * is at most one engraving per cell, so the order is total */
    for (int k = 0; k < COLNO * ROWNO; k++) {
        int i = lev->nengravings ? engraving_at_index(lev, k % COLNO, k / COLNO) : -1;
        if (i < 0)
            continue;
        const struct engr *e = &lev->engravings[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", e->x);
        cJSON_AddNumberToObject(o, "y", e->y);
        cJSON_AddStringToObject(o, "type", e->engr_type >= DUST && e->engr_type <= HEADSTONE
                                           ? doc_engr_names[e->engr_type] : "");
        cJSON_AddStringToObject(o, "text", e->text ? e->text : "");
        cJSON_AddNumberToObject(o, "nowipeout", e->nowipeout);
        cJSON_AddItemToArray(engr, o);
    }
    cJSON *stairs = cJSON_AddArrayToObject(root, "stairs");
    for (int i = lev->nstairs - 1; i >= 0; i--) {
        const struct stairway *s = &lev->stairs[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", s->sx);
        cJSON_AddNumberToObject(o, "y", s->sy);
        cJSON_AddBoolToObject(o, "up", s->up);
        cJSON_AddBoolToObject(o, "ladder", s->isladder);
        cJSON_AddItemToObject(o, "tolev", dlevel_json(s->tolev));
        cJSON_AddBoolToObject(o, "branch", s->tolev.dnum != c->dnum);
        cJSON_AddItemToArray(stairs, o);
    }
    if (c->branch.present && c->branch.type >= 0 && c->branch.type < 4) {
        cJSON *b = cJSON_AddObjectToObject(root, "branch");
        cJSON_AddStringToObject(b, "type", doc_branch_types[c->branch.type]);
        cJSON_AddItemToObject(b, "end1", dlevel_json(c->branch.end1));
        cJSON_AddItemToObject(b, "end2", dlevel_json(c->branch.end2));
        cJSON_AddNumberToObject(b, "end1_up", c->branch.end1_up);
    } else
        cJSON_AddNullToObject(root, "branch");
    cJSON_AddItemToObject(root, "updest", cJSON_CreateIntArray(lev->updest, 8));
    cJSON_AddItemToObject(root, "dndest", cJSON_CreateIntArray(lev->dndest, 8));
    cJSON_AddItemToObject(root, "messages", messages_json(lev->message));
    cJSON_AddItemToObject(root, "mapASCII", doc_map_json(lev, 0));
    cJSON_AddItemToObject(root, "mapDEC", doc_map_json(lev, 1));

    if (meta && meta->rng) {
        const struct nhl_rng *r = meta->rng;
        int top = 0;
        for (size_t i = 0; i < r->nlog; i++)
            top += r->log[i][0] != ' ';
        cJSON_AddNumberToObject(root, "rngTopCount", top);
        cJSON_AddNumberToObject(root, "rngCount", (double)r->nlog);
        cJSON *a = cJSON_AddArrayToObject(root, "rng");
        for (size_t i = 0; i < r->nlog; i++)
            cJSON_AddItemToArray(a, cJSON_CreateString(r->log[i]));
    }
    return root;
}

char *nhl_doc_print(const struct nhl_level *lev, const struct nhl_doc_meta *meta)
{
    cJSON *root = nhl_doc_from_level(lev, meta);
    if (!root)
        return NULL;
    char *s = nhl_json_safe(cJSON_Print(root));
    cJSON_Delete(root);
    return s;
}

/* ---- reading ---- */
