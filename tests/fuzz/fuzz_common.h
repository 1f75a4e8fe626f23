/* fuzz_common.h - what the fuzz targets share: NetHack's dat/ they
 * build against, a private scratch directory for the input written as a
 * file (the engine and the viewer read scripts and documents by path),
 * and a silenced standard output (the CLI and the headless viewer print
 * whole levels). Header-only: each target is one .c file, linked either
 * with libFuzzer (-DNHLEV_FUZZ=ON) or with replay_main.c (the ctest). */
#ifndef NHLEV_FUZZ_COMMON_H
#define NHLEV_FUZZ_COMMON_H

#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* libFuzzer's entry points (replay_main.c calls the same two) */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* NetHack 5.0.0's dat/: $NHLEV_FUZZ_DAT, else the one CMake found */
static inline const char *fz_dat(void)
{
    const char *d = getenv("NHLEV_FUZZ_DAT");

    return d && *d ? d : NHLEV_FUZZ_DAT_DEFAULT;
}

static char fz_dir[256];
static char fz_files[4][320];
static int fz_nfiles;

static inline void fz_cleanup(void)
{
    for (int i = 0; i < fz_nfiles; i++)
        unlink(fz_files[i]);
    if (fz_dir[0])
        rmdir(fz_dir);
}

/* Once per process: the scratch directory (removed at exit) and, unless
 * $NHLEV_FUZZ_VERBOSE is set, standard output to /dev/null. */
static inline void fz_init(void)
{
    const char *tmp = getenv("TMPDIR");

    snprintf(fz_dir, sizeof fz_dir, "%s/nhlev-fuzz-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(fz_dir)) {
        perror("nhlev fuzz: mkdtemp");
        exit(2);
    }
    atexit(fz_cleanup);
    if (!getenv("NHLEV_FUZZ_VERBOSE")) {
        int fd = open("/dev/null", O_WRONLY);

        if (fd >= 0) {
            fflush(stdout);
            dup2(fd, STDOUT_FILENO);
            close(fd);
        }
    }
}

/* The input as the file `name` in the scratch directory; its path, or
 * NULL if it could not be written. */
static inline const char *fz_write(const char *name, const uint8_t *data, size_t size)
{
    static char path[320];
    FILE *f;

    snprintf(path, sizeof path, "%s/%s", fz_dir, name);
    f = fopen(path, "wb");
    if (!f)
        return NULL;
    if (size && fwrite(data, 1, size, f) != size) {
        fclose(f);
        return NULL;
    }
    if (fclose(f) != 0)
        return NULL;
    for (int i = 0; i < fz_nfiles; i++)
        if (!strcmp(fz_files[i], path))
            return path;
    if (fz_nfiles < (int) (sizeof fz_files / sizeof fz_files[0]))
        snprintf(fz_files[fz_nfiles++], sizeof fz_files[0], "%s", path);
    return path;
}

/* The input as a NUL-terminated string (free() it), cut at its first NUL
 * as a C string argument would be. */
static inline char *fz_cstring(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);

    if (!s)
        return NULL;
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* Text safe for a terminal, told independently of nhlev's escaper: no C0
 * control or DEL, no byte that is not part of a well-formed UTF-8
 * sequence, no C1 control written in UTF-8 (U+0080 to U+009F). 0 when
 * clean, else the offending byte. */
static inline int fz_unsafe_byte(const char *text)
{
    const unsigned char *p = (const unsigned char *) text;

    while (*p) {
        unsigned c = *p;
        int n = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3
                : c >= 0xf0 && c <= 0xf4 ? 4 : 0;

        if (c < 0x20 || c == 0x7f || n == 0)
            return (int) c;
        for (int i = 1; i < n; i++)
            if ((p[i] & 0xc0) != 0x80)
                return (int) c;
        if (n == 2 && c == 0xc2 && p[1] < 0xa0)
            return (int) p[1];
        p += n;
    }
    return 0;
}

#endif
