/* symconf.c - the symset the player uses (see symconf.h). NetHack's own
 * rules, as its options code applies them: NETHACKOPTIONS beginning with
 * '@' names the config file to read instead of ~/.nethackrc; otherwise the
 * config file is read and NETHACKOPTIONS' options come after it. */
#include "symconf.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>


#define CONF_MAX (1 << 20)      /* a config file or symbols file past this is
                                   not one */

const char *symconf_assets_dir(void)
{
    return nhl_data_dir("assets");
}

/* what the player's options ask for */
struct wish {
    char symset[48];
    char overrides[2048];   /* SYMBOLS= values, comma-joined, in order */
    char from[1100];        /* where the symset was named, for notes */
    char unread[400];       /* a config file there but not read, and why */
};

/* One options string ("color,symset:DECgraphics,!autopickup"). */
static void take_options(struct wish *w, const char *opts, const char *from)
{
    const char *p = opts;
    while (*p) {
        while (*p == ',' || isspace((unsigned char)*p))
            p++;
        const char *e = p;
        while (*e && *e != ',')
            e++;
        size_t n = (size_t)(e - p);
        while (n && isspace((unsigned char)p[n - 1]))
            n--;
        const char *name = NULL;
        size_t nl = 0;
        if (n > 7 && (strncasecmp(p, "symset:", 7) == 0 || strncasecmp(p, "symset=", 7) == 0)) {
            name = p + 7;
            nl = n - 7;
        } else if (n == 11 && strncasecmp(p, "DECgraphics", 11) == 0) {
            name = "DECgraphics";        /* the boolean options before symsets */
            nl = 11;
        } else if (n == 11 && strncasecmp(p, "IBMgraphics", 11) == 0) {
            name = "IBMgraphics";
            nl = 11;
        }
        if (name) {
            while (nl && isspace((unsigned char)*name)) {
                name++;
                nl--;
            }
            snprintf(w->symset, sizeof w->symset, "%.*s", (int)nl, name);
            snprintf(w->from, sizeof w->from, "%s", from);
        }
        p = e;
    }
}

static void add_override(struct wish *w, const char *v)
{
    size_t l = strlen(w->overrides);
    snprintf(w->overrides + l, sizeof w->overrides - l, "%s%s", l ? "," : "", v);
}

/* A config file: OPTIONS= (or OPTION=) lines and SYMBOLS= lines; the rest
 * (sections, other settings) is NetHack's business. */
static void take_config(struct wish *w, const char *path)
{
    char err[300];
    size_t len;
    char *text = nhl_dat_slurp(path, CONF_MAX, &len, err, sizeof err);
    if (!text) {
        /* no config file is the usual case; one that is there but cannot
           be read (too large, not a file) is said */
        struct stat st;
        if (stat(path, &st) == 0)
            snprintf(w->unread, sizeof w->unread, "%s not read: %s", path, err);
        return;
    }
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        while (isspace((unsigned char)*line))
            line++;
        size_t n = strlen(line);
        while (n && isspace((unsigned char)line[n - 1]))
            line[--n] = 0;
        if (line[0] == '#' || !line[0])
            continue;
        char *eq = strchr(line, '=');
        if (!eq)
            continue;
        size_t kl = (size_t)(eq - line);
        while (kl && isspace((unsigned char)line[kl - 1]))
            kl--;
        const char *v = eq + 1;
        while (isspace((unsigned char)*v))
            v++;
        if ((kl == 7 && strncasecmp(line, "OPTIONS", 7) == 0)
            || (kl == 6 && strncasecmp(line, "OPTION", 6) == 0))
            take_options(w, v, path);
        else if (kl == 7 && strncasecmp(line, "SYMBOLS", 7) == 0)
            add_override(w, v);
    }
    free(text);
}

static void read_wish(struct wish *w)
{
    const char *env = getenv("NETHACKOPTIONS");
    if (env && env[0] == '@') {
        take_config(w, env + 1);
        return;
    }
    const char *home = getenv("HOME");
    if (home && *home) {
        char path[1100];
        snprintf(path, sizeof path, "%s/.nethackrc", home);
        take_config(w, path);
    }
    if (env && *env)
        take_options(w, env, "NETHACKOPTIONS");
}

/* Looks name up in one symbols file: 0 found, 1 not there (or no file),
 * -1 broken (err). names collects what the file has, for a suggestion. */
static int lookup(const char *path, const char *name, struct nhl_symset *out,
                  char *names, size_t nameslen, char *err, size_t errlen)
{
    char rerr[300];
    size_t len;
    char *text = nhl_dat_slurp(path, CONF_MAX, &len, rerr, sizeof rerr);
    if (!text) {
        /* a symbols file that is there but cannot be read (past the cap,
           not a file) is broken, not absent */
        if (!nhl_dat_is_file(path) && !nhl_dat_is_dir(path)) {
            struct stat st;
            if (stat(path, &st) != 0)
                return 1;
        }
        snprintf(err, errlen, "%s", rerr);
        return -1;
    }
    int rc = nhl_symset_parse(text, len, path, name, out, err, errlen);
    if (rc == 1 && names) {
        /* add this file's names not listed yet (assets/ repeats some of
           NetHack's) */
        char mine[600], *save = NULL;
        nhl_symset_names(text, len, mine, sizeof mine);
        for (char *t = strtok_r(mine, ", ", &save); t; t = strtok_r(NULL, ", ", &save)) {
            bool dup = false;
            char copy[600], *s2 = NULL;
            snprintf(copy, sizeof copy, "%s", names);
            for (char *u = strtok_r(copy, ", ", &s2); u && !dup; u = strtok_r(NULL, ", ", &s2))
                dup = strcasecmp(u, t) == 0;
            size_t l = strlen(names);
            if (!dup && l + strlen(t) + 3 < nameslen)
                snprintf(names + l, nameslen - l, "%s%s", l ? ", " : "", t);
        }
    }
    free(text);
    return rc;
}

static int resolve(const char *cli_name, const char *dat_dir, struct nhl_symset *out,
                   bool *have, char *note, size_t notelen, char *err, size_t errlen)
{
    struct wish w;
    memset(&w, 0, sizeof w);
    *have = false;
    if (note && notelen)
        note[0] = 0;
    read_wish(&w);
    if (w.unread[0] && note && notelen)
        snprintf(note, notelen, "%s", w.unread);
    const char *name = cli_name ? cli_name : (w.symset[0] ? w.symset : NULL);
    if (!name)
        return 0;
    if (strcasecmp(name, "default") == 0) {
        /* NetHack's default symbols: a symset that sets nothing */
        memset(out, 0, sizeof *out);
        snprintf(out->name, sizeof out->name, "default");
        *have = true;
        return 0;
    }

    /* the game's own symbols file first: beside its dat/ files, or beside
       the nhdat archive of an installed game */
    char paths[3][1100];
    int np = 0;
    if (dat_dir && *dat_dir) {
        char dir[1024];
        nhl_dat_dir(dat_dir, dir, sizeof dir);
        snprintf(paths[np++], sizeof paths[0], "%s/symbols", dir);
        if (nhl_dat_is_archive(dir, NULL, 0)) {
            char *slash = strrchr(dir, '/');
            if (slash && slash != dir) {
                *slash = 0;
                snprintf(paths[np++], sizeof paths[0], "%s/symbols", dir);
            }
        }
    }
    snprintf(paths[np++], sizeof paths[0], "%s/symbols", symconf_assets_dir());
    char names[600] = "";
    for (int i = 0; i < np; i++) {
        int rc = lookup(paths[i], name, out, names, sizeof names, err, errlen);
        if (rc < 0)
            return -1;
        if (rc == 0) {
            if (w.overrides[0] && nhl_symset_override(out, w.overrides, err, errlen) < 0) {
                /* a broken SYMBOLS= line is the player's config's fault;
                   say so and draw the symset without it */
                if (note && notelen)
                    snprintf(note, notelen, "%s", err);
                err[0] = 0;
            }
            *have = true;
            return 0;
        }
    }
    if (cli_name) {
        snprintf(err, errlen, "--symset: no symset '%s' (there are: %s)", name,
                 names[0] ? names : "none");
        return -1;
    }
    if (note && notelen)
        snprintf(note, notelen, "symset '%s' (from %s) is not in any symbols file; "
                 "drawing with the default symbols", name, w.from);
    return 0;
}

/* text in place, escaped (the player's config and the symbols files may
   hold any bytes; the note and the error go to the terminal) */
static void escape_in_place(char *text, size_t len)
{
    char *tmp;

    if (!text || !len || !text[0] || !(tmp = malloc(len)))
        return;
    nhl_text_escape(text, tmp, len);
    memcpy(text, tmp, len);
    free(tmp);
}

int symconf_resolve(const char *cli_name, const char *dat_dir, struct nhl_symset *out,
                    bool *have, char *note, size_t notelen, char *err, size_t errlen)
{
    int rc = resolve(cli_name, dat_dir, out, have, note, notelen, err, errlen);

    escape_in_place(note, notelen);
    escape_in_place(err, errlen);
    return rc;
}
