/* test_lenient.c - a level that names what NetHack lacks (a variant's
 * monster, object, trap, room type, map character, level flag), as a user
 * meets it through the nhlev program: the lenient build (the default for
 * .des, --lenient for Lua) makes marked stand-ins, drawn ',' and named in
 * the warnings (file:line) and the level document ("faithful": false,
 * "standins", each thing's "standin"), and compare notes such a document;
 * --strict keeps the error; NetHack's own .des levels build as before; a
 * misspelt object in a Lua script is named with the closest objects. The
 * level files are written here, in the style of a variant's. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cjson/cJSON.h>

struct run {
    int status;
    char out[1 << 20];
    char err[16384];
};

static void slurp(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "rb");
    size_t n = 0;

    if (f) {
        n = fread(buf, 1, len - 1, f);
        fclose(f);
    }
    buf[n] = '\0';
}

/* `nhlev ARGS` (shell-quoted), its exit status, stdout and stderr */
static struct run *run(const char *args)
{
    static struct run r;
    char out[64], err[64], cmd[4096];

    snprintf(out, sizeof out, "/tmp/nhlev_lenient_out.%d", (int) getpid());
    snprintf(err, sizeof err, "/tmp/nhlev_lenient_err.%d", (int) getpid());
    snprintf(cmd, sizeof cmd, "%s %s >%s 2>%s", NHLEV_BIN, args, out, err);
    int st = system(cmd);

    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    slurp(out, r.out, sizeof r.out);
    slurp(err, r.err, sizeof r.err);
    unlink(out);
    unlink(err);
    return &r;
}

static char dir[64];

/* a fresh folder for this test's level files */
static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/nhlev_lenient.XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void teardown(void)
{
    char cmd[128];

    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    (void) system(cmd);
}

static void write_file(const char *name, const char *text)
{
    char path[256];
    FILE *f;

    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "w");
    cr_assert_not_null(f, "%s", path);
    fputs(text, f);
    fclose(f);
}

/* A level of the old language with five names NetHack 5.0 lacks, one a
 * line (3: a flag, 12: a room type, 13: a monster, 14: an object, 15: a
 * trap), and one it has (16) */
static const char variant_des[] =
    "# a variant's level: names NetHack does not have\n"
    "MAZE: \"vartest\", ' '\n"
    "FLAGS: noteleport, lethe\n"
    "GEOMETRY: center, center\n"
    "MAP\n"
    "---------\n"
    "|.......|\n"
    "|.......|\n"
    "|.......|\n"
    "---------\n"
    "ENDMAP\n"
    "REGION: (1,1,7,3), lit, \"quux hall\", filled\n"
    "MONSTER: 'S', \"Glorbspider\", (1,1)\n"
    "OBJECT: '(', \"wobble chest\", (2,1)\n"
    "TRAP: \"gloom trap\", (3,1)\n"
    "MONSTER: 'd', \"jackal\", (5,2)\n";

/* a mines-style fill whose floor is a map character 5.0 lacks */
static const char grass_des[] =
    "MAZE: \"grassy\", ' '\n"
    "INIT_MAP: 'G', ' ', true, true, lit, false\n"
    "NOMAP\n"
    "MONSTER: 'd', \"jackal\", random\n";

#define DAT "--dat " TU_NETHACK50_DAT

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

/* the entry of array `list` of doc whose "standin" is name */
static const cJSON *with_standin(const cJSON *doc, const char *list,
                                 const char *name)
{
    const cJSON *e;

    cJSON_ArrayForEach(e, get(doc, list)) {
        const cJSON *s = get(e, "standin");

        if (cJSON_IsString(s) && !strcmp(s->valuestring, name))
            return e;
    }
    return NULL;
}

TestSuite(lenient, .init = setup, .fini = teardown);

Test(lenient, variant_des_builds_with_marked_standins)
{
    char args[512];
    struct run *r;

    write_file("var.des", variant_des);
    snprintf(args, sizeof args, "render %s/var.des --seed 1 " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "status %d: %s", r->status, r->err);
    /* a warning for each, naming the file's line */
    static const char *const want[] = {
        "var.des:3: unknown level flag 'lethe'",
        "var.des:12: unknown room type 'quux hall'",
        "var.des:13: unknown monster 'Glorbspider'",
        "var.des:14: unknown object 'wobble chest'",
        "var.des:15: unknown trap 'gloom trap'",
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        cr_expect(strstr(r->err, want[i]), "'%s' not in: %s", want[i], r->err);
    cr_expect(strstr(r->err, "not a faithful build"), "%s", r->err);
    /* a misspelling is told its closest names, as the strict error does */
    cr_expect(strstr(r->err, "'Glorbspider': a random monster is made (closest: "), "%s",
              r->err);
    cr_expect_null(strstr(r->err, "jackal"), "a name 5.0 has is no stand-in: %s", r->err);
    /* the stand-ins' glyph: the map row of the MAP's first line (the
     * monster at (1,1), the object beside it) */
    cr_expect(strstr(r->out, "|,,"), "no stand-in glyphs in:\n%s", r->out);

    /* the document */
    snprintf(args, sizeof args, "render %s/var.des --seed 1 --format json " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cJSON *doc = cJSON_Parse(r->out);
    cr_assert_not_null(doc);
    cr_expect(cJSON_IsFalse(get(doc, "faithful")));
    const cJSON *sa = get(doc, "standins");
    cr_assert_eq(cJSON_GetArraySize(sa), 5);
    bool seen_monster = false;
    const cJSON *e;
    cJSON_ArrayForEach(e, sa) {
        if (strcmp(get(e, "kind")->valuestring, "monster"))
            continue;
        seen_monster = true;
        cr_expect_str_eq(get(e, "name")->valuestring, "Glorbspider");
        cr_expect_str_eq(get(e, "where")->valuestring, "var.des:13");
    }
    cr_expect(seen_monster);
    const cJSON *m = with_standin(doc, "monsters", "Glorbspider");
    cr_assert_not_null(m, "no monster stands in for Glorbspider");
    /* where the file put it: (1,1) of the map, centred */
    const cJSON *o = with_standin(doc, "objects", "wobble chest");
    cr_assert_not_null(o, "no object stands in for wobble chest");
    cr_expect_eq(get(o, "x")->valueint, get(m, "x")->valueint + 1);
    cr_expect_eq(get(o, "y")->valueint, get(m, "y")->valueint);
    cr_expect_not_null(with_standin(doc, "traps", "gloom trap"));
    /* the jackal is a jackal, no stand-in */
    cJSON_ArrayForEach(e, get(doc, "monsters"))
        if (!strcmp(get(e, "name")->valuestring, "jackal"))
            cr_expect_null(get(e, "standin"));
    cJSON_Delete(doc);
}

Test(lenient, strict_keeps_the_error)
{
    char args[512];
    struct run *r;

    write_file("var.des", variant_des);
    snprintf(args, sizeof args, "render %s/var.des --seed 1 --strict " DAT, dir);
    r = run(args);
    cr_expect_eq(r->status, 2, "status %d", r->status);
    cr_expect(strstr(r->err, "var.des:3:"), "%s", r->err);
    cr_expect(strstr(r->err, "lethe"), "%s", r->err);
    /* without the flag, the first unknown name the build meets */
    char *noflag = strdup(variant_des);
    cr_assert_not_null(noflag);
    char *p = strstr(noflag, ", lethe");
    memmove(p, p + 7, strlen(p + 7) + 1);
    write_file("var2.des", noflag);
    free(noflag);
    snprintf(args, sizeof args, "render %s/var2.des --seed 1 --strict " DAT, dir);
    r = run(args);
    cr_expect_eq(r->status, 2, "status %d", r->status);
    cr_expect(strstr(r->err, "var2.des:12:"), "%s", r->err);
    cr_expect(strstr(r->err, "unknown room type \"quux hall\""), "%s", r->err);
    cr_expect_null(strstr(r->err, "stand-in"), "%s", r->err);
}

Test(lenient, unknown_map_char_is_marked_floor)
{
    char args[512];
    struct run *r;

    write_file("grass.des", grass_des);
    snprintf(args, sizeof args, "render %s/grass.des --seed 2 --format json " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->err, "grass.des:2: unknown map char 'G': floor is made"), "%s", r->err);
    cJSON *doc = cJSON_Parse(r->out);
    cr_assert_not_null(doc);
    const cJSON *s0 = cJSON_GetArrayItem(get(doc, "standins"), 0);
    cr_assert_not_null(s0);
    cr_expect_str_eq(get(s0, "kind")->valuestring, "map char");
    cr_expect_str_eq(get(s0, "name")->valuestring, "G");
    cr_expect_str_eq(get(s0, "typ")->valuestring, "ROOM");
    cJSON_Delete(doc);
    /* every floor cell the fill made is drawn as a stand-in, after the
     * flip too: no '.' is left */
    snprintf(args, sizeof args, "render %s/grass.des --seed 2 " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0);
    cr_expect(strchr(r->out, ','), "%s", r->out);
    cr_expect_null(strchr(r->out, '.'), "%s", r->out);
    /* strict: C's error */
    snprintf(args, sizeof args, "render %s/grass.des --seed 2 --strict " DAT, dir);
    r = run(args);
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "grass.des:2: Erroneous map char 'G' for fg"), "%s", r->err);
}

Test(lenient, compare_notes_an_unfaithful_document)
{
    char args[512], path[256];
    struct run *r;
    FILE *f;

    write_file("var.des", variant_des);
    snprintf(args, sizeof args, "render %s/var.des --seed 3 --format json " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    snprintf(path, sizeof path, "%s/var.json", dir);
    f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(r->out, f);
    fclose(f);
    /* the folder of .des files is the document's dat/ */
    snprintf(args, sizeof args, "compare %s --dat %s", path, dir);
    r = run(args);
    cr_expect(strstr(r->err, "is not a faithful build: 5 stand-ins"), "%s", r->err);
    cr_expect(strstr(r->err, "var.des:3"), "%s", r->err);
    /* rebuilt leniently as made, the level is itself */
    cr_expect_eq(r->status, 0, "status %d: %s%s", r->status, r->out, r->err);
    cr_expect(strstr(r->out, "PASS"), "%s", r->out);
}

/* Lua: strict by default (C's error, with the closest names), a stand-in
 * when asked; a misspelt monster keeps C's random one with a warning */
Test(lenient, lua_strict_by_default_lenient_when_asked)
{
    char args[512];
    struct run *r;

    write_file("typo.lua",
               "des.level_init({ style = \"solidfill\", fg = \" \" })\n"
               "des.level_flags(\"mazelevel\")\n"
               "des.map([[\n"
               ".....\n"
               ".....\n"
               "]])\n"
               "des.monster(\"jackall\", 3, 1)\n"
               "des.object({ id = \"dagr\", x = 1, y = 1 })\n");
    snprintf(args, sizeof args, "render %s/typo.lua --seed 1 " DAT, dir);
    r = run(args);
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "typo.lua:7: unknown monster 'jackall' is made a random one, as C does (closest: jackal"),
              "%s", r->err);
    cr_expect(strstr(r->err, "typo.lua:8: Unknown object id 'dagr' (closest: "), "%s", r->err);
    cr_expect(strstr(r->err, "dagger"), "%s", r->err);

    snprintf(args, sizeof args, "render %s/typo.lua --seed 1 --lenient --format json " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->err, "typo.lua:8: unknown object 'dagr': a random object is made"), "%s",
              r->err);
    cJSON *doc = cJSON_Parse(r->out);
    cr_assert_not_null(doc);
    cr_expect(cJSON_IsFalse(get(doc, "faithful")));
    cr_expect_not_null(with_standin(doc, "objects", "dagr"));
    cJSON_Delete(doc);
    /* the map draws it as a stand-in */
    snprintf(args, sizeof args, "render %s/typo.lua --seed 1 --lenient " DAT, dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strchr(r->out, ','), "%s", r->out);
}

/* obj.new names the object it does not know and the closest ones, as
 * des.object does */
Test(lenient, lua_obj_new_names_the_closest_objects)
{
    char args[512];
    struct run *r;

    write_file("objnew.lua",
               "des.level_init({ style = \"solidfill\", fg = \".\" })\n"
               "local o = obj.new({ id = \"long swrod\" })\n");
    snprintf(args, sizeof args, "render %s/objnew.lua --seed 1 " DAT, dir);
    r = run(args);
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "objnew.lua:2: Unknown object id 'long swrod' (closest: "), "%s",
              r->err);
    cr_expect(strstr(r->err, "long sword"), "%s", r->err);
}

/* NetHack's own levels: .des (lenient by default) and Lua build as they
 * did, with no stand-in and no "faithful" key; the same with --strict */
Test(lenient, nethack_levels_unchanged)
{
    static const char *const levels[] = {
        NHLEV_SHARED_DIR "/des/nethack-3.6.7/oracle.des",
        NHLEV_SHARED_DIR "/des/nethack-3.4.3/castle.des",
        "castle",
    };
    static char first[1 << 20];

    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        char args[1024];
        struct run *r;

        snprintf(args, sizeof args, "render %s --seed 2 --format json " DAT, levels[i]);
        r = run(args);
        cr_assert_eq(r->status, 0, "%s: %s", levels[i], r->err);
        cr_expect_null(strstr(r->out, "\"faithful\""), "%s", levels[i]);
        cr_expect_null(strstr(r->out, "\"standin"), "%s", levels[i]);
        snprintf(first, sizeof first, "%s", r->out);
        snprintf(args, sizeof args, "render %s --seed 2 --format json --strict " DAT, levels[i]);
        r = run(args);
        cr_assert_eq(r->status, 0, "%s: %s", levels[i], r->err);
        /* the documents differ only in their timing */
        cJSON *a = cJSON_Parse(first), *b = cJSON_Parse(r->out);
        cr_assert(a && b);
        cJSON_DeleteItemFromObject(a, "gen_time_us");
        cJSON_DeleteItemFromObject(b, "gen_time_us");
        cr_expect(cJSON_Compare(a, b, true), "%s: lenient and strict differ", levels[i]);
        cJSON_Delete(a);
        cJSON_Delete(b);
    }
}

/* the viewer: a search finds a stand-in by the name its level gave, and
 * the cell panel names it with its file and line */
Test(lenient, viewer_panel_names_the_standin)
{
    char args[512];
    struct run *r;

    write_file("var.des", variant_des);
    snprintf(args, sizeof args,
             "view %s/var.des --seed 1 --headless --size 200x40 --keys '/glorb<Enter>q' " DAT,
             dir);
    r = run(args);
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "/glorb: ("), "%s", r->out);
    cr_expect(strstr(r->out, "stand-in for monster 'Glorbspider' (var.des:13)"), "%s", r->out);
}
