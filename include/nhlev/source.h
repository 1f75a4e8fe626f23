/* nhlev/source.h - part of nhlev.h: level sources and their files.
 * Include <nhlev.h>, not this file: each part relies on those before it. */
#ifndef NHLEV_PART_SOURCE_H
#define NHLEV_PART_SOURCE_H
#ifndef NHLEV_H
#error "include <nhlev.h>, not its parts"
#endif

/* ==================================================================== */
/* Level sources and their files (issue 22.4: what ui/ and bench/ need   */
/* of the engine's file layer, so that they include nhlev.h alone)      */
/* ==================================================================== */

/* nhlev's own data: what "levels" (the built-in levels/) or "assets"
 * (symbols, the demo script). Beside the program when it is installed,
 * the source tree's only for a program run from its build directory;
 * NHLEV_LEVELS_DIR / NHLEV_ASSETS_DIR override. */
const char *nhl_data_dir(const char *what);
/* What --dat names, as the engine will read it: a directory holding an
 * installed game's `nhdat` archive (and no dungeon.lua) means the
 * archive. Writes the path into out. */
void nhl_dat_dir(const char *dat, char *out, size_t outlen);
/* The built-in levels' directory (installed, else the source tree's
 * levels/): where a build without --dat reads its level files. */
const char *nhl_builtin_levels_dir(void);
/* Is path a level source's archive (the DLB format)? If not and why is
 * given, why says what is wrong with it. */
bool nhl_dat_is_archive(const char *path, char *why, size_t whylen);
/* A file of a level source, plain or an archive member, whole and
 * NUL-terminated (*len without the NUL), at most max bytes (0: no limit);
 * NULL with err "path: why". The caller frees it. */
char *nhl_dat_slurp(const char *path, size_t max, size_t *len, char *err,
                    size_t errlen);

/* Is path a file, plain or an archive member? a directory, or an archive
 * (which holds files as a directory does)? */
bool nhl_dat_is_file(const char *path);
bool nhl_dat_is_dir(const char *path);
/* Call fn for each file name in dir (a directory or an archive), in no
 * order; stops when fn returns non-zero. 0, or -1 when dir cannot be read. */
int nhl_dat_list(const char *dir, int (*fn)(const char *name, void *ud),
                 void *ud);

/* A .des level name, "path/file.des" or "path/file.des:NAME" (one level
 * of a file holding several): true with the path and NAME ("" none). */
bool nhl_des_split(const char *name, char *path, size_t pathlen, char *level,
                   size_t levellen);
/* nhl_build_opts.des_grammar for "3.4", "3.4.3", "3.6", "auto"; -1 if none */
int nhl_des_grammar_from_name(const char *s);

/* A .des file read (lev_comp's language) in grammar g (nhl_build_opts'
 * des_grammar, 0: told from the file): its levels, to list (the picker)
 * and to convert (`nhlev convert`). NULL with err, the parser's message. */
struct nhl_des;
struct nhl_des *nhl_des_open(const char *path, int grammar, char *err,
                             size_t errlen);
void nhl_des_close(struct nhl_des *d);
int nhl_des_count(const struct nhl_des *d);
const char *nhl_des_level_name(const struct nhl_des *d, int i);
/* Level i as a NetHack 5.0 Lua script that builds the same level (one
 * des.* call per statement, each with its .des line): malloc'd text, or
 * NULL with err "file.des:LINE:COL: ..." for what 5.0 cannot say. */
char *nhl_des_convert(const struct nhl_des *d, int i, char *err,
                      size_t errlen);
/* A dungeon.def (dgn_comp's language) read whole (the one of path), to
 * write as a NetHack 5.0 dungeon.lua (`from` names the source in its
 * heading comment). NULL with err "path:LINE:COL: ...". */
struct nhl_dungeon_def;
struct nhl_dungeon_def *nhl_dungeon_def_read(const char *path, char *err,
                                             size_t errlen);
void nhl_dungeon_def_write_lua(FILE *out, const struct nhl_dungeon_def *d,
                               const char *from);
void nhl_dungeon_def_free(struct nhl_dungeon_def *d);

#endif
