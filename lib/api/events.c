/* Reading the event log, and describing events in English. */
#include <stdarg.h>

#include "game.h"
#include "util/attributes.h"
#include "util/text.h"

int hunters_game_event_count(const hunters_game *game)
{
    return game ? game->event_count : HUNTERS_EINVAL;
}

int hunters_game_drop_log(hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    game->event_count = game->event_limit = 0;
    return HUNTERS_OK;
}

void hu_event_expand(const hunters_game *game, const hu_event *e, hunters_event *out)
{
    out->type = e->type;
    out->player = e->player;
    if (hu_event_of_area(e->type)) {
        const hu_placed *tile = &game->placed[e->placed];
        out->tile_type = tile->type;
        out->x = tile->x;
        out->y = tile->y;
        out->points = hu_event_points(e);
    } else {
        out->tile_type = e->tile_type == HU_NONE ? -1 : e->tile_type;
        out->x = e->x;
        out->y = e->y;
        out->points = 0;
    }
    out->rotation = e->rotation == 0xff ? -1 : e->rotation;
    out->area = e->area == 0xff ? -1 : e->area;
    out->piece = hu_event_piece(e) ? hu_event_piece(e) : -1;
    out->role = hu_event_role(e);
    out->reason = e->reason;
    out->reserved = 0;
}

int hunters_game_event(const hunters_game *game, int index, hunters_event *out)
{
    if (!game || !out)
        return HUNTERS_EINVAL;
    if (index < 0 || index >= game->event_count)
        return HUNTERS_ERANGE;
    hu_event_expand(game, &game->events[index], out);
    return HUNTERS_OK;
}

static const char *feature_word(int reason)
{
    switch (reason) {
    case HUNTERS_REASON_FOREST: return "forest";
    case HUNTERS_REASON_RIVER: return "river";
    case HUNTERS_REASON_HUTS: return "river system";
    case HUNTERS_REASON_MEADOW: return "meadow";
    default: return "feature";
    }
}

const char *hu_role_word(int role)
{
    switch (role) {
    case HUNTERS_ROLE_GATHERER: return "gatherer";
    case HUNTERS_ROLE_FISHER: return "fisher";
    case HUNTERS_ROLE_HUNTER: return "hunter";
    case HUNTERS_ROLE_HUT: return "hut";
    default: return "piece";
    }
}

HU_PRINTF(3, 4) static size_t put(char *buffer, size_t size, const char *fmt, ...);

static size_t put(char *buffer, size_t size, const char *fmt, ...)
{
    hu_text_sink sink;
    hu_sink_init(&sink, buffer, size);
    va_list ap;
    va_start(ap, fmt);
    hu_sink_vprintf(&sink, fmt, ap);
    va_end(ap);
    return hu_sink_finish(&sink);
}

size_t hunters_event_format(const hunters_game *game, const hunters_event *e, char *buffer, size_t size)
{
    if (!game || !e)
        return put(buffer, size, "%s", "");
    const char *tile = hunters_tileset_type_name(game->ts, e->tile_type);
    if (!tile)
        tile = "?";
    /* people count players from 1: index 0 is "player 1" (the event keeps
     * its index; long long: a caller's event may hold any int) */
    long long p = (long long)e->player + 1;
    switch (e->type) {
    case HUNTERS_EVENT_TURN:
        return put(buffer, size, "player %lld begins a turn", p);
    case HUNTERS_EVENT_TILE_DRAWN:
        return put(buffer, size, "player %lld drew %s", p, tile);
    case HUNTERS_EVENT_TILE_REMOVED:
        return put(buffer, size, "%s fits nowhere and is removed; player %lld draws again", tile, p);
    case HUNTERS_EVENT_TILE_PLACED:
        if (e->player < 0)
            return put(buffer, size, "start tile %s placed at (%d,%d)", tile, e->x, e->y);
        return put(buffer, size, "player %lld placed %s at (%d,%d) rotation %d", p, tile, e->x, e->y, e->rotation);
    case HUNTERS_EVENT_PIECE_DEPLOYED:
        return put(buffer, size, "player %lld deployed a %s on area %d of (%d,%d)", p, hu_role_word(e->role), e->area,
                   e->x, e->y);
    case HUNTERS_EVENT_FEATURE_COMPLETED:
        return put(buffer, size, "the %s at (%d,%d) area %d is complete, worth %d", feature_word(e->reason), e->x,
                   e->y, e->area, e->points);
    case HUNTERS_EVENT_POINTS:
        return put(buffer, size, "player %lld scores %d for the %s at (%d,%d) area %d", p, e->points,
                   feature_word(e->reason), e->x, e->y, e->area);
    case HUNTERS_EVENT_PIECE_RETURNED:
        return put(buffer, size, "player %lld's %s returns from (%d,%d) area %d%s", p, hu_role_word(e->role), e->x,
                   e->y, e->area, e->reason == HUNTERS_REASON_END ? " without points" : "");
    case HUNTERS_EVENT_BONUS_DRAWN:
        return put(buffer, size, "player %lld drew bonus tile %s", p, tile);
    case HUNTERS_EVENT_BONUS_DISCARDED:
        return put(buffer, size, "bonus tile %s fits nowhere and is discarded", tile);
    case HUNTERS_EVENT_FINAL_FEATURE:
        return put(buffer, size, "final scoring: the %s at (%d,%d) area %d is worth %d", feature_word(e->reason),
                   e->x, e->y, e->area, e->points);
    case HUNTERS_EVENT_GAME_OVER:
        return put(buffer, size, "game over");
    case HUNTERS_EVENT_PASSED:
        return put(buffer, size, "player %lld deployed nothing on (%d,%d)", p, e->x, e->y);
    default:
        return put(buffer, size, "unknown event %d", e->type);
    }
}
