/* wallmode.h - the wall modes (the low three bits of a wall's flags) that
 * tell the display which side of a wall is finished: display.c
 * set_wall_state, run by mklev.c level_finalize_topology. */
#ifndef NHLEV_WALLMODE_H
#define NHLEV_WALLMODE_H

#include "level.h"

/* wall modes, numbered as rm.h */
#define WM_W_LEFT 1
#define WM_W_RIGHT 2
#define WM_W_TOP WM_W_LEFT
#define WM_W_BOTTOM WM_W_RIGHT
#define WM_C_OUTER 1
#define WM_C_INNER 2
#define WM_T_LONG 1
#define WM_T_BL 2
#define WM_T_BR 3
#define WM_X_TL 1
#define WM_X_TR 2
#define WM_X_BL 3
#define WM_X_BR 4
#define WM_X_TLBR 5
#define WM_X_BLTR 6

/* The mode of one wall or secret door; other cells are left alone.  The
 * mode replaces the low bits of flags, for secret doors too (their
 * doormask shares the field, as in C). (C: xy_set_wall_state) */
void xy_set_wall_state(struct nhl_level *lev, int x, int y);
/* every cell, column by column (C: set_wall_state) */
void set_wall_state(struct nhl_level *lev);

/* what wall display takes for rock, as each release has it (the rule
 * rockish) */
extern const struct nh_rule_table rockish_3_7, rockish_5_0_0;

#endif
