/* des_dump.c - print the tree nhlev's front end reads from .des files, in
 * des_dump.h's text form: a debugging aid and what the tests compare.
 *
 *   des_dump [--grammar 3.4|3.6|auto] FILE.des...
 *
 * Exit 0 when every file parses; 2 (after the error, one line on stderr)
 * when one does not. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "des_dump.h"
#include "des_parse.h"

int main(int argc, char **argv)
{
    enum des_grammar g = DES_GRAMMAR_AUTO;
    int rc = 0, i = 1;

    if (i + 1 < argc && !strcmp(argv[i], "--grammar")) {
        int v = des_grammar_from_name(argv[i + 1]);

        if (v < 0) {
            fprintf(stderr, "des_dump: --grammar takes 3.4, 3.6 or auto\n");
            return 2;
        }
        g = (enum des_grammar) v;
        i += 2;
    }
    if (i >= argc) {
        fprintf(stderr, "usage: des_dump [--grammar 3.4|3.6|auto] "
                "FILE.des...\n");
        return 2;
    }
    for (; i < argc; i++) {
        struct des_error err;
        struct des_file *f = des_parse_file(argv[i], g, &err);

        if (!f) {
            fprintf(stderr, "%s\n", err.msg);
            rc = 2;
            continue;
        }
        char *text = des_dump(f);

        if (!text) {
            fprintf(stderr, "des_dump: out of memory\n");
            rc = 2;
        } else
            fputs(text, stdout);
        free(text);
        des_file_free(f);
    }
    return rc;
}
