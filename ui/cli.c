/* cli.c - `nhlev render` and `nhlev trace`, and the build options they and
 * `compare` share. Output goes to stdout; every error is one line on stderr
 * naming the file (and line) it is about, with exit status 2. */
#include "cli.h"
#include "export.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhlev.h"

void cli_escape(const char *in, char *out, size_t len)
{
    nhl_text_escape(in, out, len);
}

const char *cli_safe(const char *in)
{
    static char bufs[8][2048];
    static unsigned next;
    char *b = bufs[next++ % 8];

    nhl_text_escape(in, b, sizeof bufs[0]);
    return b;
}

void cli_warnings(const char *cmd, const struct nhl_level *lev)
{
    if (!lev)
        return;
    int kept = lev->nwarnings < NHL_MAX_WARNINGS ? lev->nwarnings : NHL_MAX_WARNINGS;
    for (int i = 0; i < kept; i++) {
        char safe[sizeof lev->warnings[0] * 4];
        cli_escape(lev->warnings[i], safe, sizeof safe);
        fprintf(stderr, "nhlev %s: warning: %s\n", cmd, safe);
    }
    if (lev->nwarnings > kept)
        fprintf(stderr, "nhlev %s: warning: %d more\n", cmd, lev->nwarnings - kept);
}

int cli_error(const char *cmd, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* one line, whatever the message held, and no control character
       that could steer the terminal (a script's error text is anyone's) */
    char safe[1024];
    cli_escape(msg, safe, sizeof safe);
    fprintf(stderr, "nhlev %s: %s\n", cmd, safe);
    return 2;
}

const char *cli_dat_dir(const char *value)
{
    static char dir[1200];

    nhl_dat_dir(value, dir, sizeof dir);
    return dir;
}

static bool parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    if (!s || !*s)
        return false;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

int cli_parse_seed(const char *s, uint64_t *out, char *why, size_t whylen)
{
    char *end;
    const char *p = s ? s : "";

    while (*p == ' ')
        p++;
    /* strtoull would take "-3" as 2^64-3: a seed has no sign */
    if (!*p || *p == '-' || *p == '+') {
        snprintf(why, whylen, "'%s' is not a seed (a whole number from 0 to %llu)",
                 s ? s : "", (unsigned long long) UINT64_MAX);
        return -1;
    }
    errno = 0;
    unsigned long long v = strtoull(p, &end, 0);
    if (*end || end == p) {
        snprintf(why, whylen, "'%s' is not a seed (a whole number from 0 to %llu)", s,
                 (unsigned long long) UINT64_MAX);
        return -1;
    }
    if (errno == ERANGE) {
        snprintf(why, whylen, "'%s' is too large for a seed (at most %llu)", s,
                 (unsigned long long) UINT64_MAX);
        return -1;
    }
    *out = v;
    return 0;
}

/* --stream-draws N: a whole number of raw draws, 1 to NHL_STREAM_DRAWS_MAX */
static int parse_stream_draws(const char *s, uint64_t *out, char *why, size_t whylen)
{
    const char *p = s;
    uint64_t v = 0;
    bool ok = *p != '\0';

    for (; ok && *p; p++) {
        if (*p < '0' || *p > '9' || v > NHL_STREAM_DRAWS_MAX)
            ok = false;
        else
            v = v * 10 + (uint64_t) (*p - '0');
    }
    if (!ok || v == 0 || v > NHL_STREAM_DRAWS_MAX) {
        snprintf(why, whylen, "'%s' is not a count of draws into the game's stream (a "
                 "whole number from 1 to %llu)", s, (unsigned long long) NHL_STREAM_DRAWS_MAX);
        return -1;
    }
    *out = v;
    return 0;
}

int cli_build_options_check(const char *cmd, const struct nhl_build_opts *o)
{
    if (o->stream_draws && !o->game_stream)
        return cli_error(cmd, "--stream-draws needs --game-seed: it counts the draws of that "
                              "game's stream");
    if (o->stream_draws && o->reseed)
        return cli_error(cmd, "--stream-draws and --seed: a level is made either at a place "
                              "in its game's stream or reseeded with --seed, not both");
    return 0;
}

/* --context FILE: hero and place from a JSON file (a level document or just
 * {"hero":{...},"where":{...}}). */
static int load_context(const char *cmd, const char *path, struct nhl_build_opts *o)
{
    char err[600];
    char *buf = nhl_doc_slurp(path, err, sizeof err);

    if (!buf)
        return cli_error(cmd, "%s", err), -1;
    cJSON *root = cJSON_Parse(buf);
    if (!cJSON_IsObject(root)) {
        const char *at = cJSON_GetErrorPtr();
        int line = 1;
        for (const char *p = buf; at && p < at && *p; p++)
            line += *p == '\n';
        free(buf);
        cJSON_Delete(root);
        return cli_error(cmd, "%s:%d: not valid JSON", path, line), -1;
    }
    char bad[300];
    if (nhl_doc_check_input(buf, root, bad, sizeof bad) != 0) {
        free(buf);
        cJSON_Delete(root);
        return cli_error(cmd, "%s: %s", path, bad), -1;
    }
    free(buf);
    enum nhl_version asked = o->ctx.version;

    nhl_doc_context_from_json(root, &o->ctx);
    nhl_doc_hero_from_json(root, &o->hero);
    /* the document's NetHack, unless it names none */
    if (o->ctx.version == NHV_AUTO)
        o->ctx.version = asked;
    /* and its game (nhlev writes game_seed, C's dumper init_seed) */
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(root, "game_seed");
    if (!cJSON_IsNumber(game))
        game = cJSON_GetObjectItemCaseSensitive(root, "init_seed");
    if (cJSON_IsNumber(game) && !nhl_doc_seed_value(game, &o->layout_seed)) {
        cli_error(cmd, "%s: \"%s\" is not a seed (a whole number from 0 to 2^64-1)", path,
                  game->string);
        cJSON_Delete(root);
        return -1;
    }
    char why[200];
    if (nhl_hero_gone_from_json(root, &o->hero, why, sizeof why) != 0) {
        cJSON_Delete(root);
        return cli_error(cmd, "%s: %s", path, why), -1;
    }
    cJSON_Delete(root);
    return 0;
}

int cli_build_option(const char *cmd, int argc, char **argv, int *i,
                     struct nhl_build_opts *o)
{
    const char *arg = argv[*i];

    /* the game is played in wizard mode (its dungeon layout differs) */
    if (strcmp(arg, "--wizard") == 0) {
        o->wizard = true;
        return 1;
    }
    /* a name the release lacks: an error, or a marked stand-in */
    if (strcmp(arg, "--strict") == 0 || strcmp(arg, "--lenient") == 0) {
        o->names = arg[2] == 's' ? NHL_NAMES_STRICT : NHL_NAMES_LENIENT;
        return 1;
    }
    static const char *const with_value[] = {
        "--seed", "--dat", "--context", "--flip", "--role", "--race",
        "--gender", "--align", "--depth", "--dlevel", "--dnum", "--dungeon",
        "--difficulty", "--ulevel", "--luck", "--variant", "--dunlevs",
        "--game-seed", "--genocide", "--extinct", "--nethack", "--des-grammar",
        "--wizloaddes", "--stream-draws", "--hero-at", NULL
    };
    int k;
    for (k = 0; with_value[k]; k++)
        if (strcmp(arg, with_value[k]) == 0)
            break;
    if (!with_value[k])
        return 0;
    if (*i + 1 >= argc) {
        cli_error(cmd, "%s needs a value", arg);
        return -1;
    }
    const char *val = argv[++*i];
    long v = 0;
    struct nhl_level_context *c = &o->ctx;
    struct nhl_hero *h = &o->hero;
    /* a place given by hand (or a context file) replaces the layout's */
    static const char *const place_opts[] = { "--context", "--depth", "--dlevel",
        "--dnum", "--dungeon", "--difficulty", "--dunlevs", NULL };
    for (int p = 0; place_opts[p]; p++)
        if (strcmp(arg, place_opts[p]) == 0)
            o->place_from_layout = false;
    char why[160];

    if (strcmp(arg, "--game-seed") == 0) {
        if (cli_parse_seed(val, &o->layout_seed, why, sizeof why) != 0) {
            cli_error(cmd, "--game-seed: %s", why);
            return -1;
        }
        /* one stream for the game's first level, unless --seed reseeds */
        o->game_stream = true;
    } else if (strcmp(arg, "--stream-draws") == 0) {
        if (parse_stream_draws(val, &o->stream_draws, why, sizeof why) != 0) {
            cli_error(cmd, "--stream-draws: %s", why);
            return -1;
        }
    } else if (strcmp(arg, "--seed") == 0) {
        if (cli_parse_seed(val, &o->seed, why, sizeof why) != 0) {
            cli_error(cmd, "--seed: %s", why);
            return -1;
        }
        o->reseed = true;
    } else if (strcmp(arg, "--nethack") == 0) {
        int nv = nhl_version_by_name(val);

        if (nv < 0) {
            cli_error(cmd, "--nethack: '%s' is no NetHack nhlev knows (5.0.0, 3.7-79c688c, 3.7 or 3.6.7)", val);
            return -1;
        }
        c->version = (enum nhl_version) nv;
    } else if (strcmp(arg, "--des-grammar") == 0) {
        int g = nhl_des_grammar_from_name(val);

        if (g < 0) {
            cli_error(cmd, "--des-grammar: '%s' is no grammar (3.4, 3.6 or auto)", val);
            return -1;
        }
        o->des_grammar = g;
    } else if (strcmp(arg, "--dat") == 0) {
        o->dat_dir = cli_dat_dir(val);
    } else if (strcmp(arg, "--context") == 0) {
        if (load_context(cmd, val, o) != 0)
            return -1;
    } else if (strcmp(arg, "--role") == 0) {
        char names[256];

        if (!nhl_role_known(val, names, sizeof names)) {
            cli_error(cmd, "--role: '%s' is no role (%s)", val, names);
            return -1;
        }
        snprintf(h->role, sizeof h->role, "%s", val);
    } else if (strcmp(arg, "--race") == 0) {
        snprintf(h->race, sizeof h->race, "%s", val);
    } else if (strcmp(arg, "--gender") == 0) {
        snprintf(h->gender, sizeof h->gender, "%s", val);
    } else if (strcmp(arg, "--align") == 0) {
        snprintf(h->align, sizeof h->align, "%s", val);
    } else if (strcmp(arg, "--genocide") == 0 || strcmp(arg, "--extinct") == 0) {
        char why[200];
        bool extinct = arg[2] != 'g';

        if (nhl_hero_set_gone(h, val, extinct, why, sizeof why) != 0) {
            cli_error(cmd, "%s: %s", arg, why);
            return -1;
        }
    } else if (strcmp(arg, "--wizloaddes") == 0) {
        o->wizload_onto = val;
    } else if (strcmp(arg, "--hero-at") == 0) {
        int hx, hy;
        char tail;

        if (sscanf(val, "%d,%d%c", &hx, &hy, &tail) != 2 || hx < 1 || hx >= COLNO || hy < 0
            || hy >= ROWNO) {
            cli_error(cmd, "--hero-at: '%s' is not X,Y on the map (X 1-%d, Y 0-%d)", val,
                      COLNO - 1, ROWNO - 1);
            return -1;
        }
        o->hero_x = hx;
        o->hero_y = hy;
    } else if (strcmp(arg, "--dungeon") == 0) {
        snprintf(c->dungeon, sizeof c->dungeon, "%s", val);
    } else {
        long lo = 0, hi = 1000;
        if (strcmp(arg, "--flip") == 0)
            lo = -1, hi = 3;
        else if (strcmp(arg, "--luck") == 0)
            lo = -13, hi = 13;
        else if (strcmp(arg, "--dlevel") == 0 || strcmp(arg, "--depth") == 0
                 || strcmp(arg, "--ulevel") == 0 || strcmp(arg, "--dunlevs") == 0)
            lo = 1, hi = 60;
        if (!parse_long(val, lo, hi, &v)) {
            cli_error(cmd, "%s: '%s' is not a number from %ld to %ld", arg, val, lo, hi);
            return -1;
        }
        if (strcmp(arg, "--flip") == 0)
            o->force_flip = (int)v;
        else if (strcmp(arg, "--depth") == 0)
            c->depth = (int)v;
        else if (strcmp(arg, "--dlevel") == 0)
            c->dlevel = (int)v;
        else if (strcmp(arg, "--dnum") == 0)
            c->dnum = (int)v;
        else if (strcmp(arg, "--difficulty") == 0)
            c->level_difficulty = (int)v;
        else if (strcmp(arg, "--ulevel") == 0)
            h->ulevel = (int)v;
        else if (strcmp(arg, "--luck") == 0)
            h->luck = (int)v;
        else if (strcmp(arg, "--dunlevs") == 0)
            c->dunlevs_in_dungeon = (int)v;
        else if (strcmp(arg, "--variant") == 0)
            o->force_variant = (int)v;
    }
    return 1;
}

const char cli_level_names_help[] =
    "LEVEL is a dungeon.lua level name (oracle, minetn), a variant (soko1-2), a\n"
    ".lua file, a .des file (FILE.des, or FILE.des:NAME for one level of a file\n"
    "holding several; built as NetHack 5.0 Lua, see nhlev convert), or a floor\n"
    "KEY:N, level N of a dungeon of the game (--game-seed),\n"
    "built as C's makelevel chooses there (its special level, the dungeon's\n"
    "filler, a quest filler, rooms, or below Medusa mostly a maze):\n"
    "  dlvl:N            the Dungeons of Doom (also doom:N)\n"
    "  mines:N gehennom:N quest:N sokoban:N ludios:N tower:N planes:N tutorial:N\n"
    "                    the other dungeons, by the last word of their name (or\n"
    "                    another word naming one dungeon: gnomish:3, vlad:1);\n"
    "                    nhlev dungeon --floors lists them; a floor's place always\n"
    "                    comes from the layout (the place options are ignored)\n";

static const char build_options_help[] =
    "  --seed N          reseed the core RNG with N before the level (default 1)\n"
    "  --dat DIR         NetHack's dat/ directory (default: the built-in levels/);\n"
    "                    its NetHack (5.0.0, 3.7-79c688c, 3.7 or 3.6.7) is told from its\n"
    "                    files\n"
    "  --nethack V       build as NetHack V (5.0.0, 3.7-79c688c, 3.7 or 3.6.7, or a\n"
    "                    commit prefix), whatever --dat holds\n"
    "                    (default: --dat's, else 5.0.0)\n"
    "  --des-grammar G   read a .des file as lev_comp 3.4 or 3.6 (default: told\n"
    "                    from the file)\n"
    "  --lenient         a monster, object, trap, room type, map character or\n"
    "                    level flag the release lacks (a variant's) becomes a\n"
    "                    stand-in drawn ',' (a warning names file:line; the\n"
    "                    document says \"faithful\": false) and the build goes on\n"
    "                    (the default for .des levels)\n"
    "  --strict          such a name is an error, as in C (the default for Lua)\n"
    "  --context FILE    hero and place from a JSON file (\"hero\", \"where\", e.g. a level document)\n"
    "  --flip MASK       force the flip: 0 none, 1 vertical, 2 horizontal, 3 both\n"
    "  --variant N       use variant N (the variant draw is still made)\n"
    "  --role R --race R --gender G --align A   the hero (default Valkyrie human female neutral)\n"
    "  --dungeon NAME --dnum N --dlevel N --depth N --difficulty N --dunlevs N --ulevel N --luck N\n"
    "  --genocide M,...  the game has genocided these species (C names, e.g.\n"
    "                    soldier,leprechaun): none is made, their rooms not chosen\n"
    "  --extinct M,...   these species are extinct: none is made at random\n"
    "  --game-seed N     the game: its dungeon layout places the level, and its\n"
    "                    objects look as it dealt them (o_init's shuffle)\n"
    "                    (default: the truth files' game; see nhlev dungeon).\n"
    "                    Its first level, dlvl:1, is then made as in a real game\n"
    "                    from one RNG stream seeded once with N: the start C's\n"
    "                    newgame makes for the hero (object deal, role, dungeon\n"
    "                    layout, hit points and energy, getbones), then mklev;\n"
    "                    --seed instead reseeds right before the level\n"
    "  --wizard          the game is in wizard mode (-D): its dungeon layout\n"
    "                    draws no chances, so it differs from a normal game's\n"
    "  --stream-draws N  with --game-seed: make the level N raw draws into the\n"
    "                    game's one RNG stream (rn2/rnd/rnl count 1, d(n,x) n,\n"
    "                    rne/rnz nothing beyond their inner rn2), as C makes a\n"
    "                    level reached later in the game: the start is replayed\n"
    "                    for the layout, the hero and the object deal, then the\n"
    "                    level is made from the stream at draw N (past the\n"
    "                    start's own draws; at most 1000000000); not with --seed\n"
    "  --wizloaddes FLOOR  load LEVEL as C's #wizloaddes does onto FLOOR (dlvl:1,\n"
    "                    KEY:N): the file by its exact name (no variant drawn),\n"
    "                    the floor's place, branch and difficulty kept, finished\n"
    "                    twice as wiz_load_splua does; the stream is --game-seed's\n"
    "                    from --stream-draws on\n"
    "  --hero-at X,Y     the hero stands at X,Y while the level is made\n"
    "                    (#wizloaddes: nothing is placed there)\n";

static void render_usage(FILE *f)
{
    fprintf(f, "usage: nhlev render LEVEL [--seed N] [--format F] [-o FILE] [options]\n"
               "Build LEVEL and print its map, or its level document with --format json,\n"
               "or export the map as the viewer shows it (svg, png, html, wiki).\n"
               "%s"
               "  --format F        text or ascii (default), dec (DECgraphics as Unicode),\n"
               "                    unicode, json; or an export of the map in NetHack's\n"
               "                    colours with objects, monsters and traps:\n"
               "                    svg   one <text> per cell, a <g> layer per overlay\n"
               "                    png   %dx%d pixels, drawn with cairo\n"
               "                    html  a self-contained page, each cell's description\n"
               "                          (the viewer's panel) as a hover tooltip\n"
               "                    wiki  NetHackWiki markup: the ASCII map in a <pre> block\n"
               "  --overlays LIST   the viewer's overlays on in an export (default\n"
               "                    objects,monsters,traps; also lit, nondiggable,\n"
               "                    nonpasswall, rooms, doors, regions, flip; none)\n"
               "  -o, --output FILE write to FILE instead of standard output (its suffix\n"
               "                    .svg .png .html .wiki chooses the format if --format\n"
               "                    is not given); a PNG is never written to a terminal\n%s",
            cli_level_names_help, EXPORT_IMAGE_W, EXPORT_IMAGE_H, build_options_help);
}

static void trace_usage(FILE *f)
{
    fprintf(f, "usage: nhlev trace LEVEL [--seed N] [--rng] [--format text|json] [options]\n"
               "Build LEVEL and print one line per step (des.* call or finishing step):\n"
               "  step number, call and arguments, script file:line, cells changed, RNG draws.\n"
               "  --rng             list each step's draws under it\n"
               "  --format json     the steps as one JSON document (\"steps\": [{n, call,\n"
               "                    args, file, line, depth, cells, draws, rng}])\n%s%s",
            cli_level_names_help, build_options_help);
}

static bool is_help(const char *a)
{
    return strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0;
}

/* --format's value for an export format f (export.h): below json's -2 */
#define FMT_EXPORT(f) (-10 - (f))
#define FMT_IS_EXPORT(v) ((v) <= -10)

/* Parse LEVEL and the build options; returns 0, or the exit status to
 * return (0 after --help). *fmt is set when fmt is non-NULL. */
/* what only render takes: -o and --overlays */
struct render_args { const char *output, *overlays; };

static int parse_build_args(const char *cmd, int argc, char **argv,
                            struct nhl_build_opts *o, int *fmt, bool *rng,
                            struct render_args *ra, bool *done, void (*usage)(FILE *))
{
    *done = false;
    nhl_build_opts_defaults(o);
    o->place_from_layout = true; /* unless a place is given (dungeon.h) */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (is_help(a)) {
            usage(stdout);
            *done = true;
            return 0;
        }
        int r = cli_build_option(cmd, argc, argv, &i, o);
        if (r < 0)
            return 2;
        if (r > 0)
            continue;
        if (rng && strcmp(a, "--rng") == 0) {
            *rng = true;
            continue;
        }
        if (ra && (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0)) {
            if (i + 1 >= argc || !argv[i + 1][0])
                return cli_error(cmd, "%s needs a file name", a);
            ra->output = argv[++i];
            continue;
        }
        if (ra && strcmp(a, "--overlays") == 0) {
            if (i + 1 >= argc)
                return cli_error(cmd, "--overlays needs a list (objects,lit,rooms ...)");
            ra->overlays = argv[++i];
            continue;
        }
        if (fmt && strcmp(a, "--format") == 0) {
            if (i + 1 >= argc)
                return cli_error(cmd, "--format needs a value");
            const char *v = argv[++i];
            if (strcmp(v, "json") == 0)
                *fmt = -2;
            else if (strcmp(v, "text") == 0)
                *fmt = RENDER_ASCII;
            else if (export_format_from_name(v) >= 0)
                *fmt = FMT_EXPORT(export_format_from_name(v));
            else if ((*fmt = nhl_render_mode_from_name(v)) < 0 || *fmt == RENDER_DEC_RAW)
                return cli_error(cmd, "--format: '%s' is not one of text, ascii, dec, unicode, "
                                 "json, svg, png, html, wiki", v);
            continue;
        }
        if (a[0] == '-' && a[1])
            return cli_error(cmd, "unknown option '%s' (see nhlev %s --help)", a, cmd);
        if (o->level)
            return cli_error(cmd, "more than one level given ('%s' and '%s')", o->level, a);
        o->level = a;
    }
    if (!o->level)
        return cli_error(cmd, "no level given (see nhlev %s --help)", cmd);
    return cli_build_options_check(cmd, o);
}

/* --format from -o's suffix when none is given: "castle.png" is a PNG */
static int format_from_suffix(const char *path)
{
    const char *dot = path ? strrchr(path, '.') : NULL;

    if (!dot || strchr(dot, '/'))
        return RENDER_ASCII;
    if (strcmp(dot, ".json") == 0)
        return -2;
    if (strcmp(dot, ".htm") == 0)
        return FMT_EXPORT(EXPORT_HTML);
    int f = export_format_from_name(dot + 1);

    return f >= 0 ? FMT_EXPORT(f) : RENDER_ASCII;
}

/* The map of res as fmt, to out. */
static int render_to(const struct nhl_build_opts *o, struct nhl_build_result *res, int fmt,
                     unsigned overlays, FILE *out, char *err, size_t errlen)
{
    if (fmt == -2) {
        struct nhl_doc_meta meta = { .level = o->level, .variant = res->variant,
                                 .forced_variant = o->force_variant,
                                 .seed = o->seed, .rng = res->rng,
                                 .gen_time_us = -1,
                                 .source_language = res->source_language };
        char *s = nhl_doc_print(res->lev, &meta);
        if (!s) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        fputs(s, out);
        fputc('\n', out);
        free(s);
    } else if (FMT_IS_EXPORT(fmt)) {
        /* titled as the viewer titles it */
        char title[256];
        snprintf(title, sizeof title, "%s seed %llu  NetHack %s",
                 res->variant[0] ? res->variant : o->level, (unsigned long long) o->seed,
                 nhl_release_name(nhl_level_release(res->lev)));
        struct export_map *m = export_from_level(res->lev, title, CS_ASCII, overlays);
        if (!m) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        int rc = export_write(m, (enum export_format) (-10 - fmt), out, err, errlen);
        export_free(m);
        return rc;
    } else {
        static char buf[ROWNO * (COLNO * 4 + 1) + 1];
        nhl_render_map(res->lev, (enum nhl_render_mode)fmt, buf, sizeof buf);
        fputs(buf, out);
    }
    if (fflush(out) != 0 || ferror(out)) {
        snprintf(err, errlen, "%s", strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}

int cli_render(int argc, char **argv)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    int fmt = -1;
    bool done;
    struct render_args ra = { 0 };
    int rc = parse_build_args("render", argc, argv, &o, &fmt, NULL, &ra, &done,
                              render_usage);
    const char *output = ra.output;
    unsigned overlays = OV_OBJECTS | OV_MONSTERS | OV_TRAPS;
    char why[400];

    if (rc || done)
        return rc;
    if (fmt == -1)
        fmt = format_from_suffix(output);
    if (ra.overlays && !FMT_IS_EXPORT(fmt))
        return cli_error("render", "--overlays: only an export (svg, png, html, wiki) "
                                   "draws overlays");
    if (ra.overlays && export_overlays_from_names(ra.overlays, &overlays, why, sizeof why) != 0)
        return cli_error("render", "--overlays: %s", why);
    /* a PNG's bytes would garble the terminal */
    if (!output && fmt == FMT_EXPORT(EXPORT_PNG) && isatty(STDOUT_FILENO))
        return cli_error("render", "a PNG is not for a terminal: give -o FILE.png or "
                                   "redirect standard output");
    o.log_rng = fmt == -2;
    int brc = nhl_build(&o, &res);

    if (res.note[0])
        fprintf(stderr, "nhlev render: note: %s\n", res.note);
    cli_warnings("render", res.lev);
    if (brc != 0) {
        rc = cli_error("render", "%s", res.errmsg);
        nhl_build_result_free(&res);
        return rc;
    }
    FILE *out = output ? fopen(output, "wb") : stdout;
    char err[300] = "";

    if (!out) {
        rc = cli_error("render", "cannot write %s: %s", output, strerror(errno));
        nhl_build_result_free(&res);
        return rc;
    }
    errno = 0;
    rc = render_to(&o, &res, fmt, overlays, out, err, sizeof err);
    if (output && fclose(out) != 0 && rc == 0) {
        snprintf(err, sizeof err, "%s", strerror(errno));
        rc = -1;
    }
    nhl_build_result_free(&res);
    if (rc != 0) {
        /* no half-written file left behind */
        if (output)
            unlink(output);
        return cli_error("render", "cannot write %s: %s", output ? output : "standard output",
                         err);
    }
    return 0;
}

/* trace --format json: the build and its steps as one document, for
 * scripts: {"nethack_version", "level", "variant", "seed", "error",
 * "steps": [{"n", "call", "args", "file", "line", "depth", "cells",
 * "draws", "rng": [...] with --rng}]} */
static int trace_json(const struct nhl_build_opts *o, const struct nhl_build_result *res,
                      bool show_rng)
{
    const struct nhl_step_log *log = res->lev ? res->lev->steps : NULL;
    cJSON *root = cJSON_CreateObject();
    cJSON *steps;

    if (!root)
        return cli_error("trace", "out of memory");
    if (res->lev) {
        enum nhl_version rel = nhl_level_release(res->lev);

        cJSON_AddStringToObject(root, "nethack_version", nhl_release_name(rel));
        cJSON_AddStringToObject(root, "nethack_commit", nhl_release_commit(rel));
    }
    cJSON_AddStringToObject(root, "source_language", res->source_language);
    cJSON_AddStringToObject(root, "level", o->level);
    cJSON_AddStringToObject(root, "variant", res->variant);
    cJSON_AddNumberToObject(root, "seed", (double) o->seed);
    if (res->errmsg[0])
        cJSON_AddStringToObject(root, "error", res->errmsg);
    steps = cJSON_AddArrayToObject(root, "steps");
    for (int i = 0; log && steps && i < log->n; i++) {
        const struct nhl_step *s = &log->v[i];
        cJSON *j = cJSON_CreateObject();

        if (!j)
            break;
        cJSON_AddNumberToObject(j, "n", i + 1);
        cJSON_AddStringToObject(j, "call", s->name ? s->name : "");
        cJSON_AddStringToObject(j, "args", s->args ? s->args : "");
        cJSON_AddStringToObject(j, "file", s->file);
        cJSON_AddNumberToObject(j, "line", s->line);
        cJSON_AddNumberToObject(j, "depth", s->depth);
        cJSON_AddNumberToObject(j, "cells", s->ncells);
        cJSON_AddNumberToObject(j, "draws", (double) (s->rng_last - s->rng_first));
        if (show_rng) {
            cJSON *r = cJSON_AddArrayToObject(j, "rng");
            size_t nlog = nhl_rng_log_count(res->rng);

            for (size_t k = s->rng_first; r && k < s->rng_last && k < nlog; k++)
                cJSON_AddItemToArray(r, cJSON_CreateString(nhl_rng_log_line(res->rng, k)));
        }
        cJSON_AddItemToArray(steps, j);
    }
    char *text = nhl_json_safe(cJSON_Print(root));

    cJSON_Delete(root);
    if (!text)
        return cli_error("trace", "out of memory");
    puts(text);
    free(text);
    return 0;
}

int cli_trace(int argc, char **argv)
{
    struct nhl_build_opts o;
    struct nhl_build_result res;
    bool done;
    bool show_rng = false;
    int fmt = -1;
    int rc = parse_build_args("trace", argc, argv, &o, &fmt, &show_rng, NULL, &done,
                              trace_usage);
    if (rc || done)
        return rc;
    if (fmt != -1 && fmt != -2 && fmt != RENDER_ASCII)
        return cli_error("trace", "--format: trace writes text or json");
    o.log_rng = true;
    o.record_steps = true;
    int brc = nhl_build(&o, &res);
    const struct nhl_step_log *log = res.lev ? res.lev->steps : NULL;

    if (res.note[0])
        fprintf(stderr, "nhlev trace: note: %s\n", cli_safe(res.note));
    cli_warnings("trace", res.lev);
    if (fmt == -2) {
        int jrc = trace_json(&o, &res, show_rng);

        if (brc != 0)
            jrc = cli_error("trace", "%s", res.errmsg);
        nhl_build_result_free(&res);
        return jrc;
    }
    enum nhl_version rel = res.lev ? nhl_level_release(res.lev) : NHV_AUTO;
    uint64_t gseed, gdraws;

    if (res.lev && strncmp(res.source_language, "des", 3) == 0)
        printf("# %s built as NetHack %s (%.9s), %s seed %" PRIu64 "\n",
               res.source_language, nhl_release_name(rel), nhl_release_commit(rel),
               cli_safe(res.variant), o.seed);
    else if (res.lev && nhl_level_game_stream(res.lev, &gseed, &gdraws) && o.stream_draws)
        printf("# NetHack %s (%.9s), %s of game %" PRIu64 " made %" PRIu64
               " draws into its stream\n", nhl_release_name(rel), nhl_release_commit(rel),
               cli_safe(res.variant), gseed, gdraws);
    else if (res.lev && nhl_level_game_stream(res.lev, &gseed, &gdraws))
        printf("# NetHack %s (%.9s), %s of game %" PRIu64 " (its start made %" PRIu64
               " draws)\n", nhl_release_name(rel), nhl_release_commit(rel),
               cli_safe(res.variant), gseed, gdraws);
    else if (res.lev)
        printf("# NetHack %s (%.9s), %s seed %" PRIu64 "\n", nhl_release_name(rel),
               nhl_release_commit(rel), cli_safe(res.variant), o.seed);
    if (log) {
        for (int i = 0; i < log->n; i++) {
            const struct nhl_step *s = &log->v[i];
            char where[96] = "-", name[256], args[1024];
            if (s->file[0])
                snprintf(where, sizeof where, "%s:%d", s->file, s->line);
            cli_escape(s->name, name, sizeof name);
            cli_escape(s->args, args, sizeof args);
            printf("%4d %*s%s%s%s  %s  cells=%d draws=%zu\n", i + 1,
                   s->depth * 2, "", name, args[0] ? " " : "", args, cli_safe(where), s->ncells,
                   s->rng_last - s->rng_first);
            /* --rng: the step's draws, as the log has them */
            for (size_t k = s->rng_first; show_rng && k < s->rng_last
                                          && k < nhl_rng_log_count(res.rng); k++)
                printf("       %s\n", cli_safe(nhl_rng_log_line(res.rng, k)));
        }
    }
    if (brc != 0) {
        rc = cli_error("trace", "%s", res.errmsg);
        nhl_build_result_free(&res);
        return rc;
    }
    nhl_build_result_free(&res);
    return 0;
}
