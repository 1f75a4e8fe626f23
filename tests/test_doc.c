/* test_doc.c - level documents: a level written and read back is the same
 * level; truth files read into levels whose grids and lists are the file's;
 * bad documents fail with one line naming the file. */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhlev.h"
#include "level.h" /* level_new, level_add_object: a level made outside a document */
#include "themerooms.h" /* THEMES_COLD, themerooms_context_to_json: the theme state a document keeps */

static struct nhl_level *sample(void)
{
    struct nhl_level *lev = level_new(NULL, NULL);
    for (int x = 10; x <= 20; x++) {
        lev->at[x][5].typ = HWALL;
        lev->at[x][5].horizontal = true;
        lev->at[x][9].typ = HWALL;
    }
    for (int y = 6; y <= 8; y++) {
        lev->at[10][y].typ = VWALL;
        lev->at[20][y].typ = VWALL;
        for (int x = 11; x <= 19; x++) {
            lev->at[x][y].typ = ROOM;
            lev->at[x][y].lit = true;
            lev->at[x][y].roomno = ROOMOFFSET;
        }
    }
    lev->at[20][7].typ = DOOR;
    lev->at[20][7].flags = D_LOCKED | D_TRAPPED;
    lev->at[10][7].typ = SDOOR;
    lev->at[10][7].flags = D_CLOSED;
    lev->at[15][5].flags = W_NONDIGGABLE;
    lev->nroom = 1;
    lev->rooms[0] = (struct mkroom){ .lx = 11, .ly = 6, .hx = 19, .hy = 8, .rlit = 1,
                                     .parent = -1 };
    struct obj *o = level_add_object(lev);
    o->x = 12; o->y = 6; o->otyp = STATUE; o->corpsenm = 0; o->container = -1;
    o->owner = -1; o->o_id = 1001; o->quan = 1; o->oclass = '`';
    struct obj *in = level_add_object(lev);
    in->x = 12; in->y = 6; in->otyp = -1; in->oclass = ')'; in->container = 0;
    in->owner = -1; in->o_id = 1003; in->quan = 2; in->cursed = true;
    snprintf(in->id, sizeof in->id, "arrow");
    struct monst *m = level_add_monster(lev);
    m->x = 13; m->y = 7; m->mndx = -1; m->mclass = 'D'; m->m_id = 1002; m->asleep = true;
    snprintf(m->id, sizeof m->id, "red dragon");
    struct trap *t = level_add_trap(lev);
    t->tx = 14; t->ty = 8; t->ttyp = HOLE; t->dst.dlevel = 3;
    struct engr *e = level_add_engraving(lev);
    e->x = 15; e->y = 8; e->engr_type = BURN; e->text = strdup("Elbereth");
    struct stairway *s = level_add_stair(lev);
    s->sx = 18; s->sy = 8; s->up = true; s->tolev.dlevel = 1;
    lev->flags.noteleport = true;
    lev->flags.nfountains = 2;
    lev->flip_value = 2;
    return lev;
}

Test(doc, keys_in_truth_order)
{
    struct nhl_level *lev = sample();
    struct nhl_doc_meta meta = { .level = "x", .variant = "x-1", .seed = 7, .gen_time_us = -1 };
    cJSON *root = nhl_doc_from_level(lev, &meta);
    const char *want[] = { "level", "variant", "forced_variant", "seed", "hero", "where",
                           "flip", "moves", "ubirthday", "ident_start", "ident_end",
                           "levelFlags", "typNames", "typGrid", "litGrid",
                           "nondiggableGrid", "nonpasswallGrid", "flagsGrid",
                           "horizontalGrid", "roomnoGrid", "edgeGrid", "doors", "rooms",
                           "subrooms", "objects", "buriedObjects", "traps", "monsters",
                           "engravings", "stairs", "branch", "updest", "dndest",
                           "messages", "mapASCII", "mapDEC" };
    /* the truth keys we write appear in the truth files' relative order */
    const cJSON *it = root->child;
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) {
        while (it && strcmp(it->string, want[k]) != 0)
            it = it->next;
        cr_assert_not_null(it, "key %s missing or out of order", want[k]);
    }
    const cJSON *doors = cJSON_GetObjectItem(root, "doors");
    cr_assert_eq(cJSON_GetArraySize(doors), 2);
    /* row-major: the secret door at x=10 comes first */
    const cJSON *d0 = cJSON_GetArrayItem(doors, 0), *d1 = cJSON_GetArrayItem(doors, 1);
    cr_assert_str_eq(cJSON_GetObjectItem(d0, "typ")->valuestring, "SDOOR");
    cr_assert_str_eq(cJSON_GetObjectItem(d0, "state")->valuestring, "closed");
    cr_assert_str_eq(cJSON_GetObjectItem(d1, "state")->valuestring, "locked");
    cr_assert(cJSON_IsTrue(cJSON_GetObjectItem(d1, "trapped")));
    const cJSON *typ = cJSON_GetObjectItem(root, "typGrid");
    cr_assert_eq(cJSON_GetArrayItem(cJSON_GetArrayItem(typ, 5), 15)->valueint, HWALL);
    const cJSON *nd = cJSON_GetObjectItem(root, "nondiggableGrid");
    cr_assert_eq(cJSON_GetArrayItem(cJSON_GetArrayItem(nd, 5), 15)->valueint, 1);
    const cJSON *obj = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "objects"), 0);
    cr_assert_str_eq(cJSON_GetObjectItem(obj, "name")->valuestring, "statue");
    cr_assert_str_eq(cJSON_GetObjectItem(obj, "corpsenm")->valuestring, "giant ant");
    cr_assert_eq(cJSON_GetArraySize(cJSON_GetObjectItem(obj, "contents")), 1);
    const cJSON *map = cJSON_GetObjectItem(root, "mapASCII");
    cr_assert(strncmp(cJSON_GetArrayItem(map, 7)->valuestring + 10, "|..D......+ ", 12) == 0,
              "%s", cJSON_GetArrayItem(map, 7)->valuestring);
    cr_assert_eq(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "levelFlags"), "noteleport")->valueint, 1);
    cJSON_Delete(root);
    nhl_level_free(lev);
}

Test(doc, round_trip_compares_equal)
{
    struct nhl_level *lev = sample();
    struct nhl_doc_meta meta = { .level = "x", .variant = "x", .seed = 7, .gen_time_us = -1 };
    char *text = nhl_doc_print(lev, &meta);
    struct nhl_level_doc d;
    char err[512];
    cr_assert_eq(nhl_doc_parse(text, "mem.json", &d, err, sizeof err), 0, "%s", err);
    cr_assert_eq(d.seed, 7);
    cr_assert_eq(d.flip_value, 2);
    cr_assert_eq(d.lev->at[20][7].flags, D_LOCKED | D_TRAPPED);
    cr_assert_eq(d.lev->nobjects, 2);
    cr_assert_eq(d.lev->objects[1].container, 0);
    cr_assert_eq(d.lev->nmonsters, 1);
    cr_assert_str_eq(d.lev->engravings[0].text, "Elbereth");
    cr_assert(d.lev->flags.noteleport);
    cr_assert_eq(d.lev->flags.nfountains, 2);
    /* the level read back writes the same document */
    cJSON *again = nhl_doc_from_level(d.lev, &meta);
    struct nhl_compare_result r;
    nhl_compare_docs(again, d.root, &r);
    cr_assert(r.all_match);
    cJSON_Delete(again);
    nhl_doc_free(&d);
    free(text);
    nhl_level_free(lev);
}

Test(doc, truth_file_reads_into_level)
{
    char path[1024], err[512];
    struct nhl_level_doc d;
    snprintf(path, sizeof path, "%s/truth/soko1.seed1.json", NHLEV_SHARED_DIR);
    cr_assert_eq(nhl_doc_load(path, &d, err, sizeof err), 0, "%s", err);
    cr_assert_str_eq(d.level, "soko1");
    cr_assert_str_eq(d.variant, "soko1-2");
    cr_assert_eq(d.seed, 1);
    cr_assert_str_eq(d.ctx.dungeon, "Sokoban");
    cr_assert(d.ctx.in_sokoban);
    cr_assert_eq(d.ctx.dlevel, 1);
    cr_assert_eq(d.ctx.depth, 3);
    cr_assert_eq(d.ctx.level_difficulty, 11);
    cr_assert_eq(d.ctx.ident_start, 1000);
    cr_assert_eq(d.ctx.ledger, 63);
    cr_assert_eq(d.flip_value, 2);
    cr_assert_eq(d.lev->at[35][13].typ, DOOR);
    cr_assert_eq(d.lev->at[35][13].flags, D_CLOSED);
    cr_assert(d.lev->flags.sokoban_rules);
    /* the truth lists are newest first: our last object is its first */
    int top = -1;
    for (int i = 0; i < d.lev->nobjects; i++)
        if (d.lev->objects[i].container < 0 && d.lev->objects[i].owner < 0
            && !d.lev->objects[i].buried)
            top = i;
    cr_assert_eq(d.lev->objects[top].o_id, 1154);
    /* our document of the same level matches it on every grid and list */
    struct nhl_doc_meta meta = { .level = d.level, .variant = d.variant, .seed = d.seed,
                             .gen_time_us = -1 };
    cJSON *ours = nhl_doc_from_level(d.lev, &meta);
    struct nhl_compare_result r;
    nhl_compare_docs(ours, d.root, &r);
    for (int p = 0; p < CMP_NPARTS; p++) {
        char line[1024];
        nhl_compare_part_describe(&r, p, line, sizeof line);
        if (p != CMP_RNG)
            cr_expect(r.part[p].checked && r.part[p].match, "%s", line);
    }
    cJSON_Delete(ours);
    nhl_doc_free(&d);
}

Test(doc, bad_documents_fail_with_one_line)
{
    struct nhl_level_doc d;
    char err[512];
    cr_assert_eq(nhl_doc_parse("{\n\"level\": \"x\",\n oops }", "bad.json", &d, err, sizeof err), -1);
    cr_assert_str_eq(err, "bad.json:3: not valid JSON");
    cr_assert_eq(nhl_doc_parse("[1,2]", "arr.json", &d, err, sizeof err), -2);
    cr_assert(strstr(err, "arr.json") == err);
    cr_assert_eq(nhl_doc_parse("{\"level\":\"x\"}", "nogrid.json", &d, err, sizeof err), -2);
    cr_assert(strstr(err, "typGrid"));
    cr_assert_eq(nhl_doc_load("/nonexistent/x.json", &d, err, sizeof err), -1);
    cr_assert(strstr(err, "/nonexistent/x.json: "));
    cr_assert_null(strchr(err, '\n'));
}

#include <dirent.h>

/* Every truth file read into a level and written again compares equal on
 * every part but the rng log (not kept in a struct nhl_level). */
Test(doc, all_truth_files_round_trip)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/truth", NHLEV_SHARED_DIR);
    DIR *dp = opendir(dir);
    cr_assert_not_null(dp);
    struct dirent *de;
    int files = 0, bad = 0;
    while ((de = readdir(dp)) != NULL) {
        if (!strstr(de->d_name, ".seed"))
            continue;
        char path[2048], err[512];
        struct nhl_level_doc d;
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        cr_assert_eq(nhl_doc_load(path, &d, err, sizeof err), 0, "%s", err);
        struct nhl_doc_meta meta = { .level = d.level, .variant = d.variant, .seed = d.seed,
                                 .gen_time_us = -1 };
        cJSON *ours = nhl_doc_from_level(d.lev, &meta);
        struct nhl_compare_result r;
        nhl_compare_docs(ours, d.root, &r);
        for (int p = 0; p < CMP_NPARTS; p++) {
            if (p == CMP_RNG || (r.part[p].checked && r.part[p].match))
                continue;
            char line[1024];
            nhl_compare_part_describe(&r, p, line, sizeof line);
            if (bad++ < 5)
                cr_log_warn("%s: %s", de->d_name, line);
        }
        files++;
        cJSON_Delete(ours);
        nhl_doc_free(&d);
    }
    closedir(dp);
    cr_assert_geq(files, 400);
    cr_assert_eq(bad, 0, "%d parts differ", bad);
}

/* an ordinary level's theme state travels with its document: a cold state
 * and a custom align table are read into the context and written back */
Test(doc, themes_state_round_trips)
{
    const char *text = "{\"themes\":{\"file\":\"themerms.lua\",\"preloaded\":false,"
                       "\"align\":[\"law\",\"neutral\",\"chaos\"]},"
                       "\"where\":{\"dlevel\":4}}";
    cJSON *root = cJSON_Parse(text);
    struct nhl_level_context ctx;
    struct nhl_hero hero;

    cr_assert_not_null(root);
    nhl_doc_context_from_json(root, &ctx);
    nhl_doc_hero_from_json(root, &hero);
    cJSON_Delete(root);
    cr_expect_eq(ctx.themes_state, THEMES_COLD);
    cr_expect_str_eq(hero.themes_align[0], "law");
    cr_expect_str_eq(hero.themes_align[2], "chaos");

    /* the document's hero and theme-room align go to the level's game */
    struct nhl_level *lev = level_new_hero(NULL, &ctx, &hero);
    cJSON *out = cJSON_CreateObject();
    themerooms_context_to_json(lev, out);
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(out, "themes");
    cr_assert_not_null(t);
    cr_expect(cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(t, "preloaded")));
    cr_expect_str_eq(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(t, "align"), 1)
                         ->valuestring, "neutral");
    cJSON_Delete(out);
    nhl_level_free(lev);
}

/* a document with 100,000 objects is read in one pass (each list was read
 * with cJSON_GetArrayItem per index: quadratic, 10 s) (#12) */
Test(doc, many_objects_read_linearly)
{
    cJSON *root = cJSON_CreateObject();
    cJSON *grid = cJSON_AddArrayToObject(root, "typGrid");
    for (int y = 0; y < 21; y++) {
        cJSON *row = cJSON_CreateArray();
        for (int x = 0; x < 80; x++)
            cJSON_AddItemToArray(row, cJSON_CreateNumber(0));
        cJSON_AddItemToArray(grid, row);
    }
    cJSON_AddStringToObject(root, "level", "many");
    cJSON_AddStringToObject(root, "nethack_version", "5.0.0");
    cJSON *objs = cJSON_AddArrayToObject(root, "objects");
    for (int i = 0; i < 100000; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "x", 1 + i % 79);
        cJSON_AddNumberToObject(o, "y", i % 21);
        cJSON_AddNumberToObject(o, "o_id", i);
        cJSON_AddNumberToObject(o, "otyp", 438);
        cJSON_AddItemToArray(objs, o);
    }
    char *text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    struct nhl_level_doc d;
    char err[256];
    cr_assert_eq(nhl_doc_parse(text, "many.json", &d, err, sizeof err), 0, "%s", err);
    free(text);
    cr_expect_eq(d.lev->nobjects, 100000);
    /* newest first in the document, creation order in the level */
    cr_expect_eq(d.lev->objects[0].o_id, 99999);
    cr_expect_eq(d.lev->objects[99999].o_id, 0);
    cr_expect_eq(d.lev->objects[0].otyp, GOLD_PIECE);
    nhl_doc_free(&d);
}

/* A document names a level, not a file (#12): a path in "level" or
 * "variant" is read as the level's name, found in the reader's level
 * source, never a script the document picks. */
Test(doc, level_is_a_name_not_a_path)
{
    struct nhl_level_doc d;
    char err[512];
    char *text = nhl_doc_slurp(NHLEV_SHARED_DIR "/truth-5.0/oracle.seed1.json", err, sizeof err);
    cr_assert_not_null(text, "%s", err);
    cJSON *root = cJSON_Parse(text);
    free(text);
    cr_assert_not_null(root);
    cJSON_ReplaceItemInObject(root, "level", cJSON_CreateString("/tmp/elsewhere/evil.lua"));
    cJSON_ReplaceItemInObject(root, "variant", cJSON_CreateString("../../x/oracle.lua"));
    char *doc = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    cr_assert_eq(nhl_doc_parse(doc, "evil.json", &d, err, sizeof err), 0, "%s", err);
    free(doc);
    cr_expect_str_eq(d.level, "evil");
    cr_expect_str_eq(d.variant, "oracle");
    nhl_doc_free(&d);
}

/* Numbers past an int (1e300, 1e999 read as infinity) in a document's
 * lists and grids saturate instead of being cast, which is undefined
 * behaviour; a seed past 2^64 is an error naming the key. (Found by
 * tests/fuzz/fuzz_json.c, #12.) The numbers a rebuild takes (hero, where,
 * flip) are refused instead: doc_numbers_a_rebuild_takes_are_checked. */
Test(doc, numbers_past_int_saturate_and_bad_seeds_fail)
{
    char text[8192];
    int n = snprintf(text, sizeof text,
                     "{\"flip\":{\"extent\":[1e300,-1e300,0,0]},"
                     "\"objects\":[{\"x\":1e300,\"y\":-1e300,\"otyp\":1e300,\"quan\":1e20}],"
                     "\"monsters\":[{\"x\":5,\"y\":5,\"mappearance\":1e300}],"
                     "\"typGrid\":[");
    for (int y = 0; y < 21; y++) {
        n += snprintf(text + n, sizeof text - (size_t) n, "%s[", y ? "," : "");
        for (int x = 0; x < 80; x++)
            n += snprintf(text + n, sizeof text - (size_t) n, "%s%s", x ? "," : "",
                          x == 3 ? "1e300" : "0");
        n += snprintf(text + n, sizeof text - (size_t) n, "]");
    }
    snprintf(text + n, sizeof text - (size_t) n, "]}");

    struct nhl_level_doc d;
    char err[512];

    cr_assert_eq(nhl_doc_parse(text, "big.json", &d, err, sizeof err), 0, "%s", err);
    cr_expect_eq(d.lev->flip_extent[0], INT_MAX);
    cr_expect_eq(d.lev->flip_extent[1], INT_MIN);
    cr_expect_eq(d.lev->objects[0].x, INT_MAX);
    cr_expect_eq(d.lev->objects[0].y, INT_MIN);
    cr_expect_str_eq(d.lev->monsters[0].appear_as, "2147483647");
    nhl_doc_free(&d);

    /* the same document with seeds no uint64 holds */
    static const char *const bad[] = { "seed\":1e30", "seed\":-1", "game_seed\":1e999",
                                       "init_seed\":18446744073709551616" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char doc[8400];

        snprintf(doc, sizeof doc, "{\"%s,%s", bad[i], text + 1);
        cr_assert_eq(nhl_doc_parse(doc, "seed.json", &d, err, sizeof err), -1, "%s", bad[i]);
        cr_expect(strstr(err, "seed.json: \"") == err, "%s", err);
        cr_expect(strstr(err, "is not a seed"), "%s", err);
    }
    cr_assert_eq(nhl_doc_parse("{\"seed\":18446744073709549568,\"typGrid\":[]}", "x.json", &d, err,
                               sizeof err), -2);
}

/* Every number a rebuild takes from a document is whole and in a game's
 * range where it enters: an ident_start of 2^31-1 overflowed the id
 * counter (UBSan), a depth of 1e308 is no depth; and a NUL in a string
 * cut "soko1\u0000-1" to soko1 (#25). */
Test(doc, numbers_a_rebuild_takes_are_checked)
{
    char grid[4096];
    int n = snprintf(grid, sizeof grid, "\"typGrid\":[");

    for (int y = 0; y < 21; y++) {
        n += snprintf(grid + n, sizeof grid - (size_t) n, "%s[", y ? "," : "");
        for (int x = 0; x < 80; x++)
            n += snprintf(grid + n, sizeof grid - (size_t) n, "%s0", x ? "," : "");
        n += snprintf(grid + n, sizeof grid - (size_t) n, "]");
    }
    snprintf(grid + n, sizeof grid - (size_t) n, "]");
    static const struct { const char *json, *want; } bad[] = {
        { "\"ident_start\":2147483647", "\"ident_start\" is 2147483647: not a whole number" },
        { "\"ident_start\":1e308", "\"ident_start\" is 1e+308" },
        { "\"ident_start\":18446744073709551616", "\"ident_start\" is 1.84467440737096e+19" },
        { "\"ident_start\":-1", "\"ident_start\" is -1" },
        { "\"ident_start\":1000.5", "\"ident_start\" is 1000.5" },
        { "\"moves\":1e300", "\"moves\" is 1e+300" },
        { "\"where\":{\"depth\":1e308}", "\"where.depth\" is 1e+308" },
        { "\"where\":{\"dnum\":-5}", "\"where.dnum\" is -5" },
        { "\"hero\":{\"ulevel\":1e300}", "\"hero.ulevel\" is 1e+300" },
        { "\"hero\":{\"luck\":-1e999}", "\"hero.luck\" is -inf" },
        { "\"flip\":{\"value\":1e300}", "\"flip.value\" is 1e+300" },
        { "\"branch\":{\"type\":\"stair\",\"end1\":{\"dnum\":1e9,\"dlevel\":1}}",
          "\"branch.end1.dnum\" is 1000000000" },
        { "\"level\":\"soko1\\u0000-1\"", "a string holds a NUL character" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char doc[8192], err[512];
        struct nhl_level_doc d;

        snprintf(doc, sizeof doc, "{%s,%s}", bad[i].json, grid);
        cr_expect_eq(nhl_doc_parse(doc, "n.json", &d, err, sizeof err), -1, "%s", bad[i].json);
        cr_expect(strncmp(err, "n.json: ", 8) == 0 && strstr(err, bad[i].want), "%s: %s",
                  bad[i].json, err);
    }
    /* in range: read as given; an escaped backslash before u0000 is no NUL */
    char doc[8192], err[512];
    struct nhl_level_doc d;

    snprintf(doc, sizeof doc, "{\"ident_start\":1000000000,\"level\":\"a\\\\u0000\",%s}", grid);
    cr_assert_eq(nhl_doc_parse(doc, "ok.json", &d, err, sizeof err), 0, "%s", err);
    cr_expect_eq(d.ctx.ident_start, 1000000000);
    nhl_doc_free(&d);
}

/* JSON nhlev writes holds no control byte: cJSON escapes C0 only; C1
 * controls (raw or in UTF-8), DEL and bytes that are no UTF-8 become
 * \u00XX, other UTF-8 stays (#25) */
Test(doc, json_written_escapes_c1_controls)
{
    cJSON *o = cJSON_CreateObject();

    cJSON_AddStringToObject(o, "level", "a\x9b" "2J\xc2\x90x\x7f\xe2\x94\x82\xff");
    char *s = nhl_json_safe(cJSON_PrintUnformatted(o));

    cJSON_Delete(o);
    cr_assert_not_null(s);
    cr_expect_str_eq(s, "{\"level\":\"a\\u009b2J\\u0090x\\u007f\xe2\x94\x82\\u00ff\"}");
    free(s);

    char out[128];

    nhl_text_escape("a\x1b[2J\x9b" "1\xc2\x9b\x07\xe2\x94\x82\n", out, sizeof out);
    cr_expect_str_eq(out, "a\\x1b[2J\\x9b1\\xc2\\x9b\\x07\xe2\x94\x82 ");
}

/* A document of the level above the Sanctum is the invocation level (C:
 * Invocation_lev): its place says so, the Sanctum being Gehennom's last
 * level, and hellfill built from it makes the vibrating square rather than
 * down stairs (issue 23 item 6). */
Test(doc, invocation_level_from_the_place)
{
    static const char *const where[] = {
        "{\"where\":{\"dnum\":1,\"dungeon\":\"Gehennom\",\"dlevel\":19,\"depth\":45,"
        "\"dunlevs_in_dungeon\":20,\"level_difficulty\":45}}",
        "{\"where\":{\"dnum\":1,\"dungeon\":\"Gehennom\",\"dlevel\":20,\"depth\":46,"
        "\"dunlevs_in_dungeon\":20,\"level_difficulty\":46}}",
        "{\"where\":{\"dnum\":0,\"dungeon\":\"The Dungeons of Doom\",\"dlevel\":19,"
        "\"depth\":19,\"dunlevs_in_dungeon\":20,\"level_difficulty\":19}}",
    };
    const bool expect[] = { true, false, false };

    for (int k = 0; k < 3; k++) {
        cJSON *root = cJSON_Parse(where[k]);
        struct nhl_level_context ctx;

        cr_assert_not_null(root);
        nhl_doc_context_from_json(root, &ctx);
        cJSON_Delete(root);
        cr_expect_eq(ctx.invocation_level, expect[k], "document %d", k);
        if (k != 0)
            continue;
        /* hellfill there: the vibrating square, and no down stairs */
        struct nhl_build_opts o;
        struct nhl_build_result res;

        nhl_build_opts_defaults(&o);
        o.level = "hellfill";
        o.dat_dir = NHLEV_SHARED_DIR "/nethack/5.0.0/dat";
        o.ctx = ctx;
        o.ctx.version = NHV_5_0_0;
        o.seed = 3;
        cr_assert_eq(nhl_build(&o, &res), 0, "%s", res.errmsg);
        int squares = 0, down = 0;

        for (int i = 0; i < res.lev->ntraps; i++)
            squares += res.lev->traps[i].ttyp == VIBRATING_SQUARE;
        for (int i = 0; i < res.lev->nstairs; i++)
            down += !res.lev->stairs[i].up;
        cr_expect_eq(squares, 1, "vibrating squares: %d", squares);
        cr_expect_eq(down, 0, "down stairs: %d", down);
        nhl_build_result_free(&res);
    }
}
