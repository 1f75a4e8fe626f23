/* des_files.h - the .des files of a corpus folder of ../shared/des, for the
 * tests that read, build and convert them all. */
#ifndef NHLEV_TEST_DES_FILES_H
#define NHLEV_TEST_DES_FILES_H

#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline int des_files_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *) a, *(char *const *) b);
}

/* the paths of dir's .des files, sorted; *n of them (free_files) */
static inline char **des_files(const char *dir, int *n)
{
    DIR *d = opendir(dir);
    char **v = NULL;
    int cap = 0;

    cr_assert_not_null(d, "corpus folder %s is missing (../shared/des)", dir);
    *n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);

        if (len < 5 || strcmp(e->d_name + len - 4, ".des"))
            continue;
        if (*n == cap) {
            cap = cap ? cap * 2 : 64;
            v = realloc(v, (size_t) cap * sizeof *v);
            cr_assert_not_null(v);
        }
        v[*n] = malloc(strlen(dir) + len + 2);
        cr_assert_not_null(v[*n]);
        sprintf(v[*n], "%s/%s", dir, e->d_name);
        (*n)++;
    }
    closedir(d);
    qsort(v, (size_t) *n, sizeof *v, des_files_cmp);
    return v;
}

static inline void free_files(char **v, int n)
{
    for (int i = 0; i < n; i++)
        free(v[i]);
    free(v);
}

#endif
