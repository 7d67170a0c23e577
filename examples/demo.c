/* hunters-demo: a game played by two bots, shown turn by turn with every
 * placement, deployment and score, then the final scoring and the board.
 *
 *   hunters-demo [--seed N] [--players N] [--quiet]
 *
 * Player 0 is a greedy bot (it tries every legal move on a scratch copy and
 * keeps the one that gains it most right away, preferring deployments);
 * the others choose uniformly among the legal moves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#define MAX_MOVES 4096

static void die(const char *what, int rc)
{
    fprintf(stderr, "hunters-demo: %s: %s\n", what, hunters_strerror(rc));
    exit(1);
}

static unsigned long long next_random(unsigned long long *state)
{
    *state = *state * 6364136223846793005ull + 1442695040888963407ull;
    return *state >> 33;
}

/* One ply of lookahead: the move after which this player's score minus the
 * best opponent's is highest; deployments win ties over passing. */
static hunters_move greedy_move(hunters_game *game, hunters_game *scratch, const hunters_move *moves, int n)
{
    int me = hunters_game_current_player(game);
    hunters_move best = moves[0];
    long best_value = -1000000;
    for (int i = 0; i < n; i++) {
        hunters_game_copy(scratch, game);
        if (hunters_game_play(scratch, moves[i]) != HUNTERS_OK)
            continue;
        long value = 4L * hunters_game_score(scratch, me);
        for (int p = 0; p < hunters_game_player_count(game); p++)
            if (p != me)
                value -= 4L * hunters_game_score(scratch, p);
        if (hunters_move_kind(moves[i]) == HUNTERS_MOVE_DEPLOY)
            value += hunters_move_piece(moves[i]) == HUNTERS_PIECE_HUT ? 2 : 1;
        if (value > best_value) {
            best_value = value;
            best = moves[i];
        }
    }
    return best;
}

/* What the log printer has shown so far. */
typedef struct log_state {
    int shown, turn;
    long running[HUNTERS_MAX_PLAYERS];
} log_state;

static void print_events(const hunters_game *game, log_state *log, int quiet)
{
    int n = hunters_game_event_count(game);
    for (; log->shown < n; log->shown++) {
        hunters_event e;
        char line[256];
        hunters_game_event(game, log->shown, &e);
        if (e.type == HUNTERS_EVENT_POINTS)
            log->running[e.player] += e.points;
        if (e.type == HUNTERS_EVENT_TURN && !quiet) {
            printf("turn %d, player %d (score", ++log->turn, e.player);
            for (int p = 0; p < hunters_game_player_count(game); p++)
                printf(" %ld", log->running[p]);
            printf(")\n");
            continue;
        }
        int scoring = e.type == HUNTERS_EVENT_POINTS || e.type == HUNTERS_EVENT_FEATURE_COMPLETED ||
                      e.type == HUNTERS_EVENT_FINAL_FEATURE || e.type == HUNTERS_EVENT_GAME_OVER ||
                      e.type == HUNTERS_EVENT_BONUS_DRAWN;
        if (quiet && !scoring)
            continue;
        if (e.type == HUNTERS_EVENT_TURN || e.type == HUNTERS_EVENT_TILE_DRAWN)
            continue; /* the placement line says enough */
        hunters_event_format(game, &e, line, sizeof line);
        printf("%s%s\n", scoring ? "  * " : "    ", line);
    }
}

/* The board as a map: each tile shows the initial of its type name's
 * first letter, or the owner of the piece standing on it. */
static void print_board(const hunters_game *game)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int i = 0; i < hunters_game_placed_count(game); i++) {
        int x, y;
        hunters_game_placed_position(game, i, &x, &y);
        minx = x < minx ? x : minx;
        maxx = x > maxx ? x : maxx;
        miny = y < miny ? y : miny;
        maxy = y > maxy ? y : maxy;
    }
    printf("\nThe board (%d tiles; N up; a digit marks a player's hunter or hut still standing):\n",
           hunters_game_placed_count(game));
    const hunters_tileset *ts = hunters_game_tileset(game);
    for (int y = miny; y <= maxy; y++) {
        printf("  ");
        for (int x = minx; x <= maxx; x++) {
            hunters_square sq;
            if (hunters_game_board(game, x, y, &sq) != HUNTERS_OK) {
                printf(" .");
                continue;
            }
            if (sq.piece_owner >= 0)
                printf(" %d", sq.piece_owner);
            else if (x == 0 && y == 0)
                printf(" @");
            else {
                const char *name = hunters_tileset_type_name(ts, sq.type);
                printf(" %c", name[0] == 'B' ? '+' : name[0]);
            }
        }
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    unsigned long long seed = 2002;
    int players = 2, quiet = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--players") == 0 && i + 1 < argc)
            players = atoi(argv[++i]);
        else if (strcmp(argv[i], "--quiet") == 0)
            quiet = 1;
        else {
            fprintf(stderr, "usage: hunters-demo [--seed N] [--players N] [--quiet]\n");
            return 2;
        }
    }
    hunters_game_options options;
    hunters_game_options_init(&options);
    options.players = players;
    options.seed = seed;
    hunters_game *game = NULL, *scratch = NULL;
    hunters_error error;
    int rc = hunters_game_new(&game, &options, &error);
    if (rc) {
        fprintf(stderr, "hunters-demo: %s\n", error.message);
        return 1;
    }
    if ((rc = hunters_game_clone(&scratch, game)))
        die("clone", rc);

    printf("libhunters %s: Carcassonne: Hunters and Gatherers, %d players, seed %llu\n", hunters_version(),
           players, seed);
    printf("Tile set: %s (a reconstruction of the 2002 set). Player 0 is greedy, the others play at random.\n\n",
           hunters_tileset_name(hunters_game_tileset(game)));
    static hunters_move moves[MAX_MOVES];
    unsigned long long rng = seed ^ 0x5eed;
    log_state log = {0, 0, {0}};
    while (hunters_game_phase(game) != HUNTERS_PHASE_OVER) {
        int n = hunters_game_legal_moves(game, moves, MAX_MOVES);
        if (n <= 0)
            die("no legal move", HUNTERS_EILLEGAL);
        if (n > MAX_MOVES)
            n = MAX_MOVES;
        hunters_move move = hunters_game_current_player(game) == 0 ? greedy_move(game, scratch, moves, n)
                                                                   : moves[next_random(&rng) % (unsigned)n];
        if ((rc = hunters_game_play(game, move)))
            die(hunters_game_errmsg(game), rc);
        print_events(game, &log, quiet);
    }
    print_board(game);
    printf("\nFinal scores:\n");
    for (int p = 0; p < players; p++)
        printf("  player %d: %3d points, place %d\n", p, hunters_game_score(game, p), hunters_game_rank(game, p));
    hunters_game_free(scratch);
    hunters_game_free(game);
    return 0;
}
