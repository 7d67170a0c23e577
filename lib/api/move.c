/* Moves as 64-bit values: kind in bits 0-3, rotation 4-5, area 8-15,
 * piece 16-19, x 32-47 and y 48-63 (two's complement int16); the encoders
 * are hu_place_move() and hu_deploy_move() of game.h. */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "util/text.h"

hunters_move hunters_move_place(int x, int y, int rotation)
{
    return hu_place_move(x, y, rotation);
}

hunters_move hunters_move_deploy(int area, int piece)
{
    return hu_deploy_move(area, piece);
}

hunters_move hunters_move_pass(void)
{
    return (hunters_move)HUNTERS_MOVE_PASS;
}

int hunters_move_kind(hunters_move move)
{
    int kind = (int)(move & 0xf);
    return kind >= HUNTERS_MOVE_PLACE && kind <= HUNTERS_MOVE_PASS ? kind : 0;
}

int hunters_move_x(hunters_move move)
{
    return hunters_move_kind(move) == HUNTERS_MOVE_PLACE ? (int16_t)(uint16_t)(move >> 32) : 0;
}

int hunters_move_y(hunters_move move)
{
    return hunters_move_kind(move) == HUNTERS_MOVE_PLACE ? (int16_t)(uint16_t)(move >> 48) : 0;
}

int hunters_move_rotation(hunters_move move)
{
    return (int)((move >> 4) & 3);
}

int hunters_move_area(hunters_move move)
{
    return (int)((move >> 8) & 0xff);
}

int hunters_move_piece(hunters_move move)
{
    return hunters_move_kind(move) == HUNTERS_MOVE_DEPLOY ? (int)((move >> 16) & 0xf) : 0;
}

size_t hunters_move_format(hunters_move move, char *buffer, size_t size)
{
    hu_text_sink text;
    hu_sink_init(&text, buffer, size);
    switch (hunters_move_kind(move)) {
    case HUNTERS_MOVE_PLACE:
        hu_sink_printf(&text, "place %d %d r%d", hunters_move_x(move), hunters_move_y(move),
                       hunters_move_rotation(move));
        break;
    case HUNTERS_MOVE_DEPLOY:
        hu_sink_printf(&text, "deploy %d %s", hunters_move_area(move),
                       hunters_move_piece(move) == HUNTERS_PIECE_HUT ? "hut"
                       : hunters_move_piece(move) == HUNTERS_PIECE_MEMBER ? "member" : "?");
        break;
    case HUNTERS_MOVE_PASS:
        hu_sink_put(&text, "pass");
        break;
    default:
        hu_sink_put(&text, "invalid");
    }
    return hu_sink_finish(&text);
}

int hunters_move_parse(const char *text, hunters_move *out)
{
    if (!text || !out)
        return HUNTERS_EINVAL;
    int x, y, r, area, used = 0;
    char piece[8];
    if (sscanf(text, "place %d %d r%d%n", &x, &y, &r, &used) == 3 && text[used] == '\0' &&
        r >= 0 && r <= 3 && x >= INT16_MIN && x <= INT16_MAX && y >= INT16_MIN && y <= INT16_MAX) {
        *out = hunters_move_place(x, y, r);
        return HUNTERS_OK;
    }
    if (sscanf(text, "deploy %d %7s%n", &area, piece, &used) == 2 && text[used] == '\0' &&
        area >= 0 && area <= 255) {
        if (strcmp(piece, "member") == 0 || strcmp(piece, "hut") == 0) {
            *out = hunters_move_deploy(area, piece[0] == 'h' ? HUNTERS_PIECE_HUT : HUNTERS_PIECE_MEMBER);
            return HUNTERS_OK;
        }
    }
    if (strcmp(text, "pass") == 0) {
        *out = hunters_move_pass();
        return HUNTERS_OK;
    }
    return HUNTERS_EPARSE;
}
