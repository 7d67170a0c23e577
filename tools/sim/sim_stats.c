/* Summing, merging, printing and reading hunters-sim's results. */
#include "sim_stats.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

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

static void merge_sums(sim_sums *a, const sim_sums *b)
{
    a->games += b->games;
    a->score_sum += b->score_sum;
    a->score_squares += b->score_squares;
    a->wins += b->wins;
    for (int k = 0; k < SIM_SOURCES; k++)
        a->points[k] += b->points[k];
}

int sim_stats_merge(sim_stats *a, const sim_stats *b, const char **why)
{
    if (strcmp(a->config, b->config) != 0) {
        *why = "the runs differ in bots, options or tile set";
        return -1;
    }
    if (a->first_seed != b->first_seed || a->last_seed != b->last_seed || a->shard_count != b->shard_count) {
        *why = "the runs are not shards of the same seeds";
        return -1;
    }
    if (a->shards_done & b->shards_done) {
        *why = "a shard is included twice";
        return -1;
    }
    a->shards_done |= b->shards_done;
    sim_stats_add_sums(a, b);
    return 0;
}

void sim_stats_add_sums(sim_stats *a, const sim_stats *b)
{
    a->games += b->games;
    a->tiles_removed += b->tiles_removed;
    a->bonus_drawn += b->bonus_drawn;
    a->bonus_discarded += b->bonus_discarded;
    a->turns += b->turns;
    for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++)
        merge_sums(&a->seat[p], &b->seat[p]);
    for (int k = 0; k < SIM_BOT_KINDS; k++)
        merge_sums(&a->bot[k], &b->bot[k]);
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

/* The shards included, as "K/N" for one, "all/N" when complete. */
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

void sim_stats_write_json(const sim_stats *s, FILE *out)
{
    char shard[128];
    shard_text(s, shard, sizeof shard);
    fprintf(out, "{\n  \"format\": \"hunters-sim-summary 1\",\n  \"config\": \"%s\",\n", s->config);
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
}

/* A small reader for the subset of JSON the writer uses: objects, arrays,
 * strings without escapes, and integers. Each scalar is handed over with
 * its path, as "seats.1.wins" or "bots.greedy.games". */
typedef struct reader {
    const char *p;
    sim_stats *stats;
    const char *why;
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
    const char *end = strchr(r->p + 1, '"');
    if (!end || (size_t)(end - r->p - 1) >= size)
        return -1;
    memcpy(buffer, r->p + 1, (size_t)(end - r->p - 1));
    buffer[end - r->p - 1] = '\0';
    r->p = end + 1;
    return 0;
}

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
    int index, used = 0;
    if (sscanf(path, "seats.%d.%n", &index, &used) == 1 && used > 0 && index >= 0 && index < HUNTERS_MAX_PLAYERS)
        return sums_field(&s->seat[index], path + used);
    if (!strncmp(path, "bots.", 5)) {
        const char *dot = strchr(path + 5, '.');
        for (int k = 0; dot && k < SIM_BOT_KINDS; k++)
            if (strlen(seam_kind_name(k)) == (size_t)(dot - path - 5) && !strncmp(path + 5, seam_kind_name(k), (size_t)(dot - path - 5)))
                return sums_field(&s->bot[k], dot + 1);
    }
    return NULL;
}

static int set_scalar(reader *r, const char *path, const char *text, int is_string)
{
    sim_stats *s = r->stats;
    if (is_string) {
        if (!strcmp(path, "config"))
            snprintf(s->config, sizeof s->config, "%s", text);
        else if (!strcmp(path, "shards")) {
            if (!strcmp(text, "all")) {
                s->shard_count = 1;
                s->shards_done = 1;
                return 0;
            }
            const char *slash = strchr(text, '/');
            if (!slash)
                return -1;
            s->shard_count = atoi(slash + 1);
            if (s->shard_count < 1 || s->shard_count > 32)
                return -1;
            for (const char *q = text; q < slash; q++) {
                int k = atoi(q);
                if (k >= 1 && k <= s->shard_count)
                    s->shards_done |= 1u << (k - 1);
                while (q < slash && *q != '+')
                    q++;
            }
        } else if (!strcmp(path, "format") && strcmp(text, "hunters-sim-summary 1") != 0) {
            r->why = "not a hunters-sim summary (format)";
            return -1;
        }
        return 0;
    }
    if (!strcmp(path, "seeds.0"))
        s->first_seed = strtoull(text, NULL, 10);
    else if (!strcmp(path, "seeds.1"))
        s->last_seed = strtoull(text, NULL, 10);
    else if (!strcmp(path, "players"))
        s->players = atoi(text);
    else {
        int64_t *field = number_field(s, path);
        if (field)
            *field = strtoll(text, NULL, 10);
    }
    return 0;
}

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
            int n = snprintf(path + length, 256 - length, "%s%s", length ? "." : "", key);
            if (n < 0 || length + (size_t)n >= 256 || read_value(r, path, length + (size_t)n, depth + 1))
                return -1;
            path[length] = '\0';
            skip_space(r);
            if (*r->p == ',')
                r->p++;
            else if (*r->p != close)
                return -1;
            skip_space(r);
        }
        r->p++;
        return 0;
    }
    char text[512];
    if (*r->p == '"') {
        if (read_string(r, text, sizeof text))
            return -1;
        return set_scalar(r, path, text, 1);
    }
    size_t n = 0;
    while ((r->p[n] == '-' || (r->p[n] >= '0' && r->p[n] <= '9')) && n + 1 < sizeof text)
        n++;
    if (n == 0)
        return -1;
    memcpy(text, r->p, n);
    text[n] = '\0';
    r->p += n;
    return set_scalar(r, path, text, 0);
}

int sim_stats_read_json(sim_stats *stats, const char *text, const char **why)
{
    memset(stats, 0, sizeof *stats);
    reader r = {text, stats, NULL};
    char path[256] = "";
    if (read_value(&r, path, 0, 0) || stats->shard_count < 1 || stats->players < 1 ||
        stats->players > HUNTERS_MAX_PLAYERS) {
        *why = r.why ? r.why : "malformed summary";
        return -1;
    }
    return 0;
}

/* ---- the table ------------------------------------------------------- */

static void print_row(FILE *out, const char *name, const sim_sums *s)
{
    double n = (double)s->games;
    double mean = s->score_sum / n;
    double var = s->games > 1 ? ((double)s->score_squares - (double)s->score_sum * mean) / (n - 1) : 0;
    double half = 1.96 * sqrt(var > 0 ? var / n : 0);
    fprintf(out, "%-10s %7lld %7.2f +- %5.2f %6.1f%%", name, (long long)s->games, mean, half,
            100.0 * (double)s->wins / n);
    for (int k = 0; k < SIM_SOURCES; k++)
        fprintf(out, " %7.2f", (double)s->points[k] / n);
    fputc('\n', out);
}

void sim_stats_print_table(const sim_stats *s, FILE *out)
{
    if (s->games == 0) {
        fprintf(out, "no games\n");
        return;
    }
    fprintf(out, "%lld games, seeds %llu..%llu, %s\n", (long long)s->games, (unsigned long long)s->first_seed,
            (unsigned long long)s->last_seed, s->config);
    fprintf(out, "%-10s %7s %16s %7s %7s %7s %7s %7s\n", "", "games", "score (95% CI)", "wins", "forests",
            "rivers", "huts", "meadows");
    for (int p = 0; p < s->players; p++) {
        char name[16];
        snprintf(name, sizeof name, "seat %d", p);
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
}

/* ---- per game -------------------------------------------------------- */

void sim_game_write_csv_header(FILE *out)
{
    fputs("seed,seat,bot,score,rank,forests,rivers,huts,meadows,tiles_removed,bonus_drawn,bonus_discarded,turns\n", out);
}

void sim_game_write_csv(const sim_game *g, FILE *out)
{
    for (int p = 0; p < g->players; p++)
        fprintf(out, "%llu,%d,%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d\n", (unsigned long long)g->seed, p,
                seam_kind_name(g->bot[p]), g->score[p], g->rank[p], g->points[p][0], g->points[p][1],
                g->points[p][2], g->points[p][3], g->tiles_removed, g->bonus_drawn, g->bonus_discarded, g->turns);
}

static void write_ints(FILE *out, const char *key, const int *v, int n, int stride)
{
    fprintf(out, "\"%s\": [", key);
    for (int p = 0; p < n; p++)
        fprintf(out, "%s%d", p ? ", " : "", v[p * stride]);
    fputc(']', out);
}

void sim_game_write_jsonl(const sim_game *g, FILE *out)
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
}
