/* Taking back decisions (hunters_game_undo) by replaying from the start.
 *
 * The event log already holds every decision in order: each placement,
 * deployment and pass, and in caller draw mode each draw (the record
 * writer reads the same log). So undo keeps no history of its own: it finds
 * the last decision's event, restarts the game and replays the decisions
 * before it. The cost is one replay, O(decisions so far) -- a few tens of
 * microseconds for a whole game -- and no memory beyond the game's, so
 * nothing is allocated. A replay of the same decisions rewrites the log
 * with the same events (the engine is deterministic), which is why the
 * decisions can be read from the log while it is being rewritten: each is
 * read before the replay reaches its index. */
#include "game.h"

/* Whether event e is a decision of a caller, and which. */
static int is_decision(const hunters_game *g, const hu_event *e)
{
    switch (e->type) {
    case HUNTERS_EVENT_TILE_PLACED:
        return e->player >= 0; /* not the start tile */
    case HUNTERS_EVENT_PIECE_DEPLOYED:
    case HUNTERS_EVENT_PASSED:
        return 1;
    case HUNTERS_EVENT_TILE_DRAWN:
    case HUNTERS_EVENT_BONUS_DRAWN:
        return g->options.draw_mode == HUNTERS_DRAW_CALLER;
    default:
        return 0;
    }
}

static int last_decision(const hunters_game *g)
{
    for (int i = g->event_count - 1; i >= 0; i--)
        if (is_decision(g, &g->events[i]))
            return i;
    return -1;
}

int hu_replay_decision(hunters_game *g, const hunters_event *e, int by_generator)
{
    switch (e->type) {
    case HUNTERS_EVENT_TILE_DRAWN:
    case HUNTERS_EVENT_BONUS_DRAWN:
        return by_generator ? hunters_game_draw_random(g) : hunters_game_draw(g, e->tile_type);
    case HUNTERS_EVENT_TILE_PLACED:
        return e->player < 0 ? HUNTERS_OK /* the start tile */
                             : hunters_game_play(g, hunters_move_place(e->x, e->y, e->rotation));
    case HUNTERS_EVENT_PIECE_DEPLOYED:
        return hunters_game_play(g, hunters_move_deploy(e->area, e->piece));
    case HUNTERS_EVENT_PASSED:
        return hunters_game_play(g, hunters_move_pass());
    default:
        return HUNTERS_OK; /* what follows from the moves and draws */
    }
}

/* Why undo cannot replay this game, or NULL when it can. */
static const char *unreplayable(const hunters_game *g)
{
    if (g->event_limit == 0)
        return "undo replays the event log, and this game's log was dropped (hunters_game_drop_log)";
    if (g->s.rng_replaced)
        return "undo cannot replay this game: its generator was set anew (by hunters_game_redetermine, "
               "hunters_ml_set_caller_draws, or a record whose generator line does not match its draws)";
    return NULL;
}

int hunters_game_undo(hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    const char *why = unreplayable(game);
    if (why)
        return hu_game_reject(game, HUNTERS_EPHASE, "%s", why);
    int target = last_decision(game);
    if (target < 0)
        return hu_game_reject(game, HUNTERS_EPHASE, "nothing to undo: no decision has been made");
    int logged = game->event_count;
    hu_game_restart(game);
    for (int i = 0; i < target && i < logged; i++)
        if (is_decision(game, &game->events[i])) {
            hunters_event e; /* a copy: the log is rewritten under it */
            hu_event_expand(game, &game->events[i], &e);
            hu_replay_decision(game, &e, hu_event_flags(&game->events[i]) & HU_EVENT_ENGINE_DRAW);
        }
    game->errmsg[0] = '\0';
    return HUNTERS_OK;
}

int hunters_game_decision_count(const hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (unreplayable(game))
        return 0; /* undo refuses such a game */
    int n = 0;
    for (int i = 0; i < game->event_count; i++)
        n += is_decision(game, &game->events[i]);
    return n;
}
