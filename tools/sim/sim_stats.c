/* Summing, merging, printing and reading hunters-sim's results. */
#include "sim_stats.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "common/number.h"
#include "seam/bots_seam.h"

const char *const sim_source_names[SIM_SOURCES] = {"forests", "rivers", "huts", "meadows"};

static int source_of(int reason)
{
    switch (reason) {
    case HUNTERS_REASON_FOREST: return 0;
    case HUNTERS_REASON_RIVER: return 1;
    case HUNTERS_REASON_HUTS: return 2;
    case HUNTERS_REASON_MEADOW: return 3;
    default: return -1;
    }
}

void sim_game_read(const hunters_game *game, uint64_t seed, const int *bots, sim_game *out)
{
    memset(out, 0, sizeof *out);
    out->seed = seed;
    out->players = hunters_game_player_count(game);
    for (int p = 0; p < out->players; p++) {
        out->bot[p] = bots[p];
        out->score[p] = hunters_game_score(game, p);
        out->rank[p] = hunters_game_rank(game, p);
    }
    int n = hunters_game_event_count(game);
    for (int i = 0; i < n; i++) {
        hunters_event e;
        hunters_game_event(game, i, &e);
        if (e.type == HUNTERS_EVENT_POINTS && e.player >= 0 && source_of(e.reason) >= 0)
            out->points[e.player][source_of(e.reason)] += e.points;
        out->tiles_removed += e.type == HUNTERS_EVENT_TILE_REMOVED;
        out->bonus_drawn += e.type == HUNTERS_EVENT_BONUS_DRAWN;
        out->bonus_discarded += e.type == HUNTERS_EVENT_BONUS_DISCARDED;
        out->turns += e.type == HUNTERS_EVENT_TURN;
    }
}

static void add_sums(sim_sums *s, const sim_game *g, int p)
{
    s->games++;
    s->score_sum += g->score[p];
    s->score_squares += (int64_t)g->score[p] * g->score[p];
    s->wins += g->rank[p] == 1;
    for (int k = 0; k < SIM_SOURCES; k++)
        s->points[k] += g->points[p][k];
}

void sim_stats_add(sim_stats *stats, const sim_game *g)
{
    stats->games++;
    stats->tiles_removed += g->tiles_removed;
    stats->bonus_drawn += g->bonus_drawn;
    stats->bonus_discarded += g->bonus_discarded;
    stats->turns += g->turns;
    for (int p = 0; p < g->players; p++) {
        add_sums(&stats->seat[p], g, p);
        if (g->bot[p] >= 0 && g->bot[p] < SIM_BOT_KINDS)
            add_sums(&stats->bot[g->bot[p]], g, p);
    }
}

/* a += b unless the sum leaves int64_t (both are never negative: the
 * readers refuse negative sums) */
static int add_checked(int64_t *a, int64_t b)
{
    if (b > INT64_MAX - *a)
        return -1;
    *a += b;
    return 0;
}

static int merge_sums(sim_sums *a, const sim_sums *b)
{
    int overflow = add_checked(&a->games, b->games) | add_checked(&a->score_sum, b->score_sum) |
                   add_checked(&a->score_squares, b->score_squares) | add_checked(&a->wins, b->wins);
    for (int k = 0; k < SIM_SOURCES; k++)
        overflow |= add_checked(&a->points[k], b->points[k]);
    return overflow;
}

/* Adds b's sums to a; -1 when a sum overflows (a is then partly added). */
static int add_all_sums(sim_stats *a, const sim_stats *b)
{
    int overflow = add_checked(&a->games, b->games) | add_checked(&a->tiles_removed, b->tiles_removed) |
                   add_checked(&a->bonus_drawn, b->bonus_drawn) |
                   add_checked(&a->bonus_discarded, b->bonus_discarded) | add_checked(&a->turns, b->turns);
    for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++)
        overflow |= merge_sums(&a->seat[p], &b->seat[p]);
    for (int k = 0; k < SIM_BOT_KINDS; k++)
        overflow |= merge_sums(&a->bot[k], &b->bot[k]);
    return overflow;
}

int sim_stats_add_checked(sim_stats *stats, const sim_game *g)
{
    /* the game's sums alone (each of its numbers fits: int32_t, squares in
     * int64_t), then added to a copy as a merge adds, checked */
    sim_stats one, sum = *stats;
    memset(&one, 0, sizeof one);
    sim_stats_add(&one, g);
    if (add_all_sums(&sum, &one))
        return -1;
    *stats = sum;
    return 0;
}

int sim_stats_merge(sim_stats *a, const sim_stats *b, const char **why)
{
    if (strcmp(a->library_version, b->library_version) != 0) {
        *why = "the runs were played by other library versions";
        return -1;
    }
    if (strcmp(a->config, b->config) != 0) {
        *why = "the runs differ in bots, options or tile set";
        return -1;
    }
    if (a->first_seed != b->first_seed || a->last_seed != b->last_seed || a->shard_count != b->shard_count ||
        a->players != b->players) {
        *why = "the runs are not shards of the same seeds";
        return -1;
    }
    if (a->shards_done & b->shards_done) {
        *why = "a shard is included twice";
        return -1;
    }
    sim_stats sum = *a;
    if (add_all_sums(&sum, b)) {
        *why = "the sums overflow";
        return -1;
    }
    sum.shards_done |= b->shards_done;
    *a = sum;
    return 0;
}

int sim_stats_missing_shards(const sim_stats *s, char *buffer, size_t size)
{
    int missing = 0;
    size_t used = 0;
    buffer[0] = '\0';
    for (int k = 0; k < s->shard_count && k < 32; k++) {
        if (s->shards_done >> k & 1)
            continue;
        missing++;
        if (used < size) {
            int n = snprintf(buffer + used, size - used, "%s%d", used ? ", " : "", k + 1);
            used += n > 0 ? (size_t)n : 0;
        }
    }
    return missing;
}

/* ---- JSON ------------------------------------------------------------ */

static void write_sums(const sim_sums *s, FILE *out)
{
    fprintf(out, "{\"games\": %lld, \"score_sum\": %lld, \"score_squares\": %lld, \"wins\": %lld",
            (long long)s->games, (long long)s->score_sum, (long long)s->score_squares, (long long)s->wins);
    for (int k = 0; k < SIM_SOURCES; k++)
        fprintf(out, ", \"%s\": %lld", sim_source_names[k], (long long)s->points[k]);
    fputc('}', out);
}

/* The shards included, as "K/N" for one, "all" when complete. */
static void shard_text(const sim_stats *s, char *buffer, size_t size)
{
    uint32_t all = s->shard_count >= 32 ? 0xffffffffu : (1u << s->shard_count) - 1;
    if (s->shards_done == all) {
        snprintf(buffer, size, "all"); /* as a single run writes it: merges compare equal */
        return;
    }
    size_t used = 0;
    buffer[0] = '\0';
    for (int k = 0; k < s->shard_count && k < 32 && used < size; k++)
        if (s->shards_done >> k & 1)
            used += (size_t)snprintf(buffer + used, size - used, "%s%d", used ? "+" : "", k + 1);
    if (used < size)
        snprintf(buffer + used, size - used, "/%d", s->shard_count);
}

int sim_stats_write_json(const sim_stats *s, FILE *out)
{
    char shard[128];
    shard_text(s, shard, sizeof shard);
    fprintf(out, "{\n  \"format\": \"hunters-sim-summary 1\",\n  \"library_version\": \"%s\",\n", s->library_version);
    fprintf(out, "  \"config\": \"%s\",\n", s->config);
    fprintf(out, "  \"seeds\": [%llu, %llu],\n  \"shards\": \"%s\",\n  \"players\": %d,\n",
            (unsigned long long)s->first_seed, (unsigned long long)s->last_seed, shard, s->players);
    fprintf(out, "  \"games\": %lld,\n  \"turns\": %lld,\n  \"tiles_removed\": %lld,\n", (long long)s->games,
            (long long)s->turns, (long long)s->tiles_removed);
    fprintf(out, "  \"bonus_drawn\": %lld,\n  \"bonus_discarded\": %lld,\n  \"seats\": [\n",
            (long long)s->bonus_drawn, (long long)s->bonus_discarded);
    for (int p = 0; p < s->players; p++) {
        fputs("    ", out);
        write_sums(&s->seat[p], out);
        fputs(p + 1 < s->players ? ",\n" : "\n", out);
    }
    fputs("  ],\n  \"bots\": {\n", out);
    int first = 1;
    for (int k = 0; k < SIM_BOT_KINDS; k++) {
        fprintf(out, "%s    \"%s\": ", first ? "" : ",\n", seam_kind_name(k));
        write_sums(&s->bot[k], out);
        first = 0;
    }
    fputs("\n  }\n}\n", out);
    return ferror(out) ? -1 : 0;
}

/* A small reader for the subset of JSON the writers use: objects, arrays,
 * strings of printable ASCII without escapes, and integers. (Every string
 * the writers write is such; a message that quotes one, "bad value X",
 * so shows no control: DEL, or a C1 control in UTF-8, CSI as C2 9B, which
 * some terminals obey as ESC [.) Each scalar is handed to a
 * callback with its path, as "seats.1.wins" or "bots.greedy.games"; the
 * callback returns -1 (with its own message) to stop. */
typedef int (*scalar_callback)(void *context, const char *path, const char *text, int is_string);

typedef struct reader {
    const char *p;
    scalar_callback scalar;
    void *context;
    int stopped; /* by the callback, which said why */
} reader;

static void skip_space(reader *r)
{
    while (*r->p == ' ' || *r->p == '\n' || *r->p == '\t' || *r->p == '\r')
        r->p++;
}

static int read_string(reader *r, char *buffer, size_t size)
{
    if (*r->p != '"')
        return -1;
    size_t n = 0;
    for (const char *q = r->p + 1; *q != '"'; q++, n++)
        if (!*q || *q == '\\' || (unsigned char)*q < 0x20 || (unsigned char)*q > 0x7e || n + 1 >= size)
            return -1;
    memcpy(buffer, r->p + 1, n);
    buffer[n] = '\0';
    r->p += n + 2;
    return 0;
}

enum { PATH_SIZE = 256 };

static int read_value(reader *r, char *path, size_t length, int depth)
{
    skip_space(r);
    if (depth > 8)
        return -1;
    if (*r->p == '{' || *r->p == '[') {
        int object = *r->p == '{';
        char close = object ? '}' : ']';
        r->p++;
        skip_space(r);
        for (int index = 0; *r->p != close; index++) {
            char key[64];
            if (object) {
                if (read_string(r, key, sizeof key))
                    return -1;
                skip_space(r);
                if (*r->p++ != ':')
                    return -1;
            } else {
                snprintf(key, sizeof key, "%d", index);
            }
            int n = snprintf(path + length, PATH_SIZE - length, "%s%s", length ? "." : "", key);
            if (n < 0 || length + (size_t)n >= PATH_SIZE || read_value(r, path, length + (size_t)n, depth + 1))
                return -1;
            path[length] = '\0';
            skip_space(r);
            if (*r->p == ',') {
                r->p++;
                skip_space(r);
                if (*r->p == close) /* no trailing comma */
                    return -1;
            } else if (*r->p != close) {
                return -1;
            }
        }
        r->p++;
        return 0;
    }
    char text[512];
    int is_string = *r->p == '"';
    if (is_string) {
        if (read_string(r, text, sizeof text))
            return -1;
    } else {
        size_t n = 0;
        while ((r->p[n] == '-' || (r->p[n] >= '0' && r->p[n] <= '9')) && n + 1 < sizeof text)
            n++;
        if (n == 0)
            return -1;
        memcpy(text, r->p, n);
        text[n] = '\0';
        r->p += n;
    }
    if (r->scalar(r->context, path, text, is_string)) {
        r->stopped = 1;
        return -1;
    }
    return 0;
}

/* Reads the one JSON value that is all of text (spaces aside): 0, or -1
 * with why set (unless the callback set it). */
static int read_json(const char *text, scalar_callback scalar, void *context, char *why, size_t why_size)
{
    reader r = {text, scalar, context, 0};
    char path[PATH_SIZE] = "";
    if (read_value(&r, path, 0, 0) == 0) {
        skip_space(&r);
        if (!*r.p)
            return 0;
        snprintf(why, why_size, "unexpected text after the end at byte %zu", (size_t)(r.p - text));
        return -1;
    }
    if (!r.stopped)
        snprintf(why, why_size, "malformed JSON at byte %zu", (size_t)(r.p - text));
    return -1;
}

/* A number of a summary or a game row: never negative. */
static int parse_count(const char *text, int64_t high, int64_t *out)
{
    if (text[0] < '0' || text[0] > '9')
        return -1;
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (errno || *end || v > high)
        return -1;
    *out = v;
    return 0;
}

/* Whether text can be a library version as hunters_version() gives it
 * ("0.1.0", a suffix as "0.2.0~rc1" too): letters, digits and . + - ~ _,
 * so that a message naming it shows nothing else (an edited file's escape
 * sequence reached the terminal raw). */
int sim_version_text_ok(const char *text)
{
    size_t n = strlen(text);
    if (n == 0 || n >= SIM_VERSION_SIZE)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c = text[i];
        int letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!letter && !(c >= '0' && c <= '9') && !strchr(".+-~_", c))
            return 0;
    }
    return 1;
}

/* -- the summary -- */

static int64_t *sums_field(sim_sums *s, const char *name)
{
    if (!strcmp(name, "games")) return &s->games;
    if (!strcmp(name, "score_sum")) return &s->score_sum;
    if (!strcmp(name, "score_squares")) return &s->score_squares;
    if (!strcmp(name, "wins")) return &s->wins;
    for (int k = 0; k < SIM_SOURCES; k++)
        if (!strcmp(name, sim_source_names[k]))
            return &s->points[k];
    return NULL;
}

static int64_t *number_field(sim_stats *s, const char *path)
{
    static const struct { const char *name; size_t offset; } top[] = {
        {"games", offsetof(sim_stats, games)},
        {"turns", offsetof(sim_stats, turns)},
        {"tiles_removed", offsetof(sim_stats, tiles_removed)},
        {"bonus_drawn", offsetof(sim_stats, bonus_drawn)},
        {"bonus_discarded", offsetof(sim_stats, bonus_discarded)},
    };
    for (size_t i = 0; i < sizeof top / sizeof top[0]; i++)
        if (!strcmp(path, top[i].name))
            return (int64_t *)(void *)((char *)s + top[i].offset);
    if (!strncmp(path, "seats.", 6) && path[6] >= '0' && path[6] < '0' + HUNTERS_MAX_PLAYERS && path[7] == '.')
        return sums_field(&s->seat[path[6] - '0'], path + 8);
    if (!strncmp(path, "bots.", 5)) {
        const char *dot = strchr(path + 5, '.');
        for (int k = 0; dot && k < SIM_BOT_KINDS; k++)
            if (strlen(seam_kind_name(k)) == (size_t)(dot - path - 5) &&
                !strncmp(path + 5, seam_kind_name(k), (size_t)(dot - path - 5)))
                return sums_field(&s->bot[k], dot + 1);
    }
    return NULL;
}

typedef struct summary_reader {
    sim_stats *stats;
    unsigned char seen[sizeof(sim_stats)]; /* by a field's offset */
    int format_seen;
    char *why;
    size_t why_size;
} summary_reader;

static int seen_before(summary_reader *s, const void *field, const char *path)
{
    size_t offset = (size_t)((const char *)field - (const char *)s->stats);
    if (s->seen[offset]) {
        snprintf(s->why, s->why_size, "%s appears twice", path);
        return 1;
    }
    s->seen[offset] = 1;
    return 0;
}

/* "all", or the shards K+K+.../N, each K once, 1 <= K <= N <= 32. */
static int parse_shards(const char *text, sim_stats *s)
{
    if (!strcmp(text, "all")) {
        s->shard_count = 1;
        s->shards_done = 1;
        return 0;
    }
    const char *slash = strchr(text, '/');
    int32_t count, k;
    if (!slash || parse_whole_number(slash + 1, 1, 32, &count))
        return -1;
    uint32_t done = 0;
    for (const char *q = text; q < slash;) {
        char number[4];
        size_t n = strcspn(q, "+/");
        if (n == 0 || n >= sizeof number)
            return -1;
        memcpy(number, q, n);
        number[n] = '\0';
        if (parse_whole_number(number, 1, count, &k) || done >> (k - 1) & 1)
            return -1;
        done |= 1u << (k - 1);
        q += n + (q[n] == '+');
    }
    if (!done)
        return -1;
    s->shard_count = count;
    s->shards_done = done;
    return 0;
}

static int summary_scalar(void *context, const char *path, const char *text, int is_string)
{
    summary_reader *r = context;
    sim_stats *s = r->stats;
    int string_field = !strcmp(path, "format") || !strcmp(path, "library_version") || !strcmp(path, "config") ||
                       !strcmp(path, "shards");
    int64_t *field = string_field ? NULL : number_field(s, path);
    int other_number = !strcmp(path, "seeds.0") || !strcmp(path, "seeds.1") || !strcmp(path, "players");
    if (!string_field && !field && !other_number) {
        snprintf(r->why, r->why_size, "unknown field %s", path);
        return -1;
    }
    if (is_string != string_field) {
        snprintf(r->why, r->why_size, "%s: %s expected", path, string_field ? "a string" : "a number");
        return -1;
    }
    int bad = 0;
    if (!strcmp(path, "format")) {
        if (r->format_seen++) {
            snprintf(r->why, r->why_size, "format appears twice");
            return -1;
        }
        if (strcmp(text, "hunters-sim-summary 1") != 0) {
            snprintf(r->why, r->why_size, "not a hunters-sim summary (format \"%.100s\")", text);
            return -1;
        }
    } else if (!strcmp(path, "library_version")) {
        if (seen_before(r, s->library_version, path))
            return -1;
        bad = !sim_version_text_ok(text);
        if (!bad)
            memcpy(s->library_version, text, strlen(text) + 1);
    } else if (!strcmp(path, "config")) {
        if (seen_before(r, s->config, path))
            return -1;
        bad = !text[0] || strlen(text) >= sizeof s->config;
        if (!bad)
            memcpy(s->config, text, strlen(text) + 1);
    } else if (!strcmp(path, "shards")) {
        if (seen_before(r, &s->shard_count, path))
            return -1;
        bad = parse_shards(text, s);
    } else if (!strcmp(path, "players")) {
        int32_t players;
        if (seen_before(r, &s->players, path))
            return -1;
        bad = parse_whole_number(text, 1, HUNTERS_MAX_PLAYERS, &players);
        s->players = bad ? 0 : players;
    } else if (other_number) {
        uint64_t *seed = path[6] == '0' ? &s->first_seed : &s->last_seed;
        if (seen_before(r, seed, path))
            return -1;
        bad = parse_unsigned_64(text, seed);
    } else {
        if (seen_before(r, field, path))
            return -1;
        bad = parse_count(text, INT64_MAX, field);
    }
    if (bad) {
        snprintf(r->why, r->why_size, "%s: bad value %.100s", path, text);
        return -1;
    }
    return 0;
}

/* The seeds of shard k (1-based) of n of a span of seeds. */
static uint64_t shard_games(uint64_t span, int k, int n)
{
    return span / (uint64_t)n + ((uint64_t)(k - 1) < span % (uint64_t)n);
}

uint64_t sim_shard_games(uint64_t first_seed, uint64_t last_seed, int shard, int shard_count)
{
    return shard_games(last_seed - first_seed + 1, shard, shard_count);
}

/* Whether the sums of games that many games can be (-1 with why if not). */
static int check_sums(const sim_sums *s, const char *name, char *why, size_t why_size)
{
    int64_t points = 0;
    int overflow = 0;
    for (int k = 0; k < SIM_SOURCES; k++)
        overflow |= add_checked(&points, s->points[k]);
    if (s->wins > s->games || (s->games == 0 && (s->score_sum || s->score_squares))) {
        snprintf(why, why_size, "%s: more wins or points than its games can have", name);
        return -1;
    }
    if (overflow || points != s->score_sum) { /* every point has a source (R5, R8) */
        snprintf(why, why_size, "%s: the points by source do not add up to score_sum", name);
        return -1;
    }
    if (s->score_squares < s->score_sum) { /* whole scores, never negative: s*s >= s */
        snprintf(why, why_size, "%s: score_squares below score_sum", name);
        return -1;
    }
    return 0;
}

static int check_summary(summary_reader *r)
{
    sim_stats *s = r->stats;
    char path[64];
    static const char *const top[] = {"config", "seeds.0", "seeds.1", "shards", "players", "games",
                                      "turns", "tiles_removed", "bonus_drawn", "bonus_discarded"};
    if (!r->format_seen) {
        snprintf(r->why, r->why_size, "format is missing: not a hunters-sim summary");
        return -1;
    }
    if (!r->seen[offsetof(sim_stats, library_version)]) {
        snprintf(r->why, r->why_size, "no library_version: a summary of an older hunters-sim, which does not say "
                 "which library played its games (play them again, or add \"library_version\": \"VERSION\" to it, "
                 "knowing that version played them)");
        return -1;
    }
    const void *top_fields[] = {s->config, &s->first_seed, &s->last_seed, &s->shard_count, &s->players};
    for (size_t i = 0; i < sizeof top / sizeof top[0]; i++) {
        const void *field = i < 5 ? top_fields[i] : (const void *)number_field(s, top[i]);
        if (!r->seen[(const char *)field - (const char *)s]) {
            snprintf(r->why, r->why_size, "%s is missing", top[i]);
            return -1;
        }
    }
    for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++)
        for (int f = 0; f < 4 + SIM_SOURCES; f++) {
            const char *name = f < 4 ? (const char *[]){"games", "score_sum", "score_squares", "wins"}[f]
                                     : sim_source_names[f - 4];
            snprintf(path, sizeof path, "seats.%d.%s", p, name);
            int seen = r->seen[(char *)number_field(s, path) - (char *)s];
            if (p < s->players && !seen) {
                snprintf(r->why, r->why_size, "%s is missing", path);
                return -1;
            }
            if (p >= s->players && seen) {
                snprintf(r->why, r->why_size, "seats: more seats than the %d players", s->players);
                return -1;
            }
            if (p < SIM_BOT_KINDS) {
                snprintf(path, sizeof path, "bots.%s.%s", seam_kind_name(p), name);
                if (!r->seen[(char *)number_field(s, path) - (char *)s]) {
                    snprintf(r->why, r->why_size, "%s is missing", path);
                    return -1;
                }
            }
        }
    if (s->first_seed > s->last_seed || s->last_seed - s->first_seed >= SIM_MAX_GAMES) {
        snprintf(r->why, r->why_size, "seeds: not a range of 1 to %llu seeds", (unsigned long long)SIM_MAX_GAMES);
        return -1;
    }
    uint64_t expected = 0;
    for (int k = 1; k <= s->shard_count; k++)
        if (s->shards_done >> (k - 1) & 1)
            expected += sim_shard_games(s->first_seed, s->last_seed, k, s->shard_count);
    if ((uint64_t)s->games != expected) {
        snprintf(r->why, r->why_size, "games: %lld, but its seeds and shards are %llu games", (long long)s->games,
                 (unsigned long long)expected);
        return -1;
    }
    for (int p = 0; p < s->players; p++) {
        snprintf(path, sizeof path, "seats.%d", p);
        if (s->seat[p].games != s->games) {
            snprintf(r->why, r->why_size, "%s.games: not the number of games", path);
            return -1;
        }
        if (check_sums(&s->seat[p], path, r->why, r->why_size))
            return -1;
    }
    int64_t bot_games = 0;
    for (int k = 0; k < SIM_BOT_KINDS; k++) {
        snprintf(path, sizeof path, "bots.%s", seam_kind_name(k));
        if (add_checked(&bot_games, s->bot[k].games) || check_sums(&s->bot[k], path, r->why, r->why_size)) {
            if (!r->why[0])
                snprintf(r->why, r->why_size, "bots: too many games");
            return -1;
        }
    }
    if (bot_games != s->games * s->players) { /* games <= SIM_MAX_GAMES: no overflow */
        snprintf(r->why, r->why_size, "bots: their games are not games times players");
        return -1;
    }
    return 0;
}

int sim_stats_read_json(sim_stats *stats, const char *text, char *why, size_t why_size)
{
    memset(stats, 0, sizeof *stats);
    why[0] = '\0';
    summary_reader *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(why, why_size, "out of memory");
        return -1;
    }
    r->stats = stats;
    r->why = why;
    r->why_size = why_size;
    int rc = read_json(text, summary_scalar, r, why, why_size) || check_summary(r) ? -1 : 0;
    free(r);
    if (rc)
        memset(stats, 0, sizeof *stats);
    return rc;
}

/* ---- the table ------------------------------------------------------- */

static void print_row(FILE *out, const char *name, const sim_sums *s)
{
    double n = (double)s->games;
    double mean = s->score_sum / n;
    double var = s->games > 1 ? ((double)s->score_squares - (double)s->score_sum * mean) / (n - 1) : 0;
    double half = 1.96 * sqrt(var > 0 ? var / n : 0);
    fprintf(out, "%-10s %7lld %7.2f +- ", name, (long long)s->games, mean);
    /* one game tells nothing of the spread: no interval, not a 0.00 that
     * reads as an exact mean (as compare's table says n/a) */
    if (s->games > 1)
        fprintf(out, "%5.2f", half);
    else
        fprintf(out, "%5s", "n/a");
    fprintf(out, " %6.1f%%", 100.0 * (double)s->wins / n);
    for (int k = 0; k < SIM_SOURCES; k++)
        fprintf(out, " %7.2f", (double)s->points[k] / n);
    fputc('\n', out);
}

int sim_stats_print_table(const sim_stats *s, FILE *out)
{
    if (s->games == 0) {
        fprintf(out, "no games\n");
        return ferror(out) ? -1 : 0;
    }
    fprintf(out, "%lld games, seeds %llu..%llu, %s\n", (long long)s->games, (unsigned long long)s->first_seed,
            (unsigned long long)s->last_seed, s->config);
    fprintf(out, "%-10s %7s %16s %7s %7s %7s %7s %7s\n", "", "games", "score (95% CI)", "wins", "forests",
            "rivers", "huts", "meadows");
    for (int p = 0; p < s->players; p++) {
        char name[16];
        snprintf(name, sizeof name, "seat %d", p + 1); /* from 1, as people count; the JSON's arrays from 0 */
        print_row(out, name, &s->seat[p]);
    }
    for (int k = 0; k < SIM_BOT_KINDS; k++)
        if (s->bot[k].games)
            print_row(out, seam_kind_name(k), &s->bot[k]);
    double n = (double)s->games;
    fprintf(out, "per game: %.2f turns, %.3f tiles removed, %.3f bonus tiles drawn, %.3f discarded\n",
            (double)s->turns / n, (double)s->tiles_removed / n, (double)s->bonus_drawn / n,
            (double)s->bonus_discarded / n);
    fprintf(out, "(wins: games ranked first, ties included; points: mean per game by source)\n");
    return ferror(out) ? -1 : 0;
}

/* ---- per game -------------------------------------------------------- */

int sim_game_write_csv_header(FILE *out)
{
    fputs("seed,seat,bot,score,rank,forests,rivers,huts,meadows,tiles_removed,bonus_drawn,bonus_discarded,"
          "turns\n",
          out);
    return ferror(out) ? -1 : 0;
}

int sim_game_write_csv(const sim_game *g, FILE *out)
{
    for (int p = 0; p < g->players; p++)
        fprintf(out, "%llu,%d,%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d\n", (unsigned long long)g->seed, p,
                seam_kind_name(g->bot[p]), g->score[p], g->rank[p], g->points[p][0], g->points[p][1],
                g->points[p][2], g->points[p][3], g->tiles_removed, g->bonus_drawn, g->bonus_discarded, g->turns);
    return ferror(out) ? -1 : 0;
}

static void write_ints(FILE *out, const char *key, const int *v, int n, int stride)
{
    fprintf(out, "\"%s\": [", key);
    for (int p = 0; p < n; p++)
        fprintf(out, "%s%d", p ? ", " : "", v[p * stride]);
    fputc(']', out);
}

int sim_game_write_jsonl(const sim_game *g, FILE *out)
{
    fprintf(out, "{\"seed\": %llu, \"bots\": [", (unsigned long long)g->seed);
    for (int p = 0; p < g->players; p++)
        fprintf(out, "%s\"%s\"", p ? ", " : "", seam_kind_name(g->bot[p]));
    fputs("], ", out);
    write_ints(out, "scores", g->score, g->players, 1);
    fputs(", ", out);
    write_ints(out, "ranks", g->rank, g->players, 1);
    for (int k = 0; k < SIM_SOURCES; k++) {
        fputs(", ", out);
        write_ints(out, sim_source_names[k], &g->points[0][k], g->players, SIM_SOURCES);
    }
    fprintf(out, ", \"tiles_removed\": %d, \"bonus_drawn\": %d, \"bonus_discarded\": %d, \"turns\": %d}\n",
            g->tiles_removed, g->bonus_drawn, g->bonus_discarded, g->turns);
    return ferror(out) ? -1 : 0;
}

int sim_games_header(const sim_stats *run, char *buffer, size_t size)
{
    char shard[128];
    shard_text(run, shard, sizeof shard);
    int n = snprintf(buffer, size, "{\"format\": \"hunters-sim-games 1\", \"library_version\": \"%s\", "
                     "\"config\": \"%s\", \"seeds\": [%llu, %llu], \"shards\": \"%s\"}", run->library_version,
                     run->config, (unsigned long long)run->first_seed, (unsigned long long)run->last_seed, shard);
    return n < 0 || (size_t)n >= size ? -1 : 0;
}

/* What sim_games_header_version() reads of a header line. */
typedef struct header_reader {
    int format_ok, versions;
    char *version;
} header_reader;

static int header_scalar(void *context, const char *path, const char *text, int is_string)
{
    header_reader *h = context;
    if (!strcmp(path, "format"))
        h->format_ok = is_string && !strcmp(text, "hunters-sim-games 1");
    if (!strcmp(path, "library_version")) {
        if (!is_string || !sim_version_text_ok(text) || h->versions++)
            return -1; /* no version hunters-sim writes: no header of its */
        memcpy(h->version, text, strlen(text) + 1);
    }
    return 0;
}

int sim_games_header_version(const char *line, char version[SIM_VERSION_SIZE])
{
    char why[160];
    header_reader h = {0, 0, version};
    version[0] = '\0';
    if (read_json(line, header_scalar, &h, why, sizeof why) || !h.format_ok)
        return -1;
    return h.versions;
}

/* The arrays of a row, by seat: their names, and where they go. */
enum { ROW_BOTS, ROW_SCORES, ROW_RANKS, ROW_POINTS, ROW_ARRAYS = ROW_POINTS + SIM_SOURCES };
static const char *const row_counts[] = {"seed", "tiles_removed", "bonus_drawn", "bonus_discarded", "turns"};
enum { ROW_COUNTS = sizeof row_counts / sizeof row_counts[0] };

typedef struct row_reader {
    sim_game *game;
    uint32_t seats_seen[ROW_ARRAYS];   /* bit p: seat p's entry */
    int counts_seen[ROW_COUNTS];
    char *why;
    size_t why_size;
} row_reader;

static const char *row_array_name(int a)
{
    return a == ROW_BOTS ? "bots" : a == ROW_SCORES ? "scores" : a == ROW_RANKS ? "ranks"
                                                                                : sim_source_names[a - ROW_POINTS];
}

static int row_scalar(void *context, const char *path, const char *text, int is_string)
{
    row_reader *r = context;
    sim_game *g = r->game;
    for (int c = 0; c < ROW_COUNTS; c++) {
        if (strcmp(path, row_counts[c]) != 0)
            continue;
        int64_t value;
        uint64_t seed;
        int bad = is_string || (c == 0 ? parse_unsigned_64(text, &seed) : parse_count(text, INT32_MAX, &value));
        if (bad || r->counts_seen[c]++) {
            snprintf(r->why, r->why_size, bad ? "%s: bad value" : "%s appears twice", path);
            return -1;
        }
        int *fields[] = {NULL, &g->tiles_removed, &g->bonus_drawn, &g->bonus_discarded, &g->turns};
        if (c == 0)
            g->seed = seed;
        else
            *fields[c] = (int)value;
        return 0;
    }
    for (int a = 0; a < ROW_ARRAYS; a++) {
        const char *name = row_array_name(a);
        size_t n = strlen(name);
        int32_t seat;
        if (strncmp(path, name, n) != 0 || path[n] != '.' ||
            parse_whole_number(path + n + 1, 0, HUNTERS_MAX_PLAYERS - 1, &seat))
            continue;
        if (r->seats_seen[a] >> seat & 1) {
            snprintf(r->why, r->why_size, "%s appears twice", path);
            return -1;
        }
        r->seats_seen[a] |= 1u << seat;
        int64_t value = -1;
        if (a == ROW_BOTS) {
            for (int k = 0; is_string && k < SIM_BOT_KINDS; k++)
                if (!strcmp(text, seam_kind_name(k)))
                    value = k;
        } else if (!is_string && parse_count(text, INT32_MAX, &value)) {
            value = -1;
        }
        if (value < 0 || (a == ROW_BOTS) != is_string) {
            snprintf(r->why, r->why_size, "%s: bad value", path);
            return -1;
        }
        int *field = a == ROW_BOTS ? &g->bot[seat] : a == ROW_SCORES ? &g->score[seat]
                   : a == ROW_RANKS ? &g->rank[seat] : &g->points[seat][a - ROW_POINTS];
        *field = (int)value;
        return 0;
    }
    snprintf(r->why, r->why_size, "unknown field %s", path);
    return -1;
}

int sim_game_read_jsonl(sim_game *game, const char *line, char *why, size_t why_size)
{
    memset(game, 0, sizeof *game);
    why[0] = '\0';
    row_reader r;
    memset(&r, 0, sizeof r);
    r.game = game;
    r.why = why;
    r.why_size = why_size;
    if (read_json(line, row_scalar, &r, why, why_size))
        return -1;
    for (int c = 0; c < ROW_COUNTS; c++)
        if (!r.counts_seen[c]) {
            snprintf(why, why_size, "%s is missing", row_counts[c]);
            return -1;
        }
    uint32_t seats = r.seats_seen[ROW_BOTS];
    if (seats == 0 || (seats & (seats + 1)) != 0) { /* seats 0 to players-1, none left out */
        snprintf(why, why_size, "bots: not one per seat");
        return -1;
    }
    for (int a = 1; a < ROW_ARRAYS; a++)
        if (r.seats_seen[a] != seats) {
            snprintf(why, why_size, "%s: not one per seat", row_array_name(a));
            return -1;
        }
    while (seats >> game->players & 1)
        game->players++;
    for (int p = 0; p < game->players; p++) {
        int64_t points = 0;
        for (int k = 0; k < SIM_SOURCES; k++)
            points += game->points[p][k];
        if (points != game->score[p]) { /* every point has a source (R5, R8) */
            /* the row's own names for them, indexed from 0 as in the row (as ranks.N below) */
            snprintf(why, why_size,
                     "scores.%d: the points by source (forests.%d, rivers.%d, huts.%d, meadows.%d) do not add up to it",
                     p, p, p, p, p);
            return -1;
        }
        if (game->rank[p] < 1 || game->rank[p] > game->players) {
            snprintf(why, why_size, "ranks.%d: not a rank among %d players", p, game->players);
            return -1;
        }
    }
    return 0;
}
