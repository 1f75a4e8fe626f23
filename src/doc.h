/* doc.h - level documents: a level as JSON with the truth files' keys,
 * meanings and key order (shared/truth/README.md), and a document read
 * back into a struct nhl_level plus the inputs it was built from, so a level
 * can be rebuilt and compared. */
#ifndef NHLEV_DOC_H
#define NHLEV_DOC_H

/* all public: nhlev.h */
#include "nhlev.h"

#endif
