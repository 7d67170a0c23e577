/* The paired statistics of hunters-sim compare (see sim_compare.h). */
#include "sim_compare.h"

#include <math.h>
#include <string.h>

#include "seam/bots_seam.h"

const char *const compare_metric_names[COMPARE_METRICS] = {"score", "forests", "rivers", "huts", "meadows",
                                                           "wins", "margin"};
const char *const compare_variant_names[COMPARE_VARIANTS] = {"forest_value", "mushroom_value", "bonus_rule",
                                                             "lake_huts", "last_bonus", "table"};

void compare_side_read(const hunters_game *game, uint64_t seed, const int *bots, compare_side_game *out)
{
    sim_game_read(game, seed, bots, &out->game);
    for (int v = 0; v < COMPARE_VARIANTS; v++)
        out->changes[v] = hunters_game_variant_changes(game, v);
}

/* The metrics of seat p, in the order of compare_metric_names. */
static void metrics_of(const sim_game *g, int p, int64_t out[COMPARE_METRICS])
{
    int best_other = 0, others = 0;
    for (int q = 0; q < g->players; q++)
        if (q != p && (!others++ || g->score[q] > best_other))
            best_other = g->score[q];
    out[0] = g->score[p];
    for (int k = 0; k < SIM_SOURCES; k++)
        out[1 + k] = g->points[p][k];
    out[5] = g->rank[p] == 1; /* R8.4: a shared first place is a win for each */
    out[6] = g->score[p] - best_other;
}

void sim_compare_add(sim_compare *c, const compare_side_game *a, const compare_side_game *b)
{
    const sim_game *ga = &a->game, *gb = &b->game;
    int scores_differ = 0, winners_differ = 0;
    c->players = ga->players;
    c->games++;
    for (int p = 0; p < ga->players; p++) {
        int64_t ma[COMPARE_METRICS], mb[COMPARE_METRICS];
        metrics_of(ga, p, ma);
        metrics_of(gb, p, mb);
        for (int m = 0; m < COMPARE_METRICS; m++) {
            int64_t d = mb[m] - ma[m];
            compare_sums *s = &c->seat[p][m];
            s->n++;
            s->sum += d;
            s->squares += d * d;
        }
        scores_differ |= ga->score[p] != gb->score[p];
        winners_differ |= (ga->rank[p] == 1) != (gb->rank[p] == 1);
    }
    c->games_changed += scores_differ;
    c->winners_changed += winners_differ;
    const compare_side_game *side[2] = {a, b};
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < COMPARE_VARIANTS; v++) {
            c->variant_games[s][v] += side[s]->changes[v] > 0;
            c->variant_events[s][v] += side[s]->changes[v];
        }
}

int compare_interval(const compare_sums *s, double *mean, double *half)
{
    double n = (double)s->n;
    *mean = s->n ? (double)s->sum / n : NAN;
    *half = NAN;
    if (s->n < 2) /* one difference says nothing of the spread */
        return 0;
    double var = ((double)s->squares - (double)s->sum * *mean) / (n - 1);
    *half = 1.96 * sqrt((var > 0 ? var : 0.0) / n);
    return 1;
}

/* A JSON number, or null when it is undefined (NaN). */
static void json_number(double value, FILE *out)
{
    if (isnan(value))
        fputs("null", out);
    else
        fprintf(out, "%.6f", value);
}

/* "under B, forest-value changed ...": the option's canonical (hyphenated)
 * name, as the A: and B: lines spell it; the JSON keeps the variant's. */
static void print_variant_change(FILE *out, char side, const char *variant, int64_t events, int64_t games)
{
    char name[32];
    snprintf(name, sizeof name, "%s", variant);
    for (char *c = name; *c; c++)
        if (*c == '_')
            *c = '-';
    fprintf(out, "under %c, %s changed %lld scorings or events, in %lld games\n", side, name, (long long)events,
            (long long)games);
}

int sim_compare_print(const sim_compare *c, const char *a, const char *b, FILE *out)
{
    fprintf(out, "A: %s\nB: %s\n", a, b);
    fprintf(out, "%lld games, the same seeds and seats under A and B; B - A, mean and 95%% interval:\n",
            (long long)c->games);
    /* one row per seat and measure: 41 columns, whatever the players */
    fprintf(out, "%-8s %-8s %10s    %7s\n", "", "measure", "B - A", "95%");
    for (int p = 0; p < c->players; p++)
        for (int m = 0; m < COMPARE_METRICS; m++) {
            double mean, half;
            fprintf(out, "seat %-3d %-8s", p + 1, compare_metric_names[m]); /* from 1, as people count */
            if (compare_interval(&c->seat[p][m], &mean, &half))
                fprintf(out, " %+10.3f +- %7.3f\n", mean, half);
            else if (!isnan(mean))
                fprintf(out, " %+10.3f +- %7s\n", mean, "n/a");
            else
                fprintf(out, " %10s +- %7s\n", "n/a", "n/a");
        }
    fprintf(out, "games with other scores: %lld; with other winners: %lld\n", (long long)c->games_changed,
            (long long)c->winners_changed);
    for (int s = 0; s < 2; s++)
        for (int v = 0; v < COMPARE_VARIANTS; v++)
            if (c->variant_events[s][v])
                print_variant_change(out, s ? 'B' : 'A', compare_variant_names[v], c->variant_events[s][v],
                                     c->variant_games[s][v]);
    return ferror(out) ? -1 : 0;
}

/* text as a JSON string (the sides' descriptions: printable ASCII) */
static void json_string(const char *text, FILE *out)
{
    fputc('"', out);
    for (const char *t = text; *t; t++) {
        if (*t == '"' || *t == '\\')
            fputc('\\', out);
        if ((unsigned char)*t >= 0x20)
            fputc(*t, out);
    }
    fputc('"', out);
}

int sim_compare_write_json(const sim_compare *c, const char *a, const char *b, FILE *out)
{
    fputs("{\"a\": ", out);
    json_string(a, out);
    fputs(", \"b\": ", out);
    json_string(b, out);
    fprintf(out, ", \"games\": %lld, \"players\": %d, \"games_changed\": %lld, \"winners_changed\": %lld,\n",
            (long long)c->games, c->players, (long long)c->games_changed, (long long)c->winners_changed);
    fputs(" \"seats\": [", out);
    for (int p = 0; p < c->players; p++) {
        fputs(p ? ",\n  {" : "\n  {", out);
        for (int m = 0; m < COMPARE_METRICS; m++) {
            const compare_sums *s = &c->seat[p][m];
            double mean, half;
            compare_interval(s, &mean, &half);
            fprintf(out, "%s\"%s\": {\"n\": %lld, \"sum\": %lld, \"squares\": %lld, \"mean\": ",
                    m ? ",\n   " : "", compare_metric_names[m], (long long)s->n, (long long)s->sum,
                    (long long)s->squares);
            json_number(mean, out);
            fputs(", \"low\": ", out);
            json_number(mean - half, out);
            fputs(", \"high\": ", out);
            json_number(mean + half, out);
            fputc('}', out);
        }
        fputc('}', out);
    }
    fputs("],\n \"variants\": {", out);
    for (int s = 0; s < 2; s++) {
        fprintf(out, "%s\"%c\": {", s ? ", " : "", s ? 'b' : 'a');
        for (int v = 0; v < COMPARE_VARIANTS; v++)
            fprintf(out, "%s\"%s\": {\"games\": %lld, \"events\": %lld}", v ? ", " : "", compare_variant_names[v],
                    (long long)c->variant_games[s][v], (long long)c->variant_events[s][v]);
        fputc('}', out);
    }
    fputs("}}\n", out);
    return ferror(out) ? -1 : 0;
}

int sim_compare_write_csv_header(FILE *out)
{
    fputs("seed,seat,bot_a,bot_b", out);
    for (int m = 0; m < COMPARE_METRICS; m++)
        fprintf(out, ",%s_a,%s_b", compare_metric_names[m], compare_metric_names[m]);
    fputc('\n', out);
    return ferror(out) ? -1 : 0;
}

int sim_compare_write_csv(const compare_side_game *a, const compare_side_game *b, FILE *out)
{
    for (int p = 0; p < a->game.players; p++) {
        int64_t ma[COMPARE_METRICS], mb[COMPARE_METRICS];
        metrics_of(&a->game, p, ma);
        metrics_of(&b->game, p, mb);
        fprintf(out, "%llu,%d,%s,%s", (unsigned long long)a->game.seed, p, seam_kind_name(a->game.bot[p]),
                seam_kind_name(b->game.bot[p]));
        for (int m = 0; m < COMPARE_METRICS; m++)
            fprintf(out, ",%lld,%lld", (long long)ma[m], (long long)mb[m]);
        fputc('\n', out);
    }
    return ferror(out) ? -1 : 0;
}
