-- LuaJIT FFI bindings for libhunters, the rules engine for Carcassonne:
-- Hunters and Gatherers (see doc/lua.md).
--
--   local hunters = require("hunters")
--   local game = assert(hunters.Game.new{ players = 2, seed = 7 })
--   while true do
--     local moves = game:legal_moves()
--     if #moves == 0 then break end
--     assert(game:play(moves[math.random(#moves)]))
--   end
--   print(game:score(0), game:score(1), tostring(game:events()[1]))
--
-- The library is looked for, in order, at $HUNTERS_LIBRARY (an override:
-- when set, the only place tried, and require() fails if it does not load),
-- in the libdir configured at installation (make install writes it into the
-- line below), as the SONAME libhunters.so.0 on the dynamic linker's search
-- path, and as "hunters"; require() fails with every place tried.
--
-- Calls that can fail return nil and a message (OpenResty style), including
-- every method of a closed Game or TileSet and every argument that would
-- not reach C unchanged (a non-integer, an out-of-range number, a string
-- with a NUL byte, an unknown option).
local ffi = require("ffi")

-- The standard library as it is at the load (copies of the library tables,
-- by require: a sandbox may have removed the globals; string methods are
-- called through the copy, not as s:match()): a caller's later replacement
-- or removal of a global or a library's field (collectgarbage, type,
-- string.format, math.random, ...) changes nothing here. They were looked
-- up at each call: a replacement was called by the module, and a removal
-- made its calls raise.
local type, tostring, tonumber, getmetatable, setmetatable = type, tostring, tonumber, getmetatable, setmetatable
local rawget, rawequal, next, pairs, ipairs, error, unpack = rawget, rawequal, next, pairs, ipairs, error, unpack
local collectgarbage = collectgarbage
local function copy(library)
  local t, name, value = {}, next(library)
  while name ~= nil do -- (no pairs() loop: see unknown_key)
    t[name] = value
    name, value = next(library, name)
  end
  return t
end
local string, table, math, os = copy(require("string")), copy(require("table")), copy(require("math")),
                                copy(require("os"))
-- (LuaJIT's bit too: tostring() of a game or set, tiles_left() and the
-- seeds of a VectorEnv's games call it)
local bit = copy(require("bit"))
-- io only where there is one: a sandbox may have none at all (not even in
-- package.loaded), and the module reads files only for VectorEnv.new's
-- memory check, made without them as where the system tells nothing (a
-- require of io made such a sandbox's require of the module fail)
local has_io, io_library = pcall(require, "io")
local io = copy(has_io and type(io_library) == "table" and io_library or {})
local jit = require("jit") -- (jit.off at the load: a sandbox may have removed the global)

local CONFIGURED_LIBDIR = nil -- make install replaces this line
local SONAME = "libhunters.so.0"

ffi.cdef[[
typedef struct hunters_tileset hunters_tileset;
typedef struct hunters_game hunters_game;
typedef uint64_t hunters_move;
typedef struct hunters_allocator { void *alloc; void *userdata; } hunters_allocator;
typedef struct hunters_error { int32_t status, line, column; char message[256]; } hunters_error;
typedef struct hunters_game_options {
  uint32_t version; int32_t players, first_player, members, huts, draw_mode, bonus_rule;
  uint64_t seed; const hunters_tileset *tileset; const hunters_allocator *allocator;
  /* version 2: the rule variants (doc/rules.md) */
  int32_t last_bonus, forest_value, mushroom_value, lake_huts, table_width, table_height;
} hunters_game_options;
typedef struct hunters_svg_options {
  uint32_t version; uint32_t flags; int32_t scale; int32_t columns; int32_t reserved[4];
} hunters_svg_options;
typedef struct hunters_bot_options {
  uint32_t version; int32_t kind; uint64_t seed; int32_t iterations, milliseconds, threads, max_nodes;
  double exploration; int32_t rollout_turns; int32_t reserved[7];
} hunters_bot_options;
typedef struct hunters_advice {
  uint64_t place, deploy; int32_t visits, role; double mean, wins; int32_t area_kind; int32_t items[10];
  int32_t feature_value; int32_t reserved[4];
} hunters_advice;
typedef struct hunters_event {
  int32_t type, player, tile_type, x, y, rotation, area, piece, role, reason, points, reserved;
} hunters_event;
typedef struct hunters_square {
  int32_t type, rotation, order, piece_owner, piece, piece_area;
  int32_t reserved[2];
} hunters_square;
typedef struct hunters_feature {
  int32_t kind, id, halves, complete, open_sides, tiles, fish, nuggets, mushrooms, deer, mammoths, tigers,
          aurochs, fire, dolmen;
  int32_t members[8];
  int32_t system_id, system_fish;
  int32_t huts[8];
  int32_t value;
  int32_t reserved[7];
} hunters_feature;
typedef struct hunters_tile_match { int32_t type, rotation, terms_met, score; } hunters_tile_match;
/* the binding's move object: a hunters_move with methods (ffi.metatype) */
typedef struct hunters_lua_move { uint64_t value; } hunters_lua_move;
const char *hunters_version(void);
int hunters_version_number(void);
const char *hunters_strerror(int status);
int hunters_tileset_load_string(hunters_tileset **out, const char *text, size_t length,
                                const hunters_allocator *allocator, hunters_error *error);
int hunters_tileset_load_default(hunters_tileset **out, const hunters_allocator *allocator);
int hunters_tileset_load_file(hunters_tileset **out, const char *path, const hunters_allocator *allocator,
                              hunters_error *error);
int hunters_tileset_type_count(const hunters_tileset *tileset);
int hunters_tileset_type_copies(const hunters_tileset *tileset, int type);
int hunters_tileset_type_flags(const hunters_tileset *tileset, int type);
int hunters_tileset_type_side(const hunters_tileset *tileset, int type, int side);
int hunters_tileset_type_area_count(const hunters_tileset *tileset, int type);
int hunters_tileset_area_kind(const hunters_tileset *tileset, int type, int area);
int hunters_tileset_area_halves(const hunters_tileset *tileset, int type, int area);
int hunters_tileset_area_river_end(const hunters_tileset *tileset, int type, int area, int end);
int hunters_tileset_area_item(const hunters_tileset *tileset, int type, int area, int item);
int hunters_tileset_area_flags(const hunters_tileset *tileset, int type, int area);
size_t hunters_tileset_describe(const hunters_tileset *tileset, char *buffer, size_t size);
void hunters_tileset_free(hunters_tileset *tileset);
const char *hunters_tileset_name(const hunters_tileset *tileset);
uint64_t hunters_tileset_hash(const hunters_tileset *tileset);
int hunters_tileset_equal(const hunters_tileset *a, const hunters_tileset *b);
int hunters_tileset_type_find(const hunters_tileset *tileset, const char *name);
const char *hunters_tileset_type_name(const hunters_tileset *tileset, int type);
long hunters_tileset_total(const hunters_tileset *tileset, int what, int group);
int hunters_tileset_find_tiles(const hunters_tileset *tileset, const char *query, hunters_tile_match *matches,
                               int capacity, hunters_error *error);
int hunters_game_find_tiles(const hunters_game *game, const char *query, hunters_tile_match *matches,
                            int capacity, hunters_error *error);

void hunters_game_options_init(hunters_game_options *options); /* version-1 structs only: not used */
int hunters_game_options_init_version(hunters_game_options *options, uint32_t version);
int hunters_game_get_options(const hunters_game *game, hunters_game_options *out);
int hunters_game_undo(hunters_game *game);
int hunters_game_decision_count(const hunters_game *game);
int hunters_game_variant_changes(const hunters_game *game, int variant);
int hunters_game_drop_log(hunters_game *game);
int hunters_game_new(hunters_game **out, const hunters_game_options *options, hunters_error *error);
void hunters_game_free(hunters_game *game);
int hunters_game_clone(hunters_game **out, const hunters_game *game);
int hunters_game_copy(hunters_game *dest, const hunters_game *source);
size_t hunters_game_state_size(const hunters_game *game);
int hunters_game_check(hunters_game *game, hunters_move move);
int hunters_game_rank(const hunters_game *game, int player);
int hunters_game_tiles_left(const hunters_game *game, int type);
int hunters_game_stack_size(const hunters_game *game, int bonus);
int hunters_game_placed_count(const hunters_game *game);
int hunters_game_placed_position(const hunters_game *game, int index, int *x, int *y);
int hunters_game_board(const hunters_game *game, int x, int y, hunters_square *out);
int hunters_game_feature(const hunters_game *game, int x, int y, int area, hunters_feature *out);
int hunters_game_set_player_name(hunters_game *game, int player, const char *name);
const char *hunters_game_player_name(const hunters_game *game, int player);
int hunters_player_name_trim(const char *name, size_t length, size_t *start, size_t *trimmed_length);
int hunters_game_save_file(const hunters_game *game, const char *path);
int hunters_game_load_file(hunters_game **out, const char *path, const hunters_tileset *tileset,
                           const hunters_allocator *allocator, hunters_error *error);
const char *hunters_game_errmsg(const hunters_game *game);
const hunters_tileset *hunters_game_tileset(const hunters_game *game);
int hunters_game_legal_moves(const hunters_game *game, hunters_move *moves, size_t capacity);
int hunters_game_play(hunters_game *game, hunters_move move);
int hunters_game_draw(hunters_game *game, int type);
int hunters_game_draw_random(hunters_game *game);
int hunters_game_play_random(hunters_game *game, uint64_t seed);
int hunters_game_phase(const hunters_game *game);
int hunters_game_player_count(const hunters_game *game);
int hunters_game_current_player(const hunters_game *game);
int hunters_game_score(const hunters_game *game, int player);
int hunters_game_supply(const hunters_game *game, int player, int piece);
int hunters_game_tile_in_hand(const hunters_game *game);
uint64_t hunters_game_hash(const hunters_game *game);
int hunters_game_event_count(const hunters_game *game);
int hunters_game_event(const hunters_game *game, int index, hunters_event *out);
size_t hunters_event_format(const hunters_game *game, const hunters_event *event, char *buffer, size_t size);
size_t hunters_game_save(const hunters_game *game, char *buffer, size_t size);
int hunters_game_load(hunters_game **out, const char *text, size_t length, const hunters_tileset *tileset,
                      const hunters_allocator *allocator, hunters_error *error);

hunters_move hunters_move_place(int x, int y, int rotation);
hunters_move hunters_move_deploy(int area, int piece);
hunters_move hunters_move_pass(void);
int hunters_move_kind(hunters_move move);
int hunters_move_x(hunters_move move);
int hunters_move_y(hunters_move move);
int hunters_move_rotation(hunters_move move);
int hunters_move_area(hunters_move move);
int hunters_move_piece(hunters_move move);
size_t hunters_move_format(hunters_move move, char *buffer, size_t size);
int hunters_move_parse(const char *text, hunters_move *out);

int hunters_game_redetermine(hunters_game *game, uint64_t seed);
int hunters_game_project_scores(const hunters_game *game, int32_t *scores);
void hunters_bot_options_init(hunters_bot_options *options);
int hunters_bot_choose(hunters_game *game, const hunters_bot_options *options, hunters_move *move);
size_t hunters_bot_memory(const hunters_game *game, const hunters_bot_options *options);
int hunters_bot_advise(hunters_game *game, const hunters_bot_options *options, hunters_advice *advice, size_t capacity);
size_t hunters_advice_format(const hunters_advice *advice, char *buffer, size_t size);

void hunters_svg_options_init(hunters_svg_options *options);
int hunters_svg_tile(const hunters_tileset *tileset, int type, int rotation, const hunters_svg_options *options,
                     char *buffer, size_t size, size_t *length);
int hunters_svg_board(const hunters_game *game, const hunters_svg_options *options, char *buffer, size_t size,
                      size_t *length);
int hunters_svg_catalog(const hunters_tileset *tileset, const hunters_svg_options *options, char *buffer,
                        size_t size, size_t *length);
typedef struct hunters_ml hunters_ml;
typedef struct hunters_ml_batch {
    hunters_game *const *games; size_t count; const int32_t *actions; uint8_t *planes; float *globals;
    uint8_t *masks; float *rewards; uint8_t *done; int32_t *players; int32_t failed;
} hunters_ml_batch;
int hunters_ml_new(hunters_ml **out, const hunters_game *like, int window);
void hunters_ml_free(hunters_ml *ml);
const char *hunters_ml_errmsg(const hunters_ml *ml);
int hunters_ml_window(const hunters_ml *ml);
int hunters_ml_set_layout(hunters_ml *ml, int layout);
int hunters_ml_layout_of(const hunters_ml *ml);
int hunters_ml_action_count(const hunters_ml *ml);
size_t hunters_ml_planes_size(const hunters_ml *ml);
int hunters_ml_global_size(const hunters_ml *ml);
int hunters_ml_action_of_move(const hunters_ml *ml, hunters_move move, int32_t *action);
int hunters_ml_move_of_action(const hunters_ml *ml, int32_t action, hunters_move *move);
int hunters_ml_truncated(const hunters_ml *ml, const hunters_game *game);
int hunters_ml_legal_mask(const hunters_ml *ml, const hunters_game *game, uint8_t *mask, size_t size);
int hunters_ml_observe(hunters_ml *ml, const hunters_game *game, int player, uint8_t *planes, size_t planes_size,
                       float *global, size_t global_size);
int hunters_ml_chance(const hunters_game *game, int32_t *types, double *probabilities, size_t capacity);
int hunters_ml_set_caller_draws(hunters_game *game);
int hunters_ml_step(hunters_ml *ml, hunters_ml_batch *batch);
typedef struct hunters_ml_views {
    hunters_game *const *games; size_t count; const int32_t *actions; int32_t views; uint8_t *planes;
    float *globals; int64_t *marks; uint8_t *masks; int32_t *legal; int32_t *legal_counts; float *rewards;
    uint8_t *done; int32_t *players; int32_t *observers; int32_t failed;
} hunters_ml_views;
int hunters_ml_step_views(hunters_ml *ml, hunters_ml_views *views);
int hunters_ml_views_clear(hunters_ml *ml, hunters_ml_views *views, size_t i);
]]

-- loading ---------------------------------------------------------------------
local function candidates()
  local list = {}
  local override = os.getenv("HUNTERS_LIBRARY")
  if override and override ~= "" then list[#list + 1] = override end
  if CONFIGURED_LIBDIR then list[#list + 1] = CONFIGURED_LIBDIR .. "/" .. SONAME end
  list[#list + 1] = SONAME
  list[#list + 1] = "hunters"
  return list
end

local lib
do
  local override = os.getenv("HUNTERS_LIBRARY")
  if override and override ~= "" then
    -- an override that does not load is an error, not a hint: passing over
    -- it would run another library (an installed, older one) unseen
    local ok, loaded = pcall(ffi.load, override)
    if not ok then
      error("HUNTERS_LIBRARY=" .. override .. " does not load (" .. tostring(loaded) .. "); nothing else was " ..
            "tried. Give the path of libhunters.so.0 (an absolute path works from any folder), or unset " ..
            "HUNTERS_LIBRARY for the installed library.", 2)
    end
    lib = loaded
  end
  local tried = {}
  for _, name in ipairs(lib and {} or candidates()) do
    local ok, loaded = pcall(ffi.load, name)
    if ok then lib = loaded; break end
    tried[#tried + 1] = name .. " (" .. tostring(loaded) .. ")"
  end
  if not lib then
    error("libhunters not found; tried, in order: " .. table.concat(tried, "; ") ..
          ". Install it (make install) or set HUNTERS_LIBRARY to its path.", 2)
  end
end

-- The library stays mapped until the process ends (Linux: reopened with
-- RTLD_NODELETE, found by dladdr()): at lua_close every userdata's
-- finalizer is due, and a full collection run there (a finalizer of the
-- caller's calling collectgarbage()) ran ffi.load's unload before the
-- finalizers of the games and sets, which then called hunters_game_free in
-- unmapped code. Where that cannot be done, nothing changes.
if ffi.os == "Linux" then
  pcall(function()
    ffi.cdef[[
typedef struct hunters_lua_dl_info { const char *fname; void *fbase; const char *sname; void *saddr; } hunters_lua_dl_info;
int dladdr(const void *address, hunters_lua_dl_info *info);
void *dlopen(const char *file, int mode);
]]
    local info = ffi.new("hunters_lua_dl_info")
    if ffi.C.dladdr(ffi.cast("const void *", lib.hunters_version), info) ~= 0 and info.fname ~= nil then
      ffi.C.dlopen(info.fname, 0x1001 + 0x4) -- RTLD_LAZY | RTLD_NODELETE | RTLD_NOLOAD (glibc, musl)
    end
  end)
end

local M = { library_candidates = candidates }

-- constants: every constant of hunters.h, in tables named as the Python enums
M.Status = { OK = 0, EINVAL = -1, ENOMEM = -2, EILLEGAL = -3, EPARSE = -4, EIO = -5, EPHASE = -6, EEMPTY = -7,
             ERANGE = -8, EBUFS = -9 }
M.Terrain = { FOREST = 1, MEADOW = 2, RIVER = 3 }
M.AreaKind = { FOREST = 1, RIVER = 2, LAKE = 3, MEADOW = 4 }
M.Item = { FISH = 0, NUGGET = 1, MUSHROOM = 2, DEER = 3, MAMMOTH = 4, TIGER = 5, AUROCHS = 6, FIRE = 7,
           DOLMEN = 8, VOLCANO = 9 }
M.TileFlag = { START = 1, BONUS = 2 }
M.AreaFlag = { NO_HUNTER = 1 }
M.RiverEnd = { LAKE = 4, SPRING = 5 }
M.TileGroup = { LAND = 1, BONUS = 2, ALL = 3 }
M.Total = { TILES = 100, LAKES = 101, SPRINGS = 102 }
M.Phase = { DRAW = 1, PLACE = 2, DEPLOY = 3, DRAW_BONUS = 4, PLACE_BONUS = 5, DEPLOY_BONUS = 6, OVER = 7 }
M.DrawMode = { ENGINE = 0, CALLER = 1 }
M.BonusRule = { REDRAW = 0, FORFEIT = 1 }
M.LastBonus = { PLAYED = 0, SKIPPED = 1 }
M.ForestValue = { TILE = 0, SEGMENT = 1 }        -- HUNTERS_FOREST_PER_TILE, _PER_SEGMENT
M.MushroomValue = { PATCH = 0, TILE = 1 }        -- HUNTERS_MUSHROOMS_PER_PATCH, _PER_TILE
M.LakeHuts = { ALLOWED = 0, FORBIDDEN = 1 }
M.Variant = { FOREST_VALUE = 0, MUSHROOM_VALUE = 1, BONUS_RULE = 2, LAKE_HUTS = 3, LAST_BONUS = 4, TABLE = 5 }
M.SvgFlag = { COORDINATES = 1, LEGAL = 2, SCORES = 4, LEGEND = 8 }
M.BotKind = { RANDOM = 1, GREEDY = 2, MCTS = 3, MCTS2 = 4 }
M.MlPlane = { PLANE_OCCUPIED = 0, PLANE_TYPE = 1, PLANE_ROTATION = 2, PLANE_SIDE_N = 3, PLANE_LINK_NE = 7,
  PLANE_ITEM_FISH = 13, PLANE_PIECE_OWNER = 22, PLANE_PIECE_KIND = 23, PLANE_FRONTIER = 24,
  PLANE_LEGAL_R0 = 25, PLANE_LAST_PLACED = 29, PLANE_VALUE_N = 30, PLANE_LEADERS_N = 34, PLANE_HUT_OWNERS = 38,
  PLANE_MEADOW_VALUE = 39, PLANE_COMPLETE = 40, PLANES = 41 }
M.MlLayout = { PLANES_FIRST = 0, CELLS_FIRST = 1 }
M.Piece = { MEMBER = 1, HUT = 2 }
M.MoveKind = { PLACE = 1, DEPLOY = 2, PASS = 3 }
M.EventType = { TURN = 1, TILE_DRAWN = 2, TILE_REMOVED = 3, TILE_PLACED = 4, PIECE_DEPLOYED = 5,
                FEATURE_COMPLETED = 6, POINTS = 7, PIECE_RETURNED = 8, BONUS_DRAWN = 9, BONUS_DISCARDED = 10,
                FINAL_FEATURE = 11, GAME_OVER = 12, PASSED = 13 }
M.Reason = { NONE = 0, FOREST = 1, RIVER = 2, HUTS = 3, MEADOW = 4, END = 5 }
M.Role = { NONE = 0, GATHERER = 1, FISHER = 2, HUNTER = 3, HUT = 4 }
M.MAX_PLAYERS = 8
M.GAME_OPTIONS_VERSION = 2
M.SVG_OPTIONS_VERSION = 1
M.BOT_OPTIONS_VERSION = 1
-- (as they are at the load: hunters.MAX_PLAYERS and the rest are the
-- caller's to change, and MAX_PLAYERS sizes the arrays C fills with a
-- score or reward each player: set lower, C wrote past them)
local MAX_PLAYERS, GAME_OPTIONS_VERSION = M.MAX_PLAYERS, M.GAME_OPTIONS_VERSION
M.VERSION_MAJOR, M.VERSION_MINOR, M.VERSION_PATCH = 0, 1, 0
-- the names of the enum tables above, for listing them (the constants test)
M.ENUMS = { "Status", "Terrain", "AreaKind", "Item", "TileFlag", "AreaFlag", "RiverEnd", "TileGroup", "Total",
            "Phase", "DrawMode", "BonusRule", "LastBonus", "ForestValue", "MushroomValue", "LakeHuts", "SvgFlag",
            "BotKind", "Variant", "Piece", "MoveKind", "EventType", "Reason", "Role", "MlPlane", "MlLayout" }
-- the earlier flat names (PHASE_OVER, EVENT_POINTS, ...) stay as aliases
for _, enum in ipairs{ "Phase", "Piece", "EventType", "Reason", "Role" } do
  local prefix = ({ EventType = "EVENT", Piece = "PIECE", Phase = "PHASE", Reason = "REASON", Role = "ROLE" })[enum]
  for name, value in pairs(M[enum]) do M[prefix .. "_" .. name] = value end
end
M.MOVE_PLACE, M.MOVE_DEPLOY, M.MOVE_PASS = 1, 2, 3
-- (the enum tables as they are at the load, by name, for the module's own
-- reads: hunters.Status and the rest are the caller's to change, and a
-- name added to hunters.ForestValue came back from rules(), a changed
-- hunters.Status.EBUFS made svg() fail)
local K = {}
for _, enum in ipairs(M.ENUMS) do K[enum] = copy(M[enum]) end

function M.version() return ffi.string(lib.hunters_version()) end
function M.version_number() return lib.hunters_version_number() end
-- argument checks: nothing reaches C changed ---------------------------------------
local INT32_MIN, INT32_MAX = -2147483648, 2147483647

-- A number argument takes a cdata of a C number type as the number it
-- holds, with the checks of that number, as the enum arguments (choice())
-- take one: integer cdata (int8_t to uint64_t; char, int, long and size_t
-- are among them), such as a 64-bit value C returned, and float or double
-- cdata, a number as a Lua number is (a double: 1.0 is 1, 1.5 no integer).
-- Not bool (a flag is true or false, 1 no flag), complex (1+0i no integer),
-- a pointer, an array or a struct.
-- cdata_number(value): value's number if it is a cdata of a number type
-- (above), else nil; and whether it is a 64-bit integer, which tonumber()
-- may round. (In a block of its own: the module is near LuaJIT's 200 locals.)
local cdata_number
do
  local NUMBER_CTYPES = { ffi.typeof("int64_t"), ffi.typeof("uint64_t"), ffi.typeof("int8_t"), ffi.typeof("int16_t"),
                          ffi.typeof("int32_t"), ffi.typeof("uint8_t"), ffi.typeof("uint16_t"),
                          ffi.typeof("uint32_t"), ffi.typeof("float"), ffi.typeof("double") }
  cdata_number = function(value)
    for i = 1, #NUMBER_CTYPES do
      if ffi.istype(NUMBER_CTYPES[i], value) then return tonumber(value), i <= 2 end
    end
  end
end

-- an integer in [low, high] (a number, or a number cdata: above), as a
-- number, else nil and a message. The callers use the number it returns,
-- never the argument: a cdata in a message or as a table key is not one.
local function integer(name, value, low, high)
  low, high = low or INT32_MIN, high or INT32_MAX
  local number, exact = value, nil
  if type(value) == "cdata" then
    local wide
    number, wide = cdata_number(value)
    if number == nil then return nil, string.format("%s must be an integer, not cdata", name) end
    -- (every range here lies within 2^31 of 0, where a double is exact: a
    -- 64-bit value tonumber() rounds is out of range either way; compared
    -- as a number, since a uint64_t cdata compared with a negative number
    -- converts the number to uint64_t. Shown exactly, 1099511627776LL:
    -- tostring() of a narrower one gives its address)
    if wide then exact = tostring(value) end
  end
  if type(number) ~= "number" or number ~= math.floor(number) then
    return nil, string.format("%s must be an integer, not %s", name, type(number) == "number" and tostring(number)
                              or type(number))
  end
  if number < low or number > high then
    return nil, string.format("%s must be %d to %d, not %s", name, low, high, exact or tostring(number))
  end
  return number
end

local U64_MAX = 0xffffffffffffffffULL
-- a uint64_t, exactly: uint64_t cdata, a non-negative int64_t cdata, a
-- decimal string, or a number below 2^53 (where doubles are exact
-- integers), a narrower number cdata as the number it holds (above). A
-- negative int64_t is refused as a negative number is (and as Python's and
-- JavaScript's bindings refuse one), though a move's or seed's bits read as
-- int64_t may be one: ffi.cast("uint64_t", v) gives them back.
local function uint64(name, value)
  if type(value) == "cdata" then
    local number, wide = cdata_number(value)
    if number ~= nil and not wide then value = number end
  end
  if type(value) == "number" then
    -- below 2^53 a double names one integer; from 2^53 on it may be a rounded one
    if value ~= math.floor(value) or value < 0 or value >= 2 ^ 53 then
      return nil, string.format("%s must be an integer from 0 to 2^53-1 as a number (pass larger ones as uint64_t " ..
                                "cdata, e.g. 123ULL, or a decimal string), not %s", name, tostring(value))
    end
    return ffi.new("uint64_t", value)
  elseif type(value) == "string" then
    -- (leading zeros dropped before the length is told: "000...0005" is 5)
    local digits = string.match(value, "^0*(%d+)$")
    if not digits or #digits > 20 then
      return nil, string.format("%s must be a decimal string of 0 to 2^64-1, not %q", name, value)
    end
    local n = 0ULL
    for i = 1, #digits do
      local digit = string.byte(digits, i) - 48
      if n > (U64_MAX - digit) / 10 then
        return nil, string.format("%s must be 0 to 2^64-1, not %s", name, value)
      end
      n = n * 10 + digit
    end
    return n
  elseif ffi.istype("uint64_t", value) then
    return value
  elseif ffi.istype("int64_t", value) then
    if value < 0 then
      return nil, string.format("%s must not be negative: %s (the bits of a uint64_t read as int64_t? " ..
                                "ffi.cast(\"uint64_t\", value) gives them back)", name, tostring(value))
    end
    return ffi.cast("uint64_t", value)
  elseif type(value) == "cdata" then
    -- (in words that fit every caller, what a cdata must be, no list of all
    -- that is taken: play() and check() take a string as a move's text and
    -- a Move, the seeds and from_value() a decimal string; "must be a number
    -- or a number cdata" said seed = "12" and play("pass") were refused)
    -- (the type by its ctype, never the value's own __tostring)
    return nil, string.format("%s must be a number cdata (uint64_t, int64_t, ...) where it is cdata, not %s", name,
                              tostring(ffi.typeof(value)))
  end
  return nil, string.format("%s must be a number, a decimal string or uint64_t cdata, not %s", name, type(value))
end

-- a caller's value in a refusal: a number, string, boolean or nil as it
-- is, anything else by its type, as integer() says it (tostring() called
-- the caller's __tostring, and a refusal raised its error)
local function shown(value)
  local kind = type(value)
  if kind == "number" or kind == "string" or kind == "boolean" or kind == "nil" then return tostring(value) end
  return kind
end

-- a flag: true or false, nil for false; else nil and a message (0 and 1,
-- as C spells them, would both be true in Lua)
local function flag(name, value)
  if rawequal(value, nil) then return false end
  if type(value) ~= "boolean" then return nil, string.format("%s must be true or false, not %s", name, shown(value)) end
  return value
end

-- an optional argument or option: default when it is nil, else value as
-- given (false included, for its check to refuse: "x or default" would
-- take false for the default). rawequal, as every check of a caller's
-- value against nil: LuaJIT calls a cdata type's __eq for == nil too (one
-- that raises made the call raise)
local function given(value, default)
  if rawequal(value, nil) then return default end
  return value
end

-- a Lua string C can take whole (no NUL byte), else nil and a message
local function cstring(name, value)
  if type(value) ~= "string" then return nil, string.format("%s must be a string, not %s", name, type(value)) end
  if string.find(value, "\0", 1, true) then return nil, name .. " must not contain NUL characters" end
  return value
end

-- name (what a user typed, a UTF-8 string) without the spaces at its ends
-- that Game:set_player_name() refuses, by the library's own rule
-- (hunters_player_name_trim(), hunters.h): Unicode's White_Space, the
-- zero-width spaces U+180E, U+200B, U+2060, U+FEFF and the fillers that show
-- as a blank, also behind invisible characters; nothing inside the name; a
-- name with nothing that shows gives "". nil and a message for a non-string,
-- a NUL (in set_player_name()'s words: it refuses one) or invalid UTF-8.
function M.trim_name(name)
  local ok, message = cstring("name", name)
  if not ok then return nil, message end
  -- (the call's own span: reading start boxes a uint64_t, an allocation, where
  -- a finalizer of the caller's that trimmed another name rewrote a span of
  -- the module's before length was read)
  local span = ffi.new("size_t[2]")
  if lib.hunters_player_name_trim(name, #name, span, span + 1) ~= 0 then
    return nil, "name is no valid UTF-8"
  end
  local start, length = tonumber(span[0]), tonumber(span[1])
  return string.sub(name, start + 1, start + length)
end

-- No pairs() loop runs after loading: a loop over the keys is a while loop
-- over next(). LuaJIT before its commit 119fd1f (August 2023; Debian 12's
-- 2.1.0~beta3+git20220320 included) hangs in a pairs() loop the JIT
-- compiled (a trace that starts at the loop's ITERN) when a finalizer runs
-- it to its end before the JIT has a side trace for that exit: no trace is
-- recorded in a finalizer or at lua_close, and the exit lands on the loop's
-- start, which enters the same trace again, for ever (doc/lua.md,
-- "Lifetime"). A while loop's end exits past the loop, as any compiled loop.
-- test_hunters.lua checks the module's bytecode for ITERN.

-- the first key of t that allowed lacks, or nil (the checks of options)
local function unknown_key(t, allowed)
  local key = next(t)
  while key ~= nil do
    if not allowed[key] then return key end
    key = next(t, key)
  end
end

-- a member of an enum table: its value, or its name in any case
local function choice(name, value, enum, enum_name)
  if type(value) == "string" then
    local number = enum[string.upper(value)]
    if number ~= nil then return number end
  else
    -- (a cdata by its number, as integer() reads one (cdata_number()), nil
    -- for any other: LuaJIT calls a cdata type's __eq for a comparison
    -- with a number too; a bool cdata none, as a Lua boolean:
    -- ffi.new("bool", true) was Piece.MEMBER, 1; a complex none, no
    -- integer: tonumber() gives its real part, so 1+0i, and 1+2i, was
    -- Piece.MEMBER; a C enum none, as integer() refuses one: tonumber()
    -- gave its value, so an enum cdata of 1 was Piece.MEMBER here alone)
    local key = value
    if type(value) == "cdata" then key = cdata_number(value) end
    local member, number = next(enum)
    while member ~= nil do
      if key == number then return number end
      member, number = next(enum, member)
    end
  end
  local names = {}
  local member, number = next(enum)
  while member ~= nil do
    names[#names + 1] = { number, "'" .. string.lower(member) .. "'" }
    member, number = next(enum, member)
  end
  table.sort(names, function(a, b) return a[1] < b[1] end)
  for i, entry in ipairs(names) do names[i] = entry[2] end
  return nil, string.format("%s must be one of %s (or %s members), not %s", name, table.concat(names, ", "),
                            enum_name, type(value) == "string" and "'" .. value .. "'" or shown(value))
end

local function error_text(status, err)
  local message = ffi.string(err.message)
  if message == "" then message = ffi.string(lib.hunters_strerror(status)) end
  if err.line > 0 then message = string.format("%d:%d: %s", err.line, err.column, message) end
  return message
end

-- nil and "<what>:<name> needs a <what>": a method called with '.' or on another object
local function not_one(what, name)
  return nil, string.format("%s:%s needs %s %s (call it with ':')", what, name,
                            string.match(what, "^[aeiouAEIOU]") and "an" or "a", what)
end

-- The module's own fields of its objects (a game's, a tile set's, an
-- encoding's handle, its freed flag, its owner, buffers C writes), kept
-- under keys no caller can spell: a field of the caller's of the same name
-- (game.moves = history, game.owner = "alice", game.capacity = 10^6)
-- changes nothing C is given. (They were plain fields: such a field made a
-- live game closed, a borrowed set outlive its game, or C write past a
-- buffer.) A copy of an object's table copies them: the same object.
-- Each key is a cdata scalar of its own: a table indexes it by identity, as
-- a table key, and the JIT compiler takes it for a constant, as a name
-- (a key that is a table is not: each use was a hash lookup in full, 4 %
-- more instructions in a Lua loop of moves than names)
local function key() return ffi.new("uint8_t") end
local PTR, FREED, OWNER, BORROWED, MOVES = key(), key(), key(), key(), key()
local CAPACITY, REWINDS, ACTION, MOVE, ERRMSG = key(), key(), key(), key(), key()

-- A handle of C that free frees once, by close() or by the collector, and
-- the flag both set: at lua_close every finalizer runs, in any order, so a
-- finalizer of the caller's that closes an object may come after the
-- object's own. (The flag is a table of its own: the object itself in the
-- finalizer would keep it alive.) Out of memory (a limit of the process's,
-- as ulimit -v) making the flag, the finalizer or ffi.gc's entry in
-- LuaJIT's table of finalizers, which it may have to grow, raises LuaJIT's
-- "not enough memory", with no finalizer set: the handle is freed first
-- (it was left to no one, and leaked).
local owned
do
  local function attach(ptr, free)
    local freed = { false }
    return ffi.gc(ptr, function(p) if not freed[1] then freed[1] = true; free(p) end end), freed
  end
  owned = function(ptr, free)
    local ok, handle, freed = pcall(attach, ptr, free)
    if not ok then
      free(ptr)
      error(handle, 0)
    end
    return handle, freed
  end
end

-- The object's handle, or nil once it is closed or freed. (Freed without
-- close(): at lua_close every finalizer runs, in any order, and a caller's
-- may use an object whose own finalizer ran first.)
local live
function live(object)
  local owner = object[OWNER]
  if owner ~= nil and live(owner) == nil then return nil end
  local freed = object[FREED]
  if freed ~= nil and freed[1] then return nil end
  return object[PTR]
end

-- whether an object's C memory is freed (its close() may defer that): for
-- the module's tests
function M._freed(object)
  local freed = type(object) == "table" and rawget(object, FREED)
  return freed ~= nil and freed ~= false and freed[1]
end

-- What close() was asked to free while a call of this module was running.
-- Any allocation inside a call may run a finalizer of the caller's, and one
-- that closes an object the call is using (its own, an argument, the game
-- a borrowed tile set lives in) must not free memory C or ffi.string is
-- about to read: the object is closed at once (its methods say so), its
-- memory freed by the next method call, close() or collection outside any
-- other call. (A call is seen on the stack from close(), which is rare,
-- and only while something waits from a method: counting every call cost
-- a quarter of the speed of a Lua loop of moves.)
local deferred = {}

-- is a function of this module among the callers of close()?
-- (debug.getinfo from require: a sandbox may have removed the global
-- debug; a caller's wrapper of it, one frame more, shifts every level by
-- as many: shift, found at the load. The source is read from a function,
-- not a level.)
local getinfo = require("debug").getinfo
local function level_of_caller()
  for level = 1, 20 do
    local info = getinfo(level, "f")
    if info and info.func == level_of_caller then return level - 1 end
  end
  error("hunters: debug.getinfo does not give the stack (replaced before the module was loaded?)", 3)
end
local shift = level_of_caller()
local this_source = getinfo(level_of_caller, "S").source
local pcall = pcall -- (the module's own, which inside_call() passes over: not a caller's replacement of the global)
-- the functions a call of it runs through: itself, or, with the global
-- replaced before the module was loaded, the caller's wrapper and the real
-- pcall it calls (a C function: only that one is passed over, as any other
-- C frame, as ffi.string's, may be where a finalizer of the caller's runs
-- that ends in a tail call of close(), close() in its place, inside a call
-- that holds the handle)
local through_pcall = { [pcall] = true }
pcall(function()
  local level = 2
  while true do
    local info = getinfo(level + shift, "Sf")
    if info == nil or info.source == this_source then return end
    through_pcall[info.func] = true
    level = level + 1
  end
end)
-- The module's own callers of close() (VectorEnv:close, ...), which hold
-- nothing, by identity (filled where they are defined): not any function of
-- the module, as a finalizer of the caller's that ends in a tail call of
-- close() has close() in its frame, and close()'s caller is then the
-- function the finalizer ran in, which may hold the handle (the JIT
-- compiler boxes a pointer there, between reading it and the C call)
local closers = {}
local function inside_call(level, skip_callers)
  -- the module's closers, and pcall, by which they call it
  if skip_callers then
    while true do
      local info = getinfo(level + shift, "f")
      if info == nil then return false end
      if type(info) ~= "table" then return true end
      if not closers[info.func] and not through_pcall[info.func] then break end
      level = level + 1
    end
  end
  while true do
    local info = getinfo(level + shift, "S")
    if info == nil then return false end
    if type(info) ~= "table" then return true end -- (see below; true: the free deferred, never too soon)
    if info.source == this_source then return true end
    level = level + 1
  end
end
-- (never compiled: with the JIT on, a reset() refused under ulimit -v ended
-- about 1 run in 100 with "attempt to index local 'info' (a number value)",
-- from close(): its compiled loop, its call of getinfo stitched, had
-- a number for getinfo's nil past the stack's end)
jit.off(inside_call)

local function free_now(ptr, freed, free)
  ffi.gc(ptr, nil)
  if not freed[1] then
    freed[1] = true
    free(ptr)
  end
end

-- (the list holds each handle as three entries, its handle, flag and free:
-- a store in a table runs no finalizer, a new table may)
local function free_deferred()
  local n = #deferred
  while n > 0 do
    local ptr, freed, free = deferred[n - 2], deferred[n - 1], deferred[n]
    deferred[n - 2], deferred[n - 1], deferred[n] = nil, nil, nil
    free_now(ptr, freed, free)
    n = #deferred
  end
end

-- a finalizer that frees what was deferred at each collection outside a
-- call, then sets itself again
local function watch_collections()
  ffi.gc(ffi.new("char[1]"), function()
    if #deferred > 0 and not inside_call(3) then free_deferred() end
    watch_collections()
  end)
end
watch_collections()

-- class:close(), which frees the handle now, or when the running calls
-- return (idempotent; nothing when kept(self)), and class:closed()
local function closable(class, what, free, kept)
  function class.close(self)
    if getmetatable(self) ~= class then return not_one(what, "close") end
    if kept and kept(self) then return true end
    local ptr, freed = self[PTR], self[FREED] -- (every object that reaches here was made by owned())
    if ptr ~= nil then
      -- listed before inside_call(), which allocates: an error of a
      -- finalizer of the caller's there leaves the handle to the next call
      -- outside any other (it was held until the object was collected,
      -- which the env.games of a VectorEnv:close() delayed for good)
      local n = #deferred
      self[PTR], deferred[n + 1], deferred[n + 2], deferred[n + 3] = nil, ptr, freed, free
      -- (its finalizer stays: the list keeps it alive)
      if not inside_call(3, true) then free_deferred() end
    end
    return true
  end
  function class.closed(self)
    if getmetatable(self) ~= class then return not_one(what, "closed") end
    return live(self) == nil
  end
end

-- A class whose methods return nil and "the <what> is closed" once closed.
local function guard_closed(class, what, open_methods, hot)
  local message = "the " .. what .. " is closed"
  -- a method's answer, as it gave it (as many values), but when it refused
  -- and the object was closed while it ran (a finalizer of the caller's at
  -- an allocation inside): its later C calls got NULL, whose refusals told
  -- nothing of it ('no game', 'invalid argument', 'player must be 0 to -2')
  local function answer(self, ...)
    if (...) == nil and live(self) == nil then
      if self[OWNER] and live(self[OWNER]) == nil then return nil, "the game that owns this tile set is closed" end
      return nil, message
    end
    return ...
  end
  for name, method in pairs(class) do
    if type(method) == "function" and not open_methods[name] then
      class[name] = function(self, ...)
        if type(self) ~= "table" or getmetatable(self) ~= class then return not_one(what, name) end
        -- a game's borrowed tile set may be freed with the game
        if self[OWNER] and live(self[OWNER]) == nil then return nil, "the game that owns this tile set is closed" end
        if live(self) == nil then return nil, message end
        -- what close() deferred, at a call of the caller's outside any other call
        if #deferred > 0 and not inside_call(3) then
          free_deferred()
          -- (inside_call allocates: a finalizer of the caller's there may
          -- have closed this object, or its game, and free_deferred() freed it)
          if self[OWNER] and live(self[OWNER]) == nil then return nil, "the game that owns this tile set is closed" end
          if live(self) == nil then return nil, message end
        end
        return answer(self, method(self, ...))
      end
      if hot and hot[name] then -- the same, but a tail call: 13 % of a Lua loop of moves (see hot below)
        class[name] = function(self, ...)
          if type(self) ~= "table" or getmetatable(self) ~= class then return not_one(what, name) end
          if live(self) == nil then return nil, message end
          if #deferred > 0 and not inside_call(3) then
            free_deferred()
            if live(self) == nil then return nil, message end -- (as above)
          end
          return method(self, ...)
        end
      end
    end
  end
end

-- pictures (SVG) ----------------------------------------------------------------------
-- svg_options(table) checks the options of the svg() methods: legal,
-- coordinates, scores, legend (booleans), scale (pixels per tile, 10 to
-- 1000), columns (catalogue tiles per row, 1 to 64); allowed limits which.
local SVG_FLAGS = { coordinates = K.SvgFlag.COORDINATES, legal = K.SvgFlag.LEGAL, scores = K.SvgFlag.SCORES,
                    legend = K.SvgFlag.LEGEND }
local function svg_options(options, allowed)
  options = given(options, {})
  if type(options) ~= "table" then return nil, "options must be a table, not " .. type(options) end
  local unknown = unknown_key(options, allowed)
  if unknown ~= nil then return nil, "unknown picture option " .. shown(unknown) end
  local o = ffi.new("hunters_svg_options")
  lib.hunters_svg_options_init(o)
  local flags = 0
  local name, flag = next(SVG_FLAGS)
  while name ~= nil do -- (no pairs() loop: see unknown_key)
    local wanted = options[name]
    if rawequal(wanted, nil) then wanted = name ~= "legal" end
    if type(wanted) ~= "boolean" then return nil, name .. " must be a boolean, not " .. type(wanted) end
    if wanted then flags = flags + flag end
    name, flag = next(SVG_FLAGS, name)
  end
  o.flags = flags
  local value, message = integer("scale", given(options.scale, 100), 10, 1000)
  if not value then return nil, message end
  o.scale = value
  value, message = integer("columns", given(options.columns, 8), 1, 64)
  if not value then return nil, message end
  o.columns = value
  return o
end

-- measures, then writes: draw(options, buffer, size, length) is a
-- hunters_svg_* function with its first arguments bound, the object's
-- handle read anew at each call; closed() the message when the object is
-- closed (a caller's finalizer may close it at an allocation), else nil
local svg_length = ffi.new("size_t[1]")
local function svg(draw, o, closed)
  local message = closed()
  if message then return nil, message end -- (svg_options allocates)
  local status = draw(o, nil, 0, svg_length)
  -- (again while the picture outgrew the buffer: a finalizer of the
  -- caller's at its allocation may have played on the game)
  while status == K.Status.EBUFS do
    local size = tonumber(svg_length[0]) + 1
    local buffer = ffi.new("char[?]", size)
    status = draw(o, buffer, size, svg_length)
    if status == 0 then return ffi.string(buffer, svg_length[0]) end
  end
  message = closed()
  if message then return nil, message end
  return nil, "no picture: " .. ffi.string(lib.hunters_strerror(status))
end

-- moves -------------------------------------------------------------------------------
-- A move is a hunters_lua_move cdata: move.value is the 64-bit hunters_move.
-- tostring(move) gives its text ("place 3 -1 r2"); moves compare with ==.
-- cdata are table keys by identity, so key tables by move:key() (the text).
local Move = {}
Move.__index = Move
local move_ct

local function new_move(value) return move_ct(value) end

function Move.place(x, y, rotation)
  local message
  x, message = integer("x", x, -32768, 32767)
  if x then y, message = integer("y", y, -32768, 32767) end
  if x and y then rotation, message = integer("rotation", rotation, 0, 3) end
  if not (x and y and rotation) then return nil, message end
  return new_move(lib.hunters_move_place(x, y, rotation))
end

function Move.deploy(area, piece)
  local message
  area, message = integer("area", area, 0, 255)
  if not area then return nil, message end
  local p
  p, message = choice("piece", given(piece, K.Piece.MEMBER), K.Piece, "Piece")
  if not p then return nil, message end
  return new_move(lib.hunters_move_deploy(area, p))
end

function Move.pass() return new_move(lib.hunters_move_pass()) end

-- what a text that is no move is told (hunters_move_parse() reads these alone), as Python and JS say it
local MOVE_FORMS = "a move reads place X Y rR (R 0 to 3), deploy A member, deploy A hut or pass"

function Move.parse(text)
  local ok, message = cstring("move", text)
  if not ok then return nil, message end
  local out = ffi.new("hunters_move[1]")
  if lib.hunters_move_parse(text, out) ~= 0 then
    -- quoted, a control, quote, backslash or byte past ASCII as \xNN (no move has one): a line break
    -- or an escape sequence typed reached the terminal as it is, and the ': ' after it could be the text's
    local quoted = text:gsub("[%c'\\\128-\255]", function(c) return string.format("\\x%02x", c:byte()) end)
    return nil, "not a move: '" .. quoted .. "': " .. MOVE_FORMS
  end
  return new_move(out[0])
end

function Move.from_value(value)
  local v, message = uint64("move", value)
  if not v then return nil, message end
  return new_move(v)
end

-- a method of moves: nil and a message for anything but a Move (called
-- with '.', or on the class table, self.value raised, or reached C as nil)
local function move_method(name, body)
  Move[name] = function(self)
    if not ffi.istype(move_ct, self) then return not_one("Move", name) end
    return body(self)
  end
end
move_method("kind", function(self) local k = lib.hunters_move_kind(self.value); if k > 0 then return k end end)
move_method("x", function(self) return lib.hunters_move_x(self.value) end)
move_method("y", function(self) return lib.hunters_move_y(self.value) end)
move_method("rotation", function(self) return lib.hunters_move_rotation(self.value) end)
move_method("area", function(self) return lib.hunters_move_area(self.value) end)
move_method("piece", function(self) local p = lib.hunters_move_piece(self.value); if p > 0 then return p end end)
local move_text = ffi.new("char[32]")
local function text(self)
  lib.hunters_move_format(self.value, move_text, 32)
  return ffi.string(move_text)
end
move_method("text", text)
move_method("key", text)
function Move.__tostring(self)
  if not ffi.istype(move_ct, self) then return "Move (not a Move)" end -- (called with another object)
  return text(self)
end
function Move.__eq(a, b) return ffi.istype(move_ct, a) and ffi.istype(move_ct, b) and a.value == b.value end
move_ct = ffi.metatype("hunters_lua_move", Move)
M.Move = Move
M.move = Move -- the earlier name

-- a move argument as the hunters_move C takes: a Move, its text, or its
-- value as Move.from_value() takes it, with its checks (a number below 2^53,
-- uint64_t or non-negative int64_t cdata: an int64_t was refused here as
-- "not cdata", and a number, that from_value() took)
local function move_value(move)
  if ffi.istype(move_ct, move) then return move.value end
  if type(move) == "string" then
    local parsed, message = Move.parse(move)
    if not parsed then return nil, message end
    return parsed.value
  end
  -- (any other cdata too: refused by uint64() in Move.from_value()'s words, as
  -- doc/lua.md promises; a bool or pointer cdata had a message of its own here)
  if type(move) == "number" or type(move) == "cdata" then return uint64("move", move) end
  return nil, "a move must be a Move, its text or its value (a number below 2^53, uint64_t or non-negative " ..
              "int64_t cdata), not " .. type(move)
end

-- tile sets -----------------------------------------------------------------
local TileSet = {}
TileSet.__index = TileSet
M.TileSet = TileSet

local function wrap_tileset(ptr)
  local owned_ptr, freed = owned(ptr, lib.hunters_tileset_free)
  return setmetatable({ [PTR] = owned_ptr, [FREED] = freed }, TileSet)
end

-- The C library's strerror() and opendir(), for the reason a file call
-- failed (declared as the counting allocator's realloc below; where they
-- are missing the library's own text is the reason)
local libc_files = pcall(ffi.cdef, "char *strerror(int); void *opendir(const char *); int closedir(void *);") and
                   pcall(function() return ffi.C.strerror, ffi.C.opendir, ffi.C.closedir end)
-- why a file call on path failed with HUNTERS_EIO, errno read right
-- after it (set to 0 before it): "it is a folder" (the library says
-- EISDIR for a folder however spelled: '/', 'dir/', '.'); for ENOTDIR
-- the first part of the path, before a '/', that is there and no folder
-- ("'file' is not a folder" of 'file/x' or 'file/', as Python's says it:
-- "Not a directory" did not say which part); else the system's text for
-- errno, as the tools say it; nil where neither tells ("input/output
-- error", "cannot open the file" told nothing)
local function file_reason(path, errno)
  if not libc_files then return nil end
  local dir = ffi.C.opendir(path)
  if dir ~= nil then
    ffi.C.closedir(dir)
    return "it is a folder"
  end
  if errno == 20 then -- ENOTDIR (20 on Linux, the BSDs, macOS and Windows' C library)
    local at = path:find("/", 2, true)
    while at do
      local part = path:sub(1, at - 1)
      if part:sub(-1) ~= "/" then -- ('a//b': 'a' was tried)
        ffi.errno(0)
        dir = ffi.C.opendir(part) -- (O_DIRECTORY: a FIFO or device is not opened, no wait)
        if dir ~= nil then
          ffi.C.closedir(dir)
        elseif ffi.errno() == 20 then
          return "'" .. part .. "' is not a folder"
        else
          break -- (missing, or not to be reached: not ENOTDIR's)
        end
      end
      at = path:find("/", at + 1, true)
    end
  end
  if errno ~= 0 then return ffi.string(ffi.C.strerror(errno)) end
end

-- the result of a load into out with err: wrap(out[0]), or nil, the
-- message and the error's line and column; a file's load gives its path
-- and errno, read right after the call, for the reason it is unread
local function loaded(status, out, err, wrap, path, errno)
  if status == K.Status.EIO and path then
    local reason = file_reason(path, errno)
    if reason then return nil, "cannot read " .. path .. ": " .. reason, err.line, err.column end
  end
  if status ~= 0 then return nil, error_text(status, err), err.line, err.column end
  return wrap(out[0])
end

local default_set
-- The built-in tile set, loaded once and shared (closing it does nothing).
function TileSet.default()
  if not default_set then
    local out = ffi.new("hunters_tileset *[1]")
    local status = lib.hunters_tileset_load_default(out, nil)
    if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
    default_set = wrap_tileset(out[0])
  end
  return default_set
end

function TileSet.from_string(text)
  if type(text) ~= "string" then return nil, "text must be a string, not " .. type(text) end
  local out, err = ffi.new("hunters_tileset *[1]"), ffi.new("hunters_error")
  return loaded(lib.hunters_tileset_load_string(out, text, #text, nil, err), out, err, wrap_tileset)
end

function TileSet.from_file(path)
  local ok, message = cstring("path", path)
  if not ok then return nil, message end
  local out, err = ffi.new("hunters_tileset *[1]"), ffi.new("hunters_error")
  ffi.errno(0)
  local status = lib.hunters_tileset_load_file(out, path, nil, err)
  return loaded(status, out, err, wrap_tileset, path, ffi.errno()) -- (errno at once, as in Game:save_file)
end

-- t, a tile type of the set, as a number (integer()), else nil and a message
local function type_index(self, t)
  local count = lib.hunters_tileset_type_count(self[PTR])
  local message
  t, message = integer("type", t)
  if not t then return nil, message end
  if t < 0 or t >= count then
    return nil, string.format("no tile type %d: the set has %d (0 to %d)", t, count, count - 1)
  end
  return t
end

-- the tile type t and its area a, as numbers, else nil and a message
local function area_index(self, t, a)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  local count = lib.hunters_tileset_type_area_count(self[PTR], t)
  a, message = integer("area", a)
  if not a then return nil, message end
  if a < 0 or a >= count then return nil, string.format("tile type %d has %d areas, no area %d", t, count, a) end
  return t, a
end

-- the set's handle now: nil when it is closed, or borrowed from a game
-- that is closed. Methods that allocate between C calls (a collection may
-- run a finalizer of the caller's that closes the set or its game) read it
-- anew before each call.
local function set_ptr(set)
  if set[OWNER] and live(set[OWNER]) == nil then return nil end
  return live(set)
end
-- what a method of a set closed while it ran answers: the message of a
-- method called on it closed (guard_closed)
local function set_closed(set)
  if set[OWNER] and live(set[OWNER]) == nil then return "the game that owns this tile set is closed" end
  return "the tile set is closed"
end
function TileSet:name() return ffi.string(lib.hunters_tileset_name(self[PTR])) end
function TileSet:hash() return lib.hunters_tileset_hash(self[PTR]) end
function TileSet:type_count() return lib.hunters_tileset_type_count(self[PTR]) end
function TileSet:types()
  local list = {}
  for t = 0, lib.hunters_tileset_type_count(self[PTR]) - 1 do
    local name = lib.hunters_tileset_type_name(set_ptr(self), t)
    if name == nil then return nil, set_closed(self) end
    list[t + 1] = ffi.string(name)
  end
  return list
end
function TileSet:type_name(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  local name = lib.hunters_tileset_type_name(self[PTR], t)
  if name == nil then return nil, set_closed(self) end
  return ffi.string(name)
end
-- TileSet:find on a tile set's pointer (Game:draw passes its game's set);
-- what is the argument's name in the message for a non-string or a NUL
local function find_type(ptr, name, what)
  local ok, message = cstring(what, name)
  if not ok then return nil, message end
  local t = lib.hunters_tileset_type_find(ptr, name)
  if t < 0 then return nil, "no tile type " .. name end
  return t
end
function TileSet:find(name) return find_type(self[PTR], name, "name") end
function TileSet:copies(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  return lib.hunters_tileset_type_copies(self[PTR], t)
end
function TileSet:flags(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  return lib.hunters_tileset_type_flags(self[PTR], t)
end
function TileSet:side(t, side)
  local message
  t, message = type_index(self, t)
  if t then side, message = integer("side", side, 0, 3) end
  if not (t and side) then return nil, message end
  return lib.hunters_tileset_type_side(self[PTR], t, side)
end
-- the terrains of the sides N, E, S, W as letters F, M, R
function TileSet:sides(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  -- (the four read before the letters are made: a set closed meanwhile gave -1, read as "R")
  local ptr = set_ptr(self)
  if ptr == nil then return nil, set_closed(self) end
  local n, e, s, w = lib.hunters_tileset_type_side(ptr, t, 0), lib.hunters_tileset_type_side(ptr, t, 1),
                     lib.hunters_tileset_type_side(ptr, t, 2), lib.hunters_tileset_type_side(ptr, t, 3)
  local letters = "FMR"
  return string.sub(letters, n, n) .. string.sub(letters, e, e) .. string.sub(letters, s, s)
         .. string.sub(letters, w, w)
end
function TileSet:area_count(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  return lib.hunters_tileset_type_area_count(self[PTR], t)
end
-- one area: { kind, halves, flags, ends = { e1, e2 } (rivers), items = { [Item] = count } }
function TileSet:area(t, a)
  t, a = area_index(self, t, a)
  if not t then return nil, a end
  -- (each call reads the handle anew: building the tables allocates)
  local entry = { kind = lib.hunters_tileset_area_kind(set_ptr(self), t, a),
                  halves = lib.hunters_tileset_area_halves(set_ptr(self), t, a),
                  flags = lib.hunters_tileset_area_flags(set_ptr(self), t, a), items = {} }
  if entry.kind == K.AreaKind.RIVER then
    entry.ends = { lib.hunters_tileset_area_river_end(set_ptr(self), t, a, 0),
                   lib.hunters_tileset_area_river_end(set_ptr(self), t, a, 1) }
  end
  for item = 0, 9 do
    local count = lib.hunters_tileset_area_item(set_ptr(self), t, a, item)
    if count > 0 then entry.items[item] = count end
  end
  if set_ptr(self) == nil then return nil, set_closed(self) end
  return entry
end
-- The module calls its own methods as these locals, not through the
-- object: a field of the caller's of the same name on it (set.name =
-- "mine", set.area = ..., game.hash = ..., enc.layout = "cells_first",
-- enc.new_mask = a function of theirs) was called, or raised being no
-- function; a new_mask() of the caller's gave C an array it wrote
-- action_count bytes into, whatever its size.
local area = TileSet.area
function TileSet:areas(t)
  local message
  t, message = type_index(self, t)
  if not t then return nil, message end
  local ptr = set_ptr(self) -- (the count read before the list allocates)
  if ptr == nil then return nil, set_closed(self) end
  local count = lib.hunters_tileset_type_area_count(ptr, t)
  local list = {}
  for a = 0, count - 1 do
    local entry
    if set_ptr(self) == nil then return nil, set_closed(self) end
    entry, message = area(self, t, a)
    -- (a finalizer of the caller's may close the set at an allocation: the list had a hole, or was empty)
    if not entry then return nil, message end
    list[a + 1] = entry
  end
  return list
end
-- a total over a group: what is an Item or a Total (or their names). (In a
-- block of its own: the module is near LuaJIT's 200 locals.)
do
  local ITEM_OR_TOTAL = {}
  for k, v in pairs(K.Item) do ITEM_OR_TOTAL[k] = v end -- (at loading: see unknown_key)
  for k, v in pairs(K.Total) do ITEM_OR_TOTAL[k] = v end
  function TileSet:total(what, group)
    local w, message = choice("what", what, ITEM_OR_TOTAL, "Item or Total")
    if not w then return nil, message end
    local g
    g, message = choice("group", given(group, K.TileGroup.ALL), K.TileGroup, "TileGroup")
    if not g then return nil, message end
    -- (anew: a name's choice allocates, and a finalizer of the caller's there may close the set; C's -1 for
    -- NULL was the answer)
    local ptr = set_ptr(self)
    if ptr == nil then return nil, set_closed(self) end
    return tonumber(lib.hunters_tileset_total(ptr, w, g))
  end
end
-- tileset:svg([options]) is the catalogue sheet (options: legend, scale,
-- columns); tileset:svg(tile, [rotation], [options]) one tile type (a name
-- or an index) at a rotation, 0 to 3 (options: legend, scale); with no
-- tile (nil), a rotation but 0 is refused
function TileSet:svg(tile, rotation, options)
  if type(tile) == "table" and rawequal(rotation, nil) and rawequal(options, nil) then tile, options = nil, tile end
  local function closed() if set_ptr(self) == nil then return set_closed(self) end end -- (nil while open)
  local o, message
  if rawequal(tile, nil) then
    -- (svg(nil, options) and svg(nil, rotation): the options were dropped, the scale
    -- unused, and any rotation taken, 7 or "x", as Python's tileset.svg() took it)
    if type(rotation) == "table" and rawequal(options, nil) then rotation, options = nil, rotation end
    if not rawequal(rotation, nil) then
      local turns
      turns, message = integer("rotation", rotation, 0, 3)
      if not turns then return nil, message end
      if turns ~= 0 then
        return nil, string.format("rotation %d is for one tile, tileset:svg(tile, rotation): the catalogue draws " ..
                                  "every type unrotated", turns)
      end
    end
    o, message = svg_options(options, { legend = true, scale = true, columns = true })
    if not o then return nil, message end
    return svg(function(...) return lib.hunters_svg_catalog(set_ptr(self), ...) end, o, closed)
  end
  if type(rotation) == "table" and rawequal(options, nil) then rotation, options = nil, rotation end
  local index
  if type(tile) == "string" then
    index, message = find_type(self[PTR], tile, "name")
  else
    index, message = type_index(self, tile)
  end
  if not index then return nil, message end
  local turns
  turns, message = integer("rotation", given(rotation, 0), 0, 3)
  if not turns then return nil, message end
  o, message = svg_options(options, { legend = true, scale = true })
  if not o then return nil, message end
  return svg(function(...) return lib.hunters_svg_tile(set_ptr(self), index, turns, ...) end, o, closed)
end

-- The tile finder (hunters_tileset_find_tiles): the types matching query,
-- best first, as { name, type, rotation, terms_met, score }; nil and the
-- message (with the column of the word at fault) for a bad query.
-- handle_of() is the object's handle now (nil once closed), search(handle,
-- ...) the C call, set_of(handle) the handle's tile set; closed() the
-- message of the object closed meanwhile (a finalizer of the caller's at
-- an allocation here: the C call got NULL, and said 'a NULL game')
local function find_tiles(handle_of, search, set_of, closed, query, limit)
  local q, message = cstring("query", query)
  if not q then return nil, message end
  local room
  room, message = integer("limit", given(limit, 1000), 0, 100000)
  if not room then return nil, message end
  local err = ffi.new("hunters_error")
  local matches = ffi.new("hunters_tile_match[?]", math.max(room, 1))
  local h = handle_of() -- (anew after the allocations)
  if h == nil then return nil, closed() end
  local found = search(h, q, matches, room, err)
  if found < 0 then return nil, error_text(found, err) end
  local list = {}
  for i = 0, math.min(found, room) - 1 do
    local type_, rotation, terms_met, score = matches[i].type, matches[i].rotation, matches[i].terms_met,
                                              matches[i].score
    h = handle_of() -- (anew: the list and its entries allocate)
    if h == nil then return nil, closed() end
    local name = lib.hunters_tileset_type_name(set_of(h), type_)
    list[#list + 1] = { name = ffi.string(name), type = type_, rotation = rotation, terms_met = terms_met,
                        score = score }
  end
  return list
end

-- tileset:find_tiles(query, [limit]): every type of the set that matches
function TileSet:find_tiles(query, limit)
  return find_tiles(function() return set_ptr(self) end, lib.hunters_tileset_find_tiles, function(h) return h end,
                    function() return set_closed(self) end, query, limit)
end

function TileSet:describe()
  local size = lib.hunters_tileset_describe(self[PTR], nil, 0) + 1
  local buffer = ffi.new("char[?]", size)
  if live(self) == nil then return nil, set_closed(self) end -- (a finalizer may have closed it at the allocation)
  lib.hunters_tileset_describe(self[PTR], buffer, size)
  return ffi.string(buffer)
end
-- the shared default set and a game's own set are not the caller's to free
closable(TileSet, "tile set", lib.hunters_tileset_free,
         function(self) return rawequal(self, default_set) or self[BORROWED] end)
function TileSet.__tostring(self)
  if getmetatable(self) ~= TileSet then return "TileSet (not a TileSet)" end -- (called with another object)
  local ptr = set_ptr(self)
  if ptr == nil then return "TileSet (closed)" end
  -- (a finalizer of the caller's at an allocation here, the hash's uint64_t or the name's string, may close
  -- the set: its memory is freed after this call, and the text says it is closed)
  local count, hash = lib.hunters_tileset_type_count(ptr), lib.hunters_tileset_hash(ptr)
  local name = ffi.string(lib.hunters_tileset_name(ptr))
  if set_ptr(self) == nil then return "TileSet (closed)" end
  return string.format("TileSet %q: %d types, hash 0x%s", name, count, bit.tohex(hash))
end
-- the same content (hunters_tileset_equal: the tiles compared, not the hash
-- alone); a closed set, or one whose game is closed, reaches no C and is
-- equal only to itself (Lua asks no __eq of one object)
function TileSet.__eq(a, b)
  if getmetatable(a) ~= TileSet or getmetatable(b) ~= TileSet then return false end
  local pa, pb = live(a), live(b)
  return pa ~= nil and pb ~= nil and lib.hunters_tileset_equal(pa, pb) == 1
end
guard_closed(TileSet, "tile set", { default = true, from_string = true, from_file = true, close = true,
                                    closed = true, __tostring = true, __eq = true, __index = true })

-- games -----------------------------------------------------------------------
local Game = {}
Game.__index = Game
M.Game = Game

local Event = {}
Event.__index = Event
M.Event = Event

-- A game's message (hunters_game_errmsg()) is read through a pointer got
-- when the game is wrapped: the game's own buffer, the same for its life.
-- Got after a refusal, LuaJIT boxed it (an allocation), and a finalizer of
-- the caller's run there that made a refused call on the game rewrote the
-- message before ffi.string read it (which reads, then allocates).
local function wrap_game(ptr)
  local owned_ptr, freed = owned(ptr, lib.hunters_game_free)
  return setmetatable({ [PTR] = owned_ptr, [FREED] = freed, [MOVES] = ffi.new("hunters_move[256]"), [CAPACITY] = 256,
                        [ERRMSG] = lib.hunters_game_errmsg(owned_ptr) }, Game)
end

local function result(self, status)
  if status ~= 0 then
    -- closed by a caller's finalizer at an allocation of the call (its argument's, its options'): C had NULL
    if live(self) == nil then return nil, "the game is closed" end
    return nil, ffi.string(self[ERRMSG]) -- (no allocation since the refusal: see wrap_game)
  end
  return true
end

local function tileset_ptr(tileset)
  if rawequal(tileset, nil) then
    local default, message = TileSet.default()
    if not default then return nil, message end
    return live(default) or nil, "the default tile set is freed (at exit)"
  end
  if getmetatable(tileset) ~= TileSet then return nil, "tileset must be a TileSet" end
  if tileset[OWNER] and live(tileset[OWNER]) == nil then return nil, "the game that owns this tile set is closed" end
  if live(tileset) == nil then return nil, "the tile set is closed" end
  return live(tileset)
end

-- the rule variants (doc/rules.md): option name -> enum table, enum name
local RULE_VARIANTS = { { "last_bonus", K.LastBonus, "LastBonus" }, { "forest_value", K.ForestValue, "ForestValue" },
                        { "mushroom_value", K.MushroomValue, "MushroomValue" },
                        { "lake_huts", K.LakeHuts, "LakeHuts" } }
local OPTIONS = { players = true, seed = true, first_player = true, members = true, huts = true, draw_mode = true,
                  bonus_rule = true, tileset = true, last_bonus = true, forest_value = true, mushroom_value = true,
                  lake_huts = true, table_width = true, table_height = true }

-- options: players, seed, first_player, members, huts, draw_mode ("engine"
-- or "caller", or a DrawMode), bonus_rule ("redraw" or "forfeit", or a
-- BonusRule), tileset (a TileSet; default the shared default set); the rule
-- variants (doc/rules.md), each a name in any case or a value of its enum:
-- last_bonus ("played" or "skipped", R8.1), forest_value ("tile" or
-- "segment", R5.3), mushroom_value ("patch" or "tile", R5.3), lake_huts
-- ("allowed" or "forbidden", R7.1); table_width, table_height (0 to 32767,
-- 0 for no limit, R3.2)
-- the integer options in a range: name, default, lowest, highest
local PIECE_OPTIONS = { { "members", 5, 0, 99 }, { "huts", 2, 0, 99 } }
local TABLE_OPTIONS = { { "table_width", 0, 0, 32767 }, { "table_height", 0, 0, 32767 } }
-- the options that name a member of an enum (default 0): the draw mode, the
-- bonus rule, then the rule variants
local CHOICE_OPTIONS = { { "draw_mode", K.DrawMode, "DrawMode" }, { "bonus_rule", K.BonusRule, "BonusRule" } }
for _, variant in ipairs(RULE_VARIANTS) do CHOICE_OPTIONS[#CHOICE_OPTIONS + 1] = variant end

-- sets o[name] from options[name] for each option of the list, in order:
-- nil and the message of the first bad one
local function set_ranges(o, options, list)
  for _, r in ipairs(list) do
    local value, message = integer(r[1], given(options[r[1]], r[2]), r[3], r[4])
    if not value then return nil, message end
    o[r[1]] = value
  end
  return true
end
local function set_choices(o, options, list)
  for _, c in ipairs(list) do
    local value, message = choice(c[1], given(options[c[1]], 0), c[2], c[3])
    if not value then return nil, message end
    o[c[1]] = value
  end
  return true
end

-- the canonical names of the options (the records' and hunters-sim's), for
-- the message of an unknown one
local OPTION_NAMES = "players, seed, tileset, first-player, members, huts, draw-mode, bonus-rule, last-bonus, " ..
                     "forest-value, mushroom-value, lake-huts, table-width, table-height, table"

-- options by any spelling as the keywords above: the canonical names
-- ("forest-value") or the same with "_" (forest_value), and table as
-- hunters-sim writes it ("6x5", or 0 for no limit); nil and a message for
-- an unknown name or one given twice
local function spelled_options(options)
  local out = {}
  local function put(name, value)
    if out[name] ~= nil then return nil, "option " .. string.gsub(name, "_", "-") .. " given twice" end
    out[name] = value
    return true
  end
  local key, value = next(options)
  while key ~= nil do -- (no pairs() loop: see unknown_key)
    local name = type(key) == "string" and (string.gsub(key, "-", "_")) or key
    local ok, message = true, nil
    if name == "table" then
      local width, height = string.match(type(value) == "string" and value or "", "^(%d+)x(%d+)$")
      -- (0 as a number argument takes it, integer(): value == 0 took a bool
      -- cdata false and a C enum cdata of 0, which every number argument refuses)
      if value == "0" or (type(value) ~= "string" and integer("table", value) == 0) then width, height = 0, 0 end
      if not width then return nil, "table must be \"WxH\" (as 6x5) or 0" end
      ok, message = put("table_width", tonumber(width))
      if ok then ok, message = put("table_height", tonumber(height)) end
    elseif not OPTIONS[name] then
      return nil, "unknown option " .. shown(key) .. "; the options are " .. OPTION_NAMES ..
                  " (or the same with '_' for '-')"
    else
      ok, message = put(name, value)
    end
    if not ok then return nil, message end
    key, value = next(options, key)
  end
  return out
end

function Game.new(options)
  options = given(options, {})
  if type(options) ~= "table" then return nil, "options must be a table" end
  local message
  options, message = spelled_options(options)
  if not options then return nil, message end
  local o = ffi.new("hunters_game_options")
  lib.hunters_game_options_init_version(o, GAME_OPTIONS_VERSION)
  local value, message
  value, message = integer("players", given(options.players, 2), 1, MAX_PLAYERS)
  if not value then return nil, message end
  o.players = value
  value, message = integer("first_player", given(options.first_player, 0), 0, o.players - 1)
  if not value then return nil, message end
  o.first_player = value
  value, message = set_ranges(o, options, PIECE_OPTIONS)
  if not value then return nil, message end
  value, message = uint64("seed", given(options.seed, 0))
  if not value then return nil, message end
  o.seed = value
  value, message = set_choices(o, options, CHOICE_OPTIONS)
  if not value then return nil, message end
  value, message = set_ranges(o, options, TABLE_OPTIONS)
  if not value then return nil, message end
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  value, message = tileset_ptr(options.tileset) -- (after the last allocation: see set_ptr)
  if not value then return nil, message end
  o.tileset = value
  local status = lib.hunters_game_new(out, o, err)
  if status ~= 0 then return nil, error_text(status, err) end
  return wrap_game(out[0])
end

-- a load's optional tile set: true and its pointer (NULL for none), or
-- false and the message
local function optional_tileset_ptr(tileset)
  if rawequal(tileset, nil) then return true, nil end
  local ts, message = tileset_ptr(tileset)
  if not ts then return false, message end
  return true, ts
end

function Game.load(text, tileset)
  if type(text) ~= "string" then return nil, "record must be a string, not " .. type(text) end
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  local ok, ts = optional_tileset_ptr(tileset) -- (after the last allocation: see set_ptr)
  if not ok then return nil, ts end
  return loaded(lib.hunters_game_load(out, text, #text, ts, nil, err), out, err, wrap_game)
end

function Game.load_file(path, tileset)
  local ok, message = cstring("path", path)
  if not ok then return nil, message end
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  local ts
  ok, ts = optional_tileset_ptr(tileset) -- (after the last allocation: see set_ptr)
  if not ok then return nil, ts end
  ffi.errno(0)
  local status = lib.hunters_game_load_file(out, path, ts, nil, err)
  return loaded(status, out, err, wrap_game, path, ffi.errno()) -- (errno at once, as in Game:save_file)
end

closable(Game, "game", lib.hunters_game_free)

function Game:clone()
  local out = ffi.new("hunters_game *[1]")
  if live(self) == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local status = lib.hunters_game_clone(out, self[PTR])
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  return wrap_game(out[0])
end

function Game:save_file(path)
  local ok, message = cstring("path", path)
  if not ok then return nil, message end
  ffi.errno(0)
  local status = lib.hunters_game_save_file(self[PTR], path)
  local errno = ffi.errno() -- (at once: the system's reason, before any call of the caller's can change it)
  if status == K.Status.EPHASE then -- nothing was written: there is no record
    return nil, "this game has no record to save: its event log was dropped (drop_log), or it was redetermined in engine draw mode"
  end
  if status ~= 0 then
    return nil, "cannot write " .. path .. ": " .. (status == K.Status.EIO and file_reason(path, errno) or
                                                    ffi.string(lib.hunters_strerror(status)))
  end
  return true
end

function Game:save()
  local size = tonumber(lib.hunters_game_save(self[PTR], nil, 0)) + 1
  while true do
    local buffer = ffi.new("char[?]", size)
    local ptr = live(self)
    if ptr == nil then return nil, "the game is closed" end -- (as in TileSet:describe)
    local length = tonumber(lib.hunters_game_save(ptr, buffer, size))
    if length < size then return ffi.string(buffer, length) end
    -- (a finalizer of the caller's at the allocation played on: the record
    -- outgrew the buffer, and was returned cut)
    size = length + 1
  end
end

function Game:copy_from(other)
  if getmetatable(other) ~= Game then return nil, "copy_from needs a Game" end
  if live(other) == nil then return nil, "the game is closed" end
  self[REWINDS] = (self[REWINDS] or 0) + 1 -- (see step_views)
  return result(self, lib.hunters_game_copy(self[PTR], other[PTR]))
end

local function player_index(self, player)
  return integer("player", player, 0, lib.hunters_game_player_count(self[PTR]) - 1)
end

-- the rule variants of the game, as the options of Game.new: the variants
-- by their lowercase names ("skipped", "segment", ...), table_width and
-- table_height as numbers
function Game:rules()
  local o = ffi.new("hunters_game_options")
  if live(self) == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  lib.hunters_game_options_init_version(o, GAME_OPTIONS_VERSION)
  local status = lib.hunters_game_get_options(self[PTR], o)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  local rules = { table_width = o.table_width, table_height = o.table_height }
  for _, variant in ipairs(RULE_VARIANTS) do
    local member, number = next(variant[2])
    while member ~= nil do -- (no pairs() loop: see unknown_key)
      if o[variant[1]] == number then rules[variant[1]] = string.lower(member) end
      member, number = next(variant[2], member)
    end
  end
  return rules
end

function Game:state_size() return tonumber(lib.hunters_game_state_size(self[PTR])) end
function Game:phase() return lib.hunters_game_phase(self[PTR]) end
function Game:over() return lib.hunters_game_phase(self[PTR]) == K.Phase.OVER end
function Game:players() return lib.hunters_game_player_count(self[PTR]) end
function Game:current_player() return lib.hunters_game_current_player(self[PTR]) end
function Game:hash() return lib.hunters_game_hash(self[PTR]) end
function Game:score(player)
  local message
  player, message = player_index(self, player)
  if not player then return nil, message end
  return lib.hunters_game_score(self[PTR], player)
end
-- The answers below that hold many values read them all from C into
-- arrays of the call's own, allocating nothing in between, before any Lua
-- object of the answer is made: a finalizer of the caller's at such an
-- allocation may play on the game, or copy another state into it (they
-- read each value as the answer grew, which mixed the values of two
-- states), or close it. Arrays sized by a count are made, then the count
-- read again, until it fits.

-- the scores by player, indexed from 0 like the players
function Game:scores()
  local scores = ffi.new("int32_t[?]", MAX_PLAYERS)
  local ptr = live(self)
  if ptr == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local players = lib.hunters_game_player_count(ptr)
  for p = 0, players - 1 do scores[p] = lib.hunters_game_score(ptr, p) end
  local list = {}
  for p = 0, players - 1 do list[p] = scores[p] end
  return list
end
function Game:rank(player)
  local message
  player, message = player_index(self, player)
  if not player then return nil, message end
  return lib.hunters_game_rank(self[PTR], player)
end
function Game:supply(player, piece)
  local message
  player, message = player_index(self, player)
  if not player then return nil, message end
  local p
  p, message = choice("piece", given(piece, K.Piece.MEMBER), K.Piece, "Piece")
  if not p then return nil, message end
  local ptr = live(self) -- (anew, as in TileSet:total: C's -1 for NULL was the answer)
  if ptr == nil then return nil, "the game is closed" end
  return lib.hunters_game_supply(ptr, player, p)
end
-- the game's tile set, borrowed from the game
function Game:tileset()
  local ptr = lib.hunters_game_tileset(self[PTR])
  local default = TileSet.default()
  if ptr == default[PTR] then return default end
  return setmetatable({ [PTR] = ffi.cast("hunters_tileset *", ptr), [BORROWED] = true, [OWNER] = self }, TileSet)
end
local function type_name(self, index) -- nil when the game was closed meanwhile
  local name = lib.hunters_tileset_type_name(lib.hunters_game_tileset(self[PTR]), index)
  if name == nil then return nil end
  return ffi.string(name)
end
function Game:tile_in_hand()
  local index = lib.hunters_game_tile_in_hand(self[PTR])
  if index < 0 then return nil end
  return type_name(self, index)
end
-- { [type name] = count } of the land (or bonus) stack
function Game:tiles_left(bonus)
  local message
  bonus, message = flag("bonus", bonus)
  if bonus == nil then return nil, message end
  -- (the counts first, as in scores: a game's tile set, and so its types, is fixed)
  local types = lib.hunters_tileset_type_count(lib.hunters_game_tileset(self[PTR]))
  local counts = ffi.new("int32_t[?]", math.max(types, 1))
  local ptr = live(self)
  if ptr == nil then return nil, "the game is closed" end
  local set = lib.hunters_game_tileset(ptr)
  for t = 0, types - 1 do
    local is_bonus = bit.band(lib.hunters_tileset_type_flags(set, t), K.TileFlag.BONUS) ~= 0
    counts[t] = is_bonus == bonus and lib.hunters_game_tiles_left(ptr, t) or 0
  end
  local left = {}
  for t = 0, types - 1 do
    if counts[t] > 0 then
      local name = type_name(self, t)
      if not name then return nil, "the game is closed" end
      left[name] = counts[t]
    end
  end
  return left
end
-- game:find_tiles(query, [limit]): the types still to be drawn that match;
-- at a draw only those of its stack (land, or bonus at a bonus draw);
-- outside a draw those of both stacks
function Game:find_tiles(query, limit)
  return find_tiles(function() return live(self) end, lib.hunters_game_find_tiles, lib.hunters_game_tileset,
                    function() return "the game is closed" end, query, limit)
end
function Game:stack_size(bonus)
  local which, message = flag("bonus", bonus)
  if which == nil then return nil, message end
  return lib.hunters_game_stack_size(self[PTR], which and 1 or 0)
end

local square = ffi.new("hunters_square")
local function nonneg(v) if v >= 0 then return v end end
local function square_entry(x, y, name, t, rotation, order, owner, piece, area)
  return { x = x, y = y, tile = name, tile_type = t, rotation = rotation, order = order, piece_owner = nonneg(owner),
           piece = piece > 0 and piece or nil, piece_area = nonneg(area) }
end
-- what stands at (x, y): { x, y, tile (name), tile_type, rotation, order,
-- piece_owner, piece, piece_area } (nil fields when no piece); nil if empty
function Game:square(x, y)
  local message
  x, message = integer("x", x)
  if x then y, message = integer("y", y) end
  if not (x and y) then return nil, message end
  local status = lib.hunters_game_board(self[PTR], x, y, square)
  if status ~= 0 then return nil, "no tile at " .. x .. "," .. y end
  -- read before anything allocates: a finalizer then may read another square into the shared struct,
  -- or close the game
  local t, rotation, order, owner, piece, area = square.type, square.rotation, square.order, square.piece_owner,
                                                  square.piece, square.piece_area
  local name = type_name(self, t)
  if name == nil then return nil, "the game is closed" end
  return square_entry(x, y, name, t, rotation, order, owner, piece, area)
end
-- every tile on the board, in placement order (squares as above)
function Game:board()
  -- (every square read first, as in scores: 8 values a tile)
  local x, y, cells, room = ffi.new("int[1]"), ffi.new("int[1]"), nil, -1
  local ptr, placed
  while true do
    ptr = live(self)
    if ptr == nil then return nil, "the game is closed" end
    placed = lib.hunters_game_placed_count(ptr)
    if placed <= room then break end
    room = placed
    cells = ffi.new("int32_t[?]", 8 * math.max(room, 1))
  end
  for i = 0, placed - 1 do
    lib.hunters_game_placed_position(ptr, i, x, y) -- (cannot fail: a placed tile of an open game)
    lib.hunters_game_board(ptr, x[0], y[0], square)
    local c = 8 * i
    cells[c], cells[c + 1], cells[c + 2], cells[c + 3] = x[0], y[0], square.type, square.rotation
    cells[c + 4], cells[c + 5], cells[c + 6], cells[c + 7] = square.order, square.piece_owner, square.piece,
                                                              square.piece_area
  end
  local list = {}
  for i = 0, placed - 1 do
    local c = 8 * i
    local name = type_name(self, cells[c + 2])
    if name == nil then return nil, "the game is closed" end
    list[i + 1] = square_entry(cells[c], cells[c + 1], name, cells[c + 2], cells[c + 3], cells[c + 4], cells[c + 5],
                               cells[c + 6], cells[c + 7])
  end
  return list
end

local FEATURE_FIELDS = { "kind", "id", "halves", "open_sides", "tiles", "fish", "nuggets", "mushrooms", "deer",
                         "mammoths", "tigers", "aurochs", "fire", "dolmen", "system_fish", "value" }
-- the feature of an area of a placed tile: every field of hunters_feature;
-- complete is a boolean, system_id nil when none, members and huts by player from 0
function Game:feature(x, y, area)
  local message
  x, message = integer("x", x)
  if x then y, message = integer("y", y) end
  if x and y then area, message = integer("area", area) end
  if not (x and y and area) then return nil, message end
  local f = ffi.new("hunters_feature")
  if live(self) == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local status = lib.hunters_game_feature(self[PTR], x, y, area, f)
  if status ~= 0 then
    -- a query takes a const game and sets no message: the game's message
    -- would be an older failure's
    if lib.hunters_game_board(self[PTR], x, y, square) ~= 0 then return nil, "no tile at " .. x .. "," .. y end
    if status == K.Status.ERANGE then return nil, "no area " .. area .. " on the tile at " .. x .. "," .. y end
    return nil, ffi.string(lib.hunters_strerror(status))
  end
  local players = lib.hunters_game_player_count(self[PTR]) -- (before the tables below allocate)
  local out = { members = {}, huts = {}, complete = f.complete ~= 0, system_id = nonneg(f.system_id) }
  for _, name in ipairs(FEATURE_FIELDS) do out[name] = f[name] end
  for p = 0, players - 1 do out.members[p] = f.members[p]; out.huts[p] = f.huts[p] end
  return out
end

-- the legal moves, a list of Move (empty in draw phases and at the end)
function Game:legal_moves()
  -- The game's buffer is this call's until it returns (taken out of the
  -- game): a finalizer of the caller's at an allocation below (the list,
  -- each Move) that calls legal_moves() on this game, after playing it,
  -- gets a buffer of its own. (It rewrote this one under the loop, which
  -- returned a list mixing the moves of two positions.)
  local moves, capacity = self[MOVES], self[CAPACITY]
  if moves == nil then -- (taken by a call below on the stack)
    capacity = 256
    moves = ffi.new("hunters_move[?]", capacity)
    if live(self) == nil then return nil, "the game is closed" end -- (as in TileSet:describe)
  end
  self[MOVES] = nil
  local n = lib.hunters_game_legal_moves(self[PTR], moves, capacity)
  -- (again while the moves outgrow the buffer: a finalizer of the caller's
  -- at its allocation may have moved the game on, past the new room, and
  -- the list was read past the buffer's end)
  while n > capacity do
    capacity = n * 2
    moves = ffi.new("hunters_move[?]", capacity)
    if live(self) == nil then return nil, "the game is closed" end
    n = lib.hunters_game_legal_moves(self[PTR], moves, capacity)
  end
  local list = {}
  for i = 0, n - 1 do list[i + 1] = move_ct(moves[i]) end
  -- given back, the capacity first: whenever the game holds a buffer, it
  -- holds that buffer's capacity (the capacity set before the buffer was
  -- made gave a finalizer's call the old buffer with room said for twice n)
  self[CAPACITY] = capacity
  self[MOVES] = moves
  return list
end

function Game:check(move)
  local value, message = move_value(move)
  if not value then return nil, message end
  return result(self, lib.hunters_game_check(self[PTR], value))
end

function Game:play(move)
  local value, message = move_value(move)
  if not value then return nil, message end
  return result(self, lib.hunters_game_play(self[PTR], value))
end

-- reports the tile drawn (a name or an index), or draws at random with nil
function Game:draw(tile)
  if rawequal(tile, nil) then return result(self, lib.hunters_game_draw_random(self[PTR])) end
  local index, message
  if type(tile) == "string" then
    index, message = find_type(lib.hunters_game_tileset(self[PTR]), tile, "tile")
    if not index then return nil, message end
  else
    index, message = integer("tile", tile)
    if not index then return nil, message end
  end
  return result(self, lib.hunters_game_draw(self[PTR], index))
end

function Game:play_random(seed)
  local value, message = uint64("seed", given(seed, 0))
  if not value then return nil, message end
  return result(self, lib.hunters_game_play_random(self[PTR], value))
end

-- takes back the last decision (a placement, deployment or pass, or a draw
-- in caller mode): nil and a message when there is none left
function Game:undo()
  self[REWINDS] = (self[REWINDS] or 0) + 1 -- (see step_views)
  return result(self, lib.hunters_game_undo(self[PTR]))
end
-- how many decisions the game holds: how many times undo() can succeed
function Game:decision_count() return lib.hunters_game_decision_count(self[PTR]) end
-- how often each rule variant changed the play so far, compared with its
-- option's default (doc/rules.md): a table by the lowercase names of
-- M.Variant (forest_value = 1, ...), 0 for the variants not in use
-- (the variants as they are at loading, names lowercase: hunters.Variant is
-- the caller's to change, and a member added there was an index past the
-- array below, written with C's count)
local VARIANTS, VARIANT_COUNT = {}, 0
for name, value in pairs(K.Variant) do -- (at loading: see unknown_key)
  VARIANTS[#VARIANTS + 1] = { string.lower(name), value }
  VARIANT_COUNT = math.max(VARIANT_COUNT, value + 1)
end
function Game:variant_changes()
  local read = ffi.new("int32_t[?]", VARIANT_COUNT) -- (every count first, as in scores)
  local ptr = live(self)
  if ptr == nil then return nil, "the game is closed" end
  for i = 1, #VARIANTS do read[VARIANTS[i][2]] = lib.hunters_game_variant_changes(ptr, VARIANTS[i][2]) end
  local counts = {}
  for i = 1, #VARIANTS do counts[VARIANTS[i][1]] = read[VARIANTS[i][2]] end
  return counts
end
-- Empties the event log and stops logging (rollouts, batch self-play): the
-- game plays on as before; undo, save and events refuse or are empty.
function Game:drop_log() return result(self, lib.hunters_game_drop_log(self[PTR])) end

function Game:set_player_name(player, name)
  local message
  player, message = player_index(self, player)
  if not player then return nil, message end
  local ok
  ok, message = cstring("name", name)
  if not ok then return nil, message end
  return result(self, lib.hunters_game_set_player_name(self[PTR], player, name))
end
function Game:player_name(player)
  local message
  player, message = player_index(self, player)
  if not player then return nil, message end
  local name = lib.hunters_game_player_name(self[PTR], player)
  if name == nil then return nil, "the game is closed" end
  return ffi.string(name)
end

function Game:event_count() return lib.hunters_game_event_count(self[PTR]) end

local raw_event = ffi.new("hunters_event")
-- the events from index start (default 0): tables with every field of
-- hunters_event (player, tile_type, rotation, area, piece nil when none) and
-- index; event:text() and tostring(event) give the English text
function Game:events(start)
  local first, message = integer("start", given(start, 0), 0)
  if not first then return nil, message end
  -- (every event read first, as in scores: 11 values an event)
  local e, fields, room = ffi.new("hunters_event"), nil, -1
  local ptr, count
  while true do
    ptr = live(self)
    if ptr == nil then return nil, "the game is closed" end
    count = lib.hunters_game_event_count(ptr)
    if count - first <= room then break end
    room = count - first
    fields = ffi.new("int32_t[?]", 11 * math.max(room, 1))
  end
  for i = first, count - 1 do
    lib.hunters_game_event(ptr, i, e) -- (cannot fail: an index below the count)
    local f = 11 * (i - first)
    fields[f], fields[f + 1], fields[f + 2], fields[f + 3], fields[f + 4] = e.type, e.player, e.tile_type, e.x, e.y
    fields[f + 5], fields[f + 6], fields[f + 7], fields[f + 8] = e.rotation, e.area, e.piece, e.role
    fields[f + 9], fields[f + 10] = e.reason, e.points
  end
  local list = {}
  for i = first, count - 1 do
    local f = 11 * (i - first)
    list[#list + 1] = setmetatable({ index = i, type = fields[f], player = nonneg(fields[f + 1]),
      tile_type = nonneg(fields[f + 2]), x = fields[f + 3], y = fields[f + 4], rotation = nonneg(fields[f + 5]),
      area = nonneg(fields[f + 6]), piece = fields[f + 7] > 0 and fields[f + 7] or nil, role = fields[f + 8],
      reason = fields[f + 9], points = fields[f + 10], game = self }, Event)
  end
  return list
end

-- 256 bytes hold every line hunters_event_format and hunters_advice_format
-- make today; they return the whole length, snprintf-like, and a longer
-- line is read into a buffer of that length (a cut line would say something else)
local LINE_SIZE = 256
function Event:text()
  if getmetatable(self) ~= Event then return not_one("Event", "text") end
  -- (an event's fields are the caller's: its game and index checked as any
  -- argument, so C is given a Game's handle and the index as it is)
  local game = self.game
  if getmetatable(game) ~= Game then return nil, "event.game must be a Game" end
  local index, message = integer("event.index", self.index, 0)
  if not index then return nil, message end
  -- (the call's own event and line, made before C writes them: the length
  -- C returns is boxed, an allocation, where a finalizer of the caller's
  -- runs, and one that read another event's text rewrote the module's
  -- shared ones before this text was read)
  local raw, buffer, size = ffi.new("hunters_event"), ffi.new("char[?]", LINE_SIZE), LINE_SIZE
  -- (read again after a longer buffer's allocation: a finalizer run there
  -- may have closed or changed the game)
  while true do
    local g = live(game)
    if g == nil then return nil, "the game is closed" end
    -- (the log may have changed since: undo(), copy_from(), drop_log(). Then
    -- the index names no event; or it names another one, the decisions played since)
    if lib.hunters_game_event(g, index, raw) ~= 0 then
      return nil, string.format("no event %d: the game's log now holds %d (taken back or dropped)", index,
                                lib.hunters_game_event_count(g))
    end
    -- (every field, as events() made them: a hut's deployment taken back and
    -- a member's on the same area differ only in piece and role)
    local e = raw
    if e.type ~= self.type or nonneg(e.player) ~= self.player or nonneg(e.tile_type) ~= self.tile_type or
       e.x ~= self.x or e.y ~= self.y or nonneg(e.rotation) ~= self.rotation or nonneg(e.area) ~= self.area or
       (e.piece > 0 and e.piece or nil) ~= self.piece or e.role ~= self.role or e.points ~= self.points or
       e.reason ~= self.reason then
      return nil, string.format("event %d is no longer in the log: it was taken back (another event is there now)",
                                index)
    end
    local length = tonumber(lib.hunters_event_format(g, raw, buffer, size))
    if length < size then return ffi.string(buffer, length) end
    size = length + 1
    buffer = ffi.new("char[?]", size)
  end
end
function Event.__tostring(self)
  local text, message = Event.text(self)
  return text or "(" .. message .. ")"
end

-- each player's points by source, from 0: { forests, rivers, huts, meadows, total }
function Game:points_summary()
  local sums = {}
  for p = 0, lib.hunters_game_player_count(self[PTR]) - 1 do
    sums[p] = { forests = 0, rivers = 0, huts = 0, meadows = 0, total = 0 }
  end
  local column = { [K.Reason.FOREST] = "forests", [K.Reason.RIVER] = "rivers", [K.Reason.HUTS] = "huts",
                   [K.Reason.MEADOW] = "meadows" }
  -- (the tables above allocate, and a finalizer may close the game; the loop allocates nothing)
  if live(self) == nil then return nil, "the game is closed" end
  for i = 0, lib.hunters_game_event_count(self[PTR]) - 1 do
    lib.hunters_game_event(self[PTR], i, raw_event)
    local name = column[raw_event.reason]
    if raw_event.type == K.EventType.POINTS and name then
      local row = sums[raw_event.player]
      row[name] = row[name] + raw_event.points
      row.total = row.total + raw_event.points
    end
  end
  return sums
end

function Game.__tostring(self)
  if getmetatable(self) ~= Game then return "Game (not a Game)" end -- (called with another object)
  -- (every value read before the text is made, as in scores; the hash last, its uint64_t made after C gave it)
  local scores = ffi.new("int32_t[?]", MAX_PLAYERS)
  local ptr = live(self)
  if ptr == nil then return "Game (closed)" end
  local players, phase, player = lib.hunters_game_player_count(ptr), lib.hunters_game_phase(ptr),
                                 lib.hunters_game_current_player(ptr)
  for p = 0, players - 1 do scores[p] = lib.hunters_game_score(ptr, p) end
  local hash = lib.hunters_game_hash(ptr)
  local texts = {}
  for p = 0, players - 1 do texts[p + 1] = tostring(scores[p]) end
  -- for programmers: the index current_player(), from 0, named as the method is (text for people says
  -- "player 1" for index 0)
  return string.format("Game: %d players, phase %d, current_player %d, scores %s, hash 0x%s", players, phase,
                       player, table.concat(texts, " "), bit.tohex(hash))
end
-- games are equal when their engine hashes are
function Game.__eq(a, b)
  if getmetatable(a) ~= Game or getmetatable(b) ~= Game then return false end -- (called with other objects)
  local pa, pb = live(a), live(b)
  return pa ~= nil and pb ~= nil and lib.hunters_game_hash(pa) == lib.hunters_game_hash(pb)
end

-- bots, search and advice (doc/bots.md) ------------------------------------------------
-- Every search copy must be redetermined: in engine draw mode a copy carries
-- the generator and would draw the real upcoming tiles. Call
-- game:redetermine(seed) on each copy a search of your own explores; the
-- library's bots (bot_move, advice) do so themselves and never peek.

-- bot options: { seed, iterations, milliseconds, max_nodes, exploration,
-- rollout_turns, threads }, nil fields keeping the library's defaults; kind
-- is "random", "greedy", "mcts" or "mcts2" (any case) or a BotKind value;
-- threads 0 to 64 for mcts2 (root-parallel), 0 or 1 for the others
local BOT_OPTIONS = { seed = true, iterations = true, milliseconds = true, max_nodes = true, exploration = true,
                      rollout_turns = true, threads = true }
local function bot_options(kind, opts)
  opts = given(opts, {})
  if type(opts) ~= "table" then return nil, "bot options must be a table, not " .. type(opts) end
  local unknown = unknown_key(opts, BOT_OPTIONS)
  if unknown ~= nil then return nil, "unknown bot option " .. shown(unknown) end
  local o = ffi.new("hunters_bot_options")
  lib.hunters_bot_options_init(o)
  local value, message = choice("kind", given(kind, K.BotKind.MCTS), K.BotKind, "BotKind")
  if not value then return nil, message end
  o.kind = value
  value, message = uint64("seed", given(opts.seed, 0))
  if not value then return nil, message end
  o.seed = value
  for _, limit in ipairs{ { "iterations", 0 }, { "milliseconds", 0 }, { "max_nodes", 1, 1000000 },
                          { "rollout_turns", 0 }, { "threads", 0, 64 } } do
    local name = limit[1]
    if not rawequal(opts[name], nil) then
      value, message = integer(name, opts[name], limit[2], limit[3])
      if not value then return nil, message end
      o[name] = value
    end
  end
  if not rawequal(opts.exploration, nil) then
    local e = opts.exploration
    -- (a number cdata as the number it holds, as every number argument: cdata_number())
    if type(e) == "cdata" then e = cdata_number(e) or e end
    if type(e) ~= "number" then return nil, "exploration must be a number, not " .. type(e) end
    if not (e >= 0 and e <= 1e6) then return nil, "exploration must be 0 to 1e6, not " .. tostring(e) end
    o.exploration = e
  end
  if (o.kind == K.BotKind.MCTS or o.kind == K.BotKind.MCTS2) and o.iterations == 0 and o.milliseconds == 0 then
    return nil, "an MCTS bot needs iterations or milliseconds (both are 0)"
  end
  if o.threads > 1 and o.kind ~= K.BotKind.MCTS2 then
    return nil, "threads above 1 are for the mcts2 bot only"
  end
  return o
end

-- makes the future draws a fresh uniform sample, from seed, of the tiles
-- really left (only the hidden order changes); every search copy must call it
function Game:redetermine(seed)
  local value, message = uint64("seed", seed)
  if not value then return nil, message end
  return result(self, lib.hunters_game_redetermine(self[PTR], value))
end

-- the scores if the game ended now (R5, R8), indexed from 0 like players
function Game:project_scores()
  -- (this call's own array: the list below allocates, and a finalizer's own call may project another game)
  local projected = ffi.new("int32_t[?]", MAX_PLAYERS)
  if live(self) == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local ok, message = result(self, lib.hunters_game_project_scores(self[PTR], projected))
  if not ok then return nil, message end
  local players = lib.hunters_game_player_count(self[PTR]) -- (before the list allocates)
  local out = {}
  for p = 0, players - 1 do out[p] = projected[p] end
  return out
end

-- the move (a Move) the library's bot plays in the current decision; the
-- game is unchanged. Only iteration budgets are deterministic.
local chosen = ffi.new("hunters_move[1]")
function Game:bot_move(kind, opts)
  local o, message = bot_options(kind, opts)
  if not o then return nil, message end
  local ok
  ok, message = result(self, lib.hunters_bot_choose(self[PTR], o, chosen))
  if not ok then return nil, message end
  return move_ct(chosen[0])
end

-- up to count (1 to 1000, default 5) candidate whole turns, best first: a
-- list of tables with every field of hunters_advice (place nil in a deploy
-- phase, deploy, visits, role, mean, wins (nil when the candidate was not
-- searched: greedy, random, no visits), area_kind nil for a pass, items
-- by item value from 0, feature_value) and text, the sentence for a person
local Advice = {}
function Advice.__tostring(a)
  if getmetatable(a) ~= Advice or type(a.text) ~= "string" then return "Advice (not an advice)" end
  return a.text
end
M.Advice = Advice
function Game:advice(kind, opts, count)
  local wanted, message = integer("count", given(count, 5), 1, 1000)
  if not wanted then return nil, message end
  local o
  o, message = bot_options(kind, opts)
  if not o then return nil, message end
  -- (this call's own text buffer: each entry allocates, and a finalizer's own call may format another advice)
  local raw, advice_text = ffi.new("hunters_advice[?]", wanted), ffi.new("char[?]", LINE_SIZE)
  if live(self) == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local n = lib.hunters_bot_advise(self[PTR], o, raw, wanted)
  if n < 0 then return result(self, n) end
  local out = {}
  for i = 0, math.min(n, wanted) - 1 do
    local a = raw[i]
    local length = tonumber(lib.hunters_advice_format(a, advice_text, LINE_SIZE))
    local text = length < LINE_SIZE and ffi.string(advice_text, length) or nil
    if not text then -- (a is this call's own: no finalizer reaches it)
      local whole = ffi.new("char[?]", length + 1)
      text = ffi.string(whole, tonumber(lib.hunters_advice_format(a, whole, length + 1)))
    end
    local items = {}
    for item = 0, 9 do items[item] = a.items[item] end
    out[i + 1] = setmetatable({ place = a.place ~= 0 and move_ct(a.place) or nil, deploy = move_ct(a.deploy),
                                visits = a.visits, role = a.role, mean = a.mean,
                                wins = a.wins >= 0 and a.wins or nil, -- nil when not searched
                                area_kind = a.area_kind > 0 and a.area_kind or nil, items = items,
                                feature_value = a.feature_value, text = text }, Advice)
  end
  return out
end

-- an upper bound on the bytes one bot_move or advice call allocates at once
function Game:bot_memory(kind, opts)
  local o, message = bot_options(kind, opts)
  if not o then return nil, message end
  if live(self) == nil then return nil, "the game is closed" end -- (bot_options allocates: 0 for NULL, else)
  return tonumber(lib.hunters_bot_memory(self[PTR], o))
end

-- the board as SVG: every tile and piece, and as asked the legal positions
-- of the tile in hand, the coordinates, the score table and the legend.
-- options: legal (default false), coordinates, scores, legend (default
-- true), scale (pixels per tile, 10 to 1000)
function Game:svg(options)
  local o, message = svg_options(options, { legal = true, coordinates = true, scores = true, legend = true,
                                            scale = true })
  if not o then return nil, message end
  return svg(function(...) return lib.hunters_svg_board(live(self), ...) end, o,
             function() return live(self) == nil and "the game is closed" or nil end)
end

-- machine learning (doc/ml.md): chance as data, the action encoding, observations ---------
M.ML_DEFAULT_WINDOW, M.ML_MAX_WINDOW, M.ML_DEPLOY_ACTIONS = 39, 255, 33
-- (as they are at the load, as MAX_PLAYERS: the public ones are the caller's
-- to change, and a changed default made Encoding.new() give another window)
local ML_DEFAULT_WINDOW, ML_MAX_WINDOW = M.ML_DEFAULT_WINDOW, M.ML_MAX_WINDOW

-- the public distribution of the next draw (R3.1: the counts are public,
-- the order is not): a list of { type = index, name = type name,
-- probability = p }, ascending types; the bonus stack's in a bonus draw and
-- in the deploy phase before one (a nugget forest completed, R6.1), else
-- the land stack's; empty once the stack is empty
function Game:chance()
  -- room for every type of the set, and one call: a count asked first could
  -- be stale by a second call (a finalizer of the caller's that plays the
  -- game at the allocation between them), which read past the arrays
  local room = math.max(lib.hunters_tileset_type_count(lib.hunters_game_tileset(self[PTR])), 1)
  local types, probabilities = ffi.new("int32_t[?]", room), ffi.new("double[?]", room)
  local ptr = live(self)
  if ptr == nil then return nil, "the game is closed" end -- (a finalizer may have closed it at the allocation)
  local n = lib.hunters_ml_chance(ptr, types, probabilities, room)
  if n < 0 then return nil, ffi.string(lib.hunters_strerror(n)) end
  local out = {}
  for i = 0, math.min(n, room) - 1 do
    local name = type_name(self, types[i])
    if name == nil then return nil, "the game is closed" end
    out[i + 1] = { type = types[i], name = name, probability = probabilities[i] }
  end
  return out
end

-- makes an engine-drawn game (a search copy) stop in its draw phases for
-- game:draw(tile) with a chosen outcome; its future draws are then the
-- caller's and it can no longer be undone (hunters_ml_set_caller_draws)
function Game:set_caller_draws()
  lib.hunters_ml_set_caller_draws(self[PTR]) -- (fails only for NULL)
  return true
end

-- hot: the methods of a loop of moves, which say 'closed' themselves when
-- a finalizer closes the game while they run (play: result(); legal_moves:
-- its check after growing its buffer; the others call C before any allocation)
guard_closed(Game, "game", { new = true, load = true, load_file = true, close = true, closed = true,
                             __tostring = true, __eq = true, __index = true },
             { legal_moves = true, play = true, phase = true, over = true, current_player = true })

-- Encoding: the actions and observation arrays of a window of N x N cells
-- over the games of one tile set (a hunters_ml handle with its scratch
-- memory: one per coroutine or thread). Arrays are 0-based cdata; methods
-- that fill one take an array made by new_mask(), new_planes() or
-- new_global() of the same encoding, or of one of the same window (and
-- layout, for planes): nothing else, so C never writes out of bounds; or
-- they make a new one. Batched play: new_batch() and step() below.
local Encoding = {}
Encoding.__index = Encoding
M.Encoding = Encoding

local LAYOUT_NAMES = { [0] = "planes_first", [1] = "cells_first" }
-- array -> what new_*() made it for: "mask N", "planes N LAYOUT" or "global N" (N elements), so an
-- array of another encoding is taken only where it has the same size (and layout)
local made = setmetatable({}, { __mode = "k" })

local function game_ptr(game)
  if type(game) ~= "table" or getmetatable(game) ~= Game then return nil, "game must be a hunters.Game" end
  local ptr = live(game)
  if ptr == nil then return nil, "the game is closed" end
  return ptr
end

-- Encoding.new(game, window, layout): window N odd, 3 to ML_MAX_WINDOW
-- (default ML_DEFAULT_WINDOW); layout "planes_first" (default) or
-- "cells_first", or an MlLayout value. The encoding serves every game of
-- game's tile set (or one of equal content), whatever its players.
function Encoding.new(game, window, layout)
  local g, message = game_ptr(game)
  if not g then return nil, message end
  local n
  n, message = integer("window", given(window, ML_DEFAULT_WINDOW), 3, ML_MAX_WINDOW)
  if not n then return nil, message end
  if n % 2 == 0 then return nil, "window must be odd, not " .. n end
  -- (a number cdata too, as every enum argument takes one: choice())
  if not rawequal(layout, nil) and type(layout) ~= "string" and type(layout) ~= "number" and
     type(layout) ~= "cdata" then
    return nil, "layout must be a string or an MlLayout value, not " .. type(layout)
  end
  local chosen
  chosen, message = choice("layout", given(layout, K.MlLayout.PLANES_FIRST), K.MlLayout, "MlLayout")
  if not chosen then return nil, message end
  local out = ffi.new("hunters_ml *[1]")
  g = live(game) -- (anew after the last allocation: a finalizer of the caller's may have closed it)
  if g == nil then return nil, "the game is closed" end
  local status = lib.hunters_ml_new(out, g, n)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  local ptr, freed = owned(out[0], lib.hunters_ml_free)
  lib.hunters_ml_set_layout(ptr, chosen) -- (a valid layout: cannot fail)
  return setmetatable({ [PTR] = ptr, [FREED] = freed, window = n,
                        action_count = lib.hunters_ml_action_count(ptr),
                        planes_size = tonumber(lib.hunters_ml_planes_size(ptr)),
                        global_size = lib.hunters_ml_global_size(ptr),
                        [ACTION] = ffi.new("int32_t[1]"), [MOVE] = ffi.new("hunters_move[1]") }, Encoding)
end

-- the sizes C writes, read from the handle: the fields window,
-- action_count, planes_size and global_size are copies for the caller,
-- who may change them without changing what C writes
local function c_action_count(self) return lib.hunters_ml_action_count(self[PTR]) end
local function c_planes_size(self) return tonumber(lib.hunters_ml_planes_size(self[PTR])) end
local function c_global_size(self) return lib.hunters_ml_global_size(self[PTR]) end

function Encoding:layout() return LAYOUT_NAMES[lib.hunters_ml_layout_of(self[PTR])] end
closable(Encoding, "encoding", lib.hunters_ml_free)
function Encoding.__tostring(self)
  if getmetatable(self) ~= Encoding then return "Encoding (not an Encoding)" end -- (called with another object)
  if live(self) == nil then return "Encoding (closed)" end
  local n = lib.hunters_ml_window(self[PTR])
  return string.format("Encoding %dx%d, %s, %d actions", n, n, LAYOUT_NAMES[lib.hunters_ml_layout_of(self[PTR])],
                       c_action_count(self))
end

local function new_array(ctype, count, tag)
  local array = ffi.new(ctype .. "[?]", count)
  made[array] = tag
  return array
end
-- zeroed arrays of the sizes the encoding writes: the legal-action mask
-- (action_count bytes), the planes (planes_size bytes: PLANES x N x N, or
-- N x N x PLANES cells first) and the global vector (global_size floats)
local function mask_tag(self) return "mask " .. c_action_count(self) end
local function planes_tag(self) return "planes " .. c_planes_size(self) .. " " .. lib.hunters_ml_layout_of(self[PTR]) end
local function global_tag(self) return "global " .. c_global_size(self) end
local function new_mask(self) return new_array("uint8_t", c_action_count(self), mask_tag(self)) end
local function new_planes(self) return new_array("uint8_t", c_planes_size(self), planes_tag(self)) end
local function new_global(self) return new_array("float", c_global_size(self), global_tag(self)) end
Encoding.new_mask, Encoding.new_planes, Encoding.new_global = new_mask, new_planes, new_global
-- (the module's own calls, as TileSet's area above: not through a field of
-- the encoding; nil, message once the encoding is closed, as the methods)
local function made_for(self, new)
  return function()
    if live(self) == nil then return nil, "the encoding is closed" end
    return new(self)
  end
end

-- array if new_*() of an encoding made it with this tag, a new one if nil
-- (by rawequal: the caller's value, whose cdata __eq may raise, as given())
local function array_for(array, name, make, tag, same)
  if rawequal(array, nil) then return make() end
  if made[array] ~= tag then
    return nil, string.format("%s must be an array made by new_%s() of this encoding (or one of the same %s)",
                              name, name, same)
  end
  return array
end

-- the action (0 to action_count - 1) of a move (a Move, its text or value)
function Encoding:action_of_move(move)
  local value, message = move_value(move)
  if not value then return nil, message end
  local status = lib.hunters_ml_action_of_move(self[PTR], value, self[ACTION])
  if status == K.Status.ERANGE then
    if lib.hunters_move_kind(value) == K.MoveKind.DEPLOY then return nil, "a deployment on an area above 15" end
    return nil, "the placement is outside the window"
  end
  if status ~= 0 then return nil, "not a placement, a pass or a deployment" end
  return self[ACTION][0]
end

-- the Move of an action, 0 to action_count - 1
function Encoding:move_of_action(action)
  local a, message = integer("action", action, 0, c_action_count(self) - 1)
  if not a then return nil, message end
  lib.hunters_ml_move_of_action(self[PTR], a, self[MOVE]) -- (a checked action: cannot fail)
  return move_ct(self[MOVE][0])
end

-- (A refusal of C's ML calls is C's reason, hunters_ml_errmsg(); of the
-- calls that take the handle const (truncated, legal_mask), which set no
-- message, hunters_ml_observe()'s check of the same game says it, as
-- hunters.h advises. Inline, no helper: the module is near LuaJIT's 200
-- locals.)

-- whether the game has left the window (doc/ml.md, truncation)
function Encoding:truncated(game)
  local g, message = game_ptr(game)
  if not g then return nil, message end
  local status = lib.hunters_ml_truncated(self[PTR], g)
  if status < 0 then
    lib.hunters_ml_observe(self[PTR], g, 0, nil, 0, nil, 0) -- (sets C's reason: the same check of the game)
    return nil, ffi.string(lib.hunters_ml_errmsg(self[PTR]))
  end
  return status == 1
end

-- the legal-action mask (uint8_t[action_count], 1 for each action that
-- game:play() accepts now) written into mask (from new_mask()) or a new
-- array, and the number of legal actions
function Encoding:legal_mask(game, mask)
  local g, message = game_ptr(game)
  if not g then return nil, message end
  mask, message = array_for(mask, "mask", made_for(self, new_mask), mask_tag(self), "window")
  if not mask then return nil, message end
  g = live(game) -- (anew after the last allocation, as in Encoding.new)
  if g == nil then return nil, "the game is closed" end
  local n = lib.hunters_ml_legal_mask(self[PTR], g, mask, c_action_count(self))
  if n < 0 then
    lib.hunters_ml_observe(self[PTR], g, 0, nil, 0, nil, 0) -- (sets C's reason: the same check of the game)
    return nil, ffi.string(lib.hunters_ml_errmsg(self[PTR]))
  end
  return mask, n
end

-- what player (0 to players - 1) sees of game, public information only:
-- the planes (uint8_t[planes_size]) and the global vector
-- (float[global_size]), written into planes and global (from new_planes()
-- and new_global()) or new arrays
function Encoding:observe(game, player, planes, global)
  local g, message = game_ptr(game)
  if not g then return nil, message end
  local p
  p, message = integer("player", player, 0, lib.hunters_game_player_count(g) - 1)
  if not p then return nil, message end
  planes, message = array_for(planes, "planes", made_for(self, new_planes), planes_tag(self),
                              "window and layout")
  if not planes then return nil, message end
  global, message = array_for(global, "global", made_for(self, new_global), global_tag(self),
                              "global size")
  if not global then return nil, message end
  g = live(game) -- (anew after the last allocation, as in Encoding.new)
  if g == nil then return nil, "the game is closed" end
  if lib.hunters_ml_observe(self[PTR], g, p, planes, c_planes_size(self), global, c_global_size(self)) ~= 0 then
    return nil, ffi.string(lib.hunters_ml_errmsg(self[PTR]))
  end
  return planes, global
end

-- Batched play (doc/ml.md, "Batched play"): enc:new_batch(count) makes the
-- output arrays of count games once (0-based cdata, game i's rows from i *
-- size): planes (count x planes_size), globals (count x global_size),
-- masks (count x action_count), rewards (count x MAX_PLAYERS, by absolute
-- player), done (count: 0 playing, 1 over, 2 truncated), players (count:
-- the player to act next, -1 when done), observers (count: whose view the
-- planes are, the player to act, or for a game done the player to act
-- before the step, as the views'). enc:step(games, actions, batch)
-- advances each game of the list by its action (-1: none, only observed)
-- and writes the batch; every action is checked before any game moves, so
-- a refused one (nil, message, its game's index from 1) changes nothing.
-- The step writes the arrays the batch was made with (replacing a field
-- does not redirect it).
local batches = setmetatable({}, { __mode = "k" }) -- batch -> its arrays and what they fit

-- what C writes for one game (from C, not the encoding's fields, which a
-- caller may change): the fit of a batch of count games
local function batch_fit(self, count)
  return string.format("%d %d %d %d %d", count, c_planes_size(self), lib.hunters_ml_layout_of(self[PTR]),
                       c_global_size(self), c_action_count(self))
end

-- the most games, up to 1000000, for which each array is below 2 GiB, given
-- the bytes each array takes per game (a larger count is refused, not
-- raised by ffi.new or allocated)
local function most_games(...)
  local most = 1000000
  for _, bytes in ipairs{ ... } do most = math.min(most, math.floor((2 ^ 31 - 1) / bytes)) end
  return most
end

local memory_bytes -- (the memory this process may use, or nil: defined below with VectorEnv's check)
-- The arrays make() allocates for n games of bytes each (the arrays' rows of
-- one game), or nil and the message, before any is allocated, when they
-- do not fit in the machine's memory (its cgroup's limit where that is
-- lower): ffi.new fills them with zeros, so a batch past the memory was
-- killed by the system; or when ffi.new raises LuaJIT's own "not enough
-- memory" (a limit of the process's, ulimit -v, unseen here): the call
-- raised it. (Any other error, a finalizer's of the caller's at an
-- allocation, is raised again.)
local OUT_OF_MEMORY = "not enough memory" -- (LuaJIT's error: allocate() and new_games() refuse it)
local function allocate(what, n, bytes, make)
  local memory = memory_bytes()
  local message = string.format("%s of %d games needs %.1f GiB (%.1f KiB a game)", what, n, n * bytes / 2 ^ 30,
                                bytes / 2 ^ 10)
  if memory and n * bytes > memory then
    return nil, string.format("%s, more than this machine's memory (%.1f GiB, its cgroup's limit where that is "
                              .. "lower): use fewer games, or a smaller window", message, memory / 2 ^ 30)
  end
  local ok, arrays = pcall(make)
  if ok then return arrays end
  if arrays ~= OUT_OF_MEMORY then error(arrays, 0) end
  return nil, message .. ", and there is not enough memory for it (a limit of the process's, as ulimit -v): use " ..
              "fewer games, or a smaller window"
end

function Encoding:new_batch(count)
  local planes_size, global_size, action_count = c_planes_size(self), c_global_size(self), c_action_count(self)
  local most = most_games(planes_size, global_size * ffi.sizeof("float"), action_count,
                          MAX_PLAYERS * ffi.sizeof("float"), ffi.sizeof("hunters_game *"))
  local n, message = integer("count", count, 1, most)
  if not n then return nil, message end
  local fits = batch_fit(self, n)
  -- (a finalizer of the caller's may have closed the encoding at an
  -- allocation above, most_games()'s table or the fit's text: a fit read
  -- from NULL, -1 among it; the sizes were read before any allocation)
  if live(self) == nil then return nil, "the encoding is closed" end
  local arrays
  arrays, message = allocate("a batch", n, planes_size + 4 * global_size + action_count + 4 * MAX_PLAYERS + 1
                                           + 4 * 4 + ffi.sizeof("hunters_game *"), function()
    return { planes = ffi.new("uint8_t[?]", n * planes_size),
             globals = ffi.new("float[?]", n * global_size),
             masks = ffi.new("uint8_t[?]", n * action_count),
             rewards = ffi.new("float[?]", n * MAX_PLAYERS),
             done = ffi.new("uint8_t[?]", n), players = ffi.new("int32_t[?]", n),
             observers = ffi.new("int32_t[?]", n), movers = ffi.new("int32_t[?]", n),
             games = ffi.new("hunters_game *[?]", n), actions = ffi.new("int32_t[?]", n),
             batch = ffi.new("hunters_ml_batch"), fits = fits }
  end)
  if not arrays then return nil, message end
  local b = arrays.batch
  b.games, b.count, b.actions = arrays.games, n, arrays.actions
  b.planes, b.globals, b.masks, b.rewards = arrays.planes, arrays.globals, arrays.masks, arrays.rewards
  b.done, b.players = arrays.done, arrays.players
  local batch = { count = n, planes = arrays.planes, globals = arrays.globals, masks = arrays.masks,
                  rewards = arrays.rewards, done = arrays.done, players = arrays.players,
                  observers = arrays.observers }
  batches[batch] = arrays
  return batch
end

-- the length of a list read raw, or nil when it has holes or other keys
-- before its end
local function list_length(list)
  local n = #list
  if table.maxn(list) ~= n then return nil end
  return n
end

-- The lengths of a step's lists of games and actions (tables: the callers
-- check that first), or nil, message.
local function list_lengths(games, actions)
  local n, count = list_length(games), list_length(actions)
  if not n or not count then return nil, "games and actions must be lists without holes" end
  return n, count
end

-- The n games and actions of a step, checked: the games held for the call
-- (checking the next entries may run the collector, which must not free
-- one already checked) and the actions; or nil, message.
local function step_entries(self, games, actions, n, count)
  if count ~= n then return nil, string.format("%d actions for %d games", count, n) end
  local held, chosen, last_action = {}, {}, c_action_count(self) - 1
  for i = 1, n do
    local game = rawget(games, i)
    local g, message = game_ptr(game)
    if not g then return nil, string.format("games[%d]: %s", i, message) end
    local a
    a, message = integer(string.format("actions[%d]", i), rawget(actions, i), -1, last_action)
    if not a then return nil, message end
    held[i], chosen[i] = game, a
  end
  return held, chosen
end

-- Runs step (C's hunters_ml_step or hunters_ml_step_views) on arrays.games
-- and .actions, set here from the held games, which the step does not keep;
-- returns the status, or nil, message (and the refused game's index).
-- With arrays.movers (a batch's, a VectorEnv's views'), each game's player
-- to act is read there; then a batch's observers are written (C writes
-- only the views'), and with arrays.by_mover the step's reward of the
-- player who acted (0 for a game given no action): all read from C at the
-- call, as a finalizer of the caller's at an allocation before it may play
-- on a game (run() read the players before the step's allocations).
-- The first of C's refusals of the games of ptrs (their pointers, slot by
-- slot) in C's order (hunters_ml_step(), hunters_ml_step_views()), named
-- as a step and reset_done() name it (Python's VectorEnv._game_fault(),
-- from 0 there): slot by slot a game of another tile set or, views the
-- views' rows, of more players than views; then, whole (every slot's
-- pointer given), the first game listed twice, with the slot it is in
-- before; nil when none.
local function game_fault(ml, ptrs, views, whole)
  for i = 1, #ptrs do
    if lib.hunters_ml_truncated(ml, ptrs[i]) < 0 then
      return string.format("games[%d]: a game of another tile set", i)
    end
    local players = lib.hunters_game_player_count(ptrs[i])
    if views and players > views then
      return string.format("games[%d]: a game of %d players, views made for %d", i, players, views)
    end
  end
  if not whole then return nil end
  local first = {} -- address -> its first slot (as C compares them: a Game's copy shares its pointer)
  for i = 1, #ptrs do
    local address = tonumber(ffi.cast("uintptr_t", ptrs[i]))
    if first[address] ~= nil then
      return string.format("games[%d]: a game listed twice (also in slot %d)", i, first[address])
    end
    first[address] = i
  end
  return nil
end

local function run_step(self, arrays, held, chosen, step, what)
  -- no allocation and no caller's code from here to the call
  if live(self) == nil then return nil, "the encoding is closed" end
  local movers = arrays.movers
  for i = 1, #held do
    local ptr = live(held[i])
    if ptr == nil then return nil, string.format("games[%d]: the game is closed", i) end
    arrays.games[i - 1], arrays.actions[i - 1] = ptr, chosen[i]
    if movers then movers[i - 1] = lib.hunters_game_current_player(ptr) end
  end
  local status = step(self[PTR], what)
  for i = 0, #held - 1 do arrays.games[i] = nil end
  if status == 0 and arrays.batch then -- (as hunters_ml_step() observes: a finished game by its player before)
    local observers, players = arrays.observers, arrays.players
    for i = 0, #held - 1 do observers[i] = players[i] >= 0 and players[i] or movers[i] end
  end
  local by_mover = status == 0 and arrays.by_mover
  if by_mover then
    local rewards, actions, P = arrays.rewards, arrays.actions, MAX_PLAYERS
    for i = 0, #held - 1 do
      local p = movers[i]
      by_mover[i] = (actions[i] >= 0 and p >= 0 and p < P) and rewards[i * P + p] or 0
    end
  end
  -- C's reason (hunters_ml_errmsg()), its slots (from 0) named as the
  -- callers name them, "slot N: " as "games[N + 1]: " and "(also in slot
  -- N)" as "(also in slot N + 1)" ("" when no C call refused)
  local reason = ""
  if status ~= 0 and live(self) ~= nil then
    reason = ffi.string(lib.hunters_ml_errmsg(self[PTR])):gsub("^slot (%d+): ", function(n)
      return string.format("games[%d]: ", n + 1)
    end):gsub("%(also in slot (%d+)%)", function(n) return string.format("(also in slot %d)", n + 1) end)
  end
  if status == K.Status.EINVAL and reason ~= "" then
    return nil, reason
  elseif status == K.Status.EINVAL then
    -- (no reason: a refusal told without a C call, as a test does; the
    -- naming below was the binding's before C had a message)
    -- C's refusal of a game (the callers checked the rest), its slot named
    -- as Python's step and reset_done() name it (from 0 there): the first C
    -- finds, in its order, slot by slot a game of another tile set or (views)
    -- of more players than views, then the first game listed twice, with
    -- the slot it is in before. Read after the refusal, which changed
    -- nothing: steps that pass pay nothing
    local ml, ptrs = live(self), {}
    for i = 1, #held do
      local ptr = live(held[i])
      if ptr == nil or ml == nil then break end -- (closed by a finalizer of the caller's since: C's words)
      ptrs[i] = ptr
    end
    local fault = ml ~= nil and game_fault(ml, ptrs, arrays.views and arrays.rows, #ptrs == #held)
    if fault then return nil, fault end
    -- (none found: C's refusals in Python's words, _refused_game())
    if arrays.views then return nil, "a game of another tile set, of more players than views, or listed twice" end
    return nil, "a game of another tile set, or listed twice"
  elseif status ~= 0 then
    local failed = what.failed + 1
    if failed < 1 or failed > #held then return nil, ffi.string(lib.hunters_strerror(status)) end
    if reason ~= "" then return nil, reason, failed end
    -- (no reason, as a test tells it: the status's words, not the game's own message, which a refused step
    -- leaves as it was, an older call's: hunters.h, hunters_ml_step(); Python's _refused() the same)
    return nil, string.format("games[%d]: %s", failed, ffi.string(lib.hunters_strerror(status))), failed
  end
  return status
end

function Encoding:step(games, actions, batch)
  if type(games) ~= "table" or type(actions) ~= "table" then return nil, "games and actions must be lists" end
  local arrays = type(batch) == "table" and batches[batch]
  if not arrays then return nil, "batch must be made by new_batch()" end
  local n, count = list_lengths(games, actions)
  if not n then return nil, count end
  if arrays.fits ~= batch_fit(self, n) then
    return nil, string.format("batch must be made by new_batch(%d) of this encoding (or one of the same window "
                              .. "and layout)", n)
  end
  local held, chosen = step_entries(self, games, actions, n, count)
  if not held then return nil, chosen end
  local ok, message, failed = run_step(self, arrays, held, chosen, lib.hunters_ml_step, arrays.batch)
  if not ok then return nil, message, failed end
  return batch
end

-- Incremental batched play (doc/ml.md, "Incremental batched play"):
-- enc:new_views(count, views) makes the arrays of count games, each seen
-- by views players (at least every game's player count): planes (count x
-- views x planes_size: row [i][p] what absolute player p sees of game i),
-- globals (count x views x global_size), masks (count x action_count),
-- legal (count x action_count) and legal_counts (count: game i's legal
-- actions are legal[i * action_count + k], k below legal_counts[i], in no
-- fixed order), rewards, done and players as in a batch, and observers
-- (count: the view to act on, row [i][observers[i]]). The next step reads
-- planes, globals, masks, legal and legal_counts: they are given as const
-- pointers, which LuaJIT refuses to write through (each keeps its array
-- alive).
-- enc:step_views(games, actions, views) plays as step() and rewrites only
-- what each decision changed. The state marks of C are kept here, out of
-- the caller's reach, and a slot's rows are rewritten in full when its game
-- is another Game than the last step's there (by identity: a clone is
-- another), or was taken back since (undo(), copy_from(): every such call
-- counts). A game moved forward by other means (play(), draw(), ...) C's
-- mark tells: each decision changes the tiles placed, the phase, the
-- player or the draws it covers; a game taken back and played again may
-- not change them. enc:clear_view(views, i) clears slot i (from 0) of the
-- cells its game showed, before a new game goes there (cheaper than a
-- full rewrite).
local views_made = setmetatable({}, { __mode = "k" }) -- views -> their arrays and what they fit

local function views_fit(self, count, views)
  return batch_fit(self, count) .. " " .. views
end

-- a const pointer to array, which keeps array alive as long as it lives
local function read_only(array, ctype)
  return ffi.gc(ffi.cast(ctype, array), function() return array end)
end

function Encoding:new_views(count, views)
  local planes_size, global_size, action_count = c_planes_size(self), c_global_size(self), c_action_count(self)
  local v, message = integer("views", views, 1, MAX_PLAYERS)
  if not v then return nil, message end
  local most = most_games(v * planes_size, v * global_size * ffi.sizeof("float"), action_count,
                          action_count * ffi.sizeof("int32_t"), MAX_PLAYERS * ffi.sizeof("float"),
                          ffi.sizeof("int64_t"), ffi.sizeof("hunters_game *"))
  local n
  n, message = integer("count", count, 1, most)
  if not n then return nil, message end
  local fits = views_fit(self, n, v)
  if live(self) == nil then return nil, "the encoding is closed" end -- (as in new_batch)
  local arrays
  arrays, message = allocate("a set of views", n, v * (planes_size + 4 * global_size) + 8 + 5 * action_count + 4
                                         + 4 * MAX_PLAYERS + 1 + 4 * 3 + ffi.sizeof("hunters_game *"), function()
    return { planes = ffi.new("uint8_t[?]", n * v * planes_size),
             globals = ffi.new("float[?]", n * v * global_size),
             marks = ffi.new("int64_t[?]", n), masks = ffi.new("uint8_t[?]", n * action_count),
             legal = ffi.new("int32_t[?]", n * action_count), legal_counts = ffi.new("int32_t[?]", n),
             rewards = ffi.new("float[?]", n * MAX_PLAYERS), done = ffi.new("uint8_t[?]", n),
             players = ffi.new("int32_t[?]", n), observers = ffi.new("int32_t[?]", n),
             games = ffi.new("hunters_game *[?]", n), actions = ffi.new("int32_t[?]", n),
             views = ffi.new("hunters_ml_views"), fits = fits,
             count = n, rows = v, planes_size = planes_size, action_count = action_count,
             -- each slot's game as the last step left it (not kept alive for it), and its rewinds
             shown = setmetatable({}, { __mode = "v" }), rewinds = {} }
  end)
  if not arrays then return nil, message end
  for i = 0, n - 1 do arrays.marks[i] = -2 end -- HUNTERS_ML_MARK_CLEARED: the rows are zeros
  local w = arrays.views
  w.games, w.count, w.actions, w.views = arrays.games, n, arrays.actions, v
  w.planes, w.globals, w.marks, w.masks = arrays.planes, arrays.globals, arrays.marks, arrays.masks
  w.legal, w.legal_counts, w.rewards = arrays.legal, arrays.legal_counts, arrays.rewards
  w.done, w.players, w.observers = arrays.done, arrays.players, arrays.observers
  local result = { count = n, views = v, rewards = arrays.rewards, done = arrays.done, players = arrays.players,
                   observers = arrays.observers,
                   planes = read_only(arrays.planes, "const uint8_t *"),
                   globals = read_only(arrays.globals, "const float *"),
                   masks = read_only(arrays.masks, "const uint8_t *"),
                   legal = read_only(arrays.legal, "const int32_t *"),
                   legal_counts = read_only(arrays.legal_counts, "const int32_t *") }
  views_made[result] = arrays
  return result
end

-- views' arrays, or nil, message
local function views_arrays(views)
  local arrays = type(views) == "table" and views_made[views]
  if not arrays then return nil, "views must be made by new_views()" end
  return arrays
end

-- nil when the arrays were made for count games of this encoding (or one
-- of the same sizes), else the message
local function views_misfit(self, arrays, count)
  if arrays.fits == views_fit(self, count, arrays.rows) then return nil end
  return string.format("views must be made by new_views(%d, ...) of this encoding (or one of the same window "
                       .. "and layout)", count)
end

function Encoding:step_views(games, actions, views)
  if type(games) ~= "table" or type(actions) ~= "table" then return nil, "games and actions must be lists" end
  local arrays, message = views_arrays(views)
  if not arrays then return nil, message end
  local n, count = list_lengths(games, actions)
  if not n then return nil, count end
  message = views_misfit(self, arrays, n)
  if message then return nil, message end
  local held, chosen = step_entries(self, games, actions, n, count)
  if not held then return nil, chosen end
  -- (a game of more players than views: C's refusal, named by run_step()
  -- in C's order, as Python's views step names it; checked here before C,
  -- it was named before a game of another tile set in a slot before it)
  -- a slot whose game is another, or was taken back since: its rows in
  -- full; before[i], the mark a refused step gives back (C refuses before
  -- any change)
  local before = {}
  for i = 1, n do
    if arrays.marks[i - 1] ~= -2 and
       (not rawequal(arrays.shown[i], held[i]) or arrays.rewinds[i] ~= (held[i][REWINDS] or 0)) then
      before[i], arrays.marks[i - 1] = arrays.marks[i - 1], -1
    end
  end
  local ok, failed
  ok, message, failed = run_step(self, arrays, held, chosen, lib.hunters_ml_step_views, arrays.views)
  if not ok then
    for i = 1, n do if before[i] ~= nil then arrays.marks[i - 1] = before[i] end end
    return nil, message, failed
  end
  for i = 1, n do arrays.shown[i], arrays.rewinds[i] = held[i], held[i][REWINDS] or 0 end
  return views
end

function Encoding:clear_view(views, i)
  local arrays, message = views_arrays(views)
  if not arrays then return nil, message end
  local slot
  slot, message = integer("i", i, 0, arrays.count - 1)
  if not slot then return nil, message end
  message = views_misfit(self, arrays, arrays.count)
  if message then return nil, message end
  if arrays.marks[slot] == -2 then return views end -- cleared already, or never written
  local game = arrays.shown[slot + 1]
  if game and arrays.rewinds[slot + 1] ~= (game[REWINDS] or 0) then
    arrays.marks[slot] = -1 -- taken back since: C clears the slot in full
  end
  local rows, planes_size, action_count = arrays.rows, arrays.planes_size, arrays.action_count
  local planes, masks = arrays.planes + slot * rows * planes_size, arrays.masks + slot * action_count
  -- no allocation and no caller's code from here to the call (a finalizer
  -- may have closed the game or the encoding meanwhile)
  local g, ml = game and live(game), live(self)
  if ml == nil then return nil, "the encoding is closed" end
  if g == nil then -- the game is closed or collected: the slot in full, here
    ffi.fill(planes, rows * planes_size)
    ffi.fill(masks, action_count)
    arrays.legal_counts[slot], arrays.marks[slot] = 0, -2
  else
    arrays.games[slot] = g -- C reads the game its rows show from the struct (and nothing else of games)
    local status = lib.hunters_ml_views_clear(ml, arrays.views, slot)
    arrays.games[slot] = nil
    if status ~= 0 then -- (C's reason, its "slot N: " named as run_step() names it)
      local reason = ffi.string(lib.hunters_ml_errmsg(ml))
      return nil, (reason:gsub("^slot (%d+): ", function(n) return string.format("games[%d]: ", n + 1) end))
    end
  end
  arrays.shown[slot + 1], arrays.rewinds[slot + 1] = nil, nil
  return views
end

guard_closed(Encoding, "encoding", { new = true, close = true, closed = true, __tostring = true,
                                     __index = true })
-- (the methods an env calls on its encoding and games, as locals: env.encoding
-- and env.games are the caller's, and a field of theirs named as a method,
-- env.encoding.step or .closed, a game's close, was called)
local encoding_step, encoding_step_views, encoding_close = Encoding.step, Encoding.step_views, Encoding.close
local game_close = Game.close
local function encoding_closed(encoding) return live(encoding) == nil end

-- Environments ----------------------------------------------------------------------
-- The seeds an environment derives from its seed, as the Python binding's
-- (hunters.ml.game_seed): game n (from 0) of seed s has seed output n of a
-- splitmix64 generator whose state starts at splitmix64(s), all mod 2^64.
-- Distinct (s, n) give unrelated seeds; every 64-bit seed is accepted.
local GOLDEN = 0x9E3779B97F4A7C15ULL -- splitmix64's increment

local function mix64(z)
  z = bit.bxor(z, bit.rshift(z, 30)) * 0xBF58476D1CE4E5B9ULL
  z = bit.bxor(z, bit.rshift(z, 27)) * 0x94D049BB133111EBULL
  return bit.bxor(z, bit.rshift(z, 31))
end

local function stream_seed(seed, n) return mix64(mix64(seed + GOLDEN) + (n + 1) * GOLDEN) end

-- hunters.game_seed(seed, n): the seed (uint64_t) of game n that a
-- VectorEnv of seed makes. Both 0 to 2^64 - 1, as uint64() takes them
-- (a number below 2^53, uint64_t cdata, a decimal string), as Python's
-- hunters.ml.game_seed; others are refused (an n of 2^64 or more would
-- wrap to a smaller n's seed)
function M.game_seed(seed, n)
  local s, message = uint64("seed", seed)
  if not s then return nil, message end
  local count
  count, message = uint64("n", n)
  if not count then return nil, message end
  return stream_seed(s, count)
end

-- VectorEnv: num_envs games stepped together by one C call a step, as the
-- Python binding's hunters.ml.VectorEnv (doc/lua.md, "Environments"). Its
-- fields (num_envs, players, views, ...) are copies for the caller: what
-- sizes the arrays it indexes is kept here, out of reach.
local VectorEnv = {}
VectorEnv.__index = VectorEnv
M.VectorEnv = VectorEnv
local envs = setmetatable({}, { __mode = "k" }) -- env -> its own state
local ENV_CLOSED = "the environment is closed" -- (every call of a closed env, or one closed meanwhile, answers it)

local ENV_OPTIONS = { num_envs = true, players = true, window = true, seed = true, tileset = true, views = true,
                      layout = true, autoreset = true, rewards = true }

-- Closes the games of list from index first + 1 to first + count (the
-- entries cleared), for a call refused: nil, or the first error a close()
-- raised other than LuaJIT's "not enough memory" (a finalizer's of the
-- caller's: every game is closed first). Out of memory (a limit of the
-- process's, as ulimit -v) a close() may raise that too, as it allocates:
-- with collect, or then, a full collection frees the games left and the
-- refused call's garbage (LuaJIT collects nothing when it runs out: the
-- next allocation, the caller's too, raised it again). Only then: a full
-- collection in a finalizer at lua_close runs the library's unload (the
-- ffi.load userdata's) before the games' finalizers, which then call
-- hunters_game_free in unmapped code. The collection itself may raise
-- "not enough memory" (a table LuaJIT resizes as it runs the cdata
-- finalizers: a reset() of 6000 games under ulimit -v 1 GB raised it in
-- about 1 run of 5, in every run with the JIT compiler off), the
-- collection left where it stopped: it goes on, a few times at most (a
-- finalizer of the caller's may raise at each; its error is the problem,
-- as a close()'s).
local function discard(list, first, count, collect)
  local problem
  for i = first + 1, first + count do
    local game = list[i]
    if game ~= nil then
      list[i] = nil -- (only where a game is: a new key allocates)
      local closed, message = pcall(game_close, game)
      if not closed and message == OUT_OF_MEMORY then
        collect = true
      elseif not closed and problem == nil then
        problem = message
      end
    end
  end
  if collect then
    for _ = 1, 4 do
      local collected, message = pcall(collectgarbage)
      if collected then break end
      if message ~= OUT_OF_MEMORY and problem == nil then problem = message end
    end
  end
  return problem
end
-- (its loop never compiled: the JIT compiler, out of memory, raised it)
jit.off(discard)

-- the count games after the first made of seed into list from index
-- first + 1: nil, or Game.new's message
local function make_games(list, first, state, count, seed, made)
  for i = 1, count do
    local game, message = Game.new{ players = state.players, seed = stream_seed(seed, made + i - 1),
                                    tileset = state.tileset }
    if not game then return message end
    list[first + i] = game
  end
end

-- the count games after the first made of seed, in list from index first +
-- 1 (a new list from 1 by default), or nil, message (none kept). LuaJIT's
-- own "not enough memory" (a limit of the process's, as ulimit -v, which
-- the env's check cannot see) may be raised at any allocation of the loop:
-- refused, as new_batch() does (VectorEnv.new and reset() raised it), as
-- C's refusal of a game ("out of memory"); any other error (a finalizer's
-- of the caller's) is raised again, every game made closed first.
local function new_games(state, count, seed, made, list, first)
  list, first = list or {}, first or 0
  local ok, message = pcall(make_games, list, first, state, count, seed, made)
  if ok and message == nil then return list end
  local problem = discard(list, first, count, not ok and message == OUT_OF_MEMORY)
  if not ok and message ~= OUT_OF_MEMORY then error(message, 0) end
  if problem ~= nil then error(problem, 0) end
  if not ok then
    message = string.format("not enough memory for %d more games (a limit of the process's, as ulimit -v): use "
                            .. "fewer envs", count)
  end
  return nil, message
end

-- steps the games of the list by the actions, into the env's batch or
-- views: the arrays, or nil, message, index (nothing changed: C refuses
-- before any change). With rewards = "mover" the step writes each game's
-- reward too (run_step(): its player to act read at the call).
--
-- Without views a game of more players than the env is refused, as the
-- views step refuses it (more players than views) and as Python's
-- VectorEnv does: C's plain step takes any count, and stepped its player
-- to act (2 in a 2-player env), no player of the env. The first such
-- slot named unless a slot holds no open Game, which the step names first
-- in its own words; nothing allocates before the message.
-- players_checked: the caller checked them so (VectorEnv:step(), in its
-- one pass over the slots).
local function run(state, games, actions, players_checked)
  local ok, message, failed
  if state.views then
    ok, message, failed = encoding_step_views(state.encoding, games, actions, state.arrays)
  else
    if not players_checked then
      -- (none named while a slot holds no open Game: the step names that
      -- first, as VectorEnv:step() and Python's step; a crowd before it was
      -- named in a reset_done() where the step named the closed game)
      local crowded, crowd
      for i = 1, state.n do
        local ptr = game_ptr(rawget(games, i))
        if ptr == nil then crowded = nil; break end
        local count = lib.hunters_game_player_count(ptr)
        if count > state.players and not crowded then crowded, crowd = i, count end
      end
      if crowded then
        return nil, string.format("games[%d]: a game of %d players, more than the env's %d", crowded, crowd,
                                  state.players)
      end
    end
    ok, message, failed = encoding_step(state.encoding, games, actions, state.arrays)
  end
  if not ok then return nil, message, failed end
  return state.arrays
end

-- observes the games of the list (every action -1), as run()
local function observe(state, games)
  local none = {}
  for i = 1, state.n do none[i] = -1 end
  return run(state, games, none)
end

-- What one game of the env takes, known from its first game before the
-- others are made: its C block (measured by making a copy of it with a
-- counting allocator over the C library's realloc and free; 0 where that
-- cannot be done) and the memory the process may use (memory_bytes below).
local libc_declared = pcall(ffi.cdef, "void *realloc(void *, size_t); void free(void *);")
local function c_game_bytes(game_ptr)
  if not libc_declared then return 0 end
  local o = ffi.new("hunters_game_options")
  lib.hunters_game_options_init_version(o, GAME_OPTIONS_VERSION)
  if lib.hunters_game_get_options(game_ptr, o) ~= 0 then return 0 end
  -- No collection may run inside the counter, called from C: LuaJIT boxes
  -- its arguments and result (cdata, allocated), and a collection step
  -- there ran finalizers of the caller's inside hunters_game_new (their
  -- calls of this module re-entered, their errors thrown through C, which
  -- left the game half made and the callback unfreed). The collector is
  -- stopped for the call, after the last allocation of this function, and
  -- restarted only if it ran (unknown before LuaJIT 2.1: not measured);
  -- the count is a number, which allocates nothing. Whether it runs is
  -- read after the last allocation of the caller's finalizers' reach (one
  -- at an allocation may stop it: read before, the collector was
  -- restarted after the call); the callback is made after that, with the
  -- collector stopped: an error of a finalizer at an allocation between
  -- its making and count:free() left its slot taken for good (LuaJIT has
  -- about 900, never collected; then "too many callbacks").
  local total = 0
  local allocator = ffi.new("hunters_allocator")
  local out = ffi.new("hunters_game *[1]")
  local known, running = pcall(collectgarbage, "isrunning")
  if not known then return 0 end
  if running then collectgarbage("stop") end
  -- (refused when every slot is taken: the collector restarted, not measured)
  local made, count = pcall(ffi.cast, "void *(*)(void *, void *, size_t, size_t)", function(_, ptr, osize, nsize)
    if nsize == 0 then ffi.C.free(ptr); return nil end
    total = total + tonumber(nsize) - (ptr ~= nil and tonumber(osize) or 0)
    return ffi.C.realloc(ptr, nsize)
  end)
  if not made then
    if running then collectgarbage("restart") end
    return 0
  end
  allocator.alloc = count
  o.allocator = allocator
  local status = lib.hunters_game_new(out, o, nil)
  if status == 0 then lib.hunters_game_free(out[0]) end
  if running then collectgarbage("restart") end
  count:free()
  return status == 0 and total or 0
end
-- (with the counter, true: a callback from C called by compiled code is
-- refused; and a trace's exit runs the collector's atomic and finalize
-- phases on, stopped or not, and restarts it: the counter compiled ran
-- finalizers of the caller's inside hunters_game_new, its exits taken
-- while a collection was in its finalize phase)
jit.off(c_game_bytes, true)

-- Where cgroup_limit() looks: the cgroup file system, and the file that
-- names the process's groups, as the Python binding's
-- hunters.ml._CGROUP_ROOT and _CGROUP_MEMBERSHIP. Kept here, not in a
-- field of the module: hunters._cgroup, read at each call, was the
-- caller's to replace (nil made VectorEnv.new raise; other paths moved
-- the memory check). The module's tests point them at files of their own
-- by hunters._set_cgroup(root, membership), which gives the old two back.
local cgroup_root, cgroup_membership = "/sys/fs/cgroup", "/proc/self/cgroup"
function M._set_cgroup(root, membership)
  if type(root) ~= "string" or type(membership) ~= "string" then
    error("_set_cgroup(root, membership) takes two strings", 2)
  end
  local old_root, old_membership = cgroup_root, cgroup_membership
  cgroup_root, cgroup_membership = root, membership
  return old_root, old_membership
end

-- a file's whole text, or nil where it cannot be read
local function file_text(path)
  if io.open == nil then return nil end -- (no io library)
  local f = io.open(path, "r")
  if not f then return nil end
  local text = f:read("*a")
  f:close()
  return text
end

-- The lowest memory limit of the process's cgroup and of the groups above
-- it (limits nest): cgroup v2's memory.max, v1's
-- memory/memory.limit_in_bytes, from the root of the mount (a container's
-- own group) down to the group /proc/self/cgroup names; nil where none is
-- set ("max", or no such file: not Linux, no cgroups).
local function cgroup_limit()
  local root, membership = cgroup_root, cgroup_membership
  local groups = { { "", "memory.max", "" }, { "memory", "memory.limit_in_bytes", "" } }
  for line in string.gmatch(file_text(membership) or "", "[^\n]+") do -- "0::/path" (v2), "4:memory:/path" (v1)
    local id, controllers, path = string.match(line, "^([^:]*):([^:]*):(.*)$")
    if id == "0" and controllers == "" then
      groups[#groups + 1] = { "", "memory.max", path }
    elseif controllers and string.find("," .. controllers .. ",", ",memory,", 1, true) then
      groups[#groups + 1] = { "memory", "memory.limit_in_bytes", path }
    end
  end
  local lowest
  for _, group in ipairs(groups) do
    local dir = group[1] == "" and root or root .. "/" .. group[1]
    local parts = {}
    for part in string.gmatch(group[3], "[^/]+") do
      if part ~= "." and part ~= ".." then parts[#parts + 1] = part end
    end
    for depth = 0, #parts do
      local text = file_text(table.concat({ dir, unpack(parts, 1, depth) }, "/") .. "/" .. group[2])
      -- (v2's "max" is no limit; v1's none is a number near 2^63)
      local digits = text and string.match(text, "^%s*(%d+)%s*$")
      if digits and (lowest == nil or tonumber(digits) < lowest) then lowest = tonumber(digits) end
    end
  end
  return lowest
end

-- The memory this process may use: the machine's physical memory (MemTotal
-- of /proc/meminfo), or its cgroup's limit where that is lower (a
-- container's); nil where the system says neither.
function memory_bytes()
  local kb = string.match(file_text("/proc/meminfo") or "", "MemTotal:%s*(%d+)%s*kB")
  local physical, limit = kb and tonumber(kb) * 1024, cgroup_limit()
  if physical == nil or limit == nil then return physical or limit end
  return math.min(physical, limit)
end
M._memory_bytes = memory_bytes -- (for the module's tests)

-- nil when n games of the env fit in the machine's memory (its cgroup's
-- limit where that is lower; or it cannot be told), else the message: each
-- game's C block, its Game (its move buffer) and its rows of the arrays
local GAME_OBJECT_BYTES = 8 * 256 + 400
local function too_big(encoding, first, n, views, players, by_mover)
  local memory = memory_bytes()
  if memory == nil then return nil end
  local game = c_game_bytes(live(first)) -- (0 where it cannot be measured: the rest is still counted)
  local planes, globals, actions = c_planes_size(encoding), c_global_size(encoding), c_action_count(encoding)
  local rows = views and players or 1
  local row = rows * (planes + 4 * globals) + actions + 4 * MAX_PLAYERS + (by_mover and 4 or 0) + 1
              + 4 * 4 + ffi.sizeof("void *") -- (players, actions, observers, movers, games)
  if views then row = row + 4 * actions + 4 + 8 end -- legal, legal_counts, marks
  local each = game + GAME_OBJECT_BYTES + row
  if n * each <= memory then return nil end
  return string.format("num_envs %d needs about %.1f GiB (%.1f KiB a game: its C game, its Game and its rows of "
                       .. "the arrays), more than this machine's memory (%.1f GiB, its cgroup's limit where that "
                       .. "is lower): use fewer envs, or a smaller window", n, n * each / 2 ^ 30, each / 2 ^ 10,
                       memory / 2 ^ 30)
end

function VectorEnv.new(options)
  options = given(options, {})
  if type(options) ~= "table" then return nil, "options must be a table" end
  local unknown = unknown_key(options, ENV_OPTIONS)
  if unknown ~= nil then return nil, "unknown VectorEnv option " .. shown(unknown) end
  local n, message = integer("num_envs", given(options.num_envs, 256), 1, 1000000)
  if not n then return nil, message end
  local players
  players, message = integer("players", given(options.players, 2), 1, MAX_PLAYERS)
  if not players then return nil, message end
  local seed
  seed, message = uint64("seed", given(options.seed, 0))
  if not seed then return nil, message end
  if not rawequal(options.views, nil) and type(options.views) ~= "boolean" then return nil, "views must be a boolean" end
  if not rawequal(options.autoreset, nil) and type(options.autoreset) ~= "boolean" then
    return nil, "autoreset must be a boolean"
  end
  local rewards = given(options.rewards, "players")
  if type(rewards) ~= "string" then return nil, "rewards must be a string, not " .. type(rewards) end
  if rewards ~= "players" and rewards ~= "mover" then
    return nil, string.format('rewards must be "players" or "mover", not %q', rewards)
  end
  local state = { n = n, players = players, views = options.views == true, tileset = options.tileset, seed = seed,
                  made = n, autoreset = options.autoreset == true }
  -- the first game, then the encoding and the arrays: an env past the
  -- machine's memory, or with an array of 2 GiB or more, is refused before
  -- the other games are made (it made them all first: a million games of
  -- 57 KB)
  local games
  games, message = new_games(state, 1, seed, 0)
  if not games then return nil, message end
  local encoding, arrays
  local collect, raised -- (refused for the memory: collect; an error of the first step, as in replace())
  encoding, message = Encoding.new(games[1], options.window, options.layout)
  if encoding then message = too_big(encoding, games[1], n, state.views, players, rewards == "mover") end
  if encoding and not message then
    if state.views then
      arrays, message = encoding:new_views(n, players)
    else
      arrays, message = encoding:new_batch(n)
    end
  end
  if arrays and n > 1 then
    local others
    others, message = new_games(state, n - 1, seed, 1, games, 1) -- (into games: no list grows after)
    if not others then -- (out of memory, its arrays collected too: see discard)
      arrays, collect = nil, string.find(message, "^not enough memory for") ~= nil
    end
  end
  state.encoding, state.arrays = encoding, arrays
  if arrays then
    local observed
    observed, arrays, message = pcall(function()
      -- rewards by absolute player (C's) in player_rewards, rewards itself by
      -- default; with "mover" rewards is one float a game (run() writes it)
      state.player_rewards = arrays.rewards
      if rewards == "mover" then
        state.mover_rewards = ffi.new("float[?]", n)
        local own = batches[arrays] or views_made[arrays] -- (run_step() writes it: the mover read at the call)
        own.movers, own.by_mover = own.movers or ffi.new("int32_t[?]", n), state.mover_rewards
      end
      arrays.player_rewards, arrays.rewards = state.player_rewards, state.mover_rewards or state.player_rewards
      return observe(state, games)
    end)
    if not observed then raised, arrays = arrays, nil end
  end
  if not arrays then
    local problem = discard(games, 0, n, collect or raised == OUT_OF_MEMORY)
    if encoding then
      local closed, closing = pcall(encoding_close, encoding)
      if not closed and closing ~= OUT_OF_MEMORY and problem == nil then problem = closing end
    end
    if raised ~= nil and raised ~= OUT_OF_MEMORY then error(raised, 0) end
    if problem ~= nil then error(problem, 0) end
    if raised ~= nil then
      message = string.format("not enough memory for the first step of %d games (a limit of the process's, as "
                              .. "ulimit -v): use fewer envs", n)
    end
    return nil, message
  end
  local env = setmetatable({ num_envs = n, players = players, views = state.views, autoreset = state.autoreset,
                             rewards = rewards, games = games, encoding = encoding, arrays = arrays }, VectorEnv)
  envs[env] = state
  return env
end

-- the arrays the env's step writes (done, masks, legal, legal_counts), as
-- the encoding made them: env.arrays is the caller's table, whose fields
-- the caller may replace (done all 1, masks of one byte, legal_counts past
-- legal: the reads below went there, past an array's end among them)
local function own_arrays(state) return batches[state.arrays] or views_made[state.arrays] end

-- the env's state, or nil, message
local function env_state(env, name)
  local state = envs[env]
  if not state then return not_one("VectorEnv", name) end
  if encoding_closed(state.encoding) then return nil, ENV_CLOSED end
  return state
end

-- nil when a step of the env would take the games of env.games (read slot
-- by slot, as replace() reads them), else the message it refuses them
-- with, nothing stepped:
-- not a list; a slot without a Game, or with a closed one; a game of more
-- players than the env (run() and the views step in their order and
-- words); another tile set, or a game listed twice, here or in any other
-- slot (C's refusals, named as run_step() names them). reset_done() with no game
-- done checks every slot so (it returned at once, where one with a game
-- done refused them, and Python's without views refuses them either way);
-- an autoreset step every slot, the done slots' old games too, which
-- Python's steps (observes) before it replaces them. First of all env.games must hold no entry beyond
-- num_envs, as Python's _check_count() words it (slots false: that check
-- alone, with no table made, where a finalizer of the caller's could run):
-- a longer list was refused by a plain step in a batch's words ("batch must
-- be made by new_batch(3) ...", where the caller gave no batch) and taken
-- by reset(), reset_done() and an autoreset step, which read the first
-- num_envs entries alone; Python's refuses it in each. A nil in a slot is
-- the slot's to check (no Game), as Python's None: a reset takes it.
local function games_refused(state, games, slots)
  if type(games) ~= "table" then return "env.games must be a list" end
  local last = table.maxn(games)
  if last > state.n then -- (a key of 2.5 too: no list's, as a plain step refused it; named as it is)
    return string.format("env.games must hold %d games, not %s", state.n, tostring(last))
  end
  if slots == false then return nil end
  local count = state.n
  -- in the step's order (VectorEnv:step(), then C's, run_step()): every
  -- slot's Game first, then without views the first game of more players,
  -- then slot by slot another tile set (with views more players than views),
  -- then a game listed twice: slot by slot each, a set after a twice (and a
  -- closed game after a crowd) was named where the step named another
  local held = {} -- (the games checked, held: checking the next may run the collector)
  for i = 1, count do
    local game = rawget(games, i)
    local ptr, message = game_ptr(game)
    if ptr == nil then return string.format("games[%d]: %s", i, message) end
    held[i] = game
  end
  local ptrs = {}
  for i = 1, count do
    local ptr = live(held[i])
    if ptr == nil then return string.format("games[%d]: the game is closed", i) end
    ptrs[i] = ptr
    local players = lib.hunters_game_player_count(ptr)
    if not state.views and players > state.players then
      return string.format("games[%d]: a game of %d players, more than the env's %d", i, players, state.players)
    end
  end
  local ml = live(state.encoding)
  if ml == nil then return ENV_CLOSED end
  -- (a game of another tile set, or listed twice: named as the step names them, run_step())
  return game_fault(ml, ptrs, state.views and state.players, true)
end

-- New games in the slots listed (from 1), the next of seed after made:
-- made, then observed with the games kept (a slot's game is rewritten in
-- full: it is another), or with actions (autoreset: the kept games stepped
-- by theirs in the same call, the new ones' -1); only then are the old ones
-- closed and the seeds counted, so a refusal (a game the caller closed or
-- put in a slot, a refused action) changes nothing. Each game's rows are
-- its own, so one call writes what Python's autoreset writes in two (the
-- step, then each new game alone). The arrays, or nil, message, index.
-- Once the rows show the new games, env.games and the count take them
-- before any old game is closed: close() allocates, and an error of a
-- caller's finalizer there left the closed old game in its slot (every
-- later step refused) and the seeds uncounted.
local function replace(env, state, slots, seed, made, actions)
  local wrong = games_refused(state, env.games, false) -- (a list of num_envs entries)
  if wrong ~= nil then return nil, wrong end
  if #slots < state.n then
    -- a kept slot holding the old game of a slot replaced (the caller put
    -- it in two) is refused: the reset closes that game, and the kept slot
    -- held it done, or closed, as Python's reset_done() refuses it with
    -- views or without and as an autoreset step refuses it (it checks the
    -- done slots' old games first, games_refused(), as Python's observes them).
    -- Told as Python's tells it: by the Game (a closed one too: it was refused
    -- as closed, Python's names it listed twice) or its handle (a copy of a
    -- Game's table shares it); in Python's order, slot by slot, with views
    -- or without (its _kept_open(): a kept slot's own fault, no Game or
    -- closed, is named first, the rest in the step's order: the step below
    -- names it; with views that was across every kept slot first)
    local old, replaced = {}, {} -- a Game, and its handle while open -> its slot; the slots replaced
    for _, i in ipairs(slots) do
      local game = rawget(env.games, i)
      if getmetatable(game) == Game then
        old[game] = i
        local ptr = live(game)
        if ptr ~= nil then old[ptr] = i end
      end
      replaced[i] = true
    end
    for j = 1, state.n do
      local game = rawget(env.games, j)
      if not replaced[j] then
        if getmetatable(game) ~= Game then
          break
        else
          local ptr = live(game)
          local slot = old[game] or ptr ~= nil and old[ptr] or nil
          if slot ~= nil then
            return nil, string.format("games[%d]: a game listed twice (also in slot %d, done: the reset replaces "
                                      .. "and closes it)", j, slot)
          end
          if ptr == nil then break end -- (a closed game: named first by the step)
        end
      end
    end
  end
  local fresh, message = new_games(state, #slots, seed, made)
  if not fresh then return nil, message end
  local games, old = {}, {}
  -- (the lists and the step's allocate: out of memory they raised LuaJIT's
  -- error, refused as in new_games, the step not taken)
  local stepped, arrays, failed
  stepped, arrays, message, failed = pcall(function()
    for i = 1, state.n do games[i] = rawget(env.games, i) end
    for k, i in ipairs(slots) do games[i], old[k] = fresh[k], games[i] end
    if actions then return run(state, games, actions) end
    return observe(state, games)
  end)
  if not stepped or not arrays then
    local problem = discard(fresh, 0, #slots, not stepped)
    if not stepped and arrays ~= OUT_OF_MEMORY then error(arrays, 0) end
    if problem ~= nil then error(problem, 0) end
    if not stepped then
      arrays, message, failed = nil, string.format("not enough memory for the step of %d new games (a limit of "
                                                   .. "the process's, as ulimit -v): use fewer envs", #slots), nil
    end
    return nil, message, failed
  end
  for k, i in ipairs(slots) do env.games[i] = fresh[k] end
  state.seed, state.made = seed, made + #slots
  -- an old game that a slot still holds stays open: closed, every later
  -- step refused that slot (refused above, but env.games was read again
  -- after new_games(), where a finalizer of the caller's may change it)
  local closing = {}
  for k = 1, #slots do
    if getmetatable(old[k]) == Game then closing[old[k]] = true end
  end
  for i = 1, state.n do
    if closing[games[i]] then closing[games[i]] = false end
  end
  for k = 1, #slots do
    if closing[old[k]] then
      closing[old[k]] = false
      game_close(old[k])
    end
  end
  return arrays
end

-- env:step(actions): one action a game (-1 for a game done, or only to
-- observe it); the arrays, or nil, message, index (nothing changed). With
-- autoreset, the slots done at the last step get new games instead, their
-- actions ignored (replace() above), as Python's VectorEnv(autoreset=True)
function VectorEnv:step(actions)
  local state, message = env_state(self, "step")
  if not state then return nil, message end
  if type(actions) ~= "table" then return nil, "actions must be a list" end
  -- Refused in Python's order (its step checks the actions, then the games):
  -- every action (count, then each: -1 to action_count - 1, a done slot's
  -- too, though ignored with autoreset), then env.games' count, then the
  -- first slot without an open Game (a nil in a slot is no Game: a nil in
  -- the last slot was refused in a batch's words, "batch must be made by
  -- new_batch(2) ...", where the caller gave no batch), then, without
  -- views, the first game of more players than the env (run()'s check,
  -- done here for every slot, a done slot's old game too: Python's
  -- autoreset step observes it first), then C's (tile set, listed twice,
  -- an illegal action). The actions and the games are each read in one
  -- pass (nothing allocates before the step but a refusal's message and,
  -- with a slot done, the autoreset's tables: run() reads the players
  -- again after those)
  local count = list_length(actions)
  if not count then return nil, "games and actions must be lists without holes" end
  if count ~= state.n then
    -- (a boolean first, as Python's step scans the list for one before it reads its length)
    for i = 1, count do
      if type(rawget(actions, i)) == "boolean" then
        return nil, string.format("actions[%d] must be an integer, not boolean", i)
      end
    end
    return nil, string.format("%d actions for %d games", count, state.n)
  end
  -- (of several bad actions, the first of the first kind Python's step refuses: a boolean, then one
  -- no integer, then one out of range, as its scans of the whole list go; the first bad one's slot
  -- was named, so the bindings named different actions)
  local last, floor, wrong, rank = c_action_count(state.encoding) - 1, math.floor, nil, 4
  for i = 1, state.n do
    local a = rawget(actions, i)
    if type(a) ~= "number" or a < -1 or a > last or a ~= floor(a) then -- (cdata too: integer() takes it)
      local why
      a, why = integer(string.format("actions[%d]", i), a, -1, last)
      if not a then
        local kind = type(rawget(actions, i)) == "boolean" and 1 or why:find(" must be an integer", 1, true) and 2 or 3
        if kind < rank then wrong, rank = why, kind end
        if rank == 1 then break end
      end
    end
  end
  if wrong then return nil, wrong end
  message = games_refused(state, self.games, false) -- (a list of num_envs entries)
  if message ~= nil then return nil, message end
  local games, players, crowded, crowd = self.games, not state.views and state.players, nil, nil
  for i = 1, state.n do
    local ptr
    ptr, message = game_ptr(rawget(games, i))
    if ptr == nil then return nil, string.format("games[%d]: %s", i, message) end
    if players then
      local n = lib.hunters_game_player_count(ptr)
      if n > players then crowded, crowd, players = i, n, false end
    end
  end
  if crowded then
    return nil, string.format("games[%d]: a game of %d players, more than the env's %d", crowded, crowd, state.players)
  end
  if state.autoreset then
    local done, slots = own_arrays(state).done, nil -- (the table only when a slot is done)
    for i = 1, state.n do
      if done[i - 1] ~= 0 then
        slots = slots or {}
        slots[#slots + 1] = i
      end
    end
    if slots then
      -- a done slot's action is ignored (checked above, as Python's step
      -- checks it); -1 there: the new game's first observation
      local given = {}
      for i = 1, state.n do given[i] = rawget(actions, i) end
      for _, i in ipairs(slots) do given[i] = -1 end
      -- and so is its old game, before it is replaced: Python's step
      -- observes it first (a game of more players, of another set, not a
      -- Game, closed or listed twice is refused there, nothing changed),
      -- where this one closed it and put a new game in its place. Every
      -- slot checked, in the step's order, as Python's step observes every
      -- game: the done slots' alone named a done slot's game of another set
      -- ('games[3]') where Python's names a kept slot's before it ('env.games[0]')
      message = games_refused(state, self.games)
      if message ~= nil then return nil, encoding_closed(state.encoding) and ENV_CLOSED or message end
      return replace(self, state, slots, state.seed, state.made, given)
    end
  end
  return run(state, games, actions, true)
end

-- env:reset(seed): new games, games 0 to num_envs - 1 of seed when given,
-- else the next ones of the env's seed; the arrays
function VectorEnv:reset(seed)
  local state, message = env_state(self, "reset")
  if not state then return nil, message end
  local made = state.made
  if not rawequal(seed, nil) then
    seed, message = uint64("seed", seed)
    if not seed then return nil, message end
    made = 0
  end
  local slots = {}
  for i = 1, state.n do slots[i] = i end
  return replace(self, state, slots, seed or state.seed, made)
end

-- env:reset_done(): new games in the slots whose games were done (over or
-- truncated) at the last step, the next ones of the env's seed; the arrays
function VectorEnv:reset_done()
  local state, message = env_state(self, "reset_done")
  if not state then return nil, message end
  local slots, done = {}, own_arrays(state).done
  for i = 1, state.n do
    if done[i - 1] ~= 0 then slots[#slots + 1] = i end
  end
  if #slots == 0 then
    -- env.games checked as when a game is done (every game is observed then):
    -- the same refusals whatever was done, the arrays as the last step left them
    message = games_refused(state, self.games)
    if message ~= nil then return nil, message end
    return state.arrays
  end
  return replace(self, state, slots, state.seed, state.made)
end

-- env:random_actions([random]): a uniformly random legal action for each
-- game, -1 for a game done; random(n) gives an integer from 1 to n
-- (math.random by default). A random() that closes the env (close() is
-- not guarded: see one_at_a_time) makes the call refuse as a closed env's:
-- it went on and returned actions of an env that no longer exists.
function VectorEnv:random_actions(random)
  local state, message = env_state(self, "random_actions")
  if not state then return nil, message end
  random = given(random, math.random) -- (false refused, as every argument: see given)
  if type(random) ~= "function" then return nil, "random must be a function" end
  local a, arrays, actions = c_action_count(state.encoding), own_arrays(state), {}
  local function pick(count)
    local k = random(count)
    if encoding_closed(state.encoding) then return nil, ENV_CLOSED end
    -- (a number cdata as the number it holds, as integer() takes one: an
    -- int64_t 3 was refused 'not cdata'; a 64-bit one shown exactly, and
    -- compared as a number: one tonumber() rounds is out of range either way)
    local number, exact = k, nil
    if type(k) == "cdata" then
      local wide
      number, wide = cdata_number(k)
      if wide then exact = tostring(k) end
    end
    if type(number) ~= "number" or number ~= math.floor(number) or number < 1 or number > count then
      -- (a value of another type by its type, as integer() says it: a string "1" was 'not 1')
      return nil, string.format("random(%d) must give an integer from 1 to %d, not %s", count, count,
                                exact or type(number) == "number" and tostring(number) or type(k))
    end
    return number
  end
  for i = 0, state.n - 1 do
    local chosen = -1
    if arrays.done[i] == 0 then
      local legal, count = nil, 0
      if state.views then
        count = arrays.legal_counts[i]
      else
        legal = {}
        for action = 0, a - 1 do
          if arrays.masks[i * a + action] == 1 then count = count + 1; legal[count] = action end
        end
      end
      if count > 0 then
        local k
        k, message = pick(count)
        if not k then return nil, message end
        chosen = legal and legal[k] or arrays.legal[i * a + k - 1]
      end
    end
    actions[i + 1] = chosen
  end
  -- (after the last pick: with the JIT compiler on, a trace's exit may run
  -- a collection step, and a finalizer of the caller's there may close it)
  if encoding_closed(state.encoding) then return nil, ENV_CLOSED end
  return actions
end

-- One call of an env at a time: step(), reset(), reset_done() or
-- random_actions() called inside another of the same env (by random(), or
-- a finalizer of the caller's at an allocation) raises before it does
-- anything: a random() that stepped the env gave actions read from two
-- steps' masks; a finalizer's step rewrote the arrays, env.games and the
-- seeds under the running step or reset. The mark is cleared however the
-- call ends (pcall: an error raised again).
-- close() is not guarded: closed inside a call, the env makes the rest of
-- that call refuse, as before, with "the environment is closed".
-- A random() that yields in a coroutine keeps the mark while the coroutine
-- may resume the call; once the coroutine is collected (dropped: it never
-- resumes) the mark is cleared at the next call (it stayed for good).
local marked_in = setmetatable({}, { __mode = "v" }) -- state -> the coroutine whose call set its mark
-- (coroutine.running from require, at the load, as debug.getinfo above: a
-- sandbox may have no global coroutine, and a caller's later replacement
-- of the global changes nothing here)
local running = require("coroutine").running
local function one_at_a_time(name, body)
  return function(self, ...)
    local state = envs[self]
    if state == nil then return body(self, ...) end -- (its refusal: not a VectorEnv)
    -- a closed env says so before any mark is looked at: one a suspended
    -- coroutine holds made a closed env's call raise 'called re-entrantly'
    if encoding_closed(state.encoding) then return nil, ENV_CLOSED end
    if state.running and state.in_coroutine and marked_in[state] == nil then state.running = nil end
    if state.running then
      error(string.format("VectorEnv:%s called re-entrantly, inside VectorEnv:%s of the same env (by a callback "
                          .. "such as random(), or a finalizer): one call of an env at a time", name, state.running), 2)
    end
    local co = running() -- (nil in the main thread, which cannot yield)
    state.running, state.in_coroutine, marked_in[state] = name, co ~= nil, co
    local ok, a, b, c = pcall(body, self, ...) -- (at most nil, message, index)
    state.running, marked_in[state] = nil, nil
    if not ok then error(a, 0) end
    -- a refusal of an env closed meanwhile (a finalizer of the caller's at
    -- an allocation) is the env's: the encoding's own step said "the
    -- encoding is closed", an object the caller never made
    if a == nil and encoding_closed(state.encoding) then return nil, ENV_CLOSED end
    return a, b, c
  end
end
for _, name in ipairs{ "step", "reset", "reset_done", "random_actions" } do
  local body = VectorEnv[name]
  VectorEnv[name] = one_at_a_time(name, body)
  closers[body], closers[VectorEnv[name]] = true, true -- (step, reset and reset_done close old games by replace())
end
closers[new_games], closers[replace], closers[VectorEnv.new], closers[discard] = true, true, true, true

-- env:close(): frees the env's games (those in env.games that are Games)
-- and its encoding now (idempotent); later calls return nil, "the
-- environment is closed". Every game and the encoding are closed whatever
-- raises, then the first error is raised again: an error of a finalizer
-- of the caller's at an allocation of a game's close() (debug.getinfo's
-- table) ended the loop there, the later games and the encoding left open
-- until a second close().
function VectorEnv:close()
  local state = envs[self]
  if not state then return not_one("VectorEnv", "close") end
  local failed, first = false, nil
  if type(self.games) == "table" then
    for i = 1, state.n do
      local game = rawget(self.games, i)
      if getmetatable(game) == Game then
        local ok, message = pcall(game_close, game)
        if not ok and not failed then failed, first = true, message end
      end
    end
  end
  local ok, message = pcall(encoding_close, state.encoding)
  if not ok and not failed then failed, first = true, message end
  if failed then error(first, 0) end
  return true
end

closers[VectorEnv.close] = true

function VectorEnv:closed()
  local state = envs[self]
  if not state then return not_one("VectorEnv", "closed") end
  return encoding_closed(state.encoding)
end

function VectorEnv.__tostring(self)
  local state = envs[self]
  if not state then return "VectorEnv (not made by VectorEnv.new)" end
  return string.format("VectorEnv: %d games of %d players%s%s", state.n, state.players,
                       state.views and ", views" or "", encoding_closed(state.encoding) and " (closed)" or "")
end

return M
