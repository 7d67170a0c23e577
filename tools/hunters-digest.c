/* hunters-digest: one 64-bit digest of many seeded games, so that two
 * builds of the library can be compared: equal digests mean the same games
 * (a speed change that keeps every seeded game says so by an equal
 * digest; a rule change shows in a different one).
 *
 *   hunters-digest [GAMES] [TILESET-FILE]
 *
 * For each seed 0 .. GAMES-1 (default 500), with the default tile set or
 * the given one, and with rule options varied by seed (2 to 5 players,
 * bonus rule, forest and mushroom values, table limits, lake huts):
 * hunters_game_play_random() of a clone, and a game played through the
 * public per-move loop, mixing in every legal-move list, the descriptions
 * of the features near the start tile every tenth game, the event texts,
 * hashes and scores. Every value is mixed as a number, so the digest is
 * the same on every platform. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/random.h"

static uint64_t digest = 1469598103934665603ull;

static void mix_bytes(const void *data, size_t size)
{
    const unsigned char *c = data;
    for (size_t i = 0; i < size; i++) {
        digest ^= c[i];
        digest *= 1099511628211ull;
    }
}

static void mix(uint64_t value)
{
    for (int i = 0; i < 8; i++) {
        digest ^= (value >> (8 * i)) & 0xff;
        digest *= 1099511628211ull;
    }
}

static void mix_game(const hunters_game *g)
{
    char text[512];
    int events = hunters_game_event_count(g);
    for (int i = 0; i < events; i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        size_t n = hunters_event_format(g, &e, text, sizeof text);
        mix_bytes(text, n < sizeof text ? n : sizeof text - 1);
    }
    mix(hunters_game_hash(g));
    for (int p = 0; p < hunters_game_player_count(g); p++)
        mix((uint64_t)(int64_t)hunters_game_score(g, p));
}

static void mix_features(const hunters_game *g)
{
    for (int y = -3; y <= 3; y++)
        for (int x = -3; x <= 3; x++)
            for (int area = 0; area < 16; area++) {
                hunters_feature f;
                if (hunters_game_feature(g, x, y, area, &f) != HUNTERS_OK)
                    continue;
                const int32_t *field = (const int32_t *)(const void *)&f;
                for (size_t i = 0; i < sizeof f / sizeof *field; i++)
                    mix((uint64_t)(int64_t)field[i]);
            }
}

int main(int argc, char **argv)
{
    /* a count of games: a word, "5x", "--help" or a negative number is none
     * (strtol read them as 0 or 5 games and printed a digest of those) */
    int32_t count = 500;
    int help = argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"));
    if (help || argc > 3 || (argc > 1 && parse_whole_number(argv[1], 0, INT32_MAX, &count))) {
        fprintf(help ? stdout : stderr, "usage: %s [GAMES] [TILESET-FILE]\n", argv[0]);
        return help ? finish_stdout("hunters-digest") : 2; /* a help not written is no help */
    }
    long games = count;
    hunters_tileset *ts = NULL;
    hunters_error error;
    if (argc > 2) {
        errno = 0;
        if (hunters_tileset_load_file(&ts, argv[2], NULL, &error) != HUNTERS_OK) {
            char why[1024]; /* a file not read: its reason, not FILE:0:0 */
            fprintf(stderr, "%s\n",
                    load_error_text(why, sizeof why, argv[2], error.line, error.column, error.message, errno));
            return 1;
        }
    } else {
        int rc = hunters_tileset_load_default(&ts, NULL);
        if (rc != HUNTERS_OK) {
            fprintf(stderr, "hunters-digest: cannot load the default tile set: %s\n", hunters_strerror(rc));
            return 1;
        }
    }
    static hunters_move moves[8192];
    uint64_t rng = 7;
    for (long s = 0; s < games; s++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.tileset = ts;
        o.seed = (uint64_t)s;
        o.players = 2 + (int)(s % 4);
        if (s % 5 == 1)
            o.bonus_rule = HUNTERS_BONUS_FORFEIT;
        if (s % 7 == 2) {
            o.forest_value = HUNTERS_FOREST_PER_SEGMENT;
            o.mushroom_value = HUNTERS_MUSHROOMS_PER_TILE;
        }
        if (s % 11 == 3) {
            o.table_width = 7;
            o.table_height = 6;
        }
        if (s % 13 == 4)
            o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
        hunters_game *g = NULL, *rollout = NULL;
        if (hunters_game_new(&g, &o, &error) != HUNTERS_OK) {
            fprintf(stderr, "seed %ld: %s\n", s, error.message);
            hunters_tileset_free(ts);
            return 1;
        }
        /* a clone fills no hunters_error: its status says why (error.message
         * was printed unfilled, whatever the stack held) */
        int rc = hunters_game_clone(&rollout, g);
        if (rc != HUNTERS_OK) {
            fprintf(stderr, "seed %ld: cannot clone the game: %s\n", s, hunters_strerror(rc));
            hunters_game_free(g);
            hunters_tileset_free(ts); /* no leak report under the sanitizers */
            return 1;
        }
        hunters_game_play_random(rollout, (uint64_t)s * 31 + 1);
        mix_game(rollout);
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            int n = hunters_game_legal_moves(g, moves, sizeof moves / sizeof moves[0]);
            if (n <= 0 || n > (int)(sizeof moves / sizeof moves[0])) {
                fprintf(stderr, "seed %ld: %d legal moves, outside 1..%d\n", s, n,
                        (int)(sizeof moves / sizeof moves[0]));
                hunters_game_free(rollout);
                hunters_game_free(g);
                hunters_tileset_free(ts);
                return 1;
            }
            mix((uint64_t)n);
            for (int i = 0; i < n; i++)
                mix(moves[i]);
            if (s % 10 == 0)
                mix_features(g);
            hunters_game_play(g, moves[next_random(&rng) % (uint64_t)n]);
        }
        mix_game(g);
        hunters_game_free(rollout);
        hunters_game_free(g);
    }
    printf("%016llx\n", (unsigned long long)digest);
    hunters_tileset_free(ts);
    return finish_stdout("hunters-digest");
}
