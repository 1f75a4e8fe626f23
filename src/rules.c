/* rules.c - the rules' descriptions, made from NH_RULES (rules.h). */
#include "rules.h"

#include <stdio.h>
#include <string.h>

const struct nh_rule_info nh_rule_info[] = {
#define NH_RULE_INFO(name, type, kind, routine, commit, what) \
    { #name, kind, routine, commit, what, offsetof(struct nh_rules, name) },
    NH_RULES(NH_RULE_INFO)
#undef NH_RULE_INFO
};

const int nh_rule_count = (int) (sizeof nh_rule_info / sizeof nh_rule_info[0]);

/* each kind's C type, so the offsets above are read as what they are */
#define NH_RULE_KIND_CHECK(name, type, kind, routine, commit, what) \
    _Static_assert((kind == NH_RULE_BOOL \
                    && _Generic(((struct nh_rules *) 0)->name, bool: 1, default: 0)) \
                   || (kind == NH_RULE_INT \
                       && _Generic(((struct nh_rules *) 0)->name, int: 1, default: 0)) \
                   || (kind == NH_RULE_TABLE \
                       && _Generic(((struct nh_rules *) 0)->name, \
                                   nh_table_rule: 1, default: 0)), \
                   #name ": its kind does not match its type");
NH_RULES(NH_RULE_KIND_CHECK)
#undef NH_RULE_KIND_CHECK

static const void *field(const struct nh_rules *r, int i)
{
    return (const char *) r + nh_rule_info[i].offset;
}

void nh_rule_format(const struct nh_rules *r, int i, char *buf, size_t len)
{
    const void *p = field(r, i);

    switch (nh_rule_info[i].kind) {
    case NH_RULE_BOOL:
        snprintf(buf, len, "%s", *(const bool *) p ? "yes" : "no");
        break;
    case NH_RULE_INT:
        snprintf(buf, len, "%d", *(const int *) p);
        break;
    case NH_RULE_TABLE: {
        nh_table_rule t = *(const nh_table_rule *) p;

        snprintf(buf, len, "%s", t ? t->name : "(none)");
        break;
    }
    }
}

static size_t rule_size(int i)
{
    switch (nh_rule_info[i].kind) {
    case NH_RULE_BOOL: return sizeof(bool);
    case NH_RULE_INT: return sizeof(int);
    default: return sizeof(nh_table_rule);
    }
}

bool nh_rule_equal(const struct nh_rules *a, const struct nh_rules *b, int i)
{
    return memcmp(field(a, i), field(b, i), rule_size(i)) == 0;
}

void nh_rule_copy(struct nh_rules *dst, const struct nh_rules *src, int i)
{
    memcpy((char *) dst + nh_rule_info[i].offset, field(src, i), rule_size(i));
}
