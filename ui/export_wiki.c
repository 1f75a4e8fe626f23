/* export_wiki.c - the map as NetHackWiki markup, to paste into a page.
 *
 * The wiki shows plain special-level maps as preformatted text (its
 * coloured, linked maps are a ttymap <div> run through its
 * ReplaceCharsBlock extension, whose per-symbol rules are the page
 * author's). nhlev writes the plain form as a <pre> block: MediaWiki does
 * not parse wikitext inside <pre>, so a moat's "}}" or a "[[" in the map
 * cannot be taken for a template or a link, as they can in the older
 * leading-space form. Inside it only & < > need entities. The glyphs are
 * NetHack's default ASCII symbols (the wiki's own), so each row equals
 * `nhlev render --format text`'s. */
#include "export.h"

int export_wiki(const struct export_map *m, FILE *out)
{
    char title[sizeof m->title];

    /* the title goes in a comment: "--" may not appear inside one */
    export_utf8_clean(m->title, title, sizeof title);
    fputs("<!-- ", out);
    for (const char *p = title; *p; p++)
        fputc(*p == '-' && (p[1] == '-' || !p[1]) ? '_' : *p, out);
    fputs(" (nhlev render --format wiki) -->\n<pre>\n", out);
    for (int y = 0; y < ROWNO; y++) {
        for (int x = 0; x < COLNO; x++) {
            /* the ASCII form: a DEC line glyph's fallback */
            const char *g = export_top(m, x, y)->ch;

            if (g[0] == '&')
                fputs("&amp;", out);
            else if (g[0] == '<')
                fputs("&lt;", out);
            else if (g[0] == '>')
                fputs("&gt;", out);
            else
                fputs(g, out);
        }
        fputc('\n', out);
    }
    fputs("</pre>\n", out);
    return ferror(out) ? -1 : 0;
}
