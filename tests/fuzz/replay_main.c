/* replay_main.c - a fuzz target without libFuzzer: feeds every file named
 * (or every file in every directory named) to LLVMFuzzerTestOneInput once,
 * in name order, so the committed corpora run as an ordinary test in the
 * ordinary (and the sanitizer) build. A crash, a sanitizer report or an
 * abort of the target fails the test. The targets' own limits (the
 * script's instruction budget, the parsers' size caps) bound each input's
 * work; time is no test of it (it says as much about the machine's load).
 * --max-seconds S (libFuzzer's -timeout, for a run by hand on an idle
 * machine) also fails an input that takes longer than S; the slowest
 * input is named either way. --shard I/N replays the inputs whose index
 * (over all inputs named, in order) is I-1 modulo N: ctest runs a long
 * corpus as several entries. Each input is named on stderr before it
 * runs, so a run stopped by its timeout shows which one it was on. */
#include "fuzz_common.h"

#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <time.h>

static double max_seconds; /* 0: no bound */
static int slow;
static double slowest;
static char slowest_path[1024];
static int shard_i, shard_n = 1, seen;

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *) a, *(char *const *) b);
}

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

/* 0 replayed, 1 another shard's, -1 unreadable */
static int replay_file(const char *path)
{
    if (seen++ % shard_n != shard_i)
        return 1;

    FILE *f = fopen(path, "rb");
    uint8_t *buf = NULL;
    size_t n = 0, cap = 0;

    fprintf(stderr, "replay: %s\n", path);
    if (!f) {
        fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
        return -1;
    }
    for (;;) {
        if (n == cap) {
            cap = cap ? cap * 2 : 4096;
            uint8_t *nb = realloc(buf, cap);

            if (!nb) {
                free(buf);
                fclose(f);
                fprintf(stderr, "replay: %s: out of memory\n", path);
                return -1;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n, f);

        if (got == 0)
            break;
        n += got;
    }
    fclose(f);
    double t0 = now();

    LLVMFuzzerTestOneInput(buf, n);
    double dt = now() - t0;

    if (dt > slowest) {
        slowest = dt;
        snprintf(slowest_path, sizeof slowest_path, "%s", path);
    }
    if (max_seconds > 0 && dt > max_seconds) {
        fprintf(stderr, "replay: %s took %.1f s (more than %.0f)\n", path, dt, max_seconds);
        slow++;
    }
    free(buf);
    return 0;
}

static int replay_dir(const char *dir, int *count)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;

    if (!d) {
        fprintf(stderr, "replay: %s: %s\n", dir, strerror(errno));
        return -1;
    }
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nn = realloc(names, cap * sizeof *nn);

            if (!nn) {
                rc = -1;
                break;
            }
            names = nn;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;

        names[n] = malloc(len);
        if (!names[n]) {
            rc = -1;
            break;
        }
        snprintf(names[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        struct stat st;

        if (rc == 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            int r = replay_file(names[i]);

            if (r < 0)
                rc = -1;
            else if (r == 0)
                (*count)++;
        }
        free(names[i]);
    }
    free(names);
    return rc;
}

int main(int argc, char **argv)
{
    int count = 0, rc = 0;

    LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) {
        struct stat st;

        if (!strcmp(argv[i], "--max-seconds") && i + 1 < argc) {
            max_seconds = atof(argv[++i]);
            continue;
        }
        if (!strcmp(argv[i], "--shard") && i + 1 < argc) {
            char end;

            if (sscanf(argv[++i], "%d/%d%c", &shard_i, &shard_n, &end) != 2 || shard_n < 1
                || shard_i < 1 || shard_i > shard_n) {
                fprintf(stderr, "replay: --shard %s: expected I/N with 1 <= I <= N\n", argv[i]);
                return 1;
            }
            shard_i--;
            continue;
        }
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "replay: %s: %s\n", argv[i], strerror(errno));
            rc = 1;
        } else if (S_ISDIR(st.st_mode)) {
            if (replay_dir(argv[i], &count) != 0)
                rc = 1;
        } else {
            int r = replay_file(argv[i]);

            if (r < 0)
                rc = 1;
            else if (r == 0)
                count++;
        }
    }
    fprintf(stderr, "replay: %d inputs, %d slow; the slowest %.2f s (%s)\n", count, slow,
            slowest, slowest_path);
    if (count == 0) {
        fprintf(stderr, "replay: no inputs\n");
        rc = 1;
    }
    return rc || slow ? 1 : 0;
}
