/* nhlev.h - the nhlev library's one public header: build a NetHack special
 * level exactly as C NetHack does (cell for cell, RNG draw for draw), read
 * it, write it as a level document, compare it with another, draw it.
 *
 * A user plans and builds with nhl_build (nhl_build_opts in, nhl_build_result out),
 * reads the level through struct nhl_level (read-only: the engine wrote it),
 * walks the build's step log, writes and reads documents (nhl_doc_*), compares
 * them (nhl_compare_*) and draws cells and maps (nhl_render_*). Everything else in
 * src/ is private to the engine. Names are NetHack's wherever the thing is
 * NetHack's (struct rm, mkroom, monst, obj, trap, lregions ...).
 *
 * This is the one header a user includes. Its declarations live in parts
 * under nhlev/, one per topic, so that each stays short enough to read;
 * the parts are not meant to be included on their own. */
#ifndef NHLEV_H
#define NHLEV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cjson/cJSON.h>

struct nhl_rng;     /* the RNG and its log: below, "The RNG log" */
struct nh_release;  /* a release's tables and rules (engine-private) */
struct nhl_game;    /* the game a level belongs to (being built, issue 22) */
struct level_build; /* the build's working state (engine-private) */
struct nhl_step_log;
struct gen_ops;
struct nh_texts;
struct nhl_chunk_cache;
struct nhl_game_cache;
struct dungeon_layout;

/* What this header declares is all that libnhlev.a exports: the engine is
 * compiled with hidden visibility, these declarations alone are default,
 * and the archive's one object has its hidden symbols made local
 * (CMakeLists.txt, libnhlev.a). A user's names clash with nhl_ ones only. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

#include "nhlev/release.h"
#include "nhlev/cell.h"
#include "nhlev/level.h"
#include "nhlev/rng.h"
#include "nhlev/build.h"
#include "nhlev/steps.h"
#include "nhlev/doc.h"
#include "nhlev/compare.h"
#include "nhlev/render.h"
#include "nhlev/symbols.h"
#include "nhlev/stats.h"
#include "nhlev/source.h"
#include "nhlev/hero.h"
#include "nhlev/dungeon.h"
#include "nhlev/session.h"
#include "nhlev/catalog.h"

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif
