/* test_symset.c - symsets read from NetHack's own dat/symbols (both
 * releases) and nhlev's assets/symbols, and the viewer drawing with the one
 * a player's ~/.nethackrc or NETHACKOPTIONS chooses. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "datfs.h" /* datfs_slurp: engine internals the test drives */
#include "testutil.h"

#define FIX NHLEV_TEST_DIR "/fixtures/symset"
#define ASSETS NHLEV_SOURCE_DIR "/assets/symbols"

static char *slurp(const char *path, size_t *len)
{
    char err[300];
    char *t = datfs_slurp(path, 0, len, err, sizeof err);
    cr_assert(t, "%s", err);
    return t;
}

static struct nhl_symset get(const char *path, const char *name)
{
    size_t len;
    char *t = slurp(path, &len);
    struct nhl_symset ss;
    char err[300] = "";
    int rc = nhl_symset_parse(t, len, path, name, &ss, err, sizeof err);
    free(t);
    cr_assert_eq(rc, 0, "%s in %s: rc %d %s", name, path, rc, err);
    return ss;
}

enum { S_vwall = 1, S_hwall = 2, S_tlcorn = 3, S_tree = 18, S_room = 19,
       S_corr = 22, S_pool = 38 };

Test(symset, every_symset_of_netHacks_files_reads)
{
    static const char *const files[] = {
        TU_NETHACK50_DAT "/symbols", TU_NETHACK_DAT "/symbols", ASSETS,
    };
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        size_t len;
        char *t = slurp(files[f], &len);
        char names[800];
        nhl_symset_names(t, len, names, sizeof names);
        cr_assert(strstr(names, "DECgraphics"), "%s: %s", files[f], names);
        int n = 0;
        char *save = NULL;
        for (char *nm = strtok_r(names, ", ", &save); nm; nm = strtok_r(NULL, ", ", &save)) {
            struct nhl_symset ss;
            char err[300] = "";
            cr_expect_eq(nhl_symset_parse(t, len, files[f], nm, &ss, err, sizeof err), 0,
                         "%s %s: %s", files[f], nm, err);
            n++;
        }
        cr_expect(n >= 4, "%s has %d symsets", files[f], n);
        free(t);
    }
}

Test(symset, handlers_decode_as_the_game_does)
{
    const char *sym = TU_NETHACK50_DAT "/symbols";
    /* DEC: a high byte is a VT100 line-drawing letter */
    struct nhl_symset dec = get(sym, "decgraphics"); /* names are case-blind */
    cr_expect_eq(dec.handling, SYMH_DEC);
    cr_expect_eq(dec.sym[S_vwall].dec, 'x');
    cr_expect_eq(dec.sym[S_hwall].dec, 'q');
    cr_expect_str_eq(dec.sym[S_hwall].utf8, "\u2500");
    cr_expect(!dec.sym[S_corr].set, "DECgraphics leaves corridors alone");
    /* IBM: code page 437 */
    struct nhl_symset ibm = get(sym, "IBMgraphics");
    cr_expect_str_eq(ibm.sym[S_vwall].utf8, "\u2502");
    cr_expect_str_eq(ibm.sym[S_room].utf8, "\u00b7");
    /* UTF8: code points */
    struct nhl_symset e1 = get(sym, "Enhanced1");
    cr_expect_str_eq(e1.sym[S_tree].utf8, "\u03a8");
    cr_expect_str_eq(e1.sym[S_corr].utf8, "\u2591");
    /* quoted characters */
    struct nhl_symset plain = get(sym, "plain");
    cr_expect_str_eq(plain.sym[S_tlcorn].utf8, "+");
    cr_expect(!plain.sym[S_vwall].set);
    /* \NNN is decimal, as the file's header says: Blank's \032 is a space */
    struct nhl_symset blank = get(sym, "Blank");
    cr_expect_str_eq(blank.sym[S_vwall].utf8, " ");
    /* nhlev's own file agrees with NetHack's where both define a symset */
    struct nhl_symset mine = get(ASSETS, "DECgraphics");
    for (int i = 0; i < SYMSET_NMAP; i++)
        if (dec.sym[i].set)
            cr_expect_eq(mine.sym[i].dec, dec.sym[i].dec, "sym %d", i);
}

Test(symset, bad_files_are_one_line_errors)
{
    struct nhl_symset ss;
    char err[300] = "";
    const char *t = "start: x\n  S_vwall: \\xzz\nfinish\n";
    cr_expect_eq(nhl_symset_parse(t, strlen(t), "f", "x", &ss, err, sizeof err), -1);
    cr_expect(strstr(err, "f:2:"), "%s", err);
    t = "start: x\n  S_vwall: 'a'\n";
    cr_expect_eq(nhl_symset_parse(t, strlen(t), "f", "x", &ss, err, sizeof err), -1);
    cr_expect(strstr(err, "no 'finish'"), "%s", err);
    t = "start: x\n  Nonsense here\nfinish\n";
    cr_expect_eq(nhl_symset_parse(t, strlen(t), "f", "x", &ss, err, sizeof err), -1);
    cr_expect(strstr(err, "f:2:"), "%s", err);
    t = "start: x\nfinish\n";
    cr_expect_eq(nhl_symset_parse(t, strlen(t), "f", "y", &ss, err, sizeof err), 1);
    /* control characters never reach the terminal */
    t = "start: x\n S_vwall: ^[\n S_hwall: \\027\nfinish\n";
    cr_expect_eq(nhl_symset_parse(t, strlen(t), "f", "x", &ss, err, sizeof err), 0, "%s", err);
    cr_expect_str_eq(ss.sym[S_vwall].utf8, " ");
    cr_expect_str_eq(ss.sym[S_hwall].utf8, " ");
    /* overrides as SYMBOLS= writes them */
    cr_expect_eq(nhl_symset_override(&ss, "S_vwall:'|', S_pool:\\x7e,S_boulder:0", err,
                                     sizeof err), 0, "%s", err);
    cr_expect_str_eq(ss.sym[S_vwall].utf8, "|");
    cr_expect_str_eq(ss.sym[S_pool].utf8, "~");
    cr_expect_str_eq(ss.sym[SYMSET_BOULDER].utf8, "0");
    cr_expect_eq(nhl_symset_override(&ss, "S_vwall", err, sizeof err), -1);
}

/* `env nhlev view soko1 ... --headless ARGS`: the screen */
static int view(const char *env, const char *args, char **out)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "env -u NETHACKOPTIONS %s '%s' view soko1 --seed 1 --dat '%s' --headless "
             "--size 100x30 %s 2>&1",
             env, NHLEV_BIN, TU_NETHACK50_DAT, args);
    return tu_run_all(cmd, out);
}

Test(symset, the_viewer_draws_with_the_players_config)
{
    char *o;
    /* nothing configured: nhlev's own look (line drawing) */
    cr_assert_eq(view("HOME=/nonexistent", "--unicode", &o), 0, "%s", o);
    cr_expect(strstr(o, "\u250c\u2500\u2500"), "%s", o);
    cr_expect(!strstr(o, "+---"), "%s", o);
    free(o);
    /* ~/.nethackrc: symset:plain, boulders as 0, room floors as ',' */
    cr_assert_eq(view("HOME=" FIX "/home", "--unicode", &o), 0, "%s", o);
    cr_expect(strstr(o, "+---"), "plain's corners\n%s", o);
    cr_expect(strstr(o, "symset: plain"), "the header names it\n%s", o);
    cr_expect(strstr(o, ",,"), "S_room from SYMBOLS=\n%s", o);
    cr_expect(strchr(o, '0') && !strstr(o, "`"), "boulders from SYMBOLS=\n%s", o);
    free(o);
    /* NETHACKOPTIONS=@file reads that file instead */
    cr_assert_eq(view("HOME=" FIX "/home NETHACKOPTIONS=@" FIX "/other/config", "--unicode",
                      &o), 0, "%s", o);
    cr_expect(strstr(o, "\u250c\u2500\u2500") && !strstr(o, "+---"), "%s", o);
    free(o);
    /* NETHACKOPTIONS as options comes after the config file */
    cr_assert_eq(view("HOME=" FIX "/home NETHACKOPTIONS=symset:IBMgraphics", "--unicode",
                      &o), 0, "%s", o);
    cr_expect(strstr(o, "\u250c\u2500\u2500") && strchr(o, '0'), "%s", o);
    free(o);
    /* --symset wins; 'default' is NetHack's default symbols */
    cr_assert_eq(view("HOME=" FIX "/home", "--symset default --unicode", &o), 0, "%s", o);
    cr_expect(strstr(o, "|.^^^") && strstr(o, "-----"), "%s", o);
    free(o);
    /* a symset nobody has: an error for --symset, a note for the config */
    cr_expect_eq(view("HOME=/nonexistent", "--symset nosuch", &o), 2);
    cr_expect(strstr(o, "no symset 'nosuch'") && strstr(o, "DECgraphics"), "%s", o);
    cr_expect(!strstr(o, "DECgraphics, DECgraphics") , "names listed once\n%s", o);
    free(o);
    cr_expect_eq(view("HOME=/nonexistent NETHACKOPTIONS=symset:Nope", "", &o), 0);
    cr_expect(strstr(o, "symset 'Nope' (from NETHACKOPTIONS)"), "%s", o);
    free(o);
}

/* `env nhlev view demo --headless ARGS`: the screen and what is said */
static int view_demo(const char *env, const char *args, char **out)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "env -u NETHACKOPTIONS %s '%s' view demo --headless --size 100x30 %s 2>&1", env,
             NHLEV_BIN, args);
    return tu_run_all(cmd, out);
}

/* A symset name from the player's config is shown escaped (ESC, BEL and
 * the C1 CSI 0x9b never reach the terminal raw); a symbols file that is
 * there but past the 1 MiB cap is an error naming it, not skipped without
 * a word (#25). */
Test(symset, hostile_configs_are_said_safely)
{
    char dir[] = "/tmp/nhlev-symXXXXXX", path[128], env[256];
    cr_assert_not_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/.nethackrc", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("OPTIONS=symset:\x1b[31mred\x07\x9b" "2J\n", f);
    fclose(f);
    snprintf(env, sizeof env, "HOME=%s", dir);
    char *o;
    cr_assert_eq(view_demo(env, "--keys q", &o), 0, "%s", o);
    cr_expect(strstr(o, "symset '\\x1b[31mred\\x07\\x9b2J'"), "%s", o);
    cr_expect(!strchr(o, 0x1b) && !strchr(o, 0x07) && !strstr(o, "\x9b" "2J"), "%s", o);
    free(o);
    unlink(path);

    /* symbols of 2 MiB in --dat */
    snprintf(path, sizeof path, "%s/symbols", dir);
    f = fopen(path, "w");
    cr_assert_not_null(f);
    for (int i = 0; i < 2 * 1024 * 64; i++)
        fputs("# a comment line of 16\n" + 7, f);
    fclose(f);
    char args[256];
    snprintf(args, sizeof args, "--symset DECgraphics --dat %s --keys q", dir);
    cr_expect_eq(view_demo("HOME=/nonexistent", args, &o), 2, "%s", o);
    cr_expect(strstr(o, path) && strstr(o, "larger than"), "%s", o);
    free(o);
    unlink(path);
    rmdir(dir);
}
