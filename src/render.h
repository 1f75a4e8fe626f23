/* render.h - one map cell as NetHack draws it on a fully mapped level:
 * monster over object over trap over engraving over terrain, with the
 * default symbols (ascii), the DECgraphics symset (as Unicode line-drawing
 * characters, the truth files' mapDEC, or as raw VT100 special-graphics
 * bytes), or the Enhanced1 Unicode symset; colours as the tty uses them. */
#ifndef NHLEV_RENDER_H
#define NHLEV_RENDER_H

/* all public: nhlev.h */
#include "nhlev.h"

#endif
