/* des_dump.h - a .des tree as compact text, one statement a line, for
 * tools/des_dump and for tests to assert on.
 *
 *   grammar 3.6 (IF at 12:1)
 *   level 1:1 MAZE "castle" fill=random flags=noteleport
 *     3:1 MAP center,center 63x19
 *       |}}}}}}}}}.............................................}}}}}}}}}|
 *       ...
 *     25:1 MONSTER monster('D',"red dragon"), (3,4); name="Smaug", peaceful
 *     30:1 IF [50%]
 *       31:3 OBJECT object('(',"chest"); coord=random
 *     ELSE
 *       ...
 *
 * Statements show their line:column, kind and a [n%] chance, then the
 * positional arguments (des_tree.h's slots; "-" for an absent one before
 * a present one), then after ';' the extras. Blocks are indented under
 * their statement; an empty block that was written shows as {}. Values
 * print as they would be written, with every binary operation in
 * parentheses and monsters and objects as monster(class, name). */
#ifndef NHLEV_DES_DUMP_H
#define NHLEV_DES_DUMP_H

#include "des_tree.h"

/* the whole file (malloc'ed; NULL when out of memory) */
char *des_dump(const struct des_file *f);
/* one statement and what it holds, at indent 0 */
char *des_dump_stmt(const struct des_stmt *s);
/* one value */
char *des_dump_expr(const struct des_expr *e);

#endif
