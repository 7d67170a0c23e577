/* Advice as text for a person: the turn, what the piece would stand on,
 * and the search's figures. */
#include "bots/bots.h"
#include "util/text.h"

static const char *const kind_words[] = {"", "a forest", "a river", "a lake", "a meadow"};
static const char *const item_words[10][2] = {
    {"fish", "fish"},         {"gold nugget", "gold nuggets"}, {"mushroom patch", "mushroom patches"},
    {"deer", "deer"},         {"mammoth", "mammoths"},         {"tiger", "tigers"},
    {"aurochs", "aurochs"},   {"fire", "fires"},               {"dolmen", "dolmens"},
    {"volcano", "volcanoes"}};

static void put_move(hu_text_sink *sink, hunters_move move)
{
    char text[32];
    hunters_move_format(move, text, sizeof text);
    hu_sink_put(sink, text);
}

/* "hunter on a meadow (area 2: 3 deer, 1 tiger)", or "pass": the area
 * number tells apart two deployments on like features of one tile. */
static void put_deployment(hu_text_sink *sink, const hunters_advice *a)
{
    if (hunters_move_kind(a->deploy) != HUNTERS_MOVE_DEPLOY) {
        hu_sink_put(sink, "pass");
        return;
    }
    int kind = a->area_kind >= 0 && a->area_kind <= 4 ? a->area_kind : 0;
    hu_sink_printf(sink, "%s on %s (area %d", hu_role_word(a->role), kind ? kind_words[kind] : "an area",
                   hunters_move_area(a->deploy));
    int listed = 0;
    for (int i = 0; i < 10; i++) {
        if (a->items[i] <= 0)
            continue;
        hu_sink_printf(sink, "%s%d %s", listed++ ? ", " : ": ", (int)a->items[i], item_words[i][a->items[i] != 1]);
    }
    hu_sink_put(sink, ")");
}

size_t hunters_advice_format(const hunters_advice *advice, char *buffer, size_t size)
{
    hu_text_sink sink;
    hu_sink_init(&sink, buffer, size);
    if (!advice)
        return hu_sink_finish(&sink);
    if (advice->place) {
        put_move(&sink, advice->place);
        hu_sink_put(&sink, ", ");
    }
    put_deployment(&sink, advice);
    const char *plural = advice->visits == 1 ? "" : "s"; /* greedy advice: "1 visit" */
    /* one double a printf: a sink's printf formats at most 511 bytes, and
     * the caller's double may take 310 (two in one were cut, the length
     * with them) */
    hu_sink_printf(&sink, ": %d visit%s, mean %+.1f", (int)advice->visits, plural, advice->mean);
    if (advice->wins >= 0) /* searched: a share of wins is known */
        hu_sink_printf(&sink, ", wins %.0f%%", advice->wins * 100);
    return hu_sink_finish(&sink);
}
