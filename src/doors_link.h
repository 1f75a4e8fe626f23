/* doors_link.h - doors and rooms after the script: door orientation, each
 * room's door list, and the CROSSWALL boundary marks that become floor
 * (sp_lev.c set_door_orientation, link_doors_rooms, add_doors_to_room,
 * remove_boundary_syms). */
#ifndef NHLEV_DOORS_LINK_H
#define NHLEV_DOORS_LINK_H

#include "level.h"

/* horizontal if walls or doors flank it left/right and not both above and
 * below; with nothing around, rock counts as wall (C: set_door_orientation) */
void set_door_orientation(struct nhl_level *lev, int x, int y);
/* door (x,y) joins room r if inside it or on its edge (C: maybe_add_door) */
void maybe_add_door(struct nhl_level *lev, int x, int y, int r);
/* every DOOR/SDOOR, row by row: orientation, then every room and subroom
 * it belongs to (C: link_doors_rooms) */
void link_doors_rooms(struct nhl_level *lev);
/* doors in or around room r and its subrooms (C: add_doors_to_room) */
void add_doors_to_room(struct nhl_level *lev, int r);
/* if any CROSSWALL exists, those the script placed become ROOM
 * (C: remove_boundary_syms) */
void remove_boundary_syms(struct nhl_level *lev);

#endif
