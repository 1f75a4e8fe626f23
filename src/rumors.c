/* rumors.c - picking random lines of compiled text files (C: rumors.c
 * get_rnd_line, getrumor; the file reads are done on the in-memory
 * layout of textfile.c, an fgets into a BUFSZ buffer at a byte offset). */
#include "rumors.h"

#include <stdio.h>
#include <string.h>

/* C: fgets(buf, BUFSZ, fh) with the file at *pos: up to TEXT_BUFSZ - 1
 * bytes, through the newline if it comes first. false at end of file. */
static bool read_line(const struct textfile *f, long *pos, char *buf)
{
    long n = 0;

    if (*pos >= f->size)
        return false;
    while (n < TEXT_BUFSZ - 1 && *pos + n < f->size) {
        char c = f->data[*pos + n];

        buf[n++] = c;
        if (c == '\n')
            break;
    }
    buf[n] = '\0';
    *pos += n;
    return true;
}

/* makedefs' trailing '_' padding off (C: unpadline) */
static void unpad(char *s)
{
    size_t n = strlen(s);

    while (n > 0 && s[n - 1] == '_')
        n--;
    s[n] = '\0';
}

/* the line after the one offset lands in (the first after the last),
 * unpadded, into buf; whether C keeps the landing (not early in a long
 * line) */
static bool line_after(const struct textfile *f, long offset, char *buf,
                       size_t bufsz)
{
    char line[TEXT_BUFSZ];
    long pos = offset;
    bool kept;

    line[0] = '\0';
    read_line(f, &pos, line);
    kept = !f->padlength || strlen(line) <= f->padlength + 1;
    if (pos >= f->size || !read_line(f, &pos, line)) {
        pos = 0;
        read_line(f, &pos, line);
    }
    char *nl = strchr(line, '\n');

    if (nl)
        *nl = '\0';
    if (f->padlength)
        unpad(line);
    snprintf(buf, bufsz, "%s", line);
    return kept;
}

bool get_rnd_line_at(const struct textfile *f, long offset, char *buf,
                     size_t bufsz)
{
    if (!bufsz)
        return false;
    buf[0] = '\0';
    if (!f->data || offset < 0 || offset >= f->size)
        return false;
    return line_after(f, offset, buf, bufsz);
}

char *get_rnd_line(const struct textfile *f, struct nhl_rng *rng, char *buf,
                   size_t bufsz)
{
    if (!bufsz)
        return buf;
    buf[0] = '\0';
    if (!f->data || f->size < 1)
        return buf;
    /* C calls its rng through a pointer: one draw per landing, ten at
     * most; the tenth is kept whatever it lands on */
    for (int trylimit = 10; trylimit > 0; --trylimit) {
        long offset = rn2(rng, (int) f->size);

        if (line_after(f, offset, buf, bufsz))
            break;
    }
    return buf;
}

char *getrumor(const struct nh_texts *t, struct nhl_rng *rng, int truth,
               bool exclude_cookie, char *buf, size_t bufsz)
{
    static const char cookie[] = "[cookie] ";
    const size_t marklen = sizeof cookie - 1;
    int count = 0;

    if (!bufsz)
        return buf;
    buf[0] = '\0';
    /* C gives up, drawing nothing, on a rumors file with an empty half */
    if (t->rumors_true.size < 1 || t->rumors_false.size < 1)
        return buf;
    do {
        int adjtruth = truth + rn2(rng, 2);
        const struct textfile *half = adjtruth >= 1 ? &t->rumors_true
                                                    : &t->rumors_false;

        get_rnd_line(half, rng, buf, bufsz);
    } while (count++ < 50 && exclude_cookie
             && !strncmp(buf, cookie, marklen));
    if (!exclude_cookie && !strncmp(buf, cookie, marklen))
        memmove(buf, buf + marklen, strlen(buf + marklen) + 1);
    return buf;
}
