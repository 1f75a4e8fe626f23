/* stepper.c - walk the build's step log both ways. The map at position p is
 * the final level with the cell diffs of steps p..n-1 undone, newest first,
 * so going back is exact whatever a step did; moving one step applies or
 * undoes only that step's cells. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app.h"

void stepper_reset(struct vlevel *vl)
{
    if (vl->lev)
        memcpy(vl->cur, vl->lev->at, sizeof vl->cur);
    vl->nsteps = vl->steps ? vl->steps->n : 0;
    vl->pos = vl->nsteps;
}

static void apply(struct vlevel *vl, int i, bool forward)
{
    const struct nhl_step *s = &vl->steps->v[i];
    if (forward) {
        for (int k = 0; k < s->ncells; k++) {
            const struct nhl_cell_change *cc = &s->cells[k];
            if (cc->x < COLNO && cc->y < ROWNO)
                vl->cur[cc->x][cc->y] = cc->after;
        }
    } else {
        /* backwards in reverse order, in case a step lists a cell twice */
        for (int k = s->ncells - 1; k >= 0; k--) {
            const struct nhl_cell_change *cc = &s->cells[k];
            if (cc->x < COLNO && cc->y < ROWNO)
                vl->cur[cc->x][cc->y] = cc->before;
        }
    }
}

void stepper_goto(struct vlevel *vl, int pos)
{
    if (!vl->steps)
        return;
    if (pos < 0) pos = 0;
    if (pos > vl->nsteps) pos = vl->nsteps;
    while (vl->pos < pos)
        apply(vl, vl->pos++, true);
    while (vl->pos > pos)
        apply(vl, --vl->pos, false);
}

const struct nhl_step *stepper_current(const struct vlevel *vl)
{
    if (!vl->steps || vl->pos <= 0)
        return NULL;
    return &vl->steps->v[vl->pos - 1];
}

static bool step_touches(const struct nhl_step *s, int x, int y)
{
    for (int k = 0; k < s->ncells; k++)
        if (s->cells[k].x == x && s->cells[k].y == y)
            return true;
    return false;
}

bool stepper_changed(const struct vlevel *vl, int x, int y)
{
    const struct nhl_step *s = stepper_current(vl);
    return s && step_touches(s, x, y);
}

int stepper_last_change(const struct vlevel *vl, int x, int y)
{
    if (!vl->steps)
        return -1;
    for (int i = vl->pos - 1; i >= 0; i--)
        if (step_touches(&vl->steps->v[i], x, y))
            return i;
    return -1;
}

void stepper_lists(const struct vlevel *vl, struct nhl_step_lists *out)
{
    memset(out, 0, sizeof *out);
    const struct nhl_level *lev = vl->lev;
    if (!lev)
        return;
    if (!vl->steps || vl->pos >= vl->nsteps) {
        out->objects = lev->objects; out->nobjects = lev->nobjects;
        out->monsters = lev->monsters; out->nmonsters = lev->nmonsters;
        out->traps = lev->traps; out->ntraps = lev->ntraps;
        out->engravings = lev->engravings; out->nengravings = lev->nengravings;
        out->stairs = lev->stairs; out->nstairs = lev->nstairs;
        out->lregions = lev->lregions; out->nlregions = lev->nlregions;
        return;
    }
    /* the last copy at or before the current step */
    const struct nhl_step_lists *l = nhl_step_lists_at(vl->steps, vl->pos - 1);
    if (!l)
        return;
    out->objects = l->objects; out->nobjects = l->nobjects;
    out->monsters = l->monsters; out->nmonsters = l->nmonsters;
    out->traps = l->traps; out->ntraps = l->ntraps;
    out->engravings = l->engravings; out->nengravings = l->nengravings;
    out->stairs = l->stairs; out->nstairs = l->nstairs;
    out->lregions = l->lregions; out->nlregions = l->nlregions;
}

/* What stands at a cell in a set of lists, as one number: the objects
 * (by o_id and type), monsters and traps there; 0 for none. */
static unsigned long things_at(const struct nhl_step_lists *l, int x, int y)
{
    unsigned long h = 0;

    if (!l)
        return 0;
    for (int i = 0; i < l->nobjects; i++)
        if (l->objects[i].x == x && l->objects[i].y == y)
            h = h * 31 + (unsigned long) l->objects[i].o_id * 7 + (unsigned long) l->objects[i].otyp + 1;
    for (int i = 0; i < l->nmonsters; i++)
        if (l->monsters[i].x == x && l->monsters[i].y == y)
            h = h * 37 + (unsigned long) l->monsters[i].m_id + 1;
    for (int i = 0; i < l->ntraps; i++)
        if (l->traps[i].tx == x && l->traps[i].ty == y)
            h = h * 41 + (unsigned long) l->traps[i].ttyp + 1;
    return h;
}

/* Does step i change what stands at x,y (an object, monster or trap put
 * there, moved or taken away)? Its lists against the last ones before it. */
static bool step_places_at(const struct vlevel *vl, int i, int x, int y)
{
    const struct nhl_step_lists *now = vl->steps->v[i].lists, *before = NULL;

    if (!now)
        return false;
    for (int k = i - 1; k >= 0 && !before; k--)
        before = vl->steps->v[k].lists;
    return things_at(now, x, y) != things_at(before, x, y);
}

/* the next step from `from` (dir 1 or -1) that changes the cell: its
 * terrain or what is placed there (#12: des.monster("Oracle") counts) */
static int step_for_cell(const struct vlevel *vl, int from, int dir, int x, int y)
{
    for (int i = from; i >= 0 && i < vl->nsteps; i += dir)
        if (step_touches(&vl->steps->v[i], x, y) || step_places_at(vl, i, x, y))
            return i;
    return -1;
}

bool stepper_action(struct app *a, enum action act)
{
    struct vlevel *vl = &a->vl;
    switch (act) {
    case ACT_STEP_NEXT: case ACT_STEP_PREV: case ACT_STEP_FIRST: case ACT_STEP_LAST:
    case ACT_STEP_GOTO: case ACT_STEP_RUN: case ACT_STEP_RUNBACK:
        if (!vl->steps) {
            snprintf(a->msg, sizeof a->msg, "no step log for this level");
            return true;
        }
        a->stepping = true;
        a->panel_scroll = 0;   /* a new step's panels start at their top */
        break;
    case ACT_SOURCE:
        a->show_source = !a->show_source;
        return true;
    case ACT_DRAWS:
        a->show_draws = !a->show_draws;
        return true;
    case ACT_PANEL_DOWN:
        a->panel_scroll += 10;
        return true;
    case ACT_PANEL_UP:
        a->panel_scroll = a->panel_scroll > 10 ? a->panel_scroll - 10 : 0;
        return true;
    default:
        return false;
    }
    switch (act) {
    case ACT_STEP_NEXT: stepper_goto(vl, vl->pos + 1); break;
    case ACT_STEP_PREV: stepper_goto(vl, vl->pos - 1); break;
    case ACT_STEP_FIRST: stepper_goto(vl, 0); break;
    case ACT_STEP_LAST: stepper_goto(vl, vl->nsteps); break;
    case ACT_STEP_GOTO:
        a->prompt = PR_GOTO;
        a->input[0] = 0;
        a->input_default = false;
        break;
    case ACT_STEP_RUN: {
        int i = step_for_cell(vl, vl->pos, 1, a->cx, a->cy);
        if (i < 0)
            snprintf(a->msg, sizeof a->msg, "no later step changes (%d,%d)", a->cx, a->cy);
        else
            stepper_goto(vl, i + 1);
        break;
    }
    case ACT_STEP_RUNBACK: {
        int i = step_for_cell(vl, vl->pos - 2, -1, a->cx, a->cy);
        if (i < 0)
            snprintf(a->msg, sizeof a->msg, "no earlier step changes (%d,%d)", a->cx, a->cy);
        else
            stepper_goto(vl, i + 1);
        break;
    }
    default: break;
    }
    return true;
}

/* One line naming the current step: number, call, args, file:line, draws. */
void stepper_panel(struct app *a, int x, int y, int w, int h)
{
    const struct vlevel *vl = &a->vl;
    if (h < 1)
        return;
    if (!vl->steps) {
        screen_text(&a->scr, x, y, w, NO_COLOR, SA_DIM, "no steps recorded");
        return;
    }
    const struct nhl_step *s = stepper_current(vl);
    if (!s) {
        screen_printf(&a->scr, x, y, w, CLR_WHITE, 0,
                      "step 0/%d: before the first step", vl->nsteps);
        return;
    }
    char where[96] = "";
    if (s->file[0] && s->line > 0)
        snprintf(where, sizeof where, "  %s:%d", s->file, s->line);
    int n = s->ncells;
    screen_printf(&a->scr, x, y, w, CLR_WHITE, 0, "step %d/%d: %*s%s(%s)%s  [%d cells, %llu draws]",
                  vl->pos, vl->nsteps, s->depth * 2, "", s->name ? s->name : "?",
                  s->args ? s->args : "", where, n,
                  (unsigned long long)(s->draws_after - s->draws_before));
}

static void srctext_free(struct srctext *t)
{
    t->name[0] = 0;
    t->path[0] = 0;
    for (int i = 0; i < t->n; i++)
        free(t->lines[i]);
    free(t->lines);
    t->lines = NULL;
    t->n = 0;
}

void stepper_free_source(struct vlevel *vl)
{
    srctext_free(&vl->src);
}

static const char *base_of(const char *path)
{
    const char *b = strrchr(path, '/');
    return b ? b + 1 : path;
}

uint64_t file_stamp(const char *path)
{
    struct stat st;

    if (!path[0] || stat(path, &st) != 0)
        return 0;
    return ((uint64_t) st.st_mtim.tv_sec * 1000000000u + (uint64_t) st.st_mtim.tv_nsec)
           ^ ((uint64_t) st.st_size << 1) ^ 1u;
}

/* Read `path` into the source panel's lines; false if it cannot be read. */
static bool load_file(struct vlevel *vl, const char *path)
{
    uint64_t stamp = file_stamp(path);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    stepper_free_source(vl);
    snprintf(vl->src.name, sizeof vl->src.name, "%s", base_of(path));
    snprintf(vl->src.path, sizeof vl->src.path, "%s", path);
    vl->src.stamp = stamp;
    char line[512];
    int cap = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (vl->src.n == cap) {
            cap = cap ? cap * 2 : 256;
            char **nv = realloc(vl->src.lines, (size_t)cap * sizeof *nv);
            if (!nv)
                break;
            vl->src.lines = nv;
        }
        vl->src.lines[vl->src.n++] = strdup(line);
    }
    fclose(f);
    return true;
}

void stepper_load_source(struct vlevel *vl)
{
    stepper_free_source(vl);
    if (vl->script_path[0])
        load_file(vl, vl->script_path);
}

void stepper_take_source(struct vlevel *vl, struct srctext *kept)
{
    uint64_t stamp;

    if (kept->lines && vl->script_path[0] && strcmp(kept->path, vl->script_path) == 0
        && (stamp = file_stamp(kept->path)) != 0 && stamp == kept->stamp) {
        stepper_free_source(vl);
        vl->src = *kept;
        memset(kept, 0, sizeof *kept);
        return;
    }
    srctext_free(kept);
    stepper_load_source(vl);
}

/* The panel follows the step into other files of the script's directory
 * (nhlib.lua, themerms.lua...). */
static void follow_file(struct vlevel *vl, const char *file)
{
    if (!file[0] || strcmp(file, vl->src.name) == 0 || !vl->script_path[0]
        || strchr(file, '/'))
        return;
    char path[1200];
    const char *b = base_of(vl->script_path);
    snprintf(path, sizeof path, "%.*s%s", (int)(b - vl->script_path), vl->script_path, file);
    load_file(vl, path);
}

/* The script around the current step's line, that line highlighted. */
void stepper_source(struct app *a, int x, int y, int w, int h)
{
    struct vlevel *vl = &a->vl;
    const struct nhl_step *s = stepper_current(vl);
    if (s)
        follow_file(vl, s->file);
    if (h < 2 || !vl->src.n)
        return;
    const char *base = vl->src.name;
    int line = s && s->line > 0 && (!s->file[0] || strcmp(s->file, base) == 0) ? s->line : 0;
    /* a script that no longer builds: its error line, marked */
    int bad = a->script_error[0] ? a->script_error_line : 0;

    if (bad > 0)
        line = bad;
    /* a step of no line (the finishing steps) keeps the panel where the
     * script last was: a file of several levels shows this one's part */
    int near = 0;

    for (int i = vl->pos - 1; !line && !near && vl->steps && i > 0; i--) {
        const struct nhl_step *p = &vl->steps->v[i - 1];

        if (p->line > 0 && (!p->file[0] || strcmp(p->file, base) == 0))
            near = p->line;
    }
    screen_printf(&a->scr, x, y, w, CLR_GRAY, SA_REVERSE, "%-*s", w,
                  line ? base : "source (no script line for this step)");
    int rows = h - 1;
    int anchor = line ? line : near;
    int first = (anchor ? anchor - rows / 2 : 1) + a->panel_scroll;
    if (first > vl->src.n - rows + 1)
        first = vl->src.n - rows + 1;
    if (first < 1) first = 1;
    for (int r = 0; r < rows; r++) {
        int ln = first + r;
        if (ln > vl->src.n)
            break;
        bool cur = ln == line;
        bool err = cur && bad > 0;
        screen_printf(&a->scr, x, y + 1 + r, w, err ? CLR_RED : cur ? CLR_YELLOW : NO_COLOR,
                      cur ? SA_BOLD : 0, "%c%4d %s", err ? '!' : cur ? '>' : ' ', ln,
                      vl->src.lines[ln - 1]);
    }
}

/* The RNG log lines the current step drew, in the truth files' format. */
void stepper_draws(struct app *a, int x, int y, int w, int h)
{
    const struct nhl_step *s = stepper_current(&a->vl);
    struct nhl_rng *r = a->vl.res.rng;
    if (h < 1 || w < 10)
        return;
    if (!s || !nhl_rng_has_log(r)) {
        screen_printf(&a->scr, x, y, w, CLR_GRAY, SA_REVERSE, "%-*s", w, "draws (no rng log)");
        return;
    }
    size_t first = s->rng_first, last = s->rng_last;
    if (last > nhl_rng_log_count(r))
        last = nhl_rng_log_count(r);
    size_t nlines = last > first ? last - first : 0;
    unsigned long long ndraws = (unsigned long long) (s->draws_after - s->draws_before);
    /* } and { scroll (the wheel too); never past the last page */
    size_t skip = (size_t) a->panel_scroll;
    if (h > 2 && skip + (size_t) (h - 2) > nlines)
        skip = nlines > (size_t) (h - 2) ? nlines - (size_t) (h - 2) : 0;
    screen_printf(&a->scr, x, y, w, CLR_GRAY, SA_REVERSE, "%-*s", w, "");
    /* the step line counts every value drawn; rne and rnz log one line
       for several inner draws, so the two can differ */
    screen_printf(&a->scr, x, y, w, CLR_GRAY, SA_REVERSE, "draws: rng lines %zu-%zu (%zu)%s",
                  first + 1, last, nlines,
                  ndraws != nlines ? "; the step's count adds rne/rnz's inner draws" : "");
    if (skip)
        first += skip;
    for (int row = 1; row < h && first + (size_t)row - 1 < last; row++) {
        size_t i = first + (size_t)row - 1;
        if (row == h - 1 && i + 1 < last) {
            screen_printf(&a->scr, x, y + row, w, CLR_GRAY, 0, "... %zu more ('}' scrolls)",
                          last - i);
            break;
        }
        screen_printf(&a->scr, x, y + row, w, NO_COLOR, 0, "%6zu %s", i + 1, nhl_rng_log_line(r, i));
    }
}
