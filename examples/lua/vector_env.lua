-- Batched random play with hunters.VectorEnv (doc/lua.md, "Environments"):
-- GAMES games, ENVS at a time, every player's view kept up to date by the
-- incremental step; prints the games' outcomes by seat (R8.4 rewards) and
-- the speed.
--   luajit vector_env.lua [GAMES] [ENVS] [PLAYERS]
-- with hunters.lua installed (make install), or from the top of the source
-- tree after ./build.sh build:
--   HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 LUA_PATH='bindings/lua/?.lua;;' \
--       luajit examples/lua/vector_env.lua
local hunters = require("hunters")

-- a whole number from 1, or the default when not given; else the usage
local function count(i, default)
  local text = arg and arg[i]
  if text == nil then return default end
  local n = tonumber(text)
  if not n or n < 1 or n ~= math.floor(n) or n == math.huge then -- (inf: games without end)
    io.stderr:write("usage: luajit vector_env.lua [GAMES] [ENVS] [PLAYERS] (whole numbers from 1), not ", text, "\n")
    os.exit(2)
  end
  return n
end
local games = count(1, 1000)
local envs = count(2, 64)
local players = count(3, 2)
math.randomseed(1)

local env = assert(hunters.VectorEnv.new{ num_envs = envs, players = players, seed = 1, views = true })
local wins, draws, truncated, finished, steps = {}, 0, 0, 0, 0
for p = 0, players - 1 do wins[p] = 0 end
local start = os.clock()
while finished < games do
  local arrays = assert(env:step(assert(env:random_actions())))
  steps = steps + 1
  for i = 0, envs - 1 do
    local done = arrays.done[i]
    if done ~= 0 and finished < games then
      finished = finished + 1
      if done == 2 then
        truncated = truncated + 1 -- left the window: no reward
      else
        local won = false
        for p = 0, players - 1 do
          if arrays.rewards[i * hunters.MAX_PLAYERS + p] == 1 then wins[p] = wins[p] + 1; won = true end
        end
        if not won then draws = draws + 1 end
      end
    end
  end
  assert(env:reset_done())
end
local seconds = os.clock() - start
env:close()

print(string.format("%d games of %d players, %d at a time, random moves", finished, players, envs))
for p = 0, players - 1 do print(string.format("  seat %d won %d", p + 1, wins[p])) end -- from 1, as people count
print(string.format("  no sole winner %d, truncated %d", draws, truncated))
print(string.format("%.0f steps/s (%d games a step), %.0f games/s (CPU time)", steps / seconds, envs,
                    finished / seconds))
