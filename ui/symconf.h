/* symconf.h - which symset the viewer draws with: --symset NAME, else the
 * one the player set for NetHack itself (NETHACKOPTIONS, else
 * ~/.nethackrc: OPTIONS=symset:NAME, the old DECgraphics/IBMgraphics
 * booleans, SYMBOLS= overrides), looked up in the `symbols` file of --dat,
 * then in nhlev's assets/symbols. */
#ifndef NHLEV_SYMCONF_H
#define NHLEV_SYMCONF_H

#include <stdbool.h>
#include <stddef.h>

#include "nhlev.h"


/* The assets/ directory (NHLEV_ASSETS_DIR, the source tree's, else the
 * installed one). */
const char *symconf_assets_dir(void);

/* Fills *out and sets *have when a symset is chosen. cli_name: --symset
 * (NULL: none; "default" means NetHack's default symbols, no symset).
 * 0: done (*have may be false: none chosen); -1: an error to stop on
 * (--symset names no symset, a broken file), in err. A symset the player's
 * config names but no file has is not an error: note says so. */
int symconf_resolve(const char *cli_name, const char *dat_dir, struct nhl_symset *out,
                    bool *have, char *note, size_t notelen, char *err, size_t errlen);

#endif
