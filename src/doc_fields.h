/* doc_fields.h - the level document's vocabulary that writing (doc.c) and
 * reading (doc_read.c) share: engraving kinds, level flag keys and the
 * flags they stand for, branch types, and the disguise numbering. */
#ifndef NHLEV_DOC_FIELDS_H
#define NHLEV_DOC_FIELDS_H

#include <stdbool.h>

#include "level.h"

/* engraving kinds by our engr type number ("" for none) */
#define DOC_NENGR 7
extern const char *const doc_engr_names[DOC_NENGR];

/* the levelFlags keys, in the C dump's order */
#define DOC_NFLAGS 30
extern const char *const doc_flag_names[DOC_NFLAGS];

/* The level_flags field a levelFlags key names; NULL for the counts
 * (nfountains, nsinks) and the keys with no field of ours. */
bool *doc_flag_field(struct level_flags *f, int i);

/* branch types by C's BR_* number */
extern const char *const doc_branch_types[4];

/* struct monst numbers its disguise 1 object, 2 monster, 3 terrain; C's
 * m_ap_type (and so the dump) 1 furniture, 2 object, 3 monster. */
int doc_ap_to_c(int ours);
int doc_ap_from_c(int c);

#endif
