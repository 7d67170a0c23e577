/* example-table: follows a game played with the real tiles, as a companion
 * app does: the game is created in HUNTERS_DRAW_CALLER mode and the person
 * at the table says each tile drawn, where it went and what was deployed.
 * The calls of README.md's "Using the library" paragraph on companion
 * apps, without a screen (hunters-play --table is the whole program).
 *
 *   example-table [PLAYERS]      (2 players by default)
 *
 * make builds it, not installed as a program: run ./example-table in the
 * build folder (_build/example-table after ./build.sh build from a clone).
 * make install puts this source in DOCDIR/examples/table.c
 * (PREFIX/share/doc/libhunters/examples), where it builds on its own:
 *
 *   cc -o example-table table.c $(pkg-config --cflags --libs hunters)
 *
 * One entry a line on standard input:
 *
 *   river with 2 fish   at a draw, the tile drawn as it looks: a description
 *   RMRM                (hunters_game_find_tiles()) or its name, drawn when
 *   LR2a                one type alone shows all of it, else the types are
 *                       listed, each with what it shows (sides, lake, forests,
 *                       springs, items), to choose by name; draw WORDS is the
 *                       same, as a record writes it
 *   place X Y rR        where it went: column, row (the start tile at 0 0,
 *                       east and south positive), quarter turns clockwise
 *   deploy A member     a tribe member on area A of the tile (its areas are
 *                       listed, with the sides they reach); deploy A hut
 *   pass                no piece deployed
 *   moves               the legal moves now (hunters_game_legal_moves())
 *   hint                the greedy bot's three best whole turns
 *   undo                takes back the last entry, a draw too, also the
 *                       last one of a game over (a slip at the end)
 *
 * After each entry it prints what happened, in words, and the scores with
 * their projection; at the end of the game the final scores. The lines of
 * a game record (doc/record-format.md) are entries, so
 *
 *   grep -E '^(draw|place|deploy|pass)( |$)' GAME.rec | example-table
 *
 * follows a recorded two-player game of the default rules to its end (the
 * game here has the default rules and supplies; a record's option lines,
 * such as supply or bonus-rule, are not entries). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

/* Prints the events logged since the last call, one line each. */
static void print_events(const hunters_game *game, int *shown)
{
    int n = hunters_game_event_count(game);
    for (; *shown < n; (*shown)++) {
        hunters_event e;
        char line[256];
        if (hunters_game_event(game, *shown, &e) != HUNTERS_OK)
            break; /* never, for an index below the count */
        if (e.type == HUNTERS_EVENT_TURN)
            continue; /* the next line says whose turn it is */
        hunters_event_format(game, &e, line, sizeof line);
        printf("  %s\n", line);
    }
}

/* The areas of the tile just placed, each with its number (the A of
 * "deploy A member") and the sides of the board it reaches as the tile
 * lies: what tells the person at the table which area is which, since
 * areas are numbered in the tile set's order, not on the tile. */
static void print_areas(const hunters_game *game, int x, int y, int type)
{
    static const char *const kind_name[] = {"?", "forest", "river", "lake", "meadow"};
    int areas = hunters_tileset_type_area_count(hunters_game_tileset(game), type);
    printf("  areas:");
    for (int a = 0; a < areas; a++) {
        hunters_feature f;
        if (hunters_game_feature(game, x, y, a, &f) != HUNTERS_OK)
            continue; /* never: the tile and its areas are there */
        printf("%s %d %s", a ? "," : "", a, kind_name[f.kind >= 1 && f.kind <= 4 ? f.kind : 0]);
        if (f.halves) { /* by the half-sides it touches, turned to the board (a lake: none) */
            printf(" (");
            for (int side = 0, first = 1; side < 4; side++)
                if (f.halves >> (2 * side) & 3) {
                    printf("%s%c", first ? "" : " ", "NESW"[side]);
                    first = 0;
                }
            printf(")");
        }
    }
    printf("\n");
}

/* What the game waits for, and the scores with their projection (what
 * they would be if the game ended now). */
static void print_state(const hunters_game *game)
{
    int players = hunters_game_player_count(game);
    int32_t projected[HUNTERS_MAX_PLAYERS];
    printf("scores");
    for (int p = 0; p < players; p++)
        printf(" %d", hunters_game_score(game, p));
    if (hunters_game_project_scores(game, projected) == HUNTERS_OK) {
        printf(" (projected");
        for (int p = 0; p < players; p++)
            printf(" %d", (int)projected[p]);
        printf(")");
    }
    printf("\n");
    int player = hunters_game_current_player(game); /* said from 1, as people count */
    const char *tile = "";
    int in_hand = hunters_game_tile_in_hand(game);
    if (in_hand >= 0)
        tile = hunters_tileset_type_name(hunters_game_tileset(game), in_hand);
    switch (hunters_game_phase(game)) {
    case HUNTERS_PHASE_DRAW:
        printf("player %d draws a tile (%d left): what is it?\n", player + 1, hunters_game_stack_size(game, 0));
        break;
    case HUNTERS_PHASE_DRAW_BONUS:
        printf("player %d draws a bonus tile (%d left): what is it?\n", player + 1, hunters_game_stack_size(game, 1));
        break;
    case HUNTERS_PHASE_PLACE:
    case HUNTERS_PHASE_PLACE_BONUS:
        printf("player %d places %s: where?\n", player + 1, tile);
        break;
    case HUNTERS_PHASE_DEPLOY:
    case HUNTERS_PHASE_DEPLOY_BONUS: {
        /* the tile is no longer in hand: it is the last one placed */
        int x, y;
        hunters_square square;
        if (hunters_game_placed_position(game, hunters_game_placed_count(game) - 1, &x, &y) != HUNTERS_OK ||
            hunters_game_board(game, x, y, &square) != HUNTERS_OK)
            break; /* never: a deploy phase follows a placement */
        printf("player %d deploys on %s at (%d,%d), or passes\n", player + 1,
               hunters_tileset_type_name(hunters_game_tileset(game), square.type), x, y);
        print_areas(game, x, y, square.type);
        break;
    }
    default:
        break;
    }
}

/* How many terms a description holds: the words the finder takes alone
 * as a term (a filler word such as "with" alone finds every type with no
 * score, a number alone is refused), asked of the library word by word so
 * that no list of words is kept here; hunters-play's finder does the same. */
static int count_terms(const hunters_tileset *tileset, const char *words)
{
    static const char separators[] = " \t,";
    int terms = 0;
    for (const char *w = words + strspn(words, separators); *w; w += strspn(w, separators)) {
        size_t length = strcspn(w, separators);
        char word[64];
        hunters_tile_match best;
        snprintf(word, sizeof word, "%.*s", (int)(length < sizeof word ? length : sizeof word - 1), w);
        w += length;
        int found = hunters_tileset_find_tiles(tileset, word, &best, 1, NULL);
        terms += found == 0 || (found > 0 && best.score > 0);
    }
    return terms;
}

/* What a person sees on a type, to choose among several: the tiles carry
 * no printed name. Its sides (north first, clockwise), a lake, its forests
 * when more than one, its springs, its items: sides and items alone told
 * apart no straight river from two springs (STb, SP2a), nor one forest
 * from two (FBc, FF2a), and these are words a query takes. */
static void print_type(const hunters_tileset *tileset, int type)
{
    static const char side_letter[] = "?FMR";
    static const char *const item_names[] = {"fish", "gold", "mushroom", "deer", "mammoth",
                                             "tiger", "aurochs", "fire", "dolmen", "volcano"};
    int items[10] = {0}, lake = 0, forests = 0, springs = 0;
    printf("  %-6s ", hunters_tileset_type_name(tileset, type));
    for (int side = 0; side < 4; side++)
        putchar(side_letter[hunters_tileset_type_side(tileset, type, side) & 3]);
    for (int a = 0; a < hunters_tileset_type_area_count(tileset, type); a++) {
        int kind = hunters_tileset_area_kind(tileset, type, a);
        lake |= kind == HUNTERS_AREA_LAKE;
        forests += kind == HUNTERS_AREA_FOREST;
        for (int end = 0; end < 2 && kind == HUNTERS_AREA_RIVER; end++)
            springs += hunters_tileset_area_river_end(tileset, type, a, end) == HUNTERS_END_SPRING;
        for (int item = 0; item < 10; item++)
            items[item] += hunters_tileset_area_item(tileset, type, a, item);
    }
    printf("%s", lake ? ", a lake" : "");
    if (forests > 1)
        printf(", %d forests", forests);
    if (springs)
        printf(", %d spring%s", springs, springs > 1 ? "s" : "");
    for (int item = 0; item < 10; item++)
        if (items[item])
            printf(", %d %s", items[item], item_names[item]);
    printf("\n");
}

/* The tile type a person describes, among those the draw can take; -1,
 * with the reason printed, when no type shows all that was said, or
 * several do. */
static int find_tile(const hunters_game *game, const char *words)
{
    enum { ROOM = 128, SHOWN = 8 }; /* room for every type of the default set (73) */
    hunters_tile_match match[ROOM];
    hunters_error error;
    int n = hunters_game_find_tiles(game, words, match, ROOM, &error);
    if (n < 0) {
        printf("%s\n", error.message);
        return -1;
    }
    if (n == 0) {
        printf("no tile left in this stack matches '%s'\n", words);
        return -1;
    }
    /* A type is taken only when it alone meets every term: a name, or the
     * only type showing all that was said. A type meeting some of it is
     * not the tile on the table ("L2 with 5 fish" is no L2, which has 2),
     * and of several the person chooses, as a screen would let them. */
    const hunters_tileset *tileset = hunters_game_tileset(game);
    int terms = count_terms(tileset, words), exact = 0;
    for (int i = 0; i < n && i < ROOM; i++)
        exact += match[i].terms_met >= terms;
    if (exact == 1) /* the types meeting more terms come first */
        return match[0].type;
    if (exact == 0)
        printf("no tile left in this stack shows all of '%s'; say which by its name, the nearest:\n", words);
    else
        printf("'%s' fits several tiles equally well; say which by its name:\n", words);
    int listed = exact ? exact : n;
    for (int i = 0; i < listed && i < SHOWN; i++)
        print_type(tileset, match[i].type);
    if (exact > SHOWN)
        printf("  (and %d more: say more of what the tile shows)\n", exact - SHOWN);
    return -1;
}

static void print_moves(const hunters_game *game)
{
    static hunters_move moves[1024]; /* hunters.h: 728 always suffice for the default set */
    int n = hunters_game_legal_moves(game, moves, 1024);
    if (n <= 0) { /* a draw is no move, and a game over has none (undo is read on there) */
        printf("no moves now: %s\n", hunters_game_phase(game) == HUNTERS_PHASE_OVER ? "the game is over"
                                                                                    : "a tile is to be drawn");
        return;
    }
    for (int i = 0; i < n && i < 1024; i++) {
        char text[32];
        hunters_move_format(moves[i], text, sizeof text);
        printf("%s%s", i ? ", " : "", text);
    }
    printf("\n");
}

static void print_hint(hunters_game *game)
{
    hunters_bot_options bot;
    hunters_bot_options_init(&bot);
    bot.kind = HUNTERS_BOT_GREEDY;
    hunters_advice advice[3];
    int n = hunters_bot_advise(game, &bot, advice, 3);
    if (n < 0) {
        printf("no hint: %s\n", hunters_game_errmsg(game));
        return;
    }
    for (int i = 0; i < n && i < 3; i++) {
        char line[256]; /* enough for the default tile set (hunters.h) */
        hunters_advice_format(&advice[i], line, sizeof line);
        printf("hint %d: %s\n", i + 1, line);
    }
}

/* Carries out one entry; returns 1 when it changed the game. */
static int enter(hunters_game *game, const char *line)
{
    int phase = hunters_game_phase(game);
    int drawing = phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS;
    hunters_move move;
    int rc;
    if (strcmp(line, "moves") == 0) {
        print_moves(game);
        return 0;
    }
    if (strcmp(line, "hint") == 0) {
        print_hint(game);
        return 0;
    }
    if (strcmp(line, "undo") == 0) {
        if (hunters_game_undo(game) != HUNTERS_OK) {
            printf("%s\n", hunters_game_errmsg(game));
            return 0;
        }
        printf("undone\n");
        return 1;
    }
    if (phase == HUNTERS_PHASE_OVER) {
        printf("the game is over: undo takes back its last entry\n");
        return 0;
    }
    if (hunters_move_parse(line, &move) == HUNTERS_OK) {
        if ((rc = hunters_game_play(game, move)) != HUNTERS_OK) {
            printf("%s: %s\n", hunters_strerror(rc), hunters_game_errmsg(game));
            return 0;
        }
        return 1;
    }
    if (!drawing) { /* a mistyped move, as often as a tile described out of turn */
        printf("'%s' is not a move, and no tile is to be drawn now: enter place X Y rR (R 0 to 3), deploy A member,"
               " deploy A hut, pass, moves, hint or undo\n", line);
        return 0;
    }
    if (strncmp(line, "draw ", 5) == 0)
        line += 5;
    int type = find_tile(game, line);
    if (type < 0)
        return 0;
    if ((rc = hunters_game_draw(game, type)) != HUNTERS_OK) {
        printf("%s: %s\n", hunters_strerror(rc), hunters_game_errmsg(game));
        return 0;
    }
    return 1;
}

static const char usage[] = "usage: example-table [-h|--help] [PLAYERS]   (PLAYERS 1 to %d, default 2)\n";

/* Standard output flushed and checked, last: the exit status, 0, or 1
 * after saying that a write failed. */
static int finish_stdout(void)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "example-table: cannot write to standard output\n");
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    hunters_game_options options;
    hunters_game_options_init(&options);
    options.draw_mode = HUNTERS_DRAW_CALLER; /* the game waits for each tile drawn */
    if (argc == 2 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
        /* asked for, as the other tools take it: on standard output, no error */
        printf(usage, HUNTERS_MAX_PLAYERS);
        return finish_stdout();
    }
    if (argc == 2) {
        /* digits alone: strtol() would also take " 2" and "+2" */
        size_t digits = strspn(argv[1], "0123456789");
        long players = digits > 0 && !argv[1][digits] ? strtol(argv[1], NULL, 10) : 0; /* too large: LONG_MAX */
        options.players = players >= 1 && players <= HUNTERS_MAX_PLAYERS ? (int32_t)players : 0;
        if (!options.players)
            fprintf(stderr, "example-table: PLAYERS needs a whole number from 1 to %d, not '%s'\n",
                    HUNTERS_MAX_PLAYERS, argv[1]);
    }
    if (argc > 2) /* said, not the usage alone; the empty word as '' */
        fprintf(stderr, "example-table: one argument at most, PLAYERS, not also '%s'\n", argv[2]);
    if (argc > 2 || options.players == 0) {
        fprintf(stderr, usage, HUNTERS_MAX_PLAYERS);
        return 2;
    }
    hunters_game *game;
    hunters_error error;
    if (hunters_game_new(&game, &options, &error) != HUNTERS_OK) {
        fprintf(stderr, "example-table: %s\n", error.message);
        return 1;
    }
    int shown = 0;
    print_events(game, &shown);
    print_state(game);
    char line[256];
    /* read on after the end: the last entry mistyped is undone there too */
    while (fgets(line, sizeof line, stdin)) {
        size_t length = strcspn(line, "\r\n");
        if (line[length] == '\0' && !feof(stdin)) {
            printf("that line is too long\n");
            int c;
            while ((c = getchar()) != EOF && c != '\n')
                continue;
            continue;
        }
        line[strcspn(line, "#\r\n")] = '\0'; /* a comment, as in a record, is no part of the entry */
        /* as a person types it: tabs and runs of spaces as one space, none at
         * either end (hunters_move_parse() takes only its own form) */
        length = 0;
        for (size_t i = 0; line[i]; i++) {
            char c = line[i];
            if (c != ' ' && c != '\t')
                line[length++] = c;
            else if (length > 0 && line[length - 1] != ' ')
                line[length++] = ' ';
        }
        if (length > 0 && line[length - 1] == ' ')
            length--;
        line[length] = '\0';
        if (length == 0)
            continue;
        printf("> %s\n", line);
        if (!enter(game, line))
            continue;
        if (hunters_game_event_count(game) < shown)
            shown = hunters_game_event_count(game); /* an undo: the log was cut back */
        print_events(game, &shown);
        print_state(game);
        if (hunters_game_phase(game) == HUNTERS_PHASE_OVER) {
            printf("final scores:\n");
            for (int p = 0; p < hunters_game_player_count(game); p++)
                printf("  player %d: %d points, place %d\n", p + 1, hunters_game_score(game, p),
                       hunters_game_rank(game, p));
        }
    }
    if (hunters_game_phase(game) != HUNTERS_PHASE_OVER)
        printf("the game is not over\n");
    hunters_game_free(game);
    return finish_stdout();
}
