/* The rule options of hunters_game_options as NAME=VALUE text, shared by the
 * frontends (hunters-sim -o, hunters-play -o): one table,
 * so every frontend offers every option (doc/rules.md explains them). */
#ifndef HUNTERS_TOOLS_RULE_OPTIONS_H
#define HUNTERS_TOOLS_RULE_OPTIONS_H

#include <stddef.h>
#include <stdio.h>

#include <hunters.h>

#include "common/number.h" /* parse_whole_number() for the frontends' other flags */

/* RULE_OPTION_NO_VALUE: a known NAME without "=VALUE" (as "-o forest-value
 * segment" gives, the record line's spelling), said apart from an unknown
 * name so the message can show the form. */
enum { RULE_OPTION_OK = 0, RULE_OPTION_UNKNOWN = -1, RULE_OPTION_BAD_VALUE = -2, RULE_OPTION_NO_VALUE = -3 };


/* Applies "NAME=VALUE" to @p options: RULE_OPTION_OK, or why not. NAME
 * is the records' spelling (forest-value), or the same with '_' for '-'
 * (forest_value, as Python and Lua spell it); table-width and
 * table-height set one side of table=WxH. */
int rule_option_set(hunters_game_options *options, const char *name_equals_value);

/* The values that "NAME=VALUE" (or NAME alone) may take, as
 * rule_options_list() shows them ("tile|segment", "0..99"), for the
 * message of a bad value; NULL for an unknown name. Static text. */
const char *rule_option_values(const char *name_equals_value);
/* The fields of hunters_game_options that "NAME=VALUE" (or NAME alone)
 * sets, as bits: two settings that share a bit set the same field
 * (table=WxH shares one with table-width and one with table-height,
 * forest_value one with forest-value); 0 for an unknown name. */
unsigned rule_option_fields(const char *name_equals_value);

/* The options that differ from hunters_game_options_init()'s, as
 * " NAME=VALUE" each, in the order of the list: two sets of options that
 * play the same games give the same text whatever order or explicit
 * defaults set them. Returns 0, or -1 when the text does not fit in size
 * bytes (never cut short silently). */
int rule_options_canonical(const hunters_game_options *options, char *buffer, size_t size);

/* The options among @p fields (bits of rule_option_fields()) as " NAME=VALUE"
 * each, in the order of the list, by the canonical names and values: a
 * label of what a list of settings set, whatever its spelling or order
 * (table=WxH when both sides are among the fields, table-width=W or
 * table-height=H for one). 0, or -1 when it does not fit in size bytes. */
int rule_options_describe(const hunters_game_options *options, unsigned fields, char *buffer, size_t size);

/* Writes one line per option: name, allowed values, what it does. */
void rule_options_list(FILE *out);

#endif
