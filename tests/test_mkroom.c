/* test_mkroom.c - special rooms as C fills them: the shop tables and the
 * item a shop square gets and the shopkeepers' names (shknam.c), with
 * their draws; names checked against every shopkeeper of the truth files. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_enums.h"
#include "doc.h"
#include "level.h"
#include "objdata.h"
#include "rng.h"
#include "shknam.h"

static struct rng g_rng;
static struct level *lev;

static void setup(void)
{
    rng_init(&g_rng, 7);
    rng_set_logging(&g_rng, true);
    lev = level_new(&g_rng, NULL);
    cr_assert_not_null(lev);
}

static void teardown(void)
{
    level_free(lev);
    rng_free(&g_rng);
}

TestSuite(mkroom, .init = setup, .fini = teardown);

Test(mkroom, shop_tables_add_up)
{
    int shop_prob = 0;

    /* one type per shop room type, general store first, lighting last */
    cr_assert_eq(NSHTYPES, CANDLESHOP - SHOPBASE + 1);
    for (int i = 0; i < NSHTYPES; i++) {
        int item_prob = 0, names = 0;

        shop_prob += shtypes[i].prob;
        for (int j = 0; j < 9; j++)
            item_prob += shtypes[i].iprobs[j].iprob;
        cr_expect_eq(item_prob, 100, "%s", shtypes[i].name);
        for (const char *const *n = shtypes[i].shknms; *n; n++)
            names++;
        cr_expect_gt(names, 20, "%s", shtypes[i].name);
    }
    cr_expect_eq(shop_prob, 100);
    cr_expect_eq(shtypes[CANDLESHOP - SHOPBASE].prob, 0);
    cr_expect_str_eq(shtypes[WEAPONSHOP - SHOPBASE].name,
                     "antique weapons outlet");
}

Test(mkroom, shop_item_odds_and_draws)
{
    int food = 0, ice = 0, n = 20000;

    /* the delicatessen: food 83, juice 5, booze 4, water 5, ice box 3 */
    for (int i = 0; i < n; i++) {
        int t = get_shop_item(lev, FOODSHOP - SHOPBASE);

        food += t == FOOD_CLASS;
        ice += t == -ICE_BOX;
    }
    cr_expect_gt(food, n * 80 / 100);
    cr_expect_lt(food, n * 86 / 100);
    cr_expect_gt(ice, n * 2 / 100);
    cr_expect_lt(ice, n * 4 / 100);
    /* one rnd(100) each */
    cr_expect_eq(g_rng.nlog, (size_t) n);
    struct rng_line ln;

    cr_assert(rng_parse_line(g_rng.log[0], &ln));
    cr_expect_str_eq(ln.func, "rnd");
    cr_expect_eq(ln.arg1, 100);
    /* the lighting store sells only named things */
    for (int i = 0; i < 200; i++)
        cr_expect_lt(get_shop_item(lev, CANDLESHOP - SHOPBASE), 0);
}

/* ------------------------------------------------ names against truth */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;

    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc((size_t) n + 1);
    if (buf && fread(buf, 1, (size_t) n, f) != (size_t) n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = 0;
    fclose(f);
    return buf;
}

/* Every shopkeeper of the truth levels whose shop is not a tool shop (those
 * draw their names) gets C's name and sex from its id, the ledger number
 * and the birthday alone. */
Test(mkroom, shopkeeper_names_match_truth)
{
    DIR *d = opendir(NHLEV_SHARED_DIR "/truth");
    struct dirent *e;
    int checked = 0, redrawn = 0;

    cr_assert_not_null(d);
    while ((e = readdir(d))) {
        char path[512];

        if (!strstr(e->d_name, ".seed"))
            continue;
        snprintf(path, sizeof path, "%s/truth/%s", NHLEV_SHARED_DIR,
                 e->d_name);
        char *text = slurp(path);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;

        free(text);
        if (!doc)
            continue;
        const cJSON *mons = cJSON_GetObjectItem(doc, "monsters");
        const cJSON *rooms = cJSON_GetObjectItem(doc, "rooms");
        struct level_context c;

        doc_context_from_json(doc, &c);
        if (!strncmp(cJSON_GetObjectItem(doc, "variant")->valuestring,
                     "minetn", 6))
            snprintf(c.special, sizeof c.special, "minetn");
        level_free(lev);
        lev = level_new(&g_rng, &c);
        /* in creation order, so a name already taken is seen */
        for (int k = cJSON_GetArraySize(mons) - 1; k >= 0; k--) {
            const cJSON *m = cJSON_GetArrayItem(mons, k);

            if (!cJSON_IsTrue(cJSON_GetObjectItem(m, "shopkeeper")))
                continue;
            int x = cJSON_GetObjectItem(m, "x")->valueint;
            int y = cJSON_GetObjectItem(m, "y")->valueint;
            int rtype = -1;
            const cJSON *r;

            cJSON_ArrayForEach(r, rooms) {
                if (x >= cJSON_GetObjectItem(r, "lx")->valueint
                    && x <= cJSON_GetObjectItem(r, "hx")->valueint
                    && y >= cJSON_GetObjectItem(r, "ly")->valueint
                    && y <= cJSON_GetObjectItem(r, "hy")->valueint)
                    rtype = cJSON_GetObjectItem(r, "rtype")->valueint;
            }
            struct monst *shk = level_add_monster(lev);

            shk->m_id = cJSON_GetObjectItem(m, "m_id")->valueint;
            shk->isshk = true;
            if (rtype < SHOPBASE || rtype == TOOLSHOP) {
                /* a name drawn at random: C's, for the next ones */
                snprintf(shk->shkname, sizeof shk->shkname, "%s",
                         cJSON_GetObjectItem(m, "shkname")->valuestring);
                continue;
            }
            size_t n0 = g_rng.nlog;

            nameshk(lev, shk, rtype - SHOPBASE);
            if (g_rng.nlog != n0) {
                /* its name was taken: redrawn in C's stream */
                redrawn++;
                snprintf(shk->shkname, sizeof shk->shkname, "%s",
                         cJSON_GetObjectItem(m, "shkname")->valuestring);
                continue;
            }
            cr_expect_str_eq(shk->shkname,
                             cJSON_GetObjectItem(m, "shkname")->valuestring,
                             "%s", e->d_name);
            cr_expect_eq(shk->female,
                         cJSON_GetObjectItem(m, "female")->valueint, "%s",
                         e->d_name);
            checked++;
        }
        cJSON_Delete(doc);
    }
    closedir(d);
    cr_log_info("shopkeeper names: %d checked, %d redrawn", checked,
                redrawn);
    cr_expect_gt(checked, 20);
}
