/* datahome.h - where nhlev's own data lives: the built-in levels/ and the
 * assets/ (symbols, the demo script), found from the running program. */
#ifndef DATAHOME_H
#define DATAHOME_H

/* what: "levels" or "assets". Never NULL; the directory may not exist
 * (the caller says so, naming it). */
const char *datahome_dir(const char *what);

#endif
