/* rooms.h - rooms as mklev.c keeps them: adding rooms and subrooms,
 * topologize (roomno and edge on the map), doors of a room (add_door),
 * lighting (light_region, litstate_rnd) and the flood fill that makes an
 * irregular room (mkmap.c flood_fill_rm).  create_room, des.room and the
 * corridors build on these. */
#ifndef NHLEV_ROOMS_H
#define NHLEV_ROOMS_H

#include "level.h"

/* Fill croom (an index into lev->rooms) with the box lowx..hiy, clamped
 * off the map's edges; unless `special`, draw its walls and floor (a
 * subroom's walls are wallified). lit lights the box and its walls.
 * (C: do_room_or_subroom) */
void do_room_or_subroom(struct nhl_level *lev, int croom, int lowx, int lowy,
                        int hix, int hiy, bool lit, int rtype, bool special,
                        bool is_room);
/* The next room / a new subroom of proom; return its index. (C: add_room,
 * add_subroom) */
int add_room(struct nhl_level *lev, int lowx, int lowy, int hix, int hiy,
             bool lit, int rtype, bool special);
int add_subroom(struct nhl_level *lev, int proom, int lowx, int lowy, int hix,
                int hiy, bool lit, int rtype, bool special);

/* roomno and edge for the room's box and walls, then its subrooms; skipped
 * for irregular rooms and rooms already done. (C: topologize, without
 * SPECIALIZATION as NetHack is built) */
void topologize(struct nhl_level *lev, int croom);

/* Record door (x,y) for room aroom, keeping each room's doors together in
 * lev->doors and shifting later rooms' fdoor. (C: add_door) */
void add_door(struct nhl_level *lev, int x, int y, int aroom);

/* lit < 0: rnd(1 + |depth|) < 11 && rn2(77) (second draw only when the
 * first passes); else lit. (C: mkmap.c litstate_rnd) */
int litstate_rnd(struct nhl_level *lev, int litstate);

/* Light or darken a rectangle; a lit one takes its walls too; lava is
 * always lit. (C: light_region) */
void light_region(struct nhl_level *lev, int x1, int y1, int x2, int y2,
                  bool lit);

/* Flood from (sx,sy) over like terrain (any room-like terrain with
 * anyroom), giving it roomno rmno and light; with anyroom its walls and
 * doors become edges.  Grows *bounds = {min_rx, min_ry, max_rx, max_ry}.
 * (C: mkmap.c flood_fill_rm) */
void flood_fill_rm(struct nhl_level *lev, int sx, int sy, int rmno, bool lit,
                   bool anyroom, int bounds[4]);

/* The coder's current room follows its room stack (C: update_croom);
 * leaving a room or subroom pops it (C: spo_endroom). */
void update_croom(struct nhl_level *lev);
void spo_endroom(struct nhl_level *lev);

/* des.region's table form, after its arguments are read (C: the engine
 * half of lspo_region): rlit < 0 is drawn by litstate_rnd; coordinates are
 * script coordinates (map origin).  Plain ordinary regions only light a
 * rectangle; the others make a room (irregular: flood filled) and return
 * its index so the caller can run contents, then call region_room_done.
 * Returns -1 when no room was made. */
struct region_request {
    int x1, y1, x2, y2;
    int rlit;            /* -1 random */
    int rtype;           /* OROOM ... */
    int needfill;
    bool irregular, joined, arrival_room;
};
int region_create(struct nhl_level *lev, const struct region_request *rq);
/* region_create's answer for an irregular region whose first corner, where
 * its flood fill starts, is off the map (C reads outside the level there) */
#define REGION_OFF_MAP (-2)
/* after the contents: pop the room, add its doors (C: spo_endroom,
 * add_doors_to_room) */
void region_room_done(struct nhl_level *lev, int room);

/* des.region(selection, "lit"|"unlit"): a lit selection first grows by
 * one cell every way (walls around floor), then each cell is lit or dark;
 * lava stays lit.  mask is the selection's cells, [x][y] as the map.
 * (C: lspo_region's selection form, selection_do_grow(W_ANY), sel_set_lit) */
void region_light_selection(struct nhl_level *lev,
                            const bool mask[COLNO][ROWNO], bool lit);

/* Some room of type typewanted (any type for 0; any shop for SHOPBASE)
 * has (x,y) inside it or on its walls; a wall shared by rooms looks at the
 * rooms around it. (C: hack.c *in_rooms(x, y, typewanted) != 0) */
bool in_rooms_of_type(const struct nhl_level *lev, int x, int y, int typewanted);

/* The room index of C's *in_rooms(x, y, typewanted): for a shared wall
 * the last distinct matching room found around it; -1 when none. */
int in_rooms_last(const struct nhl_level *lev, int x, int y, int typewanted);

/* room type <-> des name ("ordinary", "throne", "zoo", ...); -1 unknown */
int roomtype_from_name(const char *name);
const char *roomtype_name(int rtype);

#endif
