-- Random games and their score statistics by source (as the Python example
-- examples/python/random_games.py).
--   luajit random_games.lua [GAMES] [PLAYERS]
-- with hunters.lua installed (make install), or from the top of the source
-- tree after ./build.sh build:
--   HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 LUA_PATH='bindings/lua/?.lua;;' \
--       luajit examples/lua/random_games.lua
local hunters = require("hunters")

-- a whole number from 1, or the default when not given; else the usage
local function count(i, default)
  local text = arg and arg[i]
  if text == nil then return default end
  local n = tonumber(text)
  if not n or n < 1 or n ~= math.floor(n) or n == math.huge then -- (inf: games without end)
    io.stderr:write("usage: luajit random_games.lua [GAMES] [PLAYERS] (whole numbers from 1), not ", text, "\n")
    os.exit(2)
  end
  return n
end
local games = count(1, 1000)
local players = count(2, 2)
math.randomseed(1)

local names = { "forests", "rivers", "huts", "meadows", "total" }
local stats = {}
for _, name in ipairs(names) do stats[name] = { sum = 0, min = math.huge, max = -math.huge, n = 0 } end

for index = 1, games do
  local game = assert(hunters.Game.new{ players = players, seed = 1000003 + index })
  while true do
    local moves = game:legal_moves()
    if #moves == 0 then break end
    assert(game:play(moves[math.random(#moves)]))
  end
  local summary = game:points_summary()
  for p = 0, players - 1 do
    assert(summary[p].total == game:score(p))
    for _, name in ipairs(names) do
      local s, v = stats[name], summary[p][name]
      s.sum, s.n = s.sum + v, s.n + 1
      s.min, s.max = math.min(s.min, v), math.max(s.max, v)
    end
  end
  game:close()
end

print(string.format("%d random %d-player games, points per player:", games, players))
print(string.format("%-8s %8s %6s %6s", "source", "mean", "min", "max"))
for _, name in ipairs(names) do
  local s = stats[name]
  print(string.format("%-8s %8.2f %6d %6d", name, s.sum / s.n, s.min, s.max))
end
