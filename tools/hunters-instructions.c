/* hunters-instructions: the workload whose instruction count `make
 * bench-instructions` measures under callgrind. Instruction counts do not
 * change with the machine's load, so they compare builds where timings
 * cannot.
 *
 *   hunters-instructions LOOP GAMES
 *
 * native:     GAMES random 2-player games, each hunters_game_copy() of a
 *             fresh game then hunters_game_play_random() with a new seed
 *             (the rollout of a search; the engine draws the tiles), with
 *             the event log dropped (hunters_game_drop_log()), as rollouts
 *             and batch self-play run;
 * native-log: the same, the event log kept;
 * api:        GAMES random 2-player games through the public per-move
 *             loop: hunters_game_legal_moves() then hunters_game_play() of
 *             a uniformly random choice, until the end, the log kept;
 * api-nolog:  the same, the event log dropped.
 * The set-up (tile set, two games) is the same for every GAMES, so the
 * cost of one game is (count(GAMES) - count(0)) / GAMES.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/random.h"

int main(int argc, char **argv)
{
    static const char *const loops[] = {"native", "native-log", "api", "api-nolog"};
    int loop = -1;
    for (int i = 0; i < 4; i++)
        if (argc == 3 && strcmp(argv[1], loops[i]) == 0)
            loop = i;
    int32_t count = 0; /* a count of games: strtol() read a word as 0 games */
    if (loop < 0 || parse_whole_number(argv[2], 0, INT32_MAX, &count)) {
        fprintf(stderr, "usage: %s native|native-log|api|api-nolog GAMES\n", argv[0]);
        return 2;
    }
    int api = loop >= 2, logged = loop == 1 || loop == 2;
    long games = count;

    hunters_tileset *tiles;
    hunters_game *fresh, *game;
    hunters_game_options options;
    if (hunters_tileset_load_default(&tiles, NULL) != HUNTERS_OK)
        return 1;
    hunters_game_options_init(&options);
    options.tileset = tiles;
    if (hunters_game_new(&fresh, &options, NULL) != HUNTERS_OK)
        return 1;
    if (!logged)
        hunters_game_drop_log(fresh);
    if (hunters_game_clone(&game, fresh) != HUNTERS_OK)
        return 1;

    uint64_t rng = 12345;
    long total = 0;
    hunters_move moves[1024];
    for (long i = 0; i < games; i++) {
        hunters_game_copy(game, fresh);
        if (!api) {
            hunters_game_play_random(game, (uint64_t)i);
        } else {
            while (hunters_game_phase(game) != HUNTERS_PHASE_OVER) {
                int n = hunters_game_legal_moves(game, moves, 1024);
                if (n <= 0 || n > 1024)
                    return 1;
                hunters_game_play(game, moves[next_random(&rng) % (uint64_t)n]);
            }
        }
        total += hunters_game_score(game, 0) + hunters_game_score(game, 1);
    }
    printf("%s: %ld games, %ld points in all\n", argv[1], games, total);
    hunters_game_free(game);
    hunters_game_free(fresh);
    hunters_tileset_free(tiles);
    return finish_stdout("hunters-instructions");
}
