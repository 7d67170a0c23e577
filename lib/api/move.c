/* Moves as 64-bit values: kind in bits 0-3, rotation 4-5, area 8-15,
 * piece 16-19, x 32-47 and y 48-63 (two's complement int16); the encoders
 * are hu_place_move() and hu_deploy_move() of game.h. Every other bit is
 * zero in a valid move: a value with stray bits, or the 0 that the
 * constructors return for out-of-range arguments, is no move (kind 0). */
#include <string.h>

#include "game.h"
#include "util/text.h"

hunters_move hunters_move_place(int x, int y, int rotation)
{
    if (x < INT16_MIN || x > INT16_MAX || y < INT16_MIN || y > INT16_MAX || rotation < 0 || rotation > 3)
        return 0;
    return hu_place_move(x, y, rotation);
}

hunters_move hunters_move_deploy(int area, int piece)
{
    if (area < 0 || area > 255 || (piece != HUNTERS_PIECE_MEMBER && piece != HUNTERS_PIECE_HUT))
        return 0;
    return hu_deploy_move(area, piece);
}

hunters_move hunters_move_pass(void)
{
    return (hunters_move)HUNTERS_MOVE_PASS;
}

int hunters_move_kind(hunters_move move)
{
    return hu_move_kind(move);
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
    return hunters_move_kind(move) == HUNTERS_MOVE_PLACE ? (int)((move >> 4) & 3) : 0;
}

int hunters_move_area(hunters_move move)
{
    return hunters_move_kind(move) == HUNTERS_MOVE_DEPLOY ? (int)((move >> 8) & 0xff) : 0;
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
                       hunters_move_piece(move) == HUNTERS_PIECE_HUT ? "hut" : "member");
        break;
    case HUNTERS_MOVE_PASS:
        hu_sink_put(&text, "pass");
        break;
    default:
        hu_sink_put(&text, "invalid");
    }
    return hu_sink_finish(&text);
}

/* The strict reader: exactly the text hunters_move_format() writes. */

/* Skips a literal; NULL if the text does not start with it. */
static const char *expect(const char *text, const char *literal)
{
    size_t n = strlen(literal);
    return strncmp(text, literal, n) == 0 ? text + n : NULL;
}

/* A decimal integer as printed by "%d": an optional '-' (not before 0),
 * then 0 or digits without a leading zero, within [min, max]. Returns the
 * text after it, or NULL. */
static const char *integer(const char *text, long min, long max, long *value)
{
    if (!text)
        return NULL;
    int negative = *text == '-';
    const char *p = text + negative;
    if (*p < '0' || *p > '9' || (*p == '0' && (negative || (p[1] >= '0' && p[1] <= '9'))))
        return NULL;
    long v = 0, limit = negative ? -min : max;
    for (; *p >= '0' && *p <= '9'; p++) {
        v = 10 * v + (*p - '0');
        if (v > limit) /* stops before v can overflow: limit is far below LONG_MAX / 10 */
            return NULL;
    }
    *value = negative ? -v : v;
    return p;
}

static int parse_place(const char *p, hunters_move *out)
{
    long x, y, r;
    p = integer(expect(p, " "), INT16_MIN, INT16_MAX, &x);
    p = integer(p ? expect(p, " ") : NULL, INT16_MIN, INT16_MAX, &y);
    p = p ? expect(p, " r") : NULL;
    if (!p || *p < '0' || *p > '3' || p[1] != '\0')
        return HUNTERS_EPARSE;
    r = *p - '0';
    *out = hunters_move_place((int)x, (int)y, (int)r);
    return HUNTERS_OK;
}

static int parse_deploy(const char *p, hunters_move *out)
{
    long area;
    p = integer(expect(p, " "), 0, 255, &area);
    if (!p)
        return HUNTERS_EPARSE;
    int piece = strcmp(p, " member") == 0 ? HUNTERS_PIECE_MEMBER : strcmp(p, " hut") == 0 ? HUNTERS_PIECE_HUT : 0;
    if (!piece)
        return HUNTERS_EPARSE;
    *out = hunters_move_deploy((int)area, piece);
    return HUNTERS_OK;
}

int hunters_move_parse(const char *text, hunters_move *out)
{
    if (!out)
        return HUNTERS_EINVAL;
    *out = 0;
    if (!text)
        return HUNTERS_EINVAL;
    const char *rest;
    if ((rest = expect(text, "place")) != NULL)
        return parse_place(rest, out);
    if ((rest = expect(text, "deploy")) != NULL)
        return parse_deploy(rest, out);
    if (strcmp(text, "pass") == 0) {
        *out = hunters_move_pass();
        return HUNTERS_OK;
    }
    return HUNTERS_EPARSE;
}
