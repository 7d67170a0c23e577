/* The rule options as NAME=VALUE text (see rule_options.h). */
#include "rule_options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct rule_option {
    const char *name, *values, *help;
    int (*set)(hunters_game_options *o, const char *value);
    /* the value as set() reads it back */
    void (*show)(const hunters_game_options *o, char *buffer, size_t size);
} rule_option;

/* One of two words, stored as 0 or 1 (every two-way option's values). */
static int parse_choice(const char *text, const char *zero, const char *one, int32_t *out)
{
    if (!strcmp(text, zero))
        *out = 0;
    else if (!strcmp(text, one))
        *out = 1;
    else
        return -1;
    return 0;
}

static int set_members(hunters_game_options *o, const char *v) { return parse_whole_number(v, 0, 99, &o->members); }
static int set_huts(hunters_game_options *o, const char *v) { return parse_whole_number(v, 0, 99, &o->huts); }
static int set_first(hunters_game_options *o, const char *v)
{
    return parse_whole_number(v, 0, HUNTERS_MAX_PLAYERS - 1, &o->first_player);
}
static int set_bonus_rule(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "redraw", "forfeit", &o->bonus_rule);
}
static int set_draw_mode(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "engine", "caller", &o->draw_mode);
}
static int set_last_bonus(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "played", "skipped", &o->last_bonus);
}
static int set_forest_value(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "tile", "segment", &o->forest_value);
}
static int set_mushroom_value(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "patch", "tile", &o->mushroom_value);
}
static int set_lake_huts(hunters_game_options *o, const char *v)
{
    return parse_choice(v, "allowed", "forbidden", &o->lake_huts);
}
static void show_number(int32_t value, char *buffer, size_t size) { snprintf(buffer, size, "%d", (int)value); }
static void show_choice(int32_t value, const char *zero, const char *one, char *buffer, size_t size)
{
    snprintf(buffer, size, "%s", value == 0 ? zero : value == 1 ? one : "?");
}
static void show_members(const hunters_game_options *o, char *b, size_t n) { show_number(o->members, b, n); }
static void show_huts(const hunters_game_options *o, char *b, size_t n) { show_number(o->huts, b, n); }
static void show_first(const hunters_game_options *o, char *b, size_t n) { show_number(o->first_player, b, n); }
static void show_bonus_rule(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->bonus_rule, "redraw", "forfeit", b, n);
}
static void show_draw_mode(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->draw_mode, "engine", "caller", b, n);
}
static void show_last_bonus(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->last_bonus, "played", "skipped", b, n);
}
static void show_forest_value(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->forest_value, "tile", "segment", b, n);
}
static void show_mushroom_value(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->mushroom_value, "patch", "tile", b, n);
}
static void show_lake_huts(const hunters_game_options *o, char *b, size_t n)
{
    show_choice(o->lake_huts, "allowed", "forbidden", b, n);
}
static void show_table(const hunters_game_options *o, char *b, size_t n)
{
    if (o->table_width == 0 && o->table_height == 0)
        snprintf(b, n, "0");
    else
        snprintf(b, n, "%dx%d", (int)o->table_width, (int)o->table_height);
}

/* WxH, or 0 for an unbounded table; a side of 0 has no limit (as
 * table-width and table-height, and the library, allow) */
static int set_table(hunters_game_options *o, const char *v)
{
    if (!strcmp(v, "0")) {
        o->table_width = o->table_height = 0;
        return 0;
    }
    const char *x = strchr(v, 'x');
    if (!x || x == v || x - v > 5)
        return -1;
    char width[8];
    memcpy(width, v, (size_t)(x - v));
    width[x - v] = '\0';
    int32_t w, h;
    if (parse_whole_number(width, 0, 32767, &w) || parse_whole_number(x + 1, 0, 32767, &h))
        return -1;
    o->table_width = w;
    o->table_height = h;
    return 0;
}

/* Adding a rule option of hunters_game_options is adding a row here. */
static const rule_option rule_options[] = {
    {"members", "0..99", "tribe members per player (R1.2)", set_members, show_members},
    {"huts", "0..99", "huts per player (R1.2)", set_huts, show_huts},
    {"first-player", "0..7", "the seat that plays first (R3.7)", set_first, show_first},
    {"bonus-rule", "redraw|forfeit", "a bonus tile that fits nowhere (R6.5)", set_bonus_rule, show_bonus_rule},
    {"draw-mode", "engine|caller", "who draws (caller: the frontend draws at random)", set_draw_mode, show_draw_mode},
    {"last-bonus", "played|skipped", "a bonus tile earned by the last land tile (R8.1)", set_last_bonus,
     show_last_bonus},
    {"forest-value", "tile|segment", "2 points per forest tile or per forest area (R5.3)", set_forest_value,
     show_forest_value},
    {"mushroom-value", "patch|tile", "2 points per mushroom patch or per tile with mushrooms (R5.3)",
     set_mushroom_value, show_mushroom_value},
    {"lake-huts", "allowed|forbidden", "huts on a lake with no river (R7.1)", set_lake_huts, show_lake_huts},
    {"table", "WxH|0", "the placed tiles span at most W columns and H rows, 0 no limit (R3.2)", set_table,
     show_table},
};
enum { RULE_OPTIONS = sizeof rule_options / sizeof rule_options[0] };

/* Whether the length bytes at text spell name, '_' taken for '-': the
 * canonical names are the records' (forest-value); Python's and Lua's
 * keywords (forest_value) are accepted too. */
static int spells(const char *text, size_t length, const char *name)
{
    if (strlen(name) != length)
        return 0;
    for (size_t i = 0; i < length; i++)
        if (text[i] != name[i] && !(text[i] == '_' && name[i] == '-'))
            return 0;
    return 1;
}

/* table-width=W and table-height=H, the two fields of table=WxH by the
 * names of hunters_game_options (as Python and Lua spell them). */
static int set_table_side(hunters_game_options *o, const char *text, size_t length, const char *value)
{
    int width = spells(text, length, "table-width");
    if (!width && !spells(text, length, "table-height"))
        return RULE_OPTION_UNKNOWN;
    int32_t side;
    if (parse_whole_number(value, 0, 32767, &side))
        return RULE_OPTION_BAD_VALUE;
    *(width ? &o->table_width : &o->table_height) = side;
    return RULE_OPTION_OK;
}

int rule_option_set(hunters_game_options *options, const char *text)
{
    const char *eq = strchr(text, '=');
    if (!eq)
        return rule_option_values(text) ? RULE_OPTION_NO_VALUE : RULE_OPTION_UNKNOWN;
    size_t length = (size_t)(eq - text);
    for (int i = 0; i < RULE_OPTIONS; i++)
        if (spells(text, length, rule_options[i].name))
            return rule_options[i].set(options, eq + 1) ? RULE_OPTION_BAD_VALUE : RULE_OPTION_OK;
    return set_table_side(options, text, length, eq + 1);
}

const char *rule_option_values(const char *text)
{
    const char *eq = strchr(text, '=');
    size_t length = eq ? (size_t)(eq - text) : strlen(text);
    for (int i = 0; i < RULE_OPTIONS; i++)
        if (spells(text, length, rule_options[i].name))
            return rule_options[i].values;
    if (spells(text, length, "table-width") || spells(text, length, "table-height"))
        return "0..32767";
    return NULL;
}

unsigned rule_option_fields(const char *text)
{
    const char *eq = strchr(text, '=');
    size_t length = eq ? (size_t)(eq - text) : strlen(text);
    unsigned width = 1u << RULE_OPTIONS, height = 1u << (RULE_OPTIONS + 1);
    if (spells(text, length, "table"))
        return width | height;
    if (spells(text, length, "table-width"))
        return width;
    if (spells(text, length, "table-height"))
        return height;
    for (int i = 0; i < RULE_OPTIONS; i++)
        if (spells(text, length, rule_options[i].name))
            return 1u << i;
    return 0;
}

/* Appends " NAME=VALUE" at buffer + *used; -1 when it does not fit. */
static int append_setting(char *buffer, size_t size, size_t *used, const char *name, const char *value)
{
    int n = snprintf(buffer + *used, size - *used, " %s=%s", name, value);
    if (n < 0 || (size_t)n >= size - *used) {
        buffer[*used] = '\0';
        return -1;
    }
    *used += (size_t)n;
    return 0;
}

int rule_options_describe(const hunters_game_options *options, unsigned fields, char *buffer, size_t size)
{
    unsigned width = 1u << RULE_OPTIONS, height = 1u << (RULE_OPTIONS + 1);
    size_t used = 0;
    buffer[0] = '\0';
    for (int i = 0; i < RULE_OPTIONS; i++) {
        char value[32];
        unsigned bits = rule_option_fields(rule_options[i].name);
        if (bits == (width | height) && (fields & bits) && (fields & bits) != bits) {
            /* one side of the table: by its own name (the other is the base's) */
            int by_width = (fields & width) != 0;
            snprintf(value, sizeof value, "%d", (int)(by_width ? options->table_width : options->table_height));
            if (append_setting(buffer, size, &used, by_width ? "table-width" : "table-height", value))
                return -1;
            continue;
        }
        if ((fields & bits) != bits)
            continue;
        rule_options[i].show(options, value, sizeof value);
        if (append_setting(buffer, size, &used, rule_options[i].name, value))
            return -1;
    }
    return 0;
}

int rule_options_canonical(const hunters_game_options *options, char *buffer, size_t size)
{
    hunters_game_options defaults;
    hunters_game_options_init(&defaults);
    size_t used = 0;
    buffer[0] = '\0';
    for (int i = 0; i < RULE_OPTIONS; i++) {
        char value[32], default_value[32];
        rule_options[i].show(options, value, sizeof value);
        rule_options[i].show(&defaults, default_value, sizeof default_value);
        if (!strcmp(value, default_value))
            continue;
        if (append_setting(buffer, size, &used, rule_options[i].name, value))
            return -1;
    }
    return 0;
}

void rule_options_list(FILE *out)
{
    for (int i = 0; i < RULE_OPTIONS; i++)
        fprintf(out, "  %-15s %-18s %s\n", rule_options[i].name, rule_options[i].values, rule_options[i].help);
    fprintf(out, "  %-15s %-18s %s\n", "table-width", "0..32767", "the table's columns alone (0: no limit)");
    fprintf(out, "  %-15s %-18s %s\n", "table-height", "0..32767", "the table's rows alone (0: no limit)");
    fprintf(out, "(a name may be written with '_' for '-', as Python and Lua spell it: forest_value=segment)\n");
}
